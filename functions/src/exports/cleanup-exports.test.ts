import { describe, expect, it } from 'vitest';
import { MemoryFiles } from '../kit/memory-files';
import { cleanupExports, staleExports } from './cleanup-exports';

const NOW = new Date('2026-05-02T09:00:00Z');
const hoursAgo = (h: number) => new Date(NOW.getTime() - h * 3_600_000);
const file = (path: string, updated?: Date) => ({
  path,
  contentType: 'text/csv',
  size: 10,
  ...(updated ? { updated } : {}),
});

describe('staleExports', () => {
  it('picks exports older than 24 hours, nothing else', () => {
    expect(
      staleExports(
        [
          file('exports/a/repairs-2026-04-30.csv', hoursAgo(25)),
          file('exports/a/repairs-2026-05-01.csv', hoursAgo(23)),
          file('exports/b/properties-2026-05-01.csv', hoursAgo(24)),
          file('exports/c/x.csv'),
          file('receipts/p/u/old.pdf', hoursAgo(100)),
        ],
        NOW,
      ),
    ).toEqual(['exports/a/repairs-2026-04-30.csv']);
  });
});

describe('cleanupExports', () => {
  it('deletes the stale exports and keeps going past a failed deletion', async () => {
    const files = new MemoryFiles([
      file('exports/a/old.csv', hoursAgo(30)),
      file('exports/b/old.csv', hoursAgo(48)),
      file('exports/b/new.csv', hoursAgo(1)),
      file('receipts/p/u/r.pdf', hoursAgo(48)),
    ]);
    const errors: unknown[] = [];
    const flaky = {
      list: (prefix: string) => files.list(prefix),
      delete: async (path: string) => {
        if (path === 'exports/a/old.csv') throw new Error('boom');
        await files.delete(path);
      },
    };
    const report = await cleanupExports(
      { files: flaky, log: { error: (m, c) => errors.push({ m, c }) } },
      NOW,
    );
    expect(report).toEqual({ scanned: 3, deleted: ['exports/b/old.csv'], failed: 1 });
    expect(errors).toHaveLength(1);
    expect(files.paths()).toEqual(['exports/a/old.csv', 'exports/b/new.csv', 'receipts/p/u/r.pdf']);
  });
});
