/**
 * "Transfer this home": the pending transfer, live. Its id is on the property document
 * (`pendingTransferId`), which the property page already reads live; the transfer itself
 * is read live too (./queries.ts), for the recipient's email and the invitation's state.
 * The callables are in ./transfers.ts.
 */
import { isUnclaimedInvitation, readTransfer } from '@homeledger/domain';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import type { PendingTransferView } from '../transfer-panel';
import { pendingTransferDocument } from './queries';

/** The owner's view of the pending transfer, derived from the domain's reader. */
export function toPendingTransfer(id: string, data: Record<string, unknown>): PendingTransferView {
  const transfer = readTransfer({ id, data });
  return {
    id,
    toEmail: transfer.toEmail,
    toName: transfer.toName,
    // An invitation until the recipient's verified account claims it (toUid set).
    invitation: isUnclaimedInvitation(transfer)
      ? {
          status: transfer.invitation.status,
          mails: transfer.invitation.mails,
          requestedAt: transfer.invitation.requestedAt.toISOString(),
          sentAt: transfer.invitation.sentAt?.toISOString() ?? null,
        }
      : null,
  };
}

/** The pending transfer named by the property, live (ready(null) when there is none). */
export function usePendingTransfer(uid: string | null | undefined, transferId: string | null) {
  return useLiveDoc(
    pendingTransferDocument,
    uid,
    toPendingTransfer,
    transferId ? { transferId } : {},
  );
}
