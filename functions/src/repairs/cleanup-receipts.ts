/**
 * Orphaned uploads: the browser uploads a receipt to
 * `receipts/{propertyId}/{uploadId}/{fileName}` before the repair exists, a photo to
 * `photos/{propertyId}/{fileName}` before setPropertyPhoto points the property at it,
 * a repair's work photo to `repairPhotos/{propertyId}/{uploadId}/{fileName}` before the
 * repair exists, and a warranty document to `warranties/{propertyId}/{uploadId}/{fileName}`
 * before the warranty is saved; if that never happens (tab closed, validation failed, network
 * gone), nothing points to the file. Daily jobs delete every such object older than
 * ORPHAN_RECEIPT_AGE_MS (24 h) that no document references (a repair's `receipt.path`,
 * a property's `photo.path`, one of a repair's `photos`, a warranty's `document.path`). The callables accept a new
 * upload only while it is younger than half that (receipt-check.ts,
 * set-property-photo.plan.ts, warranties.plan.ts), so a job can never delete a file a
 * document is just being pointed at. Files released by an edit or a delete are removed
 * at once by the callables; if that fails, the jobs catch them.
 *
 * At 200k files a job cannot list everything and then ask about each file one query at a
 * time (≈ 2,000–4,000 s against a 540 s timeout, with nothing deleted before the end). It goes
 * a page of PAGE_SIZE objects at a time (uploads/upload-pages.ts): the page's stale files are
 * checked in `in` queries of 30 paths (CHECKS_IN_FLIGHT at once), its orphans deleted
 * (DELETES_IN_FLIGHT at once), and the next page's token saved in `jobs/{job}` before the next
 * page. A run that nears its deadline stops between pages; the next delivery (the schedule
 * repeats through a morning window) carries on from the token. A pass is done once a day.
 */
import {
  REPAIR_PHOTOS_ROOT,
  ORPHAN_RECEIPT_AGE_MS,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  WARRANTIES_COLLECTION,
  WARRANTY_FILES_ROOT,
} from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { FileMeta, Files } from '../kit/files';
import type { DocData, DocSnap, Store, WriteOp } from '../kit/store';
import { filesUploadLister, type UploadLister } from '../uploads/upload-pages';
import { eachLimited } from '../kit/each-limited';

export const RECEIPTS_ROOT = 'receipts/';
export const PHOTOS_ROOT = 'photos/';

/** Where a kind of upload lives, which document field points to one, and its job's name. */
export interface UploadKind {
  root: string;
  collection: string;
  field: string;
  /** How a document points to a file: `field` is the path (default), or an array of paths. */
  match?: 'in' | 'array-contains-any';
  label: string;
  /** The job's document: `jobs/{job}` (cursor, day, lease). */
  job: string;
}

export const RECEIPT_UPLOADS: UploadKind = {
  root: RECEIPTS_ROOT,
  collection: REPAIRS_COLLECTION,
  field: 'receipt.path',
  label: 'cleanupReceipts: could not delete an orphaned receipt',
  job: 'cleanupOrphanReceipts',
};

export const PHOTO_UPLOADS: UploadKind = {
  root: PHOTOS_ROOT,
  collection: PROPERTIES_COLLECTION,
  field: 'photo.path',
  label: 'cleanupPhotos: could not delete an orphaned photo',
  job: 'cleanupOrphanPhotos',
};

/**
 * Photos of a repair's work (issue #32): a repair's `photos` is an array of paths. Run by the
 * receipts' schedule after the receipts, with a job document of its own.
 */
export const REPAIR_PHOTO_UPLOADS: UploadKind = {
  root: REPAIR_PHOTOS_ROOT,
  collection: REPAIRS_COLLECTION,
  field: 'photos',
  match: 'array-contains-any',
  label: 'cleanupRepairPhotos: could not delete an orphaned repair photo',
  job: 'cleanupOrphanRepairPhotos',
};

export const WARRANTY_DOCUMENT_UPLOADS: UploadKind = {
  root: WARRANTY_FILES_ROOT,
  collection: WARRANTIES_COLLECTION,
  field: 'document.path',
  label: 'cleanupWarrantyDocuments: could not delete an orphaned warranty document',
  job: 'cleanupOrphanWarrantyDocuments',
};

/** Files old enough to be orphans, if nothing references them (pure). */
export function staleReceipts(
  files: readonly FileMeta[],
  now: Date,
  maxAgeMs = ORPHAN_RECEIPT_AGE_MS,
  root = RECEIPTS_ROOT,
): FileMeta[] {
  return files.filter(
    (file) =>
      file.path.startsWith(root) &&
      // An object without a write time is left alone (Storage always reports one).
      file.updated !== undefined &&
      now.getTime() - file.updated.getTime() > maxAgeMs,
  );
}

