/**
 * The transfer callables (functions/src/transfers), one wrapper each: the sender's
 * startTransfer / cancelTransfer / resendTransferInvitation, the recipient's
 * acceptTransfer / declineTransfer / claimTransferInvitations. acceptTransfer is also the
 * retry of a transfer that stopped part-way. And the offers the homeowner received and
 * sent, live (./queries.ts), for the dashboard's "Home transfers".
 */
import { useEffect } from 'react';
import {
  callableClientTimeoutMs,
  type InvitationStatus,
  type StartTransferInput,
  type StartTransferResult,
  type TransferIdInput,
  type TransferState,
} from '@homeledger/domain';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { TransferRow } from '../transfer-offers-panel';
import { incomingTransfersQuery, outgoingTransfersQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { instantOf, optionalStr, record } from '@/lib/data/fields';

async function call(
  name: 'acceptTransfer' | 'declineTransfer' | 'cancelTransfer',
  input: TransferIdInput,
  timeout?: number,
): Promise<void> {
  await callFunctionLazily(name, input, timeout ? { timeout } : undefined);
}

export const acceptTransfer = (input: TransferIdInput) =>
  call('acceptTransfer', input, callableClientTimeoutMs('acceptTransfer'));
export const declineTransfer = (input: TransferIdInput) => call('declineTransfer', input);
export const cancelTransfer = (input: TransferIdInput) => call('cancelTransfer', input);

export async function startTransfer(input: StartTransferInput): Promise<StartTransferResult> {
  return callFunctionLazily('startTransfer', input);
}

export async function resendTransferInvitation(
  input: TransferIdInput,
): Promise<{ status: Exclude<InvitationStatus, 'sending'> }> {
  return callFunctionLazily('resendTransferInvitation', input);
}

const STATES: readonly TransferState[] = [
  'pending',
  'accepting',
  'accepted',
  'declined',
  'cancelled',
];
/** A trimmed string field, '' when missing or blank. */
const text = (value: unknown) => optionalStr(value) ?? '';

export function toTransferRow(id: string, data: Record<string, unknown>): TransferRow {
  const property = record(data.property) ?? {};
  const state = STATES.find((s) => s === data.state) ?? 'pending';
  return {
    id,
    state,
    address: text(property.address) || 'A home',
    cityStateZip: [
      text(property.city),
      [text(property.state), text(property.zipCode)].filter(Boolean).join(' '),
    ]
      .filter(Boolean)
      .join(', '),
    fromName: text(data.fromName) || 'A homeowner',
    toName: text(data.toName) || text(data.toEmail) || 'the new owner',
    toEmail: text(data.toEmail),
    // Invited by mail and not yet claimed by a verified account.
    invited: text(data.toUid) === '' && record(data.invitation) !== null,
    createdAt: instantOf(data.createdAt),
    answeredAt: instantOf(data.answeredAt),
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

/** Accounts whose invitations were claimed in this page session. */
const claimedFor = new Set<string>();

/**
 * Invitations to the signed-in homeowner's verified email become their offers
 * (functions/src/transfers/invitation-callables.ts says why this is the claim point):
 * asked once per account and page session, and only once the email is verified (the
 * server would refuse before). The incoming offers query then shows them live.
 */
export function useClaimInvitations(uid: string | null | undefined, verified: boolean): void {
  useEffect(() => {
    if (!uid || !verified || claimedFor.has(uid)) return;
    claimedFor.add(uid);
    claimTransferInvitations().catch((error: unknown) => {
      // Not fatal: the dashboard works without; the next visit asks again.
      claimedFor.delete(uid);
      console.error('claimTransferInvitations failed', error);
    });
  }, [uid, verified]);
}
