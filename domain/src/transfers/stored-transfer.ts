/**
 * The one reader of a stored `transfers/{id}` document, used by the functions' decisions
 * and by the browser's views alike, so both sides agree on what a transfer says — above
 * all on whether it is an invitation not yet claimed.
 */
import { num, record, str, storedDate } from '../kit/fields';
import { readPropertyOffer } from '../kit/property-offer';
import { isMemberRole } from '../households/household';
import {
  INVITATION_STATUSES,
  TRANSFER_STATES,
  type InvitationStatus,
  type Transfer,
  type TransferInvitation,
  type TransferMember,
  type TransferState,
} from './transfer';

/**
 * A transfer as read: its id beside its fields; `state` is null when the stored one is
 * none of TRANSFER_STATES (no decision acts on it; a view shows what it likes).
 */
export type StoredTransfer = Omit<Transfer<Date>, 'state'> & {
  id: string;
  state: TransferState | null;
};

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((v) => v === value) ?? null;

/** A stored invitation, read defensively: without a known status and a request time, none. */
export function readInvitation(value: unknown): TransferInvitation<Date> | null {
  const d = record(value);
  const status: InvitationStatus | null = oneOf(INVITATION_STATUSES, d?.['status']);
  const requestedAt = storedDate(d?.['requestedAt']);
  if (!d || !status || !requestedAt) return null;
  const mails = num(d['mails']);
  return {
    status,
    mails: mails !== null && Number.isSafeInteger(mails) && mails > 0 ? mails : 1,
    requestedAt,
    sentAt: storedDate(d['sentAt']),
    claimedAt: storedDate(d['claimedAt']),
  };
}

/**
 * A stored transfer (fields as the functions' store or the browser's SDK hands them),
 * read defensively: a missing text reads as '', a missing creation time as the epoch.
 */
export function readTransfer(doc: { id: string; data: Record<string, unknown> }): StoredTransfer {
  const d = doc.data;
  return {
    id: doc.id,
    ...readPropertyOffer(d),
    state: oneOf(TRANSFER_STATES, d['state']),
    createdAt: storedDate(d['createdAt']) ?? new Date(0),
    answeredAt: storedDate(d['answeredAt']),
    transferredAt: storedDate(d['transferredAt']),
    invitation: readInvitation(d['invitation']),
    members: readTransferMembers(d['members']),
    keepMembers: Array.isArray(d['keepMembers'])
      ? d['keepMembers'].filter((uid): uid is string => typeof uid === 'string' && uid !== '')
      : [],
    keepReceipts: Array.isArray(d['keepReceipts'])
      ? d['keepReceipts'].filter((id): id is string => typeof id === 'string' && id !== '')
      : [],
  };
}

/** The household offered with the transfer; an entry without a uid or a known role is dropped. */
function readTransferMembers(value: unknown): TransferMember[] {
  if (!Array.isArray(value)) return [];
  return value.flatMap((raw) => {
    const entry = record(raw);
    const uid = str(entry?.['uid']);
    const role = entry?.['role'];
    return uid && isMemberRole(role) ? [{ uid, name: str(entry?.['name']), role }] : [];
  });
}

/**
 * Whether the transfer is an invitation not yet claimed: the recipient was invited by
 * mail and no verified account has taken it (`toUid` is '' until one does), in any state.
 */
export function isUnclaimedInvitation<T extends StoredTransfer>(
  transfer: T,
): transfer is T & { invitation: TransferInvitation<Date> } {
  return transfer.toUid === '' && Boolean(transfer.invitation);
}

/** Whether the transfer still waits for an invited recipient to claim it. */
export function isOpenInvitation<T extends StoredTransfer>(
  transfer: T | null,
): transfer is T & { invitation: TransferInvitation<Date> } {
  return transfer !== null && transfer.state === 'pending' && isUnclaimedInvitation(transfer);
}
