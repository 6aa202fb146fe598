/**
 * The behaviour every `Files` must have: run against MemoryFiles in tier 1
 * (memory-files.test.ts) and the Storage emulator in tier 2 (storage-files.tier2.test.ts).
 */
import { describe, expect, it } from 'vitest';
import type { Files } from './files';

export interface FilesUnderTest {
  files: Files;
  /** A folder unique to this run, like `kit-contract-123/`. */
  root: string;
  /** Uploads a file (as a client would). */
  put(path: string, contentType: string, bytes: Uint8Array): Promise<void>;
}

export function describeFilesContract(label: string, make: () => Promise<FilesUnderTest>): void {
  describe(`Files contract: ${label}`, () => {
    it('stat: null for a missing file, contentType and size for an uploaded one', async () => {
      const { files, root, put } = await make();
      expect(await files.stat(`${root}receipts/p1/missing.pdf`)).toBeNull();
      await put(`${root}receipts/p1/r.pdf`, 'application/pdf', new Uint8Array([1, 2, 3, 4, 5]));
      const before = Date.now();
      expect(await files.stat(`${root}receipts/p1/r.pdf`)).toEqual({
        path: `${root}receipts/p1/r.pdf`,
        contentType: 'application/pdf',
        size: 5,
        updated: expect.any(Date),
      });
      const updated = (await files.stat(`${root}receipts/p1/r.pdf`))?.updated?.getTime() ?? 0;
      expect(Math.abs(updated - before)).toBeLessThan(5 * 60_000);
    });

    it('list: every file under the folder with its metadata, in path order', async () => {
      const { files, root, put } = await make();
      const bytes = new Uint8Array([1, 2]);
      await put(`${root}receipts/b/u/2.png`, 'image/png', bytes);
      await put(`${root}receipts/a/u/1.pdf`, 'application/pdf', bytes);
      await put(`${root}receiptsX/a/u/3.pdf`, 'application/pdf', bytes);
      const listed = await files.list(`${root}receipts/`);
      expect(listed.map((f) => [f.path, f.contentType, f.size])).toEqual([
        [`${root}receipts/a/u/1.pdf`, 'application/pdf', 2],
        [`${root}receipts/b/u/2.png`, 'image/png', 2],
      ]);
      expect(listed.every((f) => f.updated instanceof Date)).toBe(true);
      expect(await files.list(`${root}empty/`)).toEqual([]);
      await expect(files.list(`${root}receipts`)).rejects.toThrow(/folder prefix/);
    });

    it('copy: the bytes and type at the new path, replacing what was there; the source stays', async () => {
      const { files, root, put } = await make();
      await put(`${root}receipts/p1/u/bill.pdf`, 'application/pdf', new Uint8Array([1, 2, 3]));
      await put(`${root}kept/u1/bill.pdf`, 'image/png', new Uint8Array([9]));
      await files.copy(`${root}receipts/p1/u/bill.pdf`, `${root}kept/u1/bill.pdf`);
      expect(await files.stat(`${root}kept/u1/bill.pdf`)).toMatchObject({
        contentType: 'application/pdf',
        size: 3,
      });
      expect(await files.stat(`${root}receipts/p1/u/bill.pdf`)).not.toBeNull();
      await expect(
        files.copy(`${root}receipts/p1/u/missing.pdf`, `${root}kept/x.pdf`),
      ).rejects.toThrow();
    });

    it('delete: removes the file; a missing file is fine', async () => {
      const { files, root, put } = await make();
      await put(`${root}photos/p1/a.png`, 'image/png', new Uint8Array([1]));
      await files.delete(`${root}photos/p1/a.png`);
      expect(await files.stat(`${root}photos/p1/a.png`)).toBeNull();
      await expect(files.delete(`${root}photos/p1/a.png`)).resolves.toBeUndefined();
    });

    it('deletePrefix: everything under the folder, nothing beside it', async () => {
      const { files, root, put } = await make();
      const bytes = new Uint8Array([7]);
      await put(`${root}receipts/ab/1.pdf`, 'application/pdf', bytes);
      await put(`${root}receipts/ab/deep/2.png`, 'image/png', bytes);
      await put(`${root}receipts/abc/3.pdf`, 'application/pdf', bytes);
      await put(`${root}receipts/x/4.pdf`, 'application/pdf', bytes);
      await files.deletePrefix(`${root}receipts/ab/`);
      expect(await files.stat(`${root}receipts/ab/1.pdf`)).toBeNull();
      expect(await files.stat(`${root}receipts/ab/deep/2.png`)).toBeNull();
      expect(await files.stat(`${root}receipts/abc/3.pdf`)).not.toBeNull();
      expect(await files.stat(`${root}receipts/x/4.pdf`)).not.toBeNull();
      await expect(files.deletePrefix(`${root}receipts/empty/`)).resolves.toBeUndefined();
    });

    it('refuses a prefix that is not a folder (it could match a sibling folder)', async () => {
      const { files, root } = await make();
      await expect(files.deletePrefix(`${root}receipts/ab`)).rejects.toThrow(/folder prefix/);
      await expect(files.deletePrefix('')).rejects.toThrow(/folder prefix/);
      await expect(files.stat('')).rejects.toThrow(/file path/);
    });
  });
}
