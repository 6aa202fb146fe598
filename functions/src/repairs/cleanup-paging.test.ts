/**
 * The orphan cleanups at scale (#29): a page at a time, references checked in `in` batches,
 * orphans deleted page by page, and a page token kept across runs when one nears its
 * deadline; one pass a day, one run at a time.
 */
import { describe, expect, it } from 'vitest';
import { ORPHAN_RECEIPT_AGE_MS } from '@homeledger/domain';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import type { StoreQuery } from '../kit/store';
import { bucketUploadLister, filesUploadLister } from '../uploads/upload-pages';
import {
  IN_LIMIT,
  RECEIPT_UPLOADS,
  cleanupJobPath,
  cleanupReceipts,
  referencedPaths,
} from './cleanup-receipts';

const NOW = new Date('2026-11-23T08:00:00Z');
const OLD = new Date(NOW.getTime() - 2 * ORPHAN_RECEIPT_AGE_MS);
const FRESH = new Date(NOW.getTime() - 60_000);
const pad = (i: number) => String(i).padStart(4, '0');

/**
 * `count` old receipts; every `orphanEvery`-th has no repair, every 7th is fresh (kept
 * whatever points to it).
 */
function world(count: number, orphanEvery = 4) {
  const docs: Record<string, Record<string, unknown>> = {};
  const files = new MemoryFiles();
  const orphans: string[] = [];
  for (let i = 0; i < count; i += 1) {
    const path = `receipts/p${i % 5}/u${pad(i)}/r.pdf`;
    const fresh = i % 7 === 0;
    files.put({ path, contentType: 'application/pdf', size: 1, updated: fresh ? FRESH : OLD });
    if (i % orphanEvery === 0) {
      if (!fresh) orphans.push(path);
    } else docs[`repairs/r${i}`] = { propertyId: `p${i % 5}`, receipt: { path } };
  }
  // A photo: another job's folder, never touched by this one.
  files.put({ path: 'photos/p1/old.jpg', contentType: 'image/jpeg', size: 1, updated: OLD });
  return { store: new MemoryStore(docs), files, orphans: orphans.sort() };
}

describe('filesUploadLister', () => {
  it('pages a listing in name order with a token to the next page', async () => {
    const { files } = world(25);
    const pages = filesUploadLister(files);
    const seen: string[] = [];
    let token: string | null = null;
    let requests = 0;
    do {
      const page = await pages.listPage('receipts/', token, 10);
      requests += 1;
      seen.push(...page.files.map((f) => f.path));
      token = page.nextPageToken;
    } while (token);
    expect(requests).toBe(3);
    expect(seen).toEqual((await files.list('receipts/')).map((f) => f.path));
  });
});

describe('bucketUploadLister', () => {
  it('asks the bucket for one page at a time and passes its token on', async () => {
    const calls: unknown[] = [];
    const lister = bucketUploadLister({
      async getFiles(query) {
        calls.push(query);
        return query.pageToken
          ? [[{ name: 'receipts/b', metadata: { updated: OLD.toISOString(), size: '3' } }], null]
          : [
              [
                { name: 'receipts/', metadata: {} },
                { name: 'receipts/a', metadata: { contentType: 'application/pdf' } },
              ],
              { pageToken: 'T' },
            ];
      },
    });
    const first = await lister.listPage('receipts/', null, 2);
    expect(first).toEqual({
      files: [{ path: 'receipts/a', contentType: 'application/pdf', size: 0 }],
      nextPageToken: 'T',
    });
    const second = await lister.listPage('receipts/', 'T', 2);
    expect(second.files[0]).toMatchObject({ path: 'receipts/b', size: 3, updated: OLD });
    expect(second.nextPageToken).toBeNull();
    expect(calls).toEqual([
      { prefix: 'receipts/', autoPaginate: false, maxResults: 2 },
      { prefix: 'receipts/', autoPaginate: false, maxResults: 2, pageToken: 'T' },
    ]);
  });
});

