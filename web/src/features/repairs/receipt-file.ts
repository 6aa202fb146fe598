/**
 * Receipt files on the client: the checks made the moment a file is chosen (type and
 * size, before anything is uploaded; storage.rules and the callables check again),
 * and what a failed upload means for the user. No Firebase here.
 */
import { RECEIPT_MAX_BYTES, receiptContentType, type ReceiptContentType } from '@homeledger/domain';
import { RECEIPT_COPY } from './repair-copy';

export type ReceiptFileCheck =
  { ok: true; contentType: ReceiptContentType } | { ok: false; message: string };

/** A chosen file is a receipt when it is a pdf / jpg / jpeg / png of 1 byte to 10 MB. */
export function checkReceiptFile(file: Pick<File, 'name' | 'type' | 'size'>): ReceiptFileCheck {
  const contentType = receiptContentType(file.name, file.type);
  if (!contentType) return { ok: false, message: RECEIPT_COPY.typeInvalid };
  if (file.size > RECEIPT_MAX_BYTES) return { ok: false, message: RECEIPT_COPY.tooLarge };
  if (file.size < 1) return { ok: false, message: RECEIPT_COPY.empty };
  return { ok: true, contentType };
}

/** "1.4 MB", "820 KB", "12 bytes". */
export function formatFileSize(bytes: number): string {
  if (bytes >= 1024 * 1024) return `${(bytes / (1024 * 1024)).toFixed(1)} MB`;
  if (bytes >= 1024) return `${Math.round(bytes / 1024)} KB`;
  return `${bytes} ${bytes === 1 ? 'byte' : 'bytes'}`;
}

/** Rejection of an upload the user cancelled (not a failure to report). */
export class ReceiptUploadCancelled extends Error {
  constructor() {
    super('The receipt upload was cancelled.');
    this.name = 'ReceiptUploadCancelled';
  }
}

export function isUploadCancelled(error: unknown): boolean {
  if (error instanceof ReceiptUploadCancelled) return true;
  const code = (error as { code?: unknown } | null)?.code;
  return code === 'storage/canceled';
}

/** The text after "Receipt upload failed: " for a failed upload (a Storage error or ours). */
export function uploadFailureMessage(error: unknown): string {
  const code = (error as { code?: unknown } | null)?.code;
  switch (code) {
    case 'storage/unauthorized':
      return 'you are not allowed to upload files to this property.';
    case 'storage/unauthenticated':
      return 'your session has expired. Please log in again.';
    case 'storage/retry-limit-exceeded':
      return 'the connection was lost. Please check your connection and try again.';
    case 'storage/quota-exceeded':
      return 'the storage quota has been exceeded. Please try again later.';
    case 'storage/server-file-wrong-size':
      return 'the file did not arrive complete. Please try again.';
    case 'storage/invalid-checksum':
      return 'the file was corrupted on the way. Please try again.';
    case 'storage/emulator-unavailable':
      return 'the Storage emulator is not running.';
    case 'storage/unavailable':
      return 'file storage is not available right now. Please try again later.';
    default:
      return 'the file could not be uploaded. Please try again.';
  }
}
