/**
 * The sender's copy of a transfer (`sentTransfers/{id}`, see SENT_TRANSFERS_COLLECTION):
 * derived from the whole transfer every time it changes, and written whole (a `set`), so
 * a copy missing or stale from before it existed is made right by the next change.
 */
import type { Transfer, TransferInvitation } from './transfer';

/** What the sender reads of their transfer: nothing they did not type, until it is answered. */
export interface SentTransfer<TTime> {
  propertyId: string;
  property: Transfer<TTime>['property'];
  fromUid: string;
  fromName: string;
  /** The email as the sender typed it (normalised). */
  toEmail: string;
  state: Transfer<TTime>['state'];
  createdAt: TTime;
  answeredAt: TTime | null;
  /** The offer mail's outcome, without when (or whether) the recipient took it up. */
  invitation: Omit<TransferInvitation<TTime>, 'claimedAt'> | null;
  /** The repairs whose receipts the sender chose to keep (#33): their own choice, shown back. */
  keepReceipts: string[];
}

/** The sender's copy of `transfer`. */
export function sentTransferOf<TTime>(
  transfer: Pick<
    Transfer<TTime>,
    | 'propertyId'
    | 'property'
    | 'fromUid'
    | 'fromName'
    | 'toEmail'
    | 'state'
    | 'createdAt'
    | 'answeredAt'
    | 'invitation'
    | 'keepReceipts'
  >,
): SentTransfer<TTime> {
  const invitation = transfer.invitation ?? null;
  return {
    propertyId: transfer.propertyId,
    property: { ...transfer.property },
    fromUid: transfer.fromUid,
    fromName: transfer.fromName,
    toEmail: transfer.toEmail,
    state: transfer.state,
    createdAt: transfer.createdAt,
    answeredAt: transfer.answeredAt,
    invitation: invitation
      ? {
          status: invitation.status,
          mails: invitation.mails,
          requestedAt: invitation.requestedAt,
          sentAt: invitation.sentAt,
        }
      : null,
    keepReceipts: [...(transfer.keepReceipts ?? [])],
  };
}
