/**
 * Transferring a home to its new owner (docs/architecture.md §2 "transfers"): the owner
 * names the new owner's account email; the recipient (a verified homeowner) accepts or
 * declines; the sender can cancel while it is pending. On acceptance one retryable job
 * moves the property and everything hanging off it to the new owner.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH } from '../schemas/account';
import { keyMessages } from '../schemas/issues';
import { documentIdField } from '../schemas/property';
import { TRUST_MESSAGES } from '../security/trust';
import type { TimestampLike } from '../types/profile';
import type { RepairPropertyRef } from '../types/repair';
import { normalizeEmail } from './share';

export const TRANSFERS_COLLECTION = 'transfers';

export const TRANSFER_STATES = [
  'pending',
  'accepting',
  'accepted',
  'declined',
  'cancelled',
] as const;
export type TransferState = (typeof TRANSFER_STATES)[number];

export const TRANSFER_MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  propertyNotFound: 'Property not found',
  transferNotFound: 'This transfer no longer exists.',
  /** One answer for no account, an unverified one, or not a homeowner (no email probing). */
  recipientNotFound: "We couldn't find a verified homeowner account with that email.",
  toSelf: "You can't transfer a home to yourself.",
  alreadyPending: 'A transfer of this home is already waiting for an answer. Cancel it first.',
  notPending: 'This transfer has already been answered.',
  signedOut: 'You must be logged in to transfer a home.',
  permissionDenied: 'Only homeowners can transfer or receive a home.',
  form: 'Please enter the new owner’s email.',
  verifyEmailFirst: TRUST_MESSAGES.verifyEmailFirst,
} as const;
const M = TRANSFER_MESSAGES;

export const START_TRANSFER_FIELDS = ['propertyId', 'email'] as const;

/** "Transfer this home": the property and the new owner's account email. */
export const StartTransferSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    email: v.pipe(
      v.string(M.email),
      v.trim(),
      v.nonEmpty(M.email),
      v.maxLength(EMAIL_MAX_LENGTH, M.email),
      v.email(M.email),
      v.transform(normalizeEmail),
    ),
  },
  keyMessages({ propertyId: M.propertyNotFound, email: M.email }, M.form),
);
export type StartTransferInput = v.InferOutput<typeof StartTransferSchema>;

/** Accept, decline or cancel: the transfer is named by its id. */
export const TransferIdSchema = v.object(
  { transferId: documentIdField(M.transferNotFound) },
  keyMessages({ transferId: M.transferNotFound }, M.transferNotFound),
);
export type TransferIdInput = v.InferOutput<typeof TransferIdSchema>;

/**
 * `transfers/{id}`: written by functions; read by the sender (`fromUid`) and the
 * recipient (`toUid`). `job` records how far an acceptance got, so a retry continues.
 */
export interface Transfer<TTime = TimestampLike> {
  propertyId: string;
  property: RepairPropertyRef;
  fromUid: string;
  fromName: string;
  toUid: string;
  toEmail: string;
  toName: string;
  state: TransferState;
  createdAt: TTime;
  answeredAt: TTime | null;
  /** The instant of the transfer (set when accepted): entries before it are the previous owner's. */
  transferredAt: TTime | null;
}

export function transferPath(id: string): string {
  return `${TRANSFERS_COLLECTION}/${id}`;
}

/** The mark on an entry made before the home was transferred (`byPreviousOwner`). */
export const PREVIOUS_OWNER_MARK = 'Previous owner';

/** "Transferred from a previous owner on {date}" (the date already formatted). */
export function transferredNote(date: string): string {
  return `Transferred from a previous owner on ${date}`;
}
