import { describe, expect, it } from 'vitest';
import {
  callbackErrorText,
  describeRecordSaveFailure,
  importedToast,
  viewOfPath,
} from './contractor-copy';

describe('viewOfPath', () => {
  it('maps the portal paths to views, unknown ones to null', () => {
    expect(viewOfPath('/contractor')).toBe('dashboard');
    expect(viewOfPath('/contractor/')).toBe('dashboard');
    expect(viewOfPath('/contractor/records')).toBe('records');
    expect(viewOfPath('/contractor/clients/')).toBe('clients');
    expect(viewOfPath('/contractor/reports')).toBe('reports');
    expect(viewOfPath('/contractor/billing')).toBeNull();
  });
});

describe('QuickBooks copy', () => {
  it('explains every callback reason, and anything else generally', () => {
    const reasons = ['denied', 'unverified', 'exchange-failed', 'missing-code'];
    const texts = reasons.map(callbackErrorText);
    expect(new Set(texts).size).toBe(reasons.length);
    expect(callbackErrorText('<script>')).toBe(
      'The QuickBooks connection did not complete. Please try again.',
    );
  });
  it('counts an import', () => {
    expect(importedToast({ imported: 3, updated: 1, total: 12 }).description).toBe(
      '3 new, 1 updated, 12 invoices in QuickBooks.',
    );
    expect(importedToast({ imported: 0, updated: 0, total: 0 }).description).toMatch(/no invoices/);
  });
});

describe('describeRecordSaveFailure', () => {
  it('puts a server field error under its field', () => {
    const failure = describeRecordSaveFailure(
      {
        code: 'functions/invalid-argument',
        message: 'Client is required',
        details: { field: 'client' },
      },
      false,
    );
    expect(failure).toMatchObject({ field: 'client', message: 'Client is required', gone: false });
  });
  it('closes the form when the record is gone, and hides internal errors', () => {
    expect(describeRecordSaveFailure({ code: 'functions/not-found' }, true).gone).toBe(true);
    expect(
      describeRecordSaveFailure({ code: 'functions/internal', message: 'boom' }, true).toast
        .description,
    ).toBe('Failed to update service record. Please try again.');
  });
});
