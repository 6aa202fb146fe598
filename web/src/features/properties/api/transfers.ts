/**
 * "Transfer this home" (functions/src/transfers): startTransfer, cancelTransfer and
 * resendTransferInvitation. The pending transfer's id is on the property document
 * (`pendingTransferId`), which the page already reads live; the transfer itself is read
 * live too (./queries.ts), for the recipient's email and the invitation's state.
 */
import {
  INVITATION_STATUSES,
  type InvitationStatus,
  type StartTransferInput,
  type StartTransferResult,
  type TransferIdInput,
} from '@homeledger/domain';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import { instantOf, num, str } from '@/lib/data/fields';
import type { PendingTransferView } from '../transfer-panel';
import { pendingTransferDocument } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

export async function startTransfer(input: StartTransferInput): Promise<StartTransferResult> {
  return callFunctionLazily<StartTransferInput, StartTransferResult>('startTransfer', input);
}

export async function cancelTransfer(input: TransferIdInput): Promise<void> {
  await callFunctionLazily<TransferIdInput, unknown>('cancelTransfer', input);
}

export async function resendTransferInvitation(
  input: TransferIdInput,
): Promise<{ status: Exclude<InvitationStatus, 'sending'> }> {
  return callFunctionLazily<TransferIdInput, { status: Exclude<InvitationStatus, 'sending'> }>(
    'resendTransferInvitation',
    input,
  );
}

export function toPendingTransfer(id: string, data: Record<string, unknown>): PendingTransferView {
  const raw =
    typeof data.invitation === 'object' && data.invitation !== null
      ? (data.invitation as Record<string, unknown>)
      : null;
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
