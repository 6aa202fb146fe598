/**
 * Orphaned uploads: the browser uploads a receipt to
 * `receipts/{propertyId}/{uploadId}/{fileName}` before the repair exists, a photo to
 * `photos/{propertyId}/{fileName}` before setPropertyPhoto points the property at it,
 * and a warranty document to `warranties/{propertyId}/{uploadId}/{fileName}` before the
 * warranty is saved; if that never happens (tab closed, validation failed, network
 * gone), nothing points to the file. Daily jobs delete every such object older than
 * ORPHAN_RECEIPT_AGE_MS (24 h) that no document references (a repair's `receipt.path`,
 * a property's `photo.path`, a warranty's `document.path`). The callables accept a new
 * upload only while it is younger than half that (receipt-check.ts,
 * set-property-photo.plan.ts, warranties.plan.ts), so a job can never delete a file a
 * document is just being pointed at. Files released by an edit or a delete are removed
 * at once by the callables; if that fails, the jobs catch them.
 */
import {
  ORPHAN_RECEIPT_AGE_MS,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  WARRANTIES_COLLECTION,
  WARRANTY_FILES_ROOT,
} from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { FileMeta, Files } from '../kit/files';
import type { Store } from '../kit/store';

export const RECEIPTS_ROOT = 'receipts/';
export const PHOTOS_ROOT = 'photos/';

/** Where a kind of upload lives and which document field points to one. */
export interface UploadKind {
  root: string;
  collection: string;
  field: string;
  label: string;
}

export const RECEIPT_UPLOADS: UploadKind = {
  root: RECEIPTS_ROOT,
  collection: REPAIRS_COLLECTION,
  field: 'receipt.path',
  label: 'cleanupReceipts: could not delete an orphaned receipt',
};

export const PHOTO_UPLOADS: UploadKind = {
  root: PHOTOS_ROOT,
  collection: PROPERTIES_COLLECTION,
  field: 'photo.path',
  label: 'cleanupPhotos: could not delete an orphaned photo',
};

export const WARRANTY_DOCUMENT_UPLOADS: UploadKind = {
  root: WARRANTY_FILES_ROOT,
  collection: WARRANTIES_COLLECTION,
  field: 'document.path',
  label: 'cleanupWarrantyDocuments: could not delete an orphaned warranty document',
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
 * A job: list the uploads of a kind, look up (one indexed query each) whether a
 * document references each stale one, delete the rest. One failed deletion does not
 * stop it.
 */
export async function cleanupUploads(
  ports: CleanupPorts,
  now: Date,
  kind: UploadKind,
): Promise<CleanupReport> {
  const files = await ports.files.list(kind.root);
  const stale = staleReceipts(files, now, ORPHAN_RECEIPT_AGE_MS, kind.root);
  const referenced = new Set<string>();
  for (const file of stale) {
    const hits = await ports.store.query({
      collection: kind.collection,
      where: [{ field: kind.field, op: '==', value: file.path }],
      limit: 1,
    });
    if (hits.length > 0) referenced.add(file.path);
  }
  const toDelete = planReceiptCleanup({ files: stale, referenced, now, root: kind.root });
  const deleted: string[] = [];
  let failed = 0;
  for (const path of toDelete) {
    try {
      await ports.files.delete(path);
      deleted.push(path);
    } catch (error) {
      failed += 1;
      ports.log?.error(kind.label, { path, error });
    }
  }
  return { scanned: files.length, stale: stale.length, deleted, failed };
}

/** The daily receipt job. */
export function cleanupReceipts(ports: CleanupPorts, now: Date): Promise<CleanupReport> {
  return cleanupUploads(ports, now, RECEIPT_UPLOADS);
}

/** The daily photo job. */
export function cleanupPhotos(ports: CleanupPorts, now: Date): Promise<CleanupReport> {
  return cleanupUploads(ports, now, PHOTO_UPLOADS);
}

/** The daily warranty-document job. */
export function cleanupWarrantyDocuments(ports: CleanupPorts, now: Date): Promise<CleanupReport> {
  return cleanupUploads(ports, now, WARRANTY_DOCUMENT_UPLOADS);
}
