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

/** A task to replace the HVAC filter every three months from 1 June 2026, as its form sends it. */
export const TASK_FORM = {
  name: 'Replace HVAC filter',
  serviceType: 'hvac',
  notes: '',
  repeat: { kind: 'every', interval: 3, unit: 'months' },
  startDate: '2026-06-01',
  timeZone: 'America/Chicago',
};

/** A water heater's six-year Rheem warranty from 31 Jan 2026, as its form sends it. */
export const WARRANTY_FORM = {
  item: 'Water heater',
  provider: 'Rheem',
  startDate: '2026-01-31',
  coverage: 'length',
  lengthCount: 6,
  lengthUnit: 'years',
  endDate: '',
  notes: '',
  transferable: false,
  repairId: null,
  document: null,
};
