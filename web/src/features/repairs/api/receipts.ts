/**
 * Receipts in Cloud Storage (docs/architecture.md §5): the browser uploads the file
 * straight to `receipts/{propertyId}/{uploadId}/{fileName}` (domain
 * receiptUploadPath; storage.rules let the property's active owner create it), then
 * hands `{ path, name, contentType, size }` to addRepair / updateRepair, which check
 * the object again. An upload whose repair is never saved is removed by the daily
 * cleanupOrphanReceipts job.
 */
import { RECEIPT_NAME_MAX_LENGTH, receiptUploadPath, type ReceiptInput } from '@homeledger/domain';
import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import { useStorageObjectUrl } from '@/lib/firebase/storage-image';
import { probeEmulator } from '@/lib/firebase/firestore-availability';
import { firebaseStorage, storageEmulatorUrl } from '@/lib/firebase/storage';
import { ReceiptUploadCancelled, checkReceiptFile } from '../receipt-file';

export interface ReceiptUpload {
  /** The uploaded receipt, or a rejection (ReceiptUploadCancelled / a Storage error / an Error). */
  promise: Promise<ReceiptInput>;
  cancel: () => void;
}

/** Thrown when the Storage emulator does not answer (development only). */
export class StorageUnavailableError extends Error {
  readonly code = 'storage/emulator-unavailable';
  constructor() {
    super('The Storage emulator is not running.');
    this.name = 'StorageUnavailableError';
  }
}

function newUploadId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * Uploads a receipt with a resumable upload. `onProgress` gets 0–100 as bytes arrive.
 * The file must have passed checkReceiptFile (checked again here).
 */
export function uploadReceipt(
  file: File,
  propertyId: string,
  onProgress: (percent: number) => void,
): ReceiptUpload {
  let task: UploadTask | null = null;
  let cancelled = false;
  const promise = (async (): Promise<ReceiptInput> => {
    const check = checkReceiptFile(file);
    if (!check.ok) throw new Error(check.message);
    // Without the Storage emulator a resumable upload would retry for minutes: ask first.
    if (storageEmulatorUrl && !(await probeEmulator(storageEmulatorUrl)))
      throw new StorageUnavailableError();
    if (cancelled) throw new ReceiptUploadCancelled();
    const path = receiptUploadPath(propertyId, newUploadId(), file.name);
    const current = uploadBytesResumable(ref(firebaseStorage(), path), file, {
      contentType: check.contentType,
    });
    task = current;
    onProgress(0);
    current.on('state_changed', (snapshot) => {
      if (snapshot.totalBytes > 0)
        onProgress(Math.round((snapshot.bytesTransferred / snapshot.totalBytes) * 100));
    });
    const done = await current;
    return {
      path,
      name: file.name.trim().slice(0, RECEIPT_NAME_MAX_LENGTH) || 'receipt',
      contentType: check.contentType,
      size: done.totalBytes,
    };
  })();
  return {
    promise,
    cancel: () => {
      cancelled = true;
      task?.cancel();
    },
  };
}

/**
 * The link for View Receipt, read under the storage rules (the owner and the property's
 * realtors), never a token link; null when the repair has no receipt.
 */
export const useReceiptUrl = useStorageObjectUrl;
