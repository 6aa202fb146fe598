/**
 * `npm run bench:cleanup` (scripts/bench/bench-cleanup.mjs bundles and runs this): the orphan
 * receipt cleanup over 200,000 receipts on the memory store and memory files, every Firestore
 * and Storage request taking `latencyMs` (as a round trip from Cloud Functions does).
 *
 * Of the receipts, one in ten is an old orphan (to delete), one in forty is a fresh upload
 * with no repair yet (to keep), the rest belong to repairs. The reference queries (`in` on
 * `receipt.path`) are answered from a map built once: the memory store scans its collection
 * per query, which at 200k repairs measures this machine's CPU, not the job; Firestore
 * serves them from its single-field index. Everything else is the memory store's.
 */
import { ORPHAN_RECEIPT_AGE_MS } from '@homeledger/domain';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import type { DocData, DocSnap, Store, StoreQuery } from '../kit/store';
import { filesUploadLister, type UploadLister } from '../uploads/upload-pages';
import { CLEANUP_RUN_BUDGET_MS, RECEIPT_UPLOADS, cleanupReceipts } from './cleanup-receipts';

const NOW = new Date('2026-11-23T08:30:00Z');
const OLD = new Date(NOW.getTime() - 3 * ORPHAN_RECEIPT_AGE_MS);
const FRESH = new Date(NOW.getTime() - 60 * 60_000);

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

function fixture(count: number) {
  const files = new MemoryFiles();
  const repairs: Record<string, DocData> = {};
  const orphans = new Set<string>();
  for (let i = 0; i < count; i += 1) {
    const property = `property${i % 5000}`;
    const path = `receipts/${property}/upload${String(i).padStart(7, '0')}/receipt.pdf`;
    const orphan = i % 10 === 3;
    const fresh = i % 40 === 7;
    files.put({
      path,
      contentType: 'application/pdf',
      size: 250_000,
      updated: fresh ? FRESH : OLD,
    });
    if (orphan) orphans.add(path);
    else if (!fresh) repairs[`repairs/repair${i}`] = { propertyId: property, receipt: { path } };
  }
  return { files, repairs, orphans };
}

/**
 * The store the job sees: the memory store behind a round trip per request, with the
 * reference lookups served from an index of `receipt.path` (see above).
 */
function slowStore(store: MemoryStore, latencyMs: number): Store {
  const byPath = new Map<string, DocSnap>();
  for (const [path, data] of Object.entries(store.snapshot())) {
    const receipt = (data['receipt'] as { path?: unknown } | undefined)?.path;
    if (path.startsWith('repairs/') && typeof receipt === 'string')
      byPath.set(receipt, { path, id: path.slice('repairs/'.length), data });
  }
  return {
    get: async (path) => (await sleep(latencyMs), store.get(path)),
    getAll: async (paths) => (await sleep(latencyMs), store.getAll(paths)),
    async query(q: StoreQuery) {
      const filter = q.where?.[0];
      if (q.collection === 'repairs' && filter?.field === 'receipt.path' && filter.op === 'in') {
        await sleep(latencyMs);
        return (filter.value as string[]).flatMap((p) => byPath.get(p) ?? []);
      }
      await sleep(latencyMs);
      return store.query(q);
    },
    transact: async (fn) => (await sleep(latencyMs), store.transact(fn)),
    commit: async (writes) => (await sleep(latencyMs), store.commit(writes)),
  };
}

/** Memory files behind a round trip per request (a page listed, a file deleted). */
function slowFiles(files: MemoryFiles, latencyMs: number) {
  const pages = filesUploadLister(files);
  const lister: UploadLister = {
    listPage: async (...args) => (await sleep(latencyMs), pages.listPage(...args)),
  };
  return {
    pages: lister,
    files: { delete: async (path: string) => (await sleep(latencyMs), files.delete(path)) },
  };
}

export async function runBench(count = 200_000, latencyMs = 30, budgetMs = CLEANUP_RUN_BUDGET_MS) {
  const { files, repairs, orphans } = fixture(count);
  const memory = new MemoryStore(repairs);
  const store = slowStore(memory, latencyMs);
  const fixturesRssMB = Math.round(process.memoryUsage().rss / 1024 / 1024);
  const before = new Set(files.paths());
  const runs: { outcome: string; ms: number; scanned: number; deleted: number }[] = [];
  const start = performance.now();
  for (let i = 0; i < 50; i += 1) {
    // Each delivery builds its own ports, as a new invocation would.
    const { pages, files: deleting } = slowFiles(files, latencyMs);
    const runStart = performance.now();
    const report = await cleanupReceipts({ store, files: deleting, pages }, NOW, {
      deadline: Date.now() + budgetMs,
    });
    runs.push({
      outcome: report.outcome,
      ms: Math.round(performance.now() - runStart),
      scanned: report.scanned,
      deleted: report.deleted.length,
    });
    if (report.outcome !== 'paused') break;
  }
  const ms = Math.round(performance.now() - start);
  const after = new Set(files.paths());
  const deleted = [...before].filter((p) => !after.has(p));
  return {
    files: count,
    latencyMs,
    budgetMs,
    ms,
    runs,
    filesPerSecond: Math.round((count / ms) * 1000),
    orphans: orphans.size,
    deleted: deleted.length,
    deletedOrphansOnly: deleted.every((p) => orphans.has(p)),
    everyOrphanDeleted: [...orphans].every((p) => !after.has(p)),
    peakRssMB: Math.round(process.resourceUsage().maxRSS / 1024),
    fixturesRssMB,
  };
}

/**
 * The job as it was before #29, on the first `sample` receipts at the same latency: list
 * everything, then one `==` query per stale file in turn, deletions after the loop. Measured
 * on a sample (at 200k it takes hours) and scaled.
 */
export async function runOldWay(sample = 500, latencyMs = 30) {
  const { files, repairs } = fixture(sample);
  const store = new MemoryStore(repairs);
  const start = performance.now();
  await sleep(latencyMs);
  const listed = await files.list(RECEIPT_UPLOADS.root);
  const referenced = new Set<string>();
  for (const file of listed) {
    if (!file.updated || NOW.getTime() - file.updated.getTime() <= ORPHAN_RECEIPT_AGE_MS) continue;
    await sleep(latencyMs);
    const hits = await store.query({
      collection: 'repairs',
      where: [{ field: 'receipt.path', op: '==', value: file.path }],
      limit: 1,
    });
    if (hits.length > 0) referenced.add(file.path);
  }
  const ms = performance.now() - start;
  return { sample, latencyMs, filesPerSecond: Math.round((sample / ms) * 1000) };
}
