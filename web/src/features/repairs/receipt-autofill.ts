/**
 * Which repair form fields a receipt's fields fill (docs/architecture.md "Reading a
 * receipt"): only fields the user has not typed in, and only where they are blank, still
 * hold the form's own default (Add Repair's date of today) or were filled from an earlier
 * receipt. Pure.
 */
import {
  centsToDollarString,
  NO_RECEIPT_FIELDS,
  type ReceiptFields,
  type ReceiptReading,
} from '@homeledger/domain';

export const RECEIPT_FILL_FIELDS = ['serviceType', 'date', 'cost', 'contractorName'] as const;
export type ReceiptFillField = (typeof RECEIPT_FILL_FIELDS)[number];

export type ReceiptFillValues = Record<ReceiptFillField, string>;

export interface ReceiptFillState {
  values: ReceiptFillValues;
  /** Fields the user has changed since the form opened. */
  typed: ReadonlySet<ReceiptFillField>;
  /** Fields filled from a receipt and not changed since. */
  fromReceipt: ReadonlySet<ReceiptFillField>;
  /** Fields whose untouched starting value may be replaced (Add Repair: the date). */
  replaceable: ReadonlySet<ReceiptFillField>;
}

/** The receipt's values as the form writes them. */
export function receiptFormValues(fields: ReceiptFields): Partial<ReceiptFillValues> {
  const out: Partial<ReceiptFillValues> = {};
  if (fields.serviceType) out.serviceType = fields.serviceType;
  if (fields.date) out.date = fields.date;
  if (fields.costCents !== null) out.cost = centsToDollarString(fields.costCents);
  if (fields.contractorName) out.contractorName = fields.contractorName;
  return out;
}

/**
 * The suggestions to offer: values read without confidence (ReceiptReading.suggestions),
 * for fields the user has not typed in and that do not already hold that value.
 */
export function planReceiptSuggestions(
  fields: ReceiptReading,
  state: Pick<ReceiptFillState, 'values' | 'typed'>,
): Partial<ReceiptFillValues> {
  const offered = receiptFormValues({ ...NO_RECEIPT_FIELDS, ...fields.suggestions });
  const out: Partial<ReceiptFillValues> = {};
  for (const name of RECEIPT_FILL_FIELDS) {
    const value = offered[name];
    if (value === undefined || state.typed.has(name) || state.values[name] === value) continue;
    out[name] = value;
  }
  return out;
}

/** The values to set, field by field. */
export function planReceiptFill(
  fields: ReceiptFields,
  state: ReceiptFillState,
): Partial<ReceiptFillValues> {
  const found = receiptFormValues(fields);
  const fill: Partial<ReceiptFillValues> = {};
  for (const name of RECEIPT_FILL_FIELDS) {
    const value = found[name];
    if (value === undefined || state.typed.has(name)) continue;
    const open =
      state.values[name].trim() === '' ||
      state.fromReceipt.has(name) ||
      state.replaceable.has(name);
    if (open) fill[name] = value;
  }
  return fill;
}
