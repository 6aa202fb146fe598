/**
 * Transferring a home to its new owner (docs/architecture.md §2 "transfers"): the owner
 * names the new owner's email; the recipient (a verified homeowner, or one invited by
 * mail who then registers and verifies that email) accepts or declines; the sender can
 * cancel while it is pending. On acceptance one retryable job moves the property and
 * everything hanging off it to the new owner.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../accounts/account';
import { keyMessages } from '../kit/issues';
import type { PropertyOffer } from '../kit/property-offer';
import { documentIdField } from '../properties/property-schema';
import { TRUST_MESSAGES } from '../security/trust';
import type { TimestampLike } from '../accounts/profile';
import { lookupEmailField } from '../sharing/share';
import type { MemberRole } from '../households/household';

export const TRANSFERS_COLLECTION = 'transfers';
/**
 * `sentTransfers/{id}`: the sender's copy of `transfers/{id}` (same id), read by `fromUid`
 * alone. It holds only what the sender typed or did (the email, the home, the mail's
 * outcome) and the answer once given, never whether or as whom the email holds an account
 * (issue #33): the full transfer is the recipient's to read.
 */
export const SENT_TRANSFERS_COLLECTION = 'sentTransfers';

export const TRANSFER_STATES = [
  'pending',
  'accepting',
  'accepted',
  'declined',
  'cancelled',
] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

/** Minutes between two invitation mails of one transfer (Resend invitation). */
export const INVITATION_RESEND_MINUTES = 10;
/** Invitation mails one transfer may send in all (the first and the resends). */
export const INVITATION_MAX_MAILS = 5;

/**
 * Receipts a seller may keep at one transfer, at most: one job step moves each file, and
 * the choice is stored on the transfer (a home with more keeps the rest with the home).
 */
export const MAX_KEPT_RECEIPTS = 200;

export const TRANSFER_MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  propertyNotFound: 'Property not found',
  transferNotFound: 'This transfer no longer exists.',
  toSelf: "You can't transfer a home to yourself.",
  alreadyPending: 'A transfer of this home is already waiting for an answer. Cancel it first.',
  notPending: 'This transfer has already been answered.',
  alreadyYourHome:
    'You already hold this home as its verified owner, so this transfer can’t be accepted. Please contact support.',
  disputedHome:
    'This home’s ownership is disputed, so it can’t be transferred until the dispute is resolved.',
  signedOut: 'You must be logged in to transfer a home.',
  permissionDenied: 'Only homeowners can transfer or receive a home.',
  form: 'Please enter the new owner’s email.',
  verifyEmailFirst: TRUST_MESSAGES.verifyEmailFirst,
  notAnInvitation: 'This transfer is already waiting on the new owner’s dashboard.',
  resendTooSoon: `The invitation was just sent. You can resend it ${INVITATION_RESEND_MINUTES} minutes after the last one.`,
  resendLimit: `The invitation has been sent ${INVITATION_MAX_MAILS} times. If the email is wrong, cancel the transfer and start again.`,
  noInput: 'Invalid request.',
  keepMembers: 'Someone you chose to keep is no longer a member of this home. Please choose again.',
  optedOut:
    'This person has asked HomeLedger never to send them invitations. Ask them to create a homeowner account with this email, then try again.',
  keepReceipts: 'A receipt you chose to keep is no longer on this home. Please choose again.',
  tooManyKeptReceipts: `You can keep at most ${MAX_KEPT_RECEIPTS} receipts. Let the others go with the home.`,
} as const;
const M = TRANSFER_MESSAGES;

export const START_TRANSFER_FIELDS = ['propertyId', 'email', 'keepReceipts'] as const;

/**
 * "Transfer this home": the property, the new owner's account email, and which repairs'
 * receipts the seller keeps (issue #33: a receipt can carry their name and card digits).
 * Default none: every receipt goes with the home, as the seller is told before sending.
 * The ids are checked against the home's repairs that have a receipt when the transfer starts.
 */
export const StartTransferSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    email: lookupEmailField(M.email),
    keepReceipts: v.optional(
      v.pipe(
        v.array(documentIdField(M.keepReceipts), M.keepReceipts),
        v.maxLength(MAX_KEPT_RECEIPTS, M.tooManyKeptReceipts),
        v.transform((ids) => [...new Set(ids)]),
      ),
      [],
    ),
  },
  keyMessages(
    { propertyId: M.propertyNotFound, email: M.email, keepReceipts: M.keepReceipts },
    M.form,
  ),
);
export type StartTransferRequest = v.InferInput<typeof StartTransferSchema>;
export type StartTransferInput = v.InferOutput<typeof StartTransferSchema>;

