import type { BusinessVerification } from '../contractors/business-verification';
import type { Role } from '../roles';

/**
 * Structural stand-in for a Firestore `Timestamp` (client or Admin SDK: both
 * satisfy it), so the shared domain needs no Firebase import.
 */
export interface TimestampLike {
  toDate(): Date;
  toMillis(): number;
}

/** Firestore collection of `Profile` documents, keyed by Auth uid. */
export const PROFILES_COLLECTION = 'profiles';

/**
 * `profiles/{uid}`: written only by the `registerAccount` callable, readable
 * only by its owner. Business fields exist only for contractors and realtors;
 * `website` is absent when none was given.
 */
export interface Profile<TTime = TimestampLike> {
  name: string;
  email: string;
  role: Role;
  businessName?: string;
  phoneNumber?: string;
  website?: string;
  /** Contractors: the licence submitted for review, and its state (absent: unverified). */
  licenceNumber?: string;
  licenceState?: string;
  businessVerification?: BusinessVerification;
  createdAt: TTime;
}

/** A profile before the server stamps `createdAt`. */
export type ProfileDraft = Omit<Profile<never>, 'createdAt'>;
