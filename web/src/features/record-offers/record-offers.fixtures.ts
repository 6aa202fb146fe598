/**
 * Fixtures for the "Offers from contractors" panel and the "Send to Homeowner" dialog
 * (catalogue and tests). No Firebase.
 */
import type { ServiceRecordView } from '@homeledger/domain';
import type { RecordOfferRow } from './record-offers-panel';

export const offersFixture: readonly RecordOfferRow[] = [
  {
    id: 'o-1',
    contractorName: 'Carlos Plumbing & Repair',
    property: { address: '1428 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
    serviceType: 'Plumbing',
    date: '2026-09-14',
    description: 'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
    costCents: 28550,
  },
  {
    id: 'o-2',
    contractorName: 'Summit Roofing',
    property: { address: '310 Cedar Court', city: 'Boulder', state: 'CO', zipCode: '80302' },
    serviceType: 'Roofing',
    date: '2026-08-30',
    description: null,
    costCents: 640000,
  },
];

export const manyOffers: readonly RecordOfferRow[] = Array.from({ length: 9 }, (_, i) => ({
  ...(offersFixture[i % 2] as RecordOfferRow),
  id: `o-${10 + i}`,
  date: `2026-0${9 - (i % 8)}-1${i}`,
}));

/** A contractor's record never sent, and one sent before (declined). */
export const serviceRecordFixture: ServiceRecordView<string> = {
  id: 'sr-1',
  contractorUid: 'uid-carlos',
  date: '2026-09-14',
  client: 'Hannah Homeowner',
  description: 'Replaced the kitchen sink trap and both supply lines; checked for leaks.',
  amountCents: 28550,
  balanceCents: 0,
  status: 'completed',
  source: { kind: 'manual' },
  createdAt: '2026-09-14T16:00:00.000Z',
  updatedAt: '2026-09-14T16:00:00.000Z',
};

export const sentServiceRecordFixture: ServiceRecordView<string> = {
  ...serviceRecordFixture,
  id: 'sr-2',
  client: 'Omar Okafor',
  description: 'Invoice 1042: rewired the detached garage.',
  amountCents: 412000,
  balanceCents: 12000,
  source: { kind: 'quickbooks', realmId: '9130', invoiceId: '88', docNumber: '1042' },
  offer: {
    state: 'declined',
    homeownerEmail: 'omar@example.com',
    address: '310 Cedar Court',
    at: '2026-09-20T10:00:00.000Z',
    offerId: 'o-9',
  },
};
