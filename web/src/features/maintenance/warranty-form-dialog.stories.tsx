import type { Story, StoryDefault } from '@ladle/react';
import type { SubmitOutcome } from '@/lib/forms/submit-outcome';
import { WarrantyFormDialog } from './warranty-form-dialog';
import { TODAY, warrantiesFixture } from './maintenance.fixtures';

export default {
  title: 'Warranty form',
  meta: { path: '/property/p-oak?tab=maintenance' },
} satisfies StoryDefault;

const never = () => new Promise<SubmitOutcome>(() => undefined);
const noop = () => undefined;
const Page = ({ children }: { children: React.ReactNode }) => (
  <>
    <h1 style={{ padding: '1.5rem', fontSize: '1.5rem', fontWeight: 700 }}>Warranties</h1>
    {children}
  </>
);

export const AddWarranty: Story = () => (
  <Page>
    <WarrantyFormDialog open onClose={noop} warranty={null} today={TODAY} onSubmit={never} />
  </Page>
);
export const EditWarranty: Story = () => (
  <Page>
    <WarrantyFormDialog
      open
      onClose={noop}
      warranty={warrantiesFixture[0] ?? null}
      today={TODAY}
      onSubmit={never}
    />
  </Page>
);
export const EndDateErrors: Story = () => (
  <Page>
    <WarrantyFormDialog
      open
      onClose={noop}
      warranty={null}
      today={TODAY}
      onSubmit={never}
      defaultValues={{ item: '', coverage: 'end', startDate: '2026-06-15', endDate: '2026-01-01' }}
      validateOnMount
    />
  </Page>
);
export const Uploading: Story = () => (
  <Page>
    <WarrantyFormDialog
      open
      onClose={noop}
      warranty={null}
      today={TODAY}
      onSubmit={never}
      busy
      uploading
    />
  </Page>
);