/** The paths to delete: stale receipts that no repair references (pure). */
export function planReceiptCleanup(args: {
  files: readonly FileMeta[];
  referenced: ReadonlySet<string>;
  now: Date;
  maxAgeMs?: number;
  root?: string;
}): string[] {
  return staleReceipts(args.files, args.now, args.maxAgeMs, args.root)
    .map((file) => file.path)
    .filter((path) => !args.referenced.has(path));
}

export interface CleanupPorts {
  store: Pick<Store, 'query' | 'transact' | 'commit'>;
  /** `list` is used only without `pages` (then the whole listing is paged in memory). */
  files: Pick<Files, 'delete'> & Partial<Pick<Files, 'list'>>;
  /** Pages of the bucket (production: uploads/upload-pages.ts bucketUploadLister). */
  pages?: UploadLister;
  log?: Logger;
}

export interface CleanupOptions {
  /** Epoch ms: no page starts after this; the page token is kept for the next run. */
  deadline?: number;
  /** The real clock, for the deadline and the lease (tests drive their own). */
  clock?: () => number;
  pageSize?: number;
}

export interface CleanupReport {
  /**
   * finished: the day's pass reached the end; paused: the deadline came first (the token is
   * kept); done-before: today's pass was already finished; busy: another run holds the lease.
   */
  outcome: 'finished' | 'paused' | 'done-before' | 'busy';
  pages: number;
  scanned: number;
  stale: number;
  deleted: string[];
  failed: number;
}

/** What a run logs: counts, not the deleted paths. */
export const cleanupSummary = (report: CleanupReport) => ({
  outcome: report.outcome,
  pages: report.pages,
  scanned: report.scanned,
  stale: report.stale,
  deleted: report.deleted.length,
  failed: report.failed,
});

/**
 * How long a run works before it stops between pages (goal: ≤ 300 s a run, under the 540 s
 * timeout; a page's checks and deletions take seconds).
 */
export const CLEANUP_RUN_BUDGET_MS = 280_000;

/** Objects per listing request (Cloud Storage's most). */
export const PAGE_SIZE = 1000;
/** Firestore's limit of values in one `in` filter. */
export const IN_LIMIT = 30;
export const CHECKS_IN_FLIGHT = 10;
export const DELETES_IN_FLIGHT = 20;
/** A run without a deadline (a test, a script) holds the lease this long. */
const DEFAULT_LEASE_MS = 10 * 60_000;

export const cleanupJobPath = (kind: UploadKind) => `jobs/${kind.job}`;

interface CleanupJob {
  day: string | null;
  pageToken: string | null;
  done: boolean;
  leaseUntil: number;
}

function readCleanupJob(snap: DocSnap | null): CleanupJob {
  const d = snap?.data ?? {};
  const lease = d['leaseUntil'];
  return {
    day: typeof d['day'] === 'string' ? d['day'] : null,
    pageToken: typeof d['pageToken'] === 'string' ? d['pageToken'] : null,
    done: d['done'] === true,
    leaseUntil: lease instanceof Date ? lease.getTime() : 0,
  };
}

function jobWrite(kind: UploadKind, job: CleanupJob): WriteOp {
  return {
    op: 'set',
    path: cleanupJobPath(kind),
    data: {
      day: job.day,
      pageToken: job.pageToken,
      done: job.done,
      leaseUntil: new Date(job.leaseUntil),
      updatedAt: new Date(),
    },
  };
}

/** A dotted field (`receipt.path`) of a document, or undefined. */
function fieldAt(data: DocData, field: string): unknown {
  let value: unknown = data;
  for (const key of field.split('.')) {
    if (typeof value !== 'object' || value === null) return undefined;
    value = (value as Record<string, unknown>)[key];
  }
  return value;
}

/**
 * Which of `paths` a document of the kind points to: `in` (or `array-contains-any`) queries of
 * IN_LIMIT paths.
 */
export async function referencedPaths(
  store: Pick<Store, 'query'>,
  kind: UploadKind,
  paths: readonly string[],
): Promise<Set<string>> {
  const chunks: string[][] = [];
  for (let i = 0; i < paths.length; i += IN_LIMIT) chunks.push(paths.slice(i, i + IN_LIMIT));
  const referenced = new Set<string>();
  await eachLimited(chunks, CHECKS_IN_FLIGHT, async (chunk) => {
    const hits = await store.query({
      collection: kind.collection,
      where: [{ field: kind.field, op: kind.match ?? 'in', value: chunk }],
    });
    for (const hit of hits) {
      const value = fieldAt(hit.data, kind.field);
      for (const path of Array.isArray(value) ? value : [value])
        if (typeof path === 'string') referenced.add(path);
    }
  });
  return referenced;
}

