/**
 * What the seller keeps at a transfer (issue #33), the pure decisions of the job's step 1c
 * (transfer-callables.ts runs it before the property moves, so the new owner never holds a
 * kept file, not even for a moment):
 *
 * - a receipt the seller chose to keep (`transfer.keepReceipts`): its file is copied to
 *   `keptReceipts/{fromUid}/{propertyId}/{repairId}/{fileName}`; then, in one transaction,
 *   the seller's record `keptReceipts/{transferId}-{repairId}` is written and the repair
 *   loses its receipt (`receiptKept: true`); then the home's file is deleted, named by the
 *   record's `fromPath`, so a job stopped between the two deletes it on the rerun;
 * - the Home History Reports of the home that could show a kept receipt (every report
 *   but the kept one, with receipts included) are removed, files first: they would follow
 *   the home (`reports/{propertyId}/…`) and show the receipt to its new owner;
 * - the document of each non-transferable warranty (which stays the seller's) is moved the
 *   same way to `keptWarranties/{fromUid}/{propertyId}/{warrantyId}/{fileName}`; the
 *   warranty then points at it and remembers `keptFrom`, for the same rerun.
 *
 * Each decision reads the truth again and answers only what is still to do: a rerun after
 * a stop anywhere copies at most once more (to the same path) and writes nothing twice.
 */
import {
  KEPT_RECEIPTS_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  WARRANTIES_COLLECTION,
  WARRANTY_FILES_ROOT,
  fileNameOf,
  isKeptReport,
  keptReceiptFilePath,
  keptReceiptId,
  keptWarrantyFilePath,
  readKeptReceipt,
  storedReceipt,
  type KeptReceipt,
  type StoredTransfer,
} from '@homeledger/domain';
import { textField } from '../kit/doc-fields';
import { DELETE_FIELD, docPath, type DocSnap, type WriteOp } from '../kit/store';

/** A file to copy before the writes (none when it is there already or its source is gone). */
export interface FileMove {
  from: string;
  to: string;
}

export type KeptFilesTransfer = Pick<
  StoredTransfer,
  'id' | 'propertyId' | 'property' | 'fromUid' | 'keepReceipts'
>;

const receiptsFolder = (propertyId: string) => `receipts/${propertyId}/`;

/**
 * The receipt of `repair` to keep, if it is still on the home: where it is and where it
 * goes. Only a file in the home's own receipts folder is moved (a path is never trusted).
 */
export function receiptToKeep(
  transfer: KeptFilesTransfer,
  repair: DocSnap | null,
): FileMove | null {
  if (!repair || repair.data['propertyId'] !== transfer.propertyId) return null;
  if (!(transfer.keepReceipts ?? []).includes(repair.id)) return null;
  const receipt = storedReceipt(repair.data['receipt']);
  if (!receipt || !receipt.path.startsWith(receiptsFolder(transfer.propertyId))) return null;
  return {
    from: receipt.path,
    to: keptReceiptFilePath(
      transfer.fromUid,
      transfer.propertyId,
      repair.id,
      fileNameOf(receipt.path),
    ),
  };
}

/**
 * The transaction after the copy: the seller's record and the repair without its receipt.
 * `copiedTo`: the kept path the file is at now (null: the copy found no file). Only when it
 * is where this repair's receipt goes (the receipt may have changed since) is anything
 * written: a receipt whose file is gone from Storage cannot be kept, and stays as it was.
 */
export function planKeepReceipt(args: {
  transfer: KeptFilesTransfer;
  repair: DocSnap | null;
  /** `keptReceipts/{keptReceiptId}` as read. */
  kept: DocSnap | null;
  copiedTo: string | null;
  now: Date;
}): WriteOp[] {
  const { transfer, repair, kept, copiedTo, now } = args;
  const move = receiptToKeep(transfer, repair);
  if (!repair || !move || move.to !== copiedTo) return [];
  const receipt = storedReceipt(repair.data['receipt']);
  if (!receipt) return [];
  const writes: WriteOp[] = [];
  if (!kept) {
    const record: KeptReceipt = {
      ownerUid: transfer.fromUid,
      transferId: transfer.id,
      propertyId: transfer.propertyId,
      property: { ...transfer.property },
      repairId: repair.id,
      serviceType: textField(repair.data['serviceType']),
      date: textField(repair.data['date']),
      path: move.to,
      name: receipt.name,
      contentType: receipt.contentType,
      size: receipt.size,
      fromPath: move.from,
      keptAt: now,
    };
    writes.push({
      op: 'create',
      path: docPath(KEPT_RECEIPTS_COLLECTION, keptReceiptId(transfer.id, repair.id)),
      data: { ...record },
    });
  }
  writes.push({
    op: 'update',
    path: docPath(REPAIRS_COLLECTION, repair.id),
    data: { receipt: DELETE_FIELD, receiptKept: true },
  });
  return writes;
}

