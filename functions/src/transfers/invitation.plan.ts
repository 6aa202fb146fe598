/**
 * Transfer invitations — the pure decisions (docs/architecture.md §3). When the new
 * owner's email has no verified homeowner account, startTransfer records the transfer
 * for that email with `invitation.status = 'sending'` and the shell then mails it; the
 * recipient, once they hold a verified homeowner account with that email, claims it
 * (`toUid` set) and it is an offer like any other.
 *
 * Mail is sent only after a `sending` record with a new mail number has committed, and
 * that number is only ever raised by the sender's Resend (at most INVITATION_MAX_MAILS,
 * INVITATION_RESEND_MINUTES apart, and counted in the account's daily quota), so no retry
 * or race sends a mail twice.
 */
import {
  INVITATION_MAX_MAILS,
  INVITATION_RESEND_MINUTES,
  TRANSFER_MESSAGES as M,
  displayText,
  isOpenInvitation,
  normalizeEmail,
  transferPath,
  type InvitationStatus,
  type TransferInvitation,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import { sentTransferWrite, type StoredTransfer } from './transfer.plan';

// What an unclaimed invitation is, the browser's views decide with too (domain).
export { isOpenInvitation };

export interface ResendResult {
  transferId: string;
  /** The number of the mail to send now. */
  mail: number;
}

/**
 * resendTransferInvitation: the sender, while pending, rate-limited per transfer. Whether
 * the recipient has an account, or has claimed the offer, changes nothing here: a refusal
 * that differed would tell the sender (#33).
 */
export function planResendInvitation(args: {
  transfer: StoredTransfer | null;
  caller: Caller;
  now: Date;
}): Plan<ResendResult> {
  const { transfer, caller, now } = args;
  if (!transfer || transfer.fromUid !== caller.uid) return reject('not-found', M.transferNotFound);
  if (transfer.state !== 'pending') return reject('failed-precondition', M.notPending);
  const { invitation } = transfer;
  // A direct offer made before every offer was mailed (or from a dispute notice).
  if (!invitation) return reject('failed-precondition', M.notAnInvitation);
  if (invitation.mails >= INVITATION_MAX_MAILS)
    return reject('resource-exhausted', M.resendLimit, { reason: 'invitation-limit' });
  const since = now.getTime() - invitation.requestedAt.getTime();
  if (since < INVITATION_RESEND_MINUTES * 60_000)
    return reject('resource-exhausted', M.resendTooSoon, { reason: 'too-soon' });
  const mail = invitation.mails + 1;
  const next: TransferInvitation<Date> = {
    ...invitation,
    status: 'sending',
    mails: mail,
    requestedAt: now,
    sentAt: null,
  };
  return apply(
    [
      { op: 'update', path: transferPath(transfer.id), data: { invitation: next } },
      sentTransferWrite({ ...transfer, invitation: next }),
    ],
    { transferId: transfer.id, mail },
  );
}

/**
 * After a send: the outcome of mail number `mail`, recorded only if that mail is still
 * the latest asked for (a later Resend's record is never overwritten by an earlier one).
 */
export function planInvitationOutcome(args: {
  transfer: StoredTransfer | null;
  mail: number;
  status: Exclude<InvitationStatus, 'sending'>;
  now: Date;
}): WriteOp[] {
  const { transfer, mail, status, now } = args;
  const invitation = transfer?.invitation;
  if (!transfer || !invitation || invitation.mails !== mail || invitation.status !== 'sending')
    return [];
  const next: TransferInvitation<Date> = {
    ...invitation,
    status,
    sentAt: status === 'sent' ? now : null,
  };
  return [
    { op: 'update', path: transferPath(transfer.id), data: { invitation: next } },
    sentTransferWrite({ ...transfer, invitation: next }),
  ];
}

/**
 * claimTransferInvitations: the open invitations addressed to the caller's verified
 * email become offers to the caller (`toUid`, `toName`), so the dashboard's `toUid`
 * query and the accept/decline checks treat them like any other. The callable's kit has
 * already checked the caller is a homeowner with a verified email (the trust rule).
 */
export function planClaimInvitations(args: {
  transfers: readonly (StoredTransfer | null)[];
  caller: Caller;
  /** The caller's profile name. */
  name: string;
  now: Date;
}): Plan<{ claimed: string[] }> {
  const { caller, now } = args;
  const email = normalizeEmail(caller.email ?? '');
  if (!email || !caller.emailVerified) return apply([], { claimed: [] });
  const writes: WriteOp[] = [];
  const claimed: string[] = [];
  for (const transfer of args.transfers) {
    if (!isOpenInvitation(transfer)) continue;
    if (normalizeEmail(transfer.toEmail) !== email || transfer.fromUid === caller.uid) continue;
    claimed.push(transfer.id);
    writes.push({
      op: 'update',
      path: transferPath(transfer.id),
      data: {
        toUid: caller.uid,
        toName: displayText(args.name) || displayText(caller.name) || email,
        invitation: { ...transfer.invitation, claimedAt: now },
      },
    });
  }
  return apply(writes, { claimed });
}
