/**
 * "Transfer this home": the pending transfer, live. Its id is on the property document
 * (`pendingTransferId`), which the property page already reads live; the sender's copy of
 * the transfer is read live too (./queries.ts), for the email and the mail's state.
 * The callables are in ./transfers.ts.
 */
import { readTransfer } from '@homeledger/domain';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import type { PendingTransferView } from '../transfer-panel';
import { pendingTransferDocument } from './queries';

/**
 * The owner's view of the pending transfer (`sentTransfers/{id}`), derived from the
 * domain's reader. Only the email and the mail's outcome: a name or a recipient's uid, were
 * one there, is not shown.
 */
export function toPendingTransfer(id: string, data: Record<string, unknown>): PendingTransferView {
  const transfer = readTransfer({ id, data });
  return {
    id,
    toEmail: transfer.toEmail,
    invitation: transfer.invitation
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
