import type { Story, StoryDefault } from '@ladle/react';
import { NO_RECEIPT_FIELDS, type ReceiptFields } from '@homeledger/domain';
import { LOADING, failed, ready } from '@/lib/data/loadable';
import {
  AddRepairScreen,
  type AddRepairScreenProps,
  type SubmitOutcome,
} from './add-repair-screen';
import type { ReceiptReader } from './read-receipt';
import { UPLOAD_IDLE } from './receipt-field';
import { FIXTURE_TODAY, receiptFile, receiptReadFields, repairProperty } from './repairs.fixtures';

export default { title: 'Add repair', meta: { path: '/add-repair/p-oak' } } satisfies StoryDefault;

/** Never settles: a submit stays busy. */
const pending = () => new Promise<SubmitOutcome>(() => undefined);

function Screen(props: Partial<AddRepairScreenProps>) {
  return (
    <AddRepairScreen
      property={ready(repairProperty)}
      today={FIXTURE_TODAY}
      onSubmit={pending}
      upload={UPLOAD_IDLE}
      onCancelUpload={() => undefined}
      {...props}
    />
  );
}

const filled = {
  serviceType: 'plumbing',
  date: '2026-09-14',
  cost: '285.50',
  contractorName: 'Prairie Plumbing Co.',
  description: 'Replaced the kitchen sink trap and both supply lines.',
} as const;

export const Loading: Story = () => <Screen property={LOADING} />;
export const Empty: Story = () => <Screen />;
export const Filled: Story = () => <Screen defaultValues={filled} />;
export const OtherSelected: Story = () => (
  <Screen defaultValues={{ ...filled, serviceType: 'other', otherServiceType: 'Chimney sweep' }} />
);
export const ValidationErrors: Story = () => (
  <Screen defaultValues={{ serviceType: '', date: '2026-02-30', cost: '12.345' }} validateOnMount />
);
export const OtherWithoutText: Story = () => (
  <Screen defaultValues={{ ...filled, serviceType: 'other' }} validateOnMount />
);
export const FutureDate: Story = () => (
  <Screen defaultValues={{ ...filled, date: '2026-12-24', cost: '-5' }} validateOnMount />
);
export const ReceiptSelected: Story = () => (
  <Screen defaultValues={filled} defaultFile={receiptFile()} />
);
export const Uploading40: Story = () => (
  <Screen
    defaultValues={filled}
    defaultFile={receiptFile()}
    upload={{ status: 'uploading', progress: 40 }}
  />
);
export const UploadFailed: Story = () => (
  <Screen
    defaultValues={filled}
    defaultFile={receiptFile()}
    upload={{ status: 'failed', message: 'the Storage emulator is not running.' }}
  />
);
export const Busy: Story = () => <Screen defaultValues={filled} busy />;
export const LoadFailure: Story = () => <Screen property={failed(new Error('unavailable'))} />;

// Reading the chosen receipt (docs/architecture.md "Reading a receipt"): fake readers.
const readingAt40: ReceiptReader = (_file, { onProgress }) => {
  onProgress(40);
  return new Promise<ReceiptFields>(() => undefined);
};
const readsFields: ReceiptReader = async () => receiptReadFields;
const readsNothing: ReceiptReader = async () => NO_RECEIPT_FIELDS;
// The date read surely; the total and the business only as suggestions (a faint photo).
const readsDoubtfully: ReceiptReader = async () => ({
  ...NO_RECEIPT_FIELDS,
  date: '2026-09-14',
  suggestions: { costCents: 28550, contractorName: 'Prairie Plumbing Co.' },
});

export const ReadingReceipt: Story = () => (
  <Screen
    defaultFile={receiptFile('receipt-photo.jpg', 2_400_000, 'image/jpeg')}
    readReceipt={readingAt40}
  />
);
export const FilledFromReceipt: Story = () => (
  <Screen
    defaultValues={{ description: 'Kitchen sink trap and supply lines.' }}
    defaultFile={receiptFile()}
    readReceipt={readsFields}
  />
);
export const NothingReadable: Story = () => (
  <Screen
    defaultFile={receiptFile('blurry-photo.png', 900_000, 'image/png')}
    readReceipt={readsNothing}
  />
);
export const SuggestionsFromReceipt: Story = () => (
  <Screen
    defaultFile={receiptFile('receipt-photo.jpg', 2_400_000, 'image/jpeg')}
    readReceipt={readsDoubtfully}
  />
);
