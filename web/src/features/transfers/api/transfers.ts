/**
 * The transfer callables (functions/src/transfers), one wrapper each: the sender's
 * startTransfer / cancelTransfer / resendTransferInvitation, the recipient's
 * acceptTransfer / declineTransfer / claimTransferInvitations. acceptTransfer is also the
 * retry of a transfer that stopped part-way. And the offers the homeowner received and
 * sent, live (./queries.ts), for the dashboard's "Home transfers".
 */
import {
  callableClientTimeoutMs,
  type AcceptTransferRequest,
  type InvitationStatus,
  type StartTransferRequest,
  type StartTransferResult,
  type TransferIdInput,
  isUnclaimedInvitation,
  readTransfer,
} from '@homeledger/domain';
import { claimInvitationsOnce } from '@/lib/data/claim-invitations-once';
import { offeredHomePlace } from '@/lib/data/offered-home-place';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { TransferRow } from '../transfer-offers-panel';
import { incomingTransfersQuery, outgoingTransfersQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';

async function call(
  name: 'declineTransfer' | 'cancelTransfer',
  input: TransferIdInput,
): Promise<void> {
  await callFunctionLazily(name, input);
}

/** Accepts, keeping the previous owner's household members chosen (default none). */
export async function acceptTransfer(input: AcceptTransferRequest): Promise<void> {
  await callFunctionLazily('acceptTransfer', input, {
    timeout: callableClientTimeoutMs('acceptTransfer'),
  });
}
export const declineTransfer = (input: TransferIdInput) => call('declineTransfer', input);
export const cancelTransfer = (input: TransferIdInput) => call('cancelTransfer', input);

export async function startTransfer(input: StartTransferRequest): Promise<StartTransferResult> {
  return callFunctionLazily('startTransfer', input);
}

export async function resendTransferInvitation(
  input: TransferIdInput,
): Promise<{ status: Exclude<InvitationStatus, 'sending'> }> {
  return callFunctionLazily('resendTransferInvitation', input);
}

/**
 * A row of "Home transfers", derived from the domain's reader (the functions read with
 * it too): blank names get the panel's words, an unknown state shows as pending.
 */
export function toTransferRow(id: string, data: Record<string, unknown>): TransferRow {
  const transfer = readTransfer({ id, data });
  const text = (value: string) => value.trim();
  return {
    id,
    state: transfer.state ?? 'pending',
    ...offeredHomePlace(transfer.property),
    fromName: text(transfer.fromName) || 'A homeowner',
    // The sender's copy has no name (#33): they see the email they typed.
    toName: text(transfer.toName) || text(transfer.toEmail) || 'the new owner',
    toEmail: text(transfer.toEmail),
    invited: isUnclaimedInvitation(transfer),
    // The reader's epoch stands for "not recorded".
    createdAt: transfer.createdAt.getTime() === 0 ? null : transfer.createdAt.toISOString(),
    answeredAt: transfer.answeredAt?.toISOString() ?? null,
    members: transfer.members ?? [],
  };
}

export function useIncomingTransfers(uid: string | null | undefined) {
  return useLiveQuery(incomingTransfersQuery, uid, toTransferRow);
}
export function useOutgoingTransfers(uid: string | null | undefined) {
  return useLiveQuery(outgoingTransfersQuery, uid, toTransferRow);
}

export async function claimTransferInvitations(): Promise<{ claimed: string[] }> {
  return callFunctionLazily('claimTransferInvitations', {});
}

/**
 * Invitations to the signed-in homeowner's verified email become their offers
 * (functions/src/transfers/invitation-callables.ts says why this is the claim point).
 */
export const useClaimInvitations = claimInvitationsOnce(
  'claimTransferInvitations',
  claimTransferInvitations,
);
