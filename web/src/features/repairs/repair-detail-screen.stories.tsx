import type { Story, StoryDefault } from '@ladle/react';
import { useState } from 'react';
import { LOADING, failed, ready, type Loadable } from '@/lib/data/loadable';
import { RepairDetailScreen } from './repair-detail-screen';
import type { RepairDetail } from './repair-types';
import {
  FIXTURE_UID,
  completedRepair,
  declinedRepair,
  inProgressRepair,
  othersRequestedRepair,
  requestedRepair,
  othersRepair,
  previousOwnerRepair,
  receiptKeptRepair,
  repairWithoutReceipt,
  scheduledRepair,
  sparseRepair,
  validatedRepair,
  validatedWithoutNameRepair,
} from './repairs.fixtures';

export default { title: 'Repair detail', meta: { path: '/repair/r-1' } } satisfies StoryDefault;

const RECEIPT_URL = ready('https://example.com/receipts/prairie-plumbing-invoice.pdf');

interface Setup {
  repair: Loadable<RepairDetail | null>;
  receiptUrl?: Loadable<string> | null;
  deleteDialogOpen?: boolean;
  deleting?: boolean;
}

/** The screen with a live dialog, as the container drives it. */
function DetailStory({ repair, receiptUrl, deleteDialogOpen = false, deleting = false }: Setup) {
  const [open, setOpen] = useState(deleteDialogOpen);
  const hasReceipt = repair.status === 'ready' && Boolean(repair.data?.receipt);
  return (
    <RepairDetailScreen
      repair={repair}
      currentUid={FIXTURE_UID}
      receiptUrl={receiptUrl !== undefined ? receiptUrl : hasReceipt ? RECEIPT_URL : null}
      onBack={() => undefined}
      onRetry={() => undefined}
      deleteDialogOpen={open}
      onDeleteDialogOpenChange={setOpen}
      onConfirmDelete={() => undefined}
      deleting={deleting}
      onRequestValidation={() => new Promise(() => undefined)}
      onCancelValidationRequest={() => undefined}
    />
  );
}

export const Loading: Story = () => <DetailStory repair={LOADING} />;
export const WithReceipt: Story = () => <DetailStory repair={ready(completedRepair)} />;
export const WithoutReceipt: Story = () => <DetailStory repair={ready(repairWithoutReceipt)} />;
export const ReceiptLinkLoading: Story = () => (
  <DetailStory repair={ready(completedRepair)} receiptUrl={LOADING} />
);
export const ReceiptLinkFailed: Story = () => (
  <DetailStory repair={ready(completedRepair)} receiptUrl={failed(new Error('denied'))} />
);
export const MissingValues: Story = () => <DetailStory repair={ready(sparseRepair)} />;
export const Validated: Story = () => <DetailStory repair={ready(validatedRepair)} />;
export const ValidatedByContractor: Story = () => (
  <DetailStory repair={ready(validatedWithoutNameRepair)} />
);
export const InProgress: Story = () => <DetailStory repair={ready(inProgressRepair)} />;
export const Scheduled: Story = () => <DetailStory repair={ready(scheduledRepair)} />;
export const UnknownStatus: Story = () => (
  <DetailStory repair={ready({ ...repairWithoutReceipt, status: 'on-hold' })} />
);
export const NotTheCreator: Story = () => <DetailStory repair={ready(othersRepair)} />;
export const ByPreviousOwner: Story = () => <DetailStory repair={ready(previousOwnerRepair)} />;
export const ReceiptKeptByPreviousOwner: Story = () => (
  <DetailStory repair={ready(receiptKeptRepair)} />
);
export const DeleteDialogOpen: Story = () => (
  <DetailStory repair={ready(completedRepair)} deleteDialogOpen />
);
export const Deleting: Story = () => (
  <DetailStory repair={ready(completedRepair)} deleteDialogOpen deleting />
);
export const LoadFailure: Story = () => <DetailStory repair={failed(new Error('unavailable'))} />;
export const ValidationRequested: Story = () => <DetailStory repair={ready(requestedRepair)} />;
export const ValidationDeclined: Story = () => <DetailStory repair={ready(declinedRepair)} />;
export const RequestedSeenByRealtor: Story = () => (
  <DetailStory repair={ready(othersRequestedRepair)} />
);
