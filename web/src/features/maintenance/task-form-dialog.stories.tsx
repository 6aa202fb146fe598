import type { Story, StoryDefault } from '@ladle/react';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { TaskFormDialog } from './task-form-dialog';
import { TODAY, dueTasksFixture, suggestedTasksFixture } from './maintenance.fixtures';

export default {
  title: 'Maintenance task form',
  meta: { path: '/property/p-oak?tab=maintenance' },
} satisfies StoryDefault;

const never = () => new Promise<SubmitOutcome>(() => undefined);
const noop = () => undefined;
const Page = ({ children }: { children: React.ReactNode }) => (
  <>
    <h1 style={{ padding: '1.5rem', fontSize: '1.5rem', fontWeight: 700 }}>Maintenance</h1>
    {children}
  </>
);

export const AddTask: Story = () => (
  <Page>
    <TaskFormDialog open onClose={noop} task={null} today={TODAY} onSubmit={never} />
  </Page>
);
export const EditTask: Story = () => (
  <Page>
    <TaskFormDialog
      open
      onClose={noop}
      task={dueTasksFixture[2] ?? null}
      today={TODAY}
      onSubmit={never}
    />
  </Page>
);
export const EditSuggestion: Story = () => (
  <Page>
    <TaskFormDialog
      open
      onClose={noop}
      task={suggestedTasksFixture[0] ?? null}
      today={TODAY}
      onSubmit={never}
    />
  </Page>
);
export const Errors: Story = () => (
  <Page>
    <TaskFormDialog
      open
      onClose={noop}
      task={null}
      today={TODAY}
      onSubmit={never}
      defaultValues={{ name: '', kind: 'months', months: [], startDate: '2026-02-30' }}
      validateOnMount
    />
  </Page>
);
export const Saving: Story = () => (
  <Page>
    <TaskFormDialog
      open
      onClose={noop}
      task={dueTasksFixture[0] ?? null}
      today={TODAY}
      onSubmit={never}
      busy
    />
  </Page>
);
