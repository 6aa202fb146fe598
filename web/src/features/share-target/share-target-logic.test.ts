import { describe, expect, it } from 'vitest';
import { addRepairUrl, readShareRequest } from './share-target-logic';

const read = (query: string) => readShareRequest(new URLSearchParams(query));

describe('readShareRequest', () => {
  it('reads a shared file id', () => {
    expect(read('file=abc-123')).toEqual({ kind: 'file', fileId: 'abc-123' });
  });
  it('reads the shortcuts', () => {
    expect(read('')).toEqual({ kind: 'shortcut', capture: null });
    expect(read('capture=receipt')).toEqual({ kind: 'shortcut', capture: 'receipt' });
    expect(read('capture=selfie')).toEqual({ kind: 'shortcut', capture: null });
  });
  it("reads the worker's failures", () => {
    expect(read('error=no-file')).toEqual({ kind: 'failed', reason: 'no-file' });
    expect(read('error=not-saved')).toEqual({ kind: 'failed', reason: 'not-saved' });
    expect(read('error=')).toEqual({ kind: 'failed', reason: 'not-saved' });
  });
});

describe('addRepairUrl', () => {
  it('passes the shared file to Add Repair', () => {
    expect(addRepairUrl('p 1', { kind: 'file', fileId: 'f/1' })).toBe(
      '/add-repair/p%201?shared=f%2F1',
    );
  });
  it('passes the "Scan receipt" shortcut on', () => {
    expect(addRepairUrl('p1', { kind: 'shortcut', capture: 'receipt' })).toBe(
      '/add-repair/p1?capture=receipt',
    );
    expect(addRepairUrl('p1', { kind: 'shortcut', capture: null })).toBe('/add-repair/p1');
  });
});
