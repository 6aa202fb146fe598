/**
 * What reading a receipt gives (receipt-text.ts reads it): the fields, and the values read
 * with too little confidence to fill. Apart from the reading rules because the Add and Edit
 * Repair forms need these on open, and the rules (40 KB of patterns) only once a receipt is read.
 */
import type { ServiceType } from './repair-schema';

export interface ReceiptFields {
  /** The business that issued the receipt. */
  contractorName: string | null;
  /** Date of service, `yyyy-MM-dd`. */
  date: string | null;
  /** The total, integer cents. */
  costCents: number | null;
  /** Only when the text names one kind of work clearly (never 'other'). */
  serviceType: Exclude<ServiceType, 'other'> | null;
}

export type ReceiptFieldName = keyof ReceiptFields;

/**
 * What the reader returns: the fields it is confident of, and the values it read with too
 * little confidence to fill (offered to the person as suggestions, never filled).
 */
export interface ReceiptReading extends ReceiptFields {
  suggestions?: Partial<ReceiptFields>;
}

export interface ReceiptReadOptions {
  /** Today `yyyy-MM-dd`: a service date after it, or over 20 years before it, is a misread. */
  today?: string;
  /** The user's locale ("en-US"): decides 03/04 only when the page itself does not. */
  locale?: string;
}

export const NO_RECEIPT_FIELDS: ReceiptFields = {
  contractorName: null,
  date: null,
  costCents: null,
  serviceType: null,
};

export const RECEIPT_FIELD_NAMES: readonly ReceiptFieldName[] = [
  'contractorName',
  'date',
  'costCents',
  'serviceType',
];

/** Whether the reading found anything: a filled field or a suggestion. */
export function hasReceiptFields(fields: ReceiptReading): boolean {
  return RECEIPT_FIELD_NAMES.some(
    (name) => fields[name] !== null || (fields.suggestions?.[name] ?? null) !== null,
  );
}
