/** Builders for the maintenance plan tests (tasks and warranties). */
export { homeowner, NOW } from '../kit/test-support';
import { readMembers } from '@homeledger/domain';
import type { OwnedProperty, RepairRef } from './maintenance-docs';

/**
 * Olive's household (NOW is 1 May 2026): Cole a co-owner, Vera a viewer, Dana a delegate
 * with a live grant, Gus a delegate whose grant ended.
 */
export const HOUSEHOLD = readMembers({
  cole: { role: 'co-owner', name: 'Cole Ames', email: 'cole@home.example', invitedBy: 'olive' },
  vera: { role: 'viewer', name: 'Vera', email: 'vera@home.example', invitedBy: 'olive' },
  dana: {
    role: 'delegate',
    name: 'Dana',
    email: 'dana@home.example',
    invitedBy: 'olive',
    grant: { until: '2026-06-30', report: true },
  },
  gus: {
    role: 'delegate',
    name: 'Gus',
    email: 'gus@home.example',
    invitedBy: 'olive',
    grant: { until: '2026-04-30', report: true },
  },
});

/** Callers who may not plan Olive's home: a stranger, a viewer, delegates (live or ended). */
export const NOT_PLANNERS = ['ben', 'vera', 'dana', 'gus'];

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
