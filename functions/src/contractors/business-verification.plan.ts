/**
 * Contractor business verification (#33): a contractor submits a licence; it waits in
 * `businessReviews/{uid}` (admins only) until a person decides with
 * `npm run business:review`. Pure decisions, as the other plans.
 */
import {
  BUSINESS_REVIEWS_COLLECTION,
  BUSINESS_VERIFICATION_MESSAGES as M,
  PROFILES_COLLECTION,
  type BusinessVerification,
  type SubmitBusinessLicenceParsed,
  type SubmitBusinessLicenceResult,
  businessVerificationOf,
  contractorDisplayName,
  displayText,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocSnap, WriteOp } from '../kit/store';

export const businessReviewPath = (uid: string) => `${BUSINESS_REVIEWS_COLLECTION}/${uid}`;

export function planSubmitBusinessLicence(args: {
  caller: Caller;
  now: Date;
  input: SubmitBusinessLicenceParsed;
  profile: DocSnap | null;
}): Plan<SubmitBusinessLicenceResult> {
  const { caller, now, input, profile } = args;
  if (!profile) return reject('failed-precondition', M.contractorsOnly);
  const current = businessVerificationOf(profile.data);
  const same =
    profile.data['licenceNumber'] === input.licenceNumber &&
    profile.data['licenceState'] === input.licenceState;
  // Re-sending what was verified or is waiting changes nothing (no second queue entry).
  if (same && current === 'verified') return reject('already-exists', M.alreadyVerified);
  if (same && current === 'pending') return apply([], { businessVerification: 'pending' });
  // A new number (even after a verification) is a new claim: back to review.
  const state: BusinessVerification = 'pending';
  const writes: WriteOp[] = [
    {
      op: 'update',
      path: `${PROFILES_COLLECTION}/${caller.uid}`,
      data: {
        licenceNumber: input.licenceNumber,
        licenceState: input.licenceState,
        businessVerification: state,
      },
    },
    {
      op: 'set',
      path: businessReviewPath(caller.uid),
      data: {
        uid: caller.uid,
        email: displayText(profile.data['email']) || (caller.email ?? ''),
        name: displayText(profile.data['name']),
        businessName: contractorDisplayName(profile.data),
        licenceNumber: input.licenceNumber,
        licenceState: input.licenceState,
        state,
        submittedAt: now,
        decidedAt: null,
      },
    },
  ];
  return apply(writes, { businessVerification: state });
}
