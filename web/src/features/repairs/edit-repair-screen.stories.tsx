import type { Story, StoryDefault } from '@ladle/react';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import {
  EditRepairScreen,
  type EditRepairScreenProps,
  type SubmitOutcome,
} from './edit-repair-screen';
import type { ReceiptReader } from './read-receipt';
import {
  completedRepair,
  editCompletedRepairProps,
  inProgressRepair,
  otherTypeRepair,
  othersRepair,
  previousOwnerRepair,
  receiptFile,
  receiptReadFields,
  repairWithoutReceipt,
  scheduledRepair,
  validatedRepair,
} from './repairs.fixtures';

export default { title: 'Edit repair', meta: { path: '/edit-repair/r-1' } } satisfies StoryDefault;

const pending = () => new Promise<SubmitOutcome>(() => undefined);

function Screen(props: Partial<EditRepairScreenProps>) {
  return <EditRepairScreen {...editCompletedRepairProps} onSubmit={pending} {...props} />;
}

export const Loading: Story = () => <Screen repair={LOADING} />;
export const Populated: Story = () => <Screen />;
export const WithoutReceipt: Story = () => <Screen repair={ready(repairWithoutReceipt)} />;
export const OtherServiceType: Story = () => <Screen repair={ready(otherTypeRepair)} />;
/** Editing a validated repair says what an edit of its facts does to the validation. */
export const Validated: Story = () => <Screen repair={ready(validatedRepair)} />;
export const InProgress: Story = () => <Screen repair={ready(inProgressRepair)} />;
/** A stored status the form does not offer edits as Completed. */
export const ScheduledEditsAsCompleted: Story = () => <Screen repair={ready(scheduledRepair)} />;
export const ValidationErrors: Story = () => (
  <Screen
    defaultValues={{ serviceType: 'other', otherServiceType: '', date: '', cost: '1.234' }}
    validateOnMount
  />
);
export const ReceiptRemoved: Story = () => <Screen defaultReceipt={{ kind: 'remove' }} />;
export const ReceiptReplaced: Story = () => (
  <Screen
    defaultReceipt={{
      kind: 'replace',
      file: receiptFile('new-invoice.png', 2_400_000, 'image/png'),
    }}
  />
);
export const Uploading40: Story = () => (
  <Screen
    defaultReceipt={{
      kind: 'replace',
      file: receiptFile('new-invoice.png', 2_400_000, 'image/png'),
    }}
    upload={{ status: 'uploading', progress: 40 }}
  />
);
export const UploadFailed: Story = () => (
  <Screen
    defaultReceipt={{
      kind: 'replace',
      file: receiptFile('new-invoice.png', 2_400_000, 'image/png'),
    }}
    upload={{
      status: 'failed',
      message: 'the connection was lost. Please check your connection and try again.',
    }}
  />
);
export const Busy: Story = () => <Screen busy />;
export const PermissionDenied: Story = () => <Screen repair={ready(othersRepair)} />;
/** An entry kept from before the home changed hands: read-only (#33). */
export const PreviousOwnerEntry: Story = () => <Screen repair={ready(previousOwnerRepair)} />;
export const NotFound: Story = () => <Screen repair={ready(null)} />;
export const LoadFailure: Story = () => <Screen repair={failed(new Error('unavailable'))} />;

/** A new receipt read into a repair without cost or contractor: only those fill. */
const readsFields: ReceiptReader = async () => receiptReadFields;
export const FilledFromReceipt: Story = () => (
  <Screen
    repair={ready({ ...repairWithoutReceipt, costCents: null, contractorName: null })}
    defaultReceipt={{ kind: 'replace', file: receiptFile() }}
    readReceipt={readsFields}
  />
);

/** The catalogue has no Storage: a stored photo's thumbnail is a tinted tile. */
const storedPhotoTile = (path: string, alt: string) => (
  <div
    role="img"
    aria-label={alt}
    title={path}
    style={{
      width: '100%',
      height: '100%',
      background: 'linear-gradient(135deg, #d0e4ff, #604020)',
    }}
  />
);

/** Photos of the work: the stored ones with Remove, Add Photos and (phones) Take a Photo. */
export const WithPhotos: Story = () => (
  <Screen
    repair={ready({
      ...completedRepair,
      photos: ['repairPhotos/p-1/u1/before.jpg', 'repairPhotos/p-1/u2/after.jpg'],
    })}
    renderStoredPhoto={storedPhotoTile}
    camera
  />
);
