/** The dashboard's maintenance panel and card counts, bound to the owner's live tasks and warranties. */
import { useCallback, useMemo, useState } from 'react';
import { todayIsoDate } from '@homeledger/domain';
import { useOwnerActiveTasks, useOwnerWarranties } from './api/use-maintenance';
import { DueCountBadges, DuePanel, dueCountsByProperty } from './due-panel';

export function useDueSummary(uid: string | null | undefined) {
  const tasks = useOwnerActiveTasks(uid);
  const warranties = useOwnerWarranties(uid);
  const [today] = useState(() => todayIsoDate());
  const counts = useMemo(
    () => (tasks.state.status === 'ready' ? dueCountsByProperty(tasks.state.data, today) : {}),
    [tasks.state, today],
  );
  const { retry: retryTasks } = tasks;
  const { retry: retryWarranties } = warranties;
  const onRetry = useCallback(() => {
    retryTasks();
    retryWarranties();
  }, [retryTasks, retryWarranties]);
  const panel = (
    <DuePanel today={today} tasks={tasks.state} warranties={warranties.state} onRetry={onRetry} />
  );
  const renderCounts = useCallback(
    (propertyId: string) => <DueCountBadges counts={counts[propertyId]} />,
    [counts],
  );
  return { panel, renderCounts };
}