/**
 * A job run: today's pass over the uploads of a kind, a page at a time from the kept token —
 * list, check the stale files' references in batches, delete the orphans — until the end of
 * the listing or the deadline. One failed deletion does not stop it.
 */
export async function cleanupUploads(
  ports: CleanupPorts,
  now: Date,
  kind: UploadKind,
  options: CleanupOptions = {},
): Promise<CleanupReport> {
  const clock = options.clock ?? Date.now;
  const pageSize = options.pageSize ?? PAGE_SIZE;
  const report: CleanupReport = {
    outcome: 'finished',
    pages: 0,
    scanned: 0,
    stale: 0,
    deleted: [],
    failed: 0,
  };
  const day = now.toISOString().slice(0, 10);
  const lease = await ports.store.transact<
    'done-before' | 'busy' | { pageToken: string | null; leaseUntil: number }
  >(async (tx) => {
    const job = readCleanupJob(await tx.get(cleanupJobPath(kind)));
    const sameDay = job.day === day;
    if (sameDay && job.done) return { writes: [], result: 'done-before' as const };
    const at = clock();
    if (job.leaseUntil > at) return { writes: [], result: 'busy' as const };
    const leaseUntil =
      options.deadline !== undefined ? options.deadline + 60_000 : at + DEFAULT_LEASE_MS;
    // A new day starts from the first page; the same day carries on from the kept token.
    const pageToken = sameDay ? job.pageToken : null;
    return {
      writes: [jobWrite(kind, { day, pageToken, done: false, leaseUntil })],
      result: { pageToken, leaseUntil },
    };
  });
  if (lease === 'done-before' || lease === 'busy') {
    report.outcome = lease;
    return report;
  }
  const pages =
    ports.pages ??
    filesUploadLister({
      list: (prefix) => {
        if (!ports.files.list) throw new Error('cleanupUploads needs `pages` or `files.list`');
        return ports.files.list(prefix);
      },
    });
  let token = lease.pageToken;
  // The next page is fetched while this one is checked and deleted.
  let pending: ReturnType<UploadLister['listPage']> | null = pages.listPage(
    kind.root,
    token,
    pageSize,
  );
  while (pending) {
    const page = await pending;
    pending = null;
    const nextToken = page.nextPageToken;
    if (nextToken && (options.deadline === undefined || clock() < options.deadline))
      pending = pages.listPage(kind.root, nextToken, pageSize);
    report.pages += 1;
    report.scanned += page.files.length;
    const stale = staleReceipts(page.files, now, ORPHAN_RECEIPT_AGE_MS, kind.root);
    report.stale += stale.length;
    const referenced = await referencedPaths(
      ports.store,
      kind,
      stale.map((file) => file.path),
    );
    const toDelete = planReceiptCleanup({ files: stale, referenced, now, root: kind.root });
    await eachLimited(toDelete, DELETES_IN_FLIGHT, async (path) => {
      try {
        await ports.files.delete(path);
        report.deleted.push(path);
      } catch (error) {
        report.failed += 1;
        ports.log?.error(kind.label, { path, error });
      }
    });
    token = nextToken;
    if (!token) break;
    if (!pending) {
      // The deadline: keep the token, free the lease; the next run carries on from here.
      report.outcome = 'paused';
      await ports.store.commit([
        jobWrite(kind, { day, pageToken: token, done: false, leaseUntil: 0 }),
      ]);
      return report;
    }
    await ports.store.commit([
      jobWrite(kind, { day, pageToken: token, done: false, leaseUntil: lease.leaseUntil }),
    ]);
  }
  await ports.store.commit([jobWrite(kind, { day, pageToken: null, done: true, leaseUntil: 0 })]);
  return report;
}

/** The daily receipt job. */
export function cleanupReceipts(
  ports: CleanupPorts,
  now: Date,
  options?: CleanupOptions,
): Promise<CleanupReport> {
  return cleanupUploads(ports, now, RECEIPT_UPLOADS, options);
}

/** The daily photo job. */
export function cleanupPhotos(
  ports: CleanupPorts,
  now: Date,
  options?: CleanupOptions,
): Promise<CleanupReport> {
  return cleanupUploads(ports, now, PHOTO_UPLOADS, options);
}

/** The daily repair-photo job. */
export function cleanupRepairPhotos(
  ports: CleanupPorts,
  now: Date,
  options?: CleanupOptions,
): Promise<CleanupReport> {
  return cleanupUploads(ports, now, REPAIR_PHOTO_UPLOADS, options);
}

/** The daily warranty-document job. */
export function cleanupWarrantyDocuments(
  ports: CleanupPorts,
  now: Date,
  options?: CleanupOptions,
): Promise<CleanupReport> {
  return cleanupUploads(ports, now, WARRANTY_DOCUMENT_UPLOADS, options);
}