describe('referencedPaths', () => {
  it('asks in batches of at most 30 paths and finds every referenced one', async () => {
    const { store, files } = world(100);
    const queries: StoreQuery[] = [];
    const spy = {
      query: (q: StoreQuery) => {
        queries.push(q);
        return store.query(q);
      },
    };
    const paths = (await files.list('receipts/')).map((f) => f.path);
    const referenced = await referencedPaths(spy, RECEIPT_UPLOADS, paths);
    expect(queries).toHaveLength(Math.ceil(paths.length / IN_LIMIT));
    expect(queries.every((q) => (q.where?.[0]?.value as unknown[]).length <= IN_LIMIT)).toBe(true);
    // Receipt u{i} has a repair unless i is a multiple of 4.
    const hasRepair = (path: string) => Number(/\/u(\d+)\//.exec(path)?.[1]) % 4 !== 0;
    expect([...referenced].sort()).toEqual(paths.filter(hasRepair));
  });
});

describe('cleanupReceipts, a page at a time', () => {
  it('deletes each page’s orphans before listing on, and exactly the orphans', async () => {
    const { store, files, orphans } = world(95);
    const live = files.paths().filter((p) => !orphans.includes(p));
    const pages = filesUploadLister(files);
    const order: string[] = [];
    const spied = {
      listPage: (...args: Parameters<typeof pages.listPage>) => {
        order.push(`list ${args[1] ?? 'start'}`);
        return pages.listPage(...args);
      },
    };
    const deleting = {
      delete: async (path: string) => {
        order.push('delete');
        await files.delete(path);
      },
    };
    const report = await cleanupReceipts({ store, files: deleting, pages: spied }, NOW, {
      pageSize: 20,
    });
    expect(report).toMatchObject({ outcome: 'finished', pages: 5, scanned: 95, failed: 0 });
    expect(report.deleted.sort()).toEqual(orphans);
    expect(files.paths()).toEqual(live);
    // The first deletion comes before the last page is asked for.
    const lists = order.flatMap((o, i) => (o.startsWith('list') ? [i] : []));
    expect(lists).toHaveLength(5);
    expect(order.indexOf('delete')).toBeLessThan(lists.at(-1) as number);
    expect(store.snapshot()[cleanupJobPath(RECEIPT_UPLOADS)]).toMatchObject({
      day: '2026-11-23',
      pageToken: null,
      done: true,
    });
  });

  it('stops at its deadline with the next page kept, and the next runs finish the pass', async () => {
    const { store, files, orphans } = world(230);
    const live = files.paths().filter((p) => !orphans.includes(p));
    // A clock that moves one second per page listed: each run gets through two pages.
    let listed = 0;
    const clock = () => listed * 1000;
    const run = () => {
      const pages = filesUploadLister(files);
      const start = clock();
      return cleanupReceipts(
        {
          store,
          files,
          pages: {
            listPage: (...args) => {
              listed += 1;
              return pages.listPage(...args);
            },
          },
        },
        NOW,
        { pageSize: 25, clock, deadline: start + 1500 },
      );
    };
    const reports = [];
    for (let i = 0; i < 20; i += 1) {
      const report = await run();
      reports.push(report);
      if (report.outcome !== 'paused') break;
    }
    expect(reports.map((r) => r.outcome)).toEqual([
      ...Array(reports.length - 1).fill('paused'),
      'finished',
    ]);
    expect(reports.length).toBeGreaterThan(2);
    expect(reports.reduce((sum, r) => sum + r.scanned, 0)).toBe(230);
    expect(reports.flatMap((r) => r.deleted).sort()).toEqual(orphans);
    expect(files.paths()).toEqual(live);
    // Today's pass is done: a later delivery reads the job document and stops.
    const again = await run();
    expect(again).toMatchObject({ outcome: 'done-before', pages: 0 });
  });

  it('does nothing while another run holds the lease', async () => {
    const { store, files } = world(10);
    await store.commit([
      {
        op: 'set',
        path: cleanupJobPath(RECEIPT_UPLOADS),
        data: { day: '2026-11-23', pageToken: null, done: false, leaseUntil: new Date(5_000) },
      },
    ]);
    const busy = await cleanupReceipts({ store, files }, NOW, { clock: () => 1_000 });
    expect(busy).toMatchObject({ outcome: 'busy', scanned: 0 });
    expect(files.deleteCount).toBe(0);
  });
});
