/**
 * Orphaned receipts (issue #9): the browser uploads a receipt to
 * `receipts/{propertyId}/{uploadId}/{fileName}` before the repair exists; if the
 * repair is never created (tab closed, validation failed, network gone), nothing
 * points to the file. A daily job deletes every receipt object older than
 * ORPHAN_RECEIPT_AGE_MS (24 h) that no repair references. The callables accept a new
 * upload only while it is younger than half that (receipt-check.ts), so the job can
 * never delete a file a repair is just being pointed at. Files released by an edit or
 * a delete are removed at once by the callables; if that fails, this job catches them.
 */
import { ORPHAN_RECEIPT_AGE_MS, REPAIRS_COLLECTION } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { FileMeta, Files } from '../kit/files';
import type { Store } from '../kit/store';

export const RECEIPTS_ROOT = 'receipts/';

/** Files old enough to be orphans, if nothing references them (pure). */
export function staleReceipts(
  files: readonly FileMeta[],
  now: Date,
  maxAgeMs = ORPHAN_RECEIPT_AGE_MS,
): FileMeta[] {
  return files.filter(
    (file) =>
      file.path.startsWith(RECEIPTS_ROOT) &&
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
}): string[] {
  return staleReceipts(args.files, args.now, args.maxAgeMs)
    .map((file) => file.path)
    .filter((path) => !args.referenced.has(path));
}

export interface CleanupPorts {
  store: Pick<Store, 'query'>;
  files: Pick<Files, 'list' | 'delete'>;
  log?: Logger;
}

export interface CleanupReport {
  scanned: number;
  stale: number;
  deleted: string[];
  failed: number;
}

/**
 * The job: list the receipts, look up (one indexed query each) whether a repair
 * references each stale one, delete the rest. One failed deletion does not stop it.
 */
export async function cleanupReceipts(ports: CleanupPorts, now: Date): Promise<CleanupReport> {
  const files = await ports.files.list(RECEIPTS_ROOT);
  const stale = staleReceipts(files, now);
  const referenced = new Set<string>();
  for (const file of stale) {
    const hits = await ports.store.query({
      collection: REPAIRS_COLLECTION,
      where: [{ field: 'receipt.path', op: '==', value: file.path }],
      limit: 1,
    });
    if (hits.length > 0) referenced.add(file.path);
  }
  const toDelete = planReceiptCleanup({ files: stale, referenced, now });
  const deleted: string[] = [];
  let failed = 0;
  for (const path of toDelete) {
    try {
      await ports.files.delete(path);
      deleted.push(path);
    } catch (error) {
      failed += 1;
      ports.log?.error('cleanupReceipts: could not delete an orphaned receipt', { path, error });
    }
  }
  return { scanned: files.length, stale: stale.length, deleted, failed };
}
