import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import type { MaintenanceTask, Warranty } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { DueCountBadges, DuePanel } from './due-panel';
import {
  TODAY,
  dueTasksFixture,
  overdueTasksFixture,
  warrantiesFixture,
} from './maintenance.fixtures';

export default {
  title: 'Dashboard maintenance panel',
  meta: { path: '/dashboard' },
} satisfies StoryDefault;

const label = (id: string) => (id === 'p-oak' ? '12 Oak Lane' : null);

function Panel({
  tasks = ready(overdueTasksFixture),
  warranties = ready(warrantiesFixture),
}: {
  tasks?: Loadable<MaintenanceTask[]>;
  warranties?: Loadable<Warranty[]>;
}) {
  return (
    <div className={css({ maxW: '6xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <DuePanel
        today={TODAY}
        tasks={tasks}
        warranties={warranties}
        onRetry={() => undefined}
        propertyLabel={label}
      />
      <div className={css({ mt: '6' })}>
        <DueCountBadges counts={{ overdue: 2, dueSoon: 1 }} />
      </div>
    </div>
  );
}

export const DueAndOverdue: Story = () => <Panel />;
export const DueSoonOnly: Story = () => (
  <Panel tasks={ready(dueTasksFixture)} warranties={ready([])} />
);
export const AllClear: Story = () => (
  <Panel
    tasks={ready(dueTasksFixture.map((t) => ({ ...t, nextDue: '2026-12-01' })))}
    warranties={ready([])}
  />
);
export const Loading: Story = () => <Panel tasks={LOADING} />;
export const LoadFailure: Story = () => <Panel tasks={failed(new Error('unavailable'))} />;
