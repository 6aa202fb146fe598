/**
 * The dashboard with the maintenance feature's panel and card counts composed in (features
 * never import each other; app/ puts them together). signed-in-pages.ts loads this.
 */
import { useCallback } from 'react';
import { useAuth } from '@/lib/auth/auth-context';
import { DashboardPage as DashboardBase } from '@/features/dashboard/dashboard-page';
import type { DashboardProperty } from '@/features/dashboard/dashboard-types';
import { useDueSummary } from '@/features/maintenance/due-panel-container';

export function DashboardPage() {
  const { user } = useAuth();
  const { panel, renderCounts } = useDueSummary(user?.id);
  const renderCardExtra = useCallback(
    (property: DashboardProperty) => renderCounts(property.id),
    [renderCounts],
  );
  return <DashboardBase panel={panel} renderCardExtra={renderCardExtra} />;
}
