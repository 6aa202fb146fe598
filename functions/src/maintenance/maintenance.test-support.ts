/** Builders for the maintenance plan tests (tasks and warranties). */
export { homeowner, NOW } from '../kit/test-support';
import type { OwnedProperty, RepairRef } from './maintenance-docs';

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
