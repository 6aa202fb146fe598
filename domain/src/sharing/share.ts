/**
 * Sharing a property with a realtor (docs/architecture.md §2, §5): the owner gives
 * the realtor's account email; `shareProperty` adds the realtor's uid to the property's
 * and its repairs' `viewerIds` and records `properties/{id}/shares/{realtorUid}`;
 * `unshareProperty` takes it away again. One schema serves the form and the callable.
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES, EMAIL_MAX_LENGTH } from '../accounts/account';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { PROPERTIES_COLLECTION, SHARES_SUBCOLLECTION } from '../properties/property';
import type { TimestampLike } from '../accounts/profile';
import { TRUST_MESSAGES } from '../security/trust';

/**
 * User-facing copy. "No account with that email" and "that account is not a realtor"
 * share one message on purpose: telling them apart would let anyone with a homeowner
 * account probe which emails are registered here and with which role. The one message
 * says only what the owner needs — there is no realtor to share with at that address.
 */
export const SHARE_MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  propertyNotFound: 'Property not found',
  realtorNotFound: "We couldn't find a realtor account with that email.",
  alreadyShared: 'This property is already shared with that realtor.',
  shareWithSelf: "You can't share a property with yourself.",
  realtorUid: 'Choose a realtor to remove.',
  notShared: "That realtor doesn't have access to this property.",
  signedOut: 'You must be logged in to share a property.',
  permissionDenied: 'Only the owner of a property can share it.',
  form: 'Please enter the realtor’s email.',
  verifyEmailFirst: TRUST_MESSAGES.verifyEmailFirst,
} as const;
const M = SHARE_MESSAGES;

/** The realtor's email as stored and compared: trimmed, lower case (Firebase Auth matches case-insensitively). */
export function normalizeEmail(email: string): string {
  return email.trim().toLowerCase();
}

/**
 * Another account's email as a lookup takes it (a realtor to share with, a new owner, a
 * household member, a contractor to validate, a homeowner offered a record): normalized.
 */
export const lookupEmailField = (message: string) =>
  v.pipe(
    v.string(message),
    v.trim(),
    v.nonEmpty(message),
    v.maxLength(EMAIL_MAX_LENGTH, message),
    v.email(message),
    v.transform(normalizeEmail),
  );

const emailField = lookupEmailField(M.email);

export const SHARE_FIELDS = ['propertyId', 'email'] as const;

/** The "Share with a realtor" form / `shareProperty` payload. */
export const ShareSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    email: emailField,
  },
  keyMessages({ propertyId: M.propertyNotFound, email: M.email }, M.form),
);
export type ShareInput = v.InferOutput<typeof ShareSchema>;

export const UNSHARE_FIELDS = ['propertyId', 'realtorUid'] as const;

/** The Revoke button / `unshareProperty` payload (the realtor is the share document's id). */
export const UnshareSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    realtorUid: documentIdField(M.realtorUid),
  },
  keyMessages({ propertyId: M.propertyNotFound, realtorUid: M.realtorUid }, M.realtorUid),
);
export type UnshareInput = v.InferOutput<typeof UnshareSchema>;

/**
 * `properties/{id}/shares/{realtorUid}` (readable by the owner only): who the property is
 * shared with, for the owner's list. While it exists the realtor may still have access —
 * unshareProperty deletes it only after the realtor is off the property and every repair.
 */
export interface Share<TTime = TimestampLike> {
  name: string;
  email: string;
  /** '' when the realtor's profile has none. */
  businessName: string;
  sharedAt: TTime;
}

export function sharesCollection(propertyId: string): string {
  return `${PROPERTIES_COLLECTION}/${propertyId}/${SHARES_SUBCOLLECTION}`;
}

export function sharePath(propertyId: string, realtorUid: string): string {
  return `${sharesCollection(propertyId)}/${realtorUid}`;
}
