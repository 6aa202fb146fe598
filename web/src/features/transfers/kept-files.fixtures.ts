/** What a seller kept at a transfer, as "Receipts and documents you kept" lists it (tests, stories). */
import type { KeptFileRow } from './kept-files-panel';

export const KEPT_FILES: readonly KeptFileRow[] = [
  {
    id: 'tr-oak-r-heater',
    kind: 'receipt',
    title: 'Water heater replacement',
    date: '2025-03-02',
    address: '12 Oak Lane',
    fileName: 'card-slip-visa-ending-4242-water-heater-replacement.jpg',
    path: 'keptReceipts/u-olive/p-oak/r-heater/card-slip-visa-ending-4242-water-heater-replacement.jpg',
  },
  {
    id: 'w-fridge',
    kind: 'warranty',
    title: 'Refrigerator extended warranty',
    date: '2024-06-01',
    address: '',
    fileName: 'fridge-plan.pdf',
    path: 'keptWarranties/u-olive/p-oak/w-fridge/fridge-plan.pdf',
  },
];
