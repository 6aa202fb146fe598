/**
 * "Transfer this home": the pending transfer, live. Its id is on the property document
 * (`pendingTransferId`), which the property page already reads live; the transfer itself
 * is read live too (./queries.ts), for the recipient's email and the invitation's state.
 * The callables are in ./transfers.ts.
 */
import { INVITATION_STATUSES } from '@homeledger/domain';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import { instantOf, num, record, str } from '@/lib/data/fields';
import type { PendingTransferView } from '../transfer-panel';
import { pendingTransferDocument } from './queries';

export function toPendingTransfer(id: string, data: Record<string, unknown>): PendingTransferView {
  const raw = record(data.invitation);
  const status = INVITATION_STATUSES.find((s) => s === raw?.status);
  return {
    id,
    toEmail: str(data.toEmail),
    toName: str(data.toName),
    // An invitation until the recipient's verified account claims it (toUid set).
    invitation:
      raw && status && str(data.toUid) === ''
        ? {
            status,
            mails: num(raw.mails) ?? 1,
            requestedAt: instantOf(raw.requestedAt),
            sentAt: instantOf(raw.sentAt),
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