/** The home's file a kept receipt came from, to delete once its record exists. */
export function keptReceiptLeftover(
  transfer: KeptFilesTransfer,
  kept: DocSnap | null,
): string | null {
  if (!kept) return null;
  const record = readKeptReceipt(kept);
  if (record.transferId !== transfer.id || record.ownerUid !== transfer.fromUid) return null;
  return record.fromPath.startsWith(receiptsFolder(transfer.propertyId)) ? record.fromPath : null;
}

/**
 * The reports to remove because they may show a receipt the seller keeps: with at least one
 * receipt kept, every report of the home that includes receipts, except the one the seller
 * keeps (theirs alone). Files first (PDF and ZIP), then the document, so a rerun that finds
 * the document deletes its files again.
 */
export function reportsToWithdraw(
  transfer: KeptFilesTransfer,
  reports: readonly DocSnap[],
): { files: string[]; writes: WriteOp[] } {
  if ((transfer.keepReceipts ?? []).length === 0) return { files: [], writes: [] };
  const files: string[] = [];
  const writes: WriteOp[] = [];
  const folder = `reports/${transfer.propertyId}/`;
  for (const report of reports) {
    if (report.data['propertyId'] !== transfer.propertyId || isKeptReport(report.data)) continue;
    const options = report.data['options'] as { includeReceipts?: unknown } | undefined;
    if (options?.includeReceipts === false) continue;
    for (const key of ['path', 'zipPath']) {
      const path = report.data[key];
      if (typeof path === 'string' && path.startsWith(folder)) files.push(path);
    }
    writes.push({ op: 'delete', path: docPath(REPORTS_COLLECTION, report.id) });
  }
  return { files, writes };
}

interface StoredDocument {
  path: string;
  keptFrom: string;
  raw: Record<string, unknown>;
}

function warrantyDocument(warranty: DocSnap): StoredDocument | null {
  const raw = warranty.data['document'];
  if (!raw || typeof raw !== 'object') return null;
  const doc = raw as Record<string, unknown>;
  const path = textField(doc['path']);
  return path ? { path, keptFrom: textField(doc['keptFrom']), raw: doc } : null;
}

/** A warranty the seller keeps alone: theirs and not transferable. */
function keptWarranty(transfer: KeptFilesTransfer, warranty: DocSnap | null): warranty is DocSnap {
  return (
    warranty !== null &&
    warranty.data['propertyId'] === transfer.propertyId &&
    warranty.data['ownerId'] === transfer.fromUid &&
    warranty.data['transferable'] !== true
  );
}

/** The document of a non-transferable warranty still in the home's folder, and where it goes. */
export function warrantyFileToKeep(
  transfer: KeptFilesTransfer,
  warranty: DocSnap | null,
): FileMove | null {
  if (!keptWarranty(transfer, warranty)) return null;
  const doc = warrantyDocument(warranty);
  if (!doc || !doc.path.startsWith(`${WARRANTY_FILES_ROOT}${transfer.propertyId}/`)) return null;
  return {
    from: doc.path,
    to: keptWarrantyFilePath(
      transfer.fromUid,
      transfer.propertyId,
      warranty.id,
      fileNameOf(doc.path),
    ),
  };
}

/** After the copy: the warranty points at its kept file (and remembers where it was). */
export function planKeepWarrantyFile(args: {
  transfer: KeptFilesTransfer;
  warranty: DocSnap | null;
  /** As for planKeepReceipt: where the copy is now, or null. */
  copiedTo: string | null;
}): WriteOp[] {
  const { transfer, warranty, copiedTo } = args;
  const move = warrantyFileToKeep(transfer, warranty);
  if (!warranty || !move || move.to !== copiedTo) return [];
  const doc = warrantyDocument(warranty);
  return [
    {
      op: 'update',
      path: docPath(WARRANTIES_COLLECTION, warranty.id),
      // `documentKept` lets the seller's dashboard list it (ownerId == uid, documentKept == true).
      data: { document: { ...doc?.raw, path: move.to, keptFrom: move.from }, documentKept: true },
    },
  ];
}

/** The home's copy of a kept warranty document, to delete once the warranty points away. */
export function warrantyFileLeftover(
  transfer: KeptFilesTransfer,
  warranty: DocSnap | null,
): string | null {
  if (!keptWarranty(transfer, warranty)) return null;
  const doc = warrantyDocument(warranty);
  if (!doc || !doc.path.startsWith(`keptWarranties/${transfer.fromUid}/`)) return null;
  return doc.keptFrom.startsWith(`${WARRANTY_FILES_ROOT}${transfer.propertyId}/`)
    ? doc.keptFrom
    : null;
}
