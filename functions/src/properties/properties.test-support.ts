/** Builders for the property plan tests. */
export { homeowner, NOW } from '../kit/test-support';
import type { ExistingClaim } from './add-property.plan';

/** One property the address-claims index lists, as read in the transaction. */
export const existingClaim = (
  propertyId: string,
  ownerId: string,
  verificationStatus = 'verified',
): ExistingClaim => ({ propertyId, ownerId, verificationStatus });
