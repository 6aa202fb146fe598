/** Receipts of a home as the "Transfer this home" receipts step lists them (tests, stories). */
import type { TransferReceiptRow } from './transfer-receipts-step';

export const HOME_RECEIPTS: readonly TransferReceiptRow[] = [
  { repairId: 'r-roof', title: 'Roofing', date: '2025-09-14', fileName: 'roof-invoice.pdf' },
  {
    repairId: 'r-heater',
    title: 'Water heater replacement',
    date: '2025-03-02',
    fileName: 'card-slip-visa-ending-4242-water-heater-replacement.jpg',
  },
  { repairId: 'r-paint', title: 'Painting', date: '2024-11-20', fileName: 'paint.png' },
];
