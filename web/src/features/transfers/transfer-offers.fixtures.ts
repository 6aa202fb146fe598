/** Fixtures of the dashboard's Home transfers panel (catalogue and tests). */
import type { TransferRow } from './transfer-offers-panel';

const base = {
  address: '12 Oak Lane',
  cityStateZip: 'Springfield, IL 62704',
  fromName: 'Olive Owner',
  toName: 'Nick Newowner',
  toEmail: 'nick@example.com',
  invited: false,
  createdAt: '2026-05-01T12:00:00Z',
  answeredAt: null,
};

export const transferRowsFixture: Record<TransferRow['state'], TransferRow> = {
  pending: { ...base, id: 't-pending', state: 'pending' },
  accepting: { ...base, id: 't-accepting', state: 'accepting', answeredAt: '2026-05-03T09:30:00Z' },
  accepted: { ...base, id: 't-accepted', state: 'accepted', answeredAt: '2026-05-03T09:30:00Z' },
  declined: { ...base, id: 't-declined', state: 'declined', answeredAt: '2026-05-02T18:00:00Z' },
  cancelled: { ...base, id: 't-cancelled', state: 'cancelled', answeredAt: '2026-05-02T08:00:00Z' },
};

/** A home offered by mail to someone without a verified homeowner account yet. */
export const invitedRowFixture: TransferRow = {
  ...base,
  id: 't-invited',
  state: 'pending',
  toName: 'una@example.com',
  toEmail: 'una@example.com',
  invited: true,
};

/** An offer that comes with the previous owner's household (the new owner chooses whom to keep). */
export const withHouseholdRowFixture: TransferRow = {
  ...base,
  id: 't-household',
  state: 'pending',
  members: [
    { uid: 'cora', name: 'Cora Coowner', role: 'co-owner' },
    { uid: 'vic', name: 'Vic Viewer', role: 'viewer' },
  ],
};
