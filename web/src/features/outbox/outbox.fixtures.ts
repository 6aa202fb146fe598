/** Queued repairs for tests and the catalogue. */
import type { NewQueuedRepair, QueuedRepair } from './outbox-types';

export const QUEUED_PROPERTY = { address: '12 Oak Lane', city: 'Springfield', state: 'IL' };

export function draft(overrides: Partial<NewQueuedRepair> = {}): NewQueuedRepair {
  return {
    id: 'req-0000000000000001',
    uid: 'owner-1',
    propertyId: 'property-1',
    property: QUEUED_PROPERTY,
    values: {
      serviceType: 'plumbing',
      otherServiceType: '',
      date: '2026-11-20',
      cost: '185.00',
      contractorName: 'Ace Plumbing',
      description: 'Replaced the kitchen faucet cartridge',
    },
    receipt: null,
    file: null,
    ...overrides,
  };
}

export function queued(overrides: Partial<QueuedRepair> = {}): QueuedRepair {
  const { file: _file, photos: _photos, ...base } = draft();
  return {
    ...base,
    file: null,
    state: 'waiting',
    reason: null,
    attempts: 0,
    createdAt: 1_764_000_000_000,
    updatedAt: 1_764_000_000_000,
    ...overrides,
  };
}
