/**
 * Disputes — the pure decisions (docs/architecture.md §2 "disputes"). The holder answers
 * a notice: "Transfer this home to them" starts a transfer to the newcomer (the sale
 * case, accepted from the newcomer's dashboard), "It's still my home" stops the clock for
 * good. A notice nobody answered within DISPUTE_WINDOW_DAYS lapses (a daily job): the notice
 * closes and the newcomer's claim stays disputed, for support to decide. Silence never demotes
 * a verified holder: a throwaway account could otherwise take a home whose owner did not log in
 * for a month (#33).
 */
import {
  readProperty,
  DISPUTE_MESSAGES as M,
  disputePath,
  readDisputeDoc,
  type DisputeDoc,
  type DisputeState,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocSnap, WriteOp } from '../kit/store';

/** A notice as the plans read it: the domain's reader, with the instants they compare. */
export type StoredDispute = Omit<DisputeDoc, 'createdAt' | 'deadline'> & {
  createdAt: Date;
  deadline: Date;
};

export function toDispute(snap: DocSnap): StoredDispute {
  const dispute = readDisputeDoc(snap.id, snap.data);
  // A notice without a valid instant reads as the epoch: already past its deadline.
  return {
    ...dispute,
    createdAt: dispute.createdAt ?? new Date(0),
    deadline: dispute.deadline ?? new Date(0),
  };
}

/** The holder's own open notice, or the refusal. */
export function checkHolder(
  dispute: StoredDispute | null,
  caller: Caller,
): Extract<Plan<never>, { kind: 'reject' }> | null {
  if (!dispute || dispute.holderUid !== caller.uid || dispute.state !== 'open')
    return reject('not-found', M.notFound);
  return null;
}

/** "It's still my home": the notice is answered; the newcomer stays disputed (support decides). */
export function planKeepHome(args: {
  dispute: StoredDispute | null;
  caller: Caller;
  now: Date;
}): Plan<{ disputeId: string; state: DisputeState }> {
  const { dispute, caller, now } = args;
  const denied = checkHolder(dispute, caller);
  if (denied || !dispute) return denied ?? reject('not-found', M.notFound);
  return apply(
    [{ op: 'update', path: disputePath(dispute.id), data: { state: 'kept', answeredAt: now } }],
    { disputeId: dispute.id, state: 'kept' },
  );
}

/** The notice's part of "Transfer this home to them" (the transfer itself is planStartTransfer's). */
export function planDisputeTransfer(
  dispute: StoredDispute,
  transferId: string,
  now: Date,
): WriteOp {
  return {
    op: 'update',
    path: disputePath(dispute.id),
    data: { state: 'transferring', answeredAt: now, transferId },
  };
}

/**
 * A transfer started from a notice ("Transfer this home to them") was declined or
 * cancelled: the notice is open again, so the holder can choose again. The time the
 * transfer was pending does not count against the holder (they had answered), so the
 * deadline moves on by it. Part of the decline's or cancel's transaction.
 */
export function planReopenNotice(dispute: StoredDispute, transferId: string, now: Date): WriteOp[] {
  if (dispute.state !== 'transferring' || dispute.transferId !== transferId) return [];
  const paused = dispute.answeredAt ? Math.max(0, now.getTime() - dispute.answeredAt.getTime()) : 0;
  return [
    {
      op: 'update',
      path: disputePath(dispute.id),
      data: {
        state: 'open',
        answeredAt: null,
        transferId: null,
        deadline: new Date(dispute.deadline.getTime() + paused),
      },
    },
  ];
}

/** What the lapse needs of each property. */
export interface ClaimedProperty {
  id: string;
  ownerId: string;
  deleting: boolean;
  verificationStatus: string;
}

export function toClaimedProperty(snap: DocSnap): ClaimedProperty {
  const { id, ownerId, deleting, verificationStatus } = readProperty(snap);
  return { id, ownerId, deleting, verificationStatus };
}

/**
 * The daily job, one notice: unanswered past its deadline ⇒ it lapses; both claims stay as
 * they are (the holder verified, the newcomer disputed). A notice whose newcomer or holder
 * claim is gone is resolved instead.
 */
export function planLapse(args: {
  dispute: StoredDispute | null;
  holder: ClaimedProperty | null;
  newcomer: ClaimedProperty | null;
  now: Date;
}): WriteOp[] {
  const { dispute, holder, newcomer, now } = args;
  if (!dispute || dispute.state !== 'open' || now.getTime() < dispute.deadline.getTime()) return [];
  const gone = (p: ClaimedProperty | null, uid: string) => !p || p.deleting || p.ownerId !== uid;
  if (gone(newcomer, dispute.newcomerUid) || gone(holder, dispute.holderUid))
    return [{ op: 'update', path: disputePath(dispute.id), data: { state: 'resolved' } }];
  return [
    { op: 'update', path: disputePath(dispute.id), data: { state: 'lapsed', answeredAt: now } },
  ];
}

/** Days before a notice's deadline when its holder is mailed once more. */
export const DISPUTE_REMINDER_DAYS = 7;

/**
 * The daily job, one notice: mail the holder again once, in the last DISPUTE_REMINDER_DAYS
 * before its deadline (not after it; not twice: `remindedAt` is when it was mailed).
 */
export function disputeReminderDue(
  dispute: StoredDispute,
  remindedAt: Date | null,
  now: Date,
): boolean {
  const left = dispute.deadline.getTime() - now.getTime();
  return (
    dispute.state === 'open' &&
    remindedAt === null &&
    left > 0 &&
    left <= DISPUTE_REMINDER_DAYS * 24 * 60 * 60 * 1000
  );
}
