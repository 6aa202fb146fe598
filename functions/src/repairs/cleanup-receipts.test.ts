import { describe, expect, it } from 'vitest';
import { ORPHAN_RECEIPT_AGE_MS } from '@homeledger/domain';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import {
  cleanupPhotos,
  cleanupReceipts,
  cleanupRepairPhotos,
  cleanupWarrantyDocuments,
  planReceiptCleanup,
  staleReceipts,
} from './cleanup-receipts';
import { RECEIPT_ACCEPT_MAX_AGE_MS } from './receipt-check';
import { DOCUMENT_ACCEPT_MAX_AGE_MS } from '../maintenance/warranties.plan';

const NOW = new Date('2026-11-23T03:00:00Z');
const ago = (ms: number) => new Date(NOW.getTime() - ms);
const DAY = ORPHAN_RECEIPT_AGE_MS;
const file = (path: string, updated?: Date) => ({
  path,
  contentType: 'application/pdf',
  size: 10,
  ...(updated ? { updated } : {}),
});

describe('planReceiptCleanup (pure)', () => {
  it('deletes receipts older than a day that no repair references, nothing else', () => {
    const files = [
      file('receipts/p1/u1/old-orphan.pdf', ago(DAY + 1)),
      file('receipts/p1/u2/old-used.pdf', ago(3 * DAY)),
      file('receipts/p1/u3/fresh.pdf', ago(DAY - 1000)),
      file('receipts/p1/u4/no-time.pdf'),
      file('photos/p1/old.png', ago(9 * DAY)),
    ];
    expect(
      planReceiptCleanup({
        files,
        referenced: new Set(['receipts/p1/u2/old-used.pdf']),
        now: NOW,
      }),
    ).toEqual(['receipts/p1/u1/old-orphan.pdf']);
    expect(staleReceipts(files, NOW).map((f) => f.path)).toEqual([
      'receipts/p1/u1/old-orphan.pdf',
      'receipts/p1/u2/old-used.pdf',
    ]);
  });

  it('never overlaps the window in which the callables accept an upload', () => {
    expect(RECEIPT_ACCEPT_MAX_AGE_MS).toBeLessThan(ORPHAN_RECEIPT_AGE_MS);
  });
});

describe('cleanupReceipts (shell)', () => {
  it('lists, checks references with the store, deletes orphans and reports', async () => {
    const store = new MemoryStore({
      'repairs/r1': { propertyId: 'p1', receipt: { path: 'receipts/p1/u2/used.pdf' } },
      'repairs/r2': { propertyId: 'p1', receipt: null },
    });
    const files = new MemoryFiles([
      file('receipts/p1/u1/orphan.pdf', ago(2 * DAY)),
      file('receipts/p1/u2/used.pdf', ago(2 * DAY)),
      file('receipts/p2/u3/fresh.pdf', ago(60_000)),
      file('photos/p1/front.jpg', ago(5 * DAY)),
    ]);
    await expect(cleanupReceipts({ store, files }, NOW)).resolves.toEqual({
      outcome: 'finished',
      pages: 1,
      scanned: 3,
      stale: 2,
      deleted: ['receipts/p1/u1/orphan.pdf'],
      failed: 0,
    });
    expect(files.paths()).toEqual([
      'photos/p1/front.jpg',
      'receipts/p1/u2/used.pdf',
      'receipts/p2/u3/fresh.pdf',
    ]);
  });

  it('goes on past a failed deletion and logs it', async () => {
    const files = new MemoryFiles([
      file('receipts/p1/u1/a.pdf', ago(2 * DAY)),
      file('receipts/p1/u2/b.pdf', ago(2 * DAY)),
    ]);
    const realDelete = files.delete.bind(files);
    files.delete = async (path) => {
      if (path.endsWith('a.pdf')) throw new Error('denied');
      await realDelete(path);
    };
    const logs: unknown[] = [];
    const report = await cleanupReceipts(
      { store: new MemoryStore(), files, log: { error: (m) => logs.push(m) } },
      NOW,
    );
    expect(report).toMatchObject({ deleted: ['receipts/p1/u2/b.pdf'], failed: 1 });
    expect(logs).toHaveLength(1);
    expect(files.paths()).toEqual(['receipts/p1/u1/a.pdf']);
  });
});

