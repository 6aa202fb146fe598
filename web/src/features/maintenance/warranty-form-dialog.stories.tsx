import type { Story, StoryDefault } from '@ladle/react';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { WarrantyFormDialog, type WarrantyFormDialogProps } from './warranty-form-dialog';
import { TODAY, warrantiesFixture } from './maintenance.fixtures';

export default {
  title: 'Warranty form',
  meta: { path: '/property/p-oak?tab=maintenance' },
} satisfies StoryDefault;

const never = () => new Promise<SubmitOutcome>(() => undefined);
const noop = () => undefined;

/** The dialog open for a new warranty on its page, never submitting; a story sets what differs. */
const Dialog = (props: Partial<WarrantyFormDialogProps>) => (
  <>
    <h1 style={{ padding: '1.5rem', fontSize: '1.5rem', fontWeight: 700 }}>Warranties</h1>
    <WarrantyFormDialog
      open
      onClose={noop}
      warranty={null}
      today={TODAY}
      onSubmit={never}
      {...props}
    />
  </>
);

export const AddWarranty: Story = () => <Dialog />;
export const EditWarranty: Story = () => <Dialog warranty={warrantiesFixture[0] ?? null} />;
export const EndDateErrors: Story = () => (
  <Dialog
    defaultValues={{ item: '', coverage: 'end', startDate: '2026-06-15', endDate: '2026-01-01' }}
    validateOnMount
  />
);
export const Uploading: Story = () => <Dialog busy uploading />;
