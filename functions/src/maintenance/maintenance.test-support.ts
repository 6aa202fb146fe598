/** Builders for the maintenance plan tests (tasks and warranties). */
import type { Caller } from '../kit/callable';
import type { OwnedProperty, RepairRef } from './maintenance-docs';

/** A fixed clock. */
export const NOW = new Date('2026-05-01T12:00:00Z');

export const homeowner = (uid = 'olive'): Caller => ({
  uid,
  role: 'homeowner',
  name: uid,
  email: `${uid}@home.example`,
  emailVerified: true,
});

export const ownedProperty = (over: Partial<OwnedProperty> = {}): OwnedProperty => ({
  id: 'home',
  ownerId: 'olive',
  deleting: false,
  ...over,
});

export const repairRef = (over: Partial<RepairRef> = {}): RepairRef => ({
  id: 'r1',
  propertyId: 'home',
  addedBy: 'olive',
  ...over,
});