describe('cleanupPhotos', () => {
  it('deletes photos older than a day that no property points to, nothing else', async () => {
    const store = new MemoryStore({
      'properties/p1': { ownerId: 'ann', photo: { path: 'photos/p1/current.jpg' } },
    });
    const files = new MemoryFiles([
      { ...file('photos/p1/current.jpg', ago(5 * DAY)), contentType: 'image/jpeg' },
      { ...file('photos/p1/abandoned.jpg', ago(DAY + 1)), contentType: 'image/jpeg' },
      { ...file('photos/p1/just-uploaded.jpg', ago(1000)), contentType: 'image/jpeg' },
      file('receipts/p1/u1/old.pdf', ago(9 * DAY)),
    ]);
    const report = await cleanupPhotos({ store, files }, NOW);
    expect(report.deleted).toEqual(['photos/p1/abandoned.jpg']);
    expect(files.paths()).toEqual([
      'photos/p1/current.jpg',
      'photos/p1/just-uploaded.jpg',
      'receipts/p1/u1/old.pdf',
    ]);
  });
});

describe('cleanupWarrantyDocuments', () => {
  it('deletes warranty documents older than a day that no warranty points to, nothing else', async () => {
    const store = new MemoryStore({
      'warranties/w1': {
        propertyId: 'p1',
        ownerId: 'ann',
        document: { path: 'warranties/p1/u1/boiler.pdf', name: 'boiler.pdf' },
      },
      'warranties/w2': { propertyId: 'p1', ownerId: 'ann', document: null },
    });
    const files = new MemoryFiles([
      file('warranties/p1/u1/boiler.pdf', ago(40 * DAY)),
      // The form was closed after the upload, or a released file's deletion failed.
      file('warranties/p1/u2/abandoned.pdf', ago(DAY + 1)),
      { ...file('warranties/p1/u3/replaced.png', ago(3 * DAY)), contentType: 'image/png' },
      // Being attached now: the callable takes it only while it is this young.
      file('warranties/p1/u4/just-uploaded.pdf', ago(DOCUMENT_ACCEPT_MAX_AGE_MS)),
      file('receipts/p1/u1/old.pdf', ago(9 * DAY)),
    ]);
    const report = await cleanupWarrantyDocuments({ store, files }, NOW);
    expect(report).toEqual({
      outcome: 'finished',
      pages: 1,
      scanned: 4,
      stale: 3,
      deleted: ['warranties/p1/u2/abandoned.pdf', 'warranties/p1/u3/replaced.png'],
      failed: 0,
    });
    expect(files.paths()).toEqual([
      'receipts/p1/u1/old.pdf',
      'warranties/p1/u1/boiler.pdf',
      'warranties/p1/u4/just-uploaded.pdf',
    ]);
  });

  it('deletes repair photos no repair lists, keeping those in a repair’s photos', async () => {
    const store = new MemoryStore({
      'repairs/r1': { propertyId: 'p1', photos: ['repairPhotos/p1/u1/before.jpg'] },
    });
    const files = new MemoryFiles([
      file('repairPhotos/p1/u1/before.jpg', ago(2 * DAY)),
      file('repairPhotos/p1/u2/orphan.jpg', ago(2 * DAY)),
      file('receipts/p1/u3/orphan.pdf', ago(2 * DAY)),
    ]);
    const report = await cleanupRepairPhotos({ store, files }, NOW);
    expect(report.deleted).toEqual(['repairPhotos/p1/u2/orphan.jpg']);
    expect(files.paths()).toEqual(['receipts/p1/u3/orphan.pdf', 'repairPhotos/p1/u1/before.jpg']);
  });
});
