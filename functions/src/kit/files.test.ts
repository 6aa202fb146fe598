import { describe, expect, it } from 'vitest';
import { lazyFiles } from './files';
import { MemoryFiles } from './memory-files';

describe('lazyFiles', () => {
  it('connects on the first use, not before, and once', async () => {
    const memory = new MemoryFiles();
    memory.put({ path: 'receipts/p1/u1/bill.pdf', contentType: 'application/pdf', size: 7 });
    let connects = 0;
    const files = lazyFiles(async () => {
      connects += 1;
      return memory;
    });
    expect(connects).toBe(0);
    await expect(files.stat('receipts/p1/u1/bill.pdf')).resolves.toMatchObject({ size: 7 });
    await expect(files.list('receipts/')).resolves.toHaveLength(1);
    await files.deletePrefix('receipts/p1/');
    await files.delete('receipts/p1/u1/bill.pdf');
    expect([connects, memory.paths()]).toEqual([1, []]);
  });

  it('answers every use with the connect error, and tries again next time', async () => {
    let attempts = 0;
    const files = lazyFiles(async () => {
      attempts += 1;
      if (attempts === 1) throw new Error('Storage is not there');
      return new MemoryFiles();
    });
    await expect(files.stat('receipts/p1/u1/bill.pdf')).rejects.toThrow('Storage is not there');
    await expect(files.stat('receipts/p1/u1/bill.pdf')).resolves.toBeNull();
    expect(attempts).toBe(2);
  });
});
