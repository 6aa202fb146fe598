/**
 * The one boundary between the repair forms and reading a receipt in the browser
 * (docs/architecture.md "Reading a receipt"). Screens receive a `ReceiptReader` as a prop;
 * pages pass `readReceipt`, which loads the reader (pdf.js, tesseract.js and their data,
 * all from our own origin) only when a receipt is chosen. Tests and stories pass fakes.
 */
import type { ReceiptReading } from '@homeledger/domain';

export interface ReadReceiptOptions {
  /** Aborting stops the reading (the OCR worker is ended) and rejects with ReceiptReadCancelled. */
  signal: AbortSignal;
  /** 0–100, rising. */
  onProgress: (percent: number) => void;
  /** The user's calendar date `yyyy-MM-dd` (no service date after it). */
  today: string;
  /** The user's locale (navigator.language): decides 03/04/2026 only when the receipt does not. */
  locale?: string;
}

/** Resolves with the fields read confidently, and the doubtful ones as `suggestions`. */
export type ReceiptReader = (file: File, options: ReadReceiptOptions) => Promise<ReceiptReading>;

/** Rejection of a reading the user cancelled (not a failure to report). */
export class ReceiptReadCancelled extends Error {
  constructor() {
    super('Reading the receipt was cancelled.');
    this.name = 'ReceiptReadCancelled';
  }
}

export const readReceipt: ReceiptReader = async (file, options) => {
  if (options.signal.aborted) throw new ReceiptReadCancelled();
  const { readReceiptFile } = await import('./receipt-reader/reader');
  return readReceiptFile(file, options);
};
