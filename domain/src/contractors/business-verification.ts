/**
 * Contractor business verification (#33 item 5): a contractor account proves only an
 * email address, so anyone can open one under any business name. A contractor submits a
 * licence number; a person checks it against the issuing state's register (the
 * `businessReviews` queue, decided with `npm run business:review`), and only then do the
 * contractor's Validated marks say the business was checked.
 *
 * `profiles/{uid}.businessVerification` is written only by callables and the review
 * script (profiles are not client-writable), so a contractor cannot mark themselves.
 */
import * as v from 'valibot';
import { keyMessages } from '../kit/issues';

export const BUSINESS_VERIFICATION_STATES = [
  'unverified',
  'pending',
  'verified',
  'rejected',
] as const;
export type BusinessVerification = (typeof BUSINESS_VERIFICATION_STATES)[number];

/** The review queue: one document per contractor uid, read and written by admins only. */
export const BUSINESS_REVIEWS_COLLECTION = 'businessReviews';

/** A stored state, read defensively: anything unknown (or absent, older profiles) is unverified. */
export function businessVerificationOf(profile: unknown): BusinessVerification {
  const value =
    typeof profile === 'object' && profile !== null
      ? (profile as Record<string, unknown>)['businessVerification']
      : undefined;
  return (BUSINESS_VERIFICATION_STATES as readonly unknown[]).includes(value)
    ? (value as BusinessVerification)
    : 'unverified';
}

export const BUSINESS_VERIFICATION_MESSAGES = {
  licenceNumber:
    'Enter your licence number as your state issued it: 4–20 letters and digits, with at least 3 digits.',
  licenceState: 'Choose the two-letter code of the state that issued the licence, such as CA.',
  form: 'Please enter your licence number and its state.',
  signedOut: 'You must be logged in to submit a licence.',
  contractorsOnly: 'Only contractor accounts can submit a business licence.',
  alreadyVerified: 'This licence is already verified.',
} as const;

const BM = BUSINESS_VERIFICATION_MESSAGES;

export const LICENCE_NUMBER_MIN = 4;
export const LICENCE_NUMBER_MAX = 20;

/**
 * Accepted licence numbers: what US state contractor boards issue — all digits (CA CSLB
 * "1034567", OR CCB "201234", NV "0081234"), letters then digits (FL "CGC1521234", TX
 * "TACLA00012345C"), or groups split by one space, hyphen, dot or slash (AZ "ROC 123456",
 * IL roofing "104.016789"). Upper-cased and trimmed, 4–20 characters, letters and digits in
 * groups with single separators, and at least 3 digits: every board format has them, and
 * the rule turns away a business name or "N/A" typed into the field. The format check only
 * keeps junk out of the queue; the review is what checks the number.
 */
export const LICENCE_NUMBER_PATTERN = /^[A-Z0-9]+(?:[ ./-][A-Z0-9]+)*$/;
const THREE_DIGITS = /\d.*\d.*\d/;

export const licenceNumberField = v.pipe(
  v.string(BM.licenceNumber),
  v.trim(),
  v.toUpperCase(),
  v.transform((text: string) => text.replace(/\s+/g, ' ')),
  v.minLength(LICENCE_NUMBER_MIN, BM.licenceNumber),
  v.maxLength(LICENCE_NUMBER_MAX, BM.licenceNumber),
  v.regex(LICENCE_NUMBER_PATTERN, BM.licenceNumber),
  v.regex(THREE_DIGITS, BM.licenceNumber),
);

export const licenceStateField = v.pipe(
  v.string(BM.licenceState),
  v.trim(),
  v.toUpperCase(),
  v.regex(/^[A-Z]{2}$/, BM.licenceState),
);

export const SUBMIT_BUSINESS_LICENCE_FIELDS = ['licenceNumber', 'licenceState'] as const;

/** The contractor profile's licence form / `submitBusinessLicence` payload. */
export const SubmitBusinessLicenceSchema = v.object(
  { licenceNumber: licenceNumberField, licenceState: licenceStateField },
  keyMessages({ licenceNumber: BM.licenceNumber, licenceState: BM.licenceState }, BM.form),
);
export type SubmitBusinessLicenceInput = v.InferInput<typeof SubmitBusinessLicenceSchema>;
export type SubmitBusinessLicenceParsed = v.InferOutput<typeof SubmitBusinessLicenceSchema>;

export interface SubmitBusinessLicenceResult {
  businessVerification: BusinessVerification;
}

/** `businessReviews/{uid}`: what the reviewer checks, and their decision. */
export interface BusinessReview<TTime = Date> {
  uid: string;
  email: string;
  name: string;
  businessName: string;
  licenceNumber: string;
  licenceState: string;
  state: 'pending' | 'verified' | 'rejected';
  submittedAt: TTime;
  decidedAt: TTime | null;
}
