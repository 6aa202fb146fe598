import type { Story, StoryDefault } from '@ladle/react';
import { css } from 'styled-system/css';
import type { MaintenanceTask, Warranty } from '@homeledger/domain';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { MaintenanceTab } from './maintenance-tab';
import {
  TODAY,
  doneTasksFixture,
  dueTasksFixture,
  overdueTasksFixture,
  suggestedTasksFixture,
  warrantiesFixture,
} from './maintenance.fixtures';

export default {
  title: 'Maintenance tab',
  meta: { path: '/property/p-oak?tab=maintenance' },
} satisfies StoryDefault;

const noop = () => undefined;

function Tab({
  tasks = ready(dueTasksFixture),
  warranties = ready(warrantiesFixture),
  addingSuggested = false,
  readOnly = false,
}: {
  tasks?: Loadable<MaintenanceTask[]>;
  warranties?: Loadable<Warranty[]>;
  addingSuggested?: boolean;
  readOnly?: boolean;
}) {
  return (
    <div className={css({ maxW: '5xl', mx: 'auto', p: { base: '4', md: '8' } })}>
      <MaintenanceTab
        readOnly={readOnly}
        today={TODAY}
        tasks={tasks}
        warranties={warranties}
        addingSuggested={addingSuggested}
        onRetryTasks={noop}
        onRetryWarranties={noop}
        onAddTask={noop}
        onAddSuggested={noop}
        onEditTask={noop}
        onAcceptTask={noop}
        onDeleteTask={noop}
        onMarkDone={noop}
        onSkipTask={noop}
        onSnoozeTask={noop}
        onAddWarranty={noop}
        onEditWarranty={noop}
        onDeleteWarranty={noop}
        onViewDocument={noop}
      />
    </div>
  );
}

export const Empty: Story = () => <Tab tasks={ready([])} warranties={ready([])} />;
export const AddingSuggested: Story = () => (
  <Tab tasks={ready([])} warranties={ready([])} addingSuggested />
);
export const SuggestedTasks: Story = () => <Tab tasks={ready(suggestedTasksFixture)} />;
export const Due: Story = () => <Tab />;
export const Overdue: Story = () => <Tab tasks={ready(overdueTasksFixture)} />;
export const Done: Story = () => <Tab tasks={ready(doneTasksFixture)} />;
export const Loading: Story = () => <Tab tasks={LOADING} warranties={LOADING} />;
export const LoadFailure: Story = () => (
  <Tab tasks={failed(new Error('unavailable'))} warranties={failed(new Error('unavailable'))} />
);
/** A viewer or a delegate (issue #31): the plan and warranties, no button that changes them. */
export const ReadOnly: Story = () => (
  <Tab readOnly tasks={ready([...overdueTasksFixture, ...suggestedTasksFixture])} />
);
/** A viewer's view of a home with no plan yet. */
export const ReadOnlyEmpty: Story = () => (
  <Tab readOnly tasks={ready(suggestedTasksFixture)} warranties={ready([])} />
);
