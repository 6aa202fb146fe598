/** Builders for the property plan tests. */
import type { Caller } from '../kit/callable';
import type { ExistingClaim } from './add-property.plan';

/** A fixed clock. */
export const NOW = new Date('2026-05-01T12:00:00Z');

export const homeowner = (uid = 'olive'): Caller => ({
  uid,
  role: 'homeowner',
  name: uid,
  email: `${uid}@home.example`,
  emailVerified: true,
});

/** One property the address-claims index lists, as read in the transaction. */
export const existingClaim = (
  propertyId: string,
  ownerId: string,
  verificationStatus = 'verified',
): ExistingClaim => ({ propertyId, ownerId, verificationStatus });
