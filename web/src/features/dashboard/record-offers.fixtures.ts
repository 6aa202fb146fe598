/** Fixture offers for the "Offers from contractors" panel (catalogue and tests). No Firebase. */
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
