import { describe, expect, it } from 'vitest';
import { describeFilesContract } from './files.contract';
import { MemoryFiles } from './memory-files';

describeFilesContract('MemoryFiles', async () => {
  const files = new MemoryFiles();
  return {
    files,
    root: '',
    put: async (path, contentType, bytes) => files.put({ path, contentType, size: bytes.length }),
  };
});

describe('MemoryFiles: test hooks', () => {
  it('seeds from the constructor, lists paths, counts deletions (not no-ops)', async () => {
    const files = new MemoryFiles([
      { path: 'receipts/p/1.pdf', contentType: 'application/pdf', size: 10 },
      { path: 'receipts/p/2.pdf', contentType: 'application/pdf', size: 20 },
      { path: 'photos/p/a.png', contentType: 'image/png', size: 30 },
    ]);
    await files.delete('nope/x.pdf');
    expect(files.deleteCount).toBe(0);
    await files.deletePrefix('receipts/p/');
    expect(files.deleteCount).toBe(2);
    expect(files.paths()).toEqual(['photos/p/a.png']);
    // stat returns a copy.
    const meta = await files.stat('photos/p/a.png');
    if (meta) meta.size = 0;
    expect((await files.stat('photos/p/a.png'))?.size).toBe(30);
  });
});
