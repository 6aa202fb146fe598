/** Builders for the maintenance plan tests (tasks and warranties). */
export { homeowner, NOW } from '../kit/test-support';
import { HOUSEHOLD, NOT_EDITORS } from '../kit/household.test-support';
import type { OwnedProperty, RepairRef } from './maintenance-docs';

/** Callers who may not plan Olive's home: a stranger, a viewer, delegates (live or ended). */
export const NOT_PLANNERS = ['ben', ...NOT_EDITORS];

export const ownedProperty = (over: Partial<OwnedProperty> = {}): OwnedProperty => ({
  id: 'home',
  ownerId: 'olive',
  deleting: false,
  members: HOUSEHOLD,
  ...over,
});

export const repairRef = (over: Partial<RepairRef> = {}): RepairRef => ({
  id: 'r1',
  propertyId: 'home',
  addedBy: 'olive',
  ...over,
});