/** claimTransferInvitations takes nothing: the caller's verified email says which. */
export const NoInputSchema = v.strictObject({}, M.noInput);
export type NoInput = v.InferOutput<typeof NoInputSchema>;

/** The seller's household members a new owner may keep, at most (a home's member limit). */
export const MAX_KEPT_MEMBERS = 10;

/**
 * acceptTransfer: the transfer, and which of the seller's household members the new owner
 * keeps (issue #31; default none), checked against the home's members when accepted.
 */
export const AcceptTransferSchema = v.object(
  {
    transferId: documentIdField(M.transferNotFound),
    keepMembers: v.optional(
      v.pipe(
        v.array(documentIdField(M.keepMembers), M.keepMembers),
        v.maxLength(MAX_KEPT_MEMBERS, M.keepMembers),
      ),
      [],
    ),
  },
  keyMessages({ transferId: M.transferNotFound, keepMembers: M.keepMembers }, M.transferNotFound),
);
export type AcceptTransferRequest = v.InferInput<typeof AcceptTransferSchema>;
export type AcceptTransferInput = v.InferOutput<typeof AcceptTransferSchema>;

/** A member of the seller's household as the transfer offers them to the new owner. */
export interface TransferMember {
  uid: string;
  name: string;
  role: MemberRole;
}

/** Accept, decline, cancel or resend the invitation: the transfer is named by its id. */
export const TransferIdSchema = v.object(
  { transferId: documentIdField(M.transferNotFound) },
  keyMessages({ transferId: M.transferNotFound }, M.transferNotFound),
);
export type TransferIdInput = v.InferOutput<typeof TransferIdSchema>;

/**
 * The mail that invites a recipient who has no (verified homeowner) account yet:
 * `sending` is recorded before a mail goes out, then `sent`, `failed` (SMTP refused it)
 * or `not-configured` (no SMTP credentials: nothing was sent). `mails` counts the mails
 * asked for (the first and each Resend).
 */
export const INVITATION_STATUSES = ['sending', 'sent', 'failed', 'not-configured'] as const;
export type InvitationStatus = (typeof INVITATION_STATUSES)[number];
export interface TransferInvitation<TTime = TimestampLike> {
  status: InvitationStatus;
  mails: number;
  requestedAt: TTime;
  sentAt: TTime | null;
  /** When the recipient's verified account took the offer onto their dashboard. */
  claimedAt: TTime | null;
}

/**
 * `transfers/{id}`: written by functions; read by the sender (`fromUid`) and the
 * recipient (`toUid`). An invitation (a recipient without a verified homeowner account)
 * has `toUid` '' until that account, verified, claims it (claimTransferInvitations).
 */
export interface Transfer<TTime = TimestampLike> extends PropertyOffer {
  state: TransferState;
  createdAt: TTime;
  answeredAt: TTime | null;
  /** The instant of the transfer (set when accepted): entries before it are the previous owner's. */
  transferredAt: TTime | null;
  /** Set when the recipient was invited by mail (absent on direct offers). */
  invitation?: TransferInvitation<TTime> | null;
  /** The seller's household when offered, for the new owner to choose whom to keep (#31). */
  members?: TransferMember[];
  /** Whom the new owner keeps (uids), fixed when they accept. */
  keepMembers?: string[];
  /** The repairs whose receipts the seller keeps (#33), fixed when offered; the rest go. */
  keepReceipts?: string[];
}

/** What startTransfer answers: `invited` when the recipient was sent an invitation mail. */
export interface StartTransferResult {
  transferId: string;
  /** The recipient's name, or their email when invited. */
  toName: string;
  invited: boolean;
  /**
   * The home has co-owners who must agree first (issue #31): nothing was sent yet and
   * `transferId` is ''. The transfer starts when the last of them agrees.
   */
  consent?: boolean;
}

/**
 * The invitation's link: registration as a homeowner with the email filled in (the
 * register page reads `type` and `email`).
 */
export function invitationRegisterPath(email: string): string {
  return `/register?type=homeowner&email=${encodeURIComponent(email)}`;
}

export function transferPath(id: string): string {
  return `${TRANSFERS_COLLECTION}/${id}`;
}

export function sentTransferPath(id: string): string {
  return `${SENT_TRANSFERS_COLLECTION}/${id}`;
}

/** The mark on an entry made before the home was transferred (`byPreviousOwner`). */
export const PREVIOUS_OWNER_MARK = 'Previous owner';

/** "Transferred from a previous owner on {date}" (the date already formatted). */
export function transferredNote(date: string): string {
  return `Transferred from a previous owner on ${date}`;
}
