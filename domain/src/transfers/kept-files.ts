/**
 * Files a seller keeps when their home is transferred (issue #33): the receipts they chose
 * not to hand over, and the documents of their non-transferable warranties. The transfer
 * job moves each file out of the home's folder (which follows the home to its new owner)
 * into a folder under the seller's uid, read by them alone — as kept reports are.
 */
import {
  num,
  str,
  storedDate,
  storedFile,
  storedPropertyRef,
  type StoredFile,
} from '../kit/fields';
import type { RepairPropertyRef } from '../repairs/repair';

/**
 * Said where a repair's receipt would be once the previous owner kept it: the repair screen
 * and the Home History Report.
 */
export const RECEIPT_KEPT_MARK = 'Receipt kept by the previous owner';

/** `keptReceipts/{transferId}-{repairId}`: the seller's record of a receipt they kept. */
export const KEPT_RECEIPTS_COLLECTION = 'keptReceipts';

export function keptReceiptId(transferId: string, repairId: string): string {
  return `${transferId}-${repairId}`;
}

/** Storage: `keptReceipts/{uid}/{propertyId}/{repairId}/{fileName}`, read by `uid` alone. */
export function keptReceiptFilePath(
  uid: string,
  propertyId: string,
  repairId: string,
  fileName: string,
): string {
  return `keptReceipts/${uid}/${propertyId}/${repairId}/${fileName}`;
}

/** Storage: `keptWarranties/{uid}/{propertyId}/{warrantyId}/{fileName}`, read by `uid` alone. */
export function keptWarrantyFilePath(
  uid: string,
  propertyId: string,
  warrantyId: string,
  fileName: string,
): string {
  return `keptWarranties/${uid}/${propertyId}/${warrantyId}/${fileName}`;
}

/** Whether `path` is one of `uid`'s kept files (receipts or warranty documents). */
export function isKeptFileOf(uid: string, path: string): boolean {
  return (
    uid !== '' &&
    (path.startsWith(`keptReceipts/${uid}/`) || path.startsWith(`keptWarranties/${uid}/`))
  );
}

/** The last segment of a Storage path: the file's name as uploaded. */
export function fileNameOf(path: string): string {
  return path.slice(path.lastIndexOf('/') + 1);
}

/** A kept receipt as stored (written by the transfer job only; read by `ownerUid`). */
export interface KeptReceipt<TTime = Date> {
  ownerUid: string;
  transferId: string;
  propertyId: string;
  property: RepairPropertyRef;
  repairId: string;
  /** The repair's service type and date, as the seller saw them. */
  serviceType: string;
  date: string;
  /** The file now (under the seller's uid), its name, type and size. */
  path: string;
  name: string;
  contentType: string;
  size: number;
  /** Where the file was in the home's folder (deleted by the job once recorded). */
  fromPath: string;
  keptAt: TTime;
}

export type KeptReceiptView = KeptReceipt & { id: string };

/** A stored kept receipt, read defensively (the browser and the functions alike). */
export function readKeptReceipt(doc: {
  id: string;
  data: Record<string, unknown>;
}): KeptReceiptView {
  const d = doc.data;
  return {
    id: doc.id,
    ownerUid: str(d['ownerUid']),
    transferId: str(d['transferId']),
    propertyId: str(d['propertyId']),
    property: storedPropertyRef(d['property']),
    repairId: str(d['repairId']),
    serviceType: str(d['serviceType']),
    date: str(d['date']),
    path: str(d['path']),
    name: str(d['name']),
    contentType: str(d['contentType']),
    size: num(d['size']) ?? 0,
    fromPath: str(d['fromPath']),
    keptAt: storedDate(d['keptAt']) ?? new Date(0),
  };
}

/** A repair's receipt as stored (named as uploaded when no name is stored), or null. */
export function storedReceipt(value: unknown): StoredFile | null {
  return storedFile(value, fileNameOf);
}
