/**
 * Business verification (functions/src/contractors/submit-business-licence.ts): the
 * contractor's own state, read from their profile, and the licence submit. Only the
 * callable and the admins' review script write the state.
 */
import {
  businessVerificationOf,
  displayText,
  type BusinessVerification,
  type SubmitBusinessLicenceInput,
  type SubmitBusinessLicenceResult,
} from '@homeledger/domain';
import { callFunction } from '@/lib/firebase/functions';
import { fetchProfileData } from '@/lib/firebase/profile-service';

export interface BusinessVerificationView {
  state: BusinessVerification;
  /** The submitted licence, when there is one. */
  licenceNumber: string | null;
  licenceState: string | null;
}

export async function readBusinessVerification(uid: string): Promise<BusinessVerificationView> {
  const data = await fetchProfileData(uid);
  return {
    state: businessVerificationOf(data),
    licenceNumber: displayText(data?.['licenceNumber']) || null,
    licenceState: displayText(data?.['licenceState']) || null,
  };
}

export function submitBusinessLicence(
  payload: SubmitBusinessLicenceInput,
): Promise<SubmitBusinessLicenceResult> {
  return callFunction('submitBusinessLicence', payload);
}
