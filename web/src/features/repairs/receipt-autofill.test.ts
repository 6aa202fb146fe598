import { describe, expect, it } from 'vitest';
import { NO_RECEIPT_FIELDS } from '@homeledger/domain';
import {
  planReceiptFill,
  planReceiptSuggestions,
  receiptFormValues,
  type ReceiptFillState,
} from './receipt-autofill';

const FOUND = {
  contractorName: 'Ace Plumbing',
  date: '2026-03-14',
  costCents: 133689,
  serviceType: 'plumbing' as const,
};

const blank: ReceiptFillState = {
  values: { serviceType: '', date: '2026-11-25', cost: '', contractorName: '' },
  typed: new Set(),
  fromReceipt: new Set(),
  replaceable: new Set(['date']),
};

describe('receiptFormValues', () => {
  it('writes the cost as plain dollars and leaves out what was not found', () => {
    expect(receiptFormValues(FOUND)).toEqual({
      contractorName: 'Ace Plumbing',
      date: '2026-03-14',
      cost: '1336.89',
      serviceType: 'plumbing',
    });
    expect(receiptFormValues(NO_RECEIPT_FIELDS)).toEqual({});
  });
});

describe('planReceiptFill', () => {
  it('fills every blank field and the untouched default date', () => {
    expect(planReceiptFill(FOUND, blank)).toEqual(receiptFormValues(FOUND));
  });

  it('never fills a field the user typed in, even when it is empty again', () => {
    const plan = planReceiptFill(FOUND, {
      ...blank,
      values: { ...blank.values, contractorName: 'Bob' },
      typed: new Set(['contractorName', 'cost', 'date']),
    });
    expect(plan).toEqual({ serviceType: 'plumbing' });
  });

  it('keeps values the form started with (Edit Repair), except blanks', () => {
    const plan = planReceiptFill(FOUND, {
      ...blank,
      values: { serviceType: 'hvac', date: '2026-01-02', cost: '', contractorName: 'Old Co' },
      replaceable: new Set(),
    });
    expect(plan).toEqual({ cost: '1336.89' });
  });

  it('replaces values that came from an earlier receipt', () => {
    const plan = planReceiptFill(
      { ...NO_RECEIPT_FIELDS, contractorName: 'Second Receipt Co' },
      {
        ...blank,
        values: { ...blank.values, contractorName: 'First Receipt Co' },
        fromReceipt: new Set(['contractorName']),
      },
    );
    expect(plan).toEqual({ contractorName: 'Second Receipt Co' });
  });

  it('fills nothing when nothing was found', () => {
    expect(planReceiptFill(NO_RECEIPT_FIELDS, blank)).toEqual({});
  });
});

describe('planReceiptSuggestions', () => {
  it('offers the doubtful values as the form writes them, not for typed fields', () => {
    const read = {
      ...NO_RECEIPT_FIELDS,
      suggestions: { contractorName: 'Ace Plumbing', costCents: 4359, date: '2026-03-14' },
    };
    expect(planReceiptSuggestions(read, blank)).toEqual({
      contractorName: 'Ace Plumbing',
      cost: '43.59',
      date: '2026-03-14',
    });
    expect(planReceiptSuggestions(read, { ...blank, typed: new Set(['cost']) })).toEqual({
      contractorName: 'Ace Plumbing',
      date: '2026-03-14',
    });
  });

  it('offers nothing the field already holds, and nothing without suggestions', () => {
    const read = { ...NO_RECEIPT_FIELDS, suggestions: { date: '2026-11-25' } };
    expect(planReceiptSuggestions(read, blank)).toEqual({});
    expect(planReceiptSuggestions(FOUND, blank)).toEqual({});
  });
});
