import { describe, expect, it } from 'vitest';
import { safeName, uniqueNames } from './report-zip';

describe('ZIP entry names', () => {
  it('keeps names readable and safe on every system', () => {
    expect(safeName('2025-06-01 Plumbing - bill.pdf')).toBe('2025-06-01 Plumbing - bill.pdf');
    expect(safeName('../../etc/passwd')).toBe('etc passwd');
    expect(safeName('a:b*c?"d<e>f|g\\h\u0007.jpg')).toBe('a b c d e f g h .jpg');
    expect(safeName('...')).toBe('file');
    expect(safeName('x'.repeat(300))).toHaveLength(120);
  });

  it('numbers a name already taken, before its extension, whatever the case', () => {
    const unique = uniqueNames();
    expect(unique('bill.pdf')).toBe('bill.pdf');
    expect(unique('Bill.pdf')).toBe('Bill (2).pdf');
    expect(unique('bill.pdf')).toBe('bill (3).pdf');
    expect(unique('notes')).toBe('notes');
    expect(unique('notes')).toBe('notes (2)');
  });
});
