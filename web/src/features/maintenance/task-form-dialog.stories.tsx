import type { Story, StoryDefault } from '@ladle/react';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { TaskFormDialog, type TaskFormDialogProps } from './task-form-dialog';
import { TODAY, dueTasksFixture, suggestedTasksFixture } from './maintenance.fixtures';

export default {
  title: 'Maintenance task form',
  meta: { path: '/property/p-oak?tab=maintenance' },
} satisfies StoryDefault;

const never = () => new Promise<SubmitOutcome>(() => undefined);
const noop = () => undefined;

/** The dialog open for a new task on its page, never submitting; a story sets what differs. */
const Dialog = (props: Partial<TaskFormDialogProps>) => (
  <>
    <h1 style={{ padding: '1.5rem', fontSize: '1.5rem', fontWeight: 700 }}>Maintenance</h1>
    <TaskFormDialog open onClose={noop} task={null} today={TODAY} onSubmit={never} {...props} />
  </>
);

export const AddTask: Story = () => <Dialog />;
export const EditTask: Story = () => <Dialog task={dueTasksFixture[2] ?? null} />;
export const EditSuggestion: Story = () => <Dialog task={suggestedTasksFixture[0] ?? null} />;
export const Errors: Story = () => (
  <Dialog
    defaultValues={{ name: '', kind: 'months', months: [], startDate: '2026-02-30' }}
    validateOnMount
  />
);
export const Saving: Story = () => <Dialog task={dueTasksFixture[0] ?? null} busy />;
