import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  parseReceiptPath,
  receiptContentType,
  receiptUploadPath,
  safeReceiptFileName,
} from './receipts';

describe('receipt paths', () => {
  it('builds receipts/{propertyId}/{uploadId}/{name} and parses it back', () => {
    const path = receiptUploadPath('prop1', 'up-1', 'March bill.pdf');
    expect(path).toBe('receipts/prop1/up-1/March bill.pdf');
    expect(parseReceiptPath(path)).toEqual({
      propertyId: 'prop1',
      uploadId: 'up-1',
      fileName: 'March bill.pdf',
    });
  });

  it('makes any file name one safe segment (property)', () => {
    fc.assert(
      fc.property(fc.string({ unit: 'binary', maxLength: 160 }), (name) => {
        const safe = safeReceiptFileName(name);
        expect(safe.length).toBeGreaterThan(0);
        expect(safe.length).toBeLessThanOrEqual(120);
        // eslint-disable-next-line no-control-regex
        expect(safe).not.toMatch(/[/\\\u0000-\u001f#?[\]*]/);
        expect(safe.startsWith('.')).toBe(false);
        expect(parseReceiptPath(receiptUploadPath('p', 'u', name))).not.toBeNull();
      }),
      { numRuns: 200 },
    );
  }, 30_000);

  it('keeps the extension of a long name', () => {
    const safe = safeReceiptFileName(`${'a'.repeat(300)}.pdf`);
    expect(safe).toHaveLength(120);
    expect(safe.endsWith('.pdf')).toBe(true);
    expect(safeReceiptFileName('../../etc/passwd')).toBe('_.._etc_passwd');
    expect(safeReceiptFileName('')).toBe('receipt');
  });

  it('refuses paths of another shape', () => {
    for (const path of [
      'receipts/prop1/bill.pdf',
      'photos/prop1/up/bill.pdf',
      'receipts/prop1/up/dir/bill.pdf',
      'receipts/../up/bill.pdf',
      'receipts/prop1/up/..',
      '/receipts/prop1/up/bill.pdf',
    ])
      expect(parseReceiptPath(path)).toBeNull();
    expect(() => receiptUploadPath('a/b', 'u', 'x.pdf')).toThrow();
  });

  it('picks the upload content type from the browser, else the extension', () => {
    expect(receiptContentType('x.bin', 'application/pdf')).toBe('application/pdf');
    expect(receiptContentType('scan.PDF', '')).toBe('application/pdf');
    expect(receiptContentType('photo.JPG', '')).toBe('image/jpeg');
    expect(receiptContentType('photo.jpeg', 'image/pjpeg')).toBe('image/jpeg');
    expect(receiptContentType('a.png')).toBe('image/png');
    expect(receiptContentType('a.gif', 'image/gif')).toBeNull();
    expect(receiptContentType('noext', '')).toBeNull();
  });
});
