/**
 * Repair receipts in Cloud Storage (docs/architecture.md §5).
 *
 * The browser uploads the file straight to Storage at
 * `receipts/{propertyId}/{uploadId}/{fileName}` (storage.rules: the property's owner
 * only, pdf/jpeg/png, ≤ 10 MB, no overwrite), then sends `{ path, name, contentType,
 * size }` with the repair. The callable checks the object again (it exists, sits under
 * that property, Storage's own type and size) before the repair points to it.
 * Uploads whose repair never got created are removed by the daily `cleanupReceipts`
 * job once they are older than `ORPHAN_RECEIPT_AGE_MS` and no repair references them.
 */

export const RECEIPT_MAX_BYTES = 10 * 1024 * 1024;

/** Storage content types a receipt may have (the spec's pdf, jpg, jpeg, png). */
export const RECEIPT_CONTENT_TYPES = ['application/pdf', 'image/jpeg', 'image/png'] as const;
export type ReceiptContentType = (typeof RECEIPT_CONTENT_TYPES)[number];

/** For `<input type="file" accept=…>`: the spec's extensions plus their MIME types. */
export const RECEIPT_ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

export const RECEIPT_NAME_MAX_LENGTH = 200;

/** An upload older than this that no repair references is deleted by the cleanup job. */
export const ORPHAN_RECEIPT_AGE_MS = 24 * 60 * 60 * 1000;

const EXTENSION_TYPES: Readonly<Record<string, ReceiptContentType>> = {
  pdf: 'application/pdf',
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
};

export function isReceiptContentType(value: unknown): value is ReceiptContentType {
  return (RECEIPT_CONTENT_TYPES as readonly unknown[]).includes(value);
}

/**
 * The content type to upload a chosen file with: the browser's `file.type` when it is
 * one of ours, else guessed from the extension (some systems report '' for PDFs);
 * null when the file is not a receipt type.
 */
export function receiptContentType(fileName: string, browserType = ''): ReceiptContentType | null {
  if (isReceiptContentType(browserType)) return browserType;
  const extension = /\.([A-Za-z0-9]+)$/.exec(fileName)?.[1]?.toLowerCase() ?? '';
  return EXTENSION_TYPES[extension] ?? null;
}

/**
 * A file name safe as one Storage path segment: no slashes, control characters or
 * leading dots; spaces kept; at most 120 characters (the extension is preserved).
 */
export function safeReceiptFileName(fileName: string): string {
  const cleaned = fileName
    .normalize('NFC')
    // eslint-disable-next-line no-control-regex
    .replace(/[\u0000-\u001f\u007f/\\#?[\]*]+/g, '_')
    .replace(/^[.\s]+/, '')
    .trim();
  const base = cleaned === '' ? 'receipt' : cleaned;
  if (base.length <= 120) return base;
  const dot = base.lastIndexOf('.');
  const extension = dot > 0 && base.length - dot <= 10 ? base.slice(dot) : '';
  return base.slice(0, 120 - extension.length) + extension;
}

/** Path segments the rules and the callables accept as ids (Firestore-style). */
export const STORAGE_ID_PATTERN = /^[A-Za-z0-9_-]{1,128}$/;

/** `receipts/{propertyId}/{uploadId}/{safe file name}`: where the browser uploads a receipt. */
export function receiptUploadPath(propertyId: string, uploadId: string, fileName: string): string {
  if (!STORAGE_ID_PATTERN.test(propertyId) || !STORAGE_ID_PATTERN.test(uploadId))
    throw new Error('Invalid property or upload id.');
  return `receipts/${propertyId}/${uploadId}/${safeReceiptFileName(fileName)}`;
}

/** The parts of a receipt path of the shape above, or null. */
export function parseReceiptPath(
  path: string,
): { propertyId: string; uploadId: string; fileName: string } | null {
  const match = /^receipts\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})\/([^/]{1,200})$/.exec(
    path,
  );
  if (!match) return null;
  const [, propertyId = '', uploadId = '', fileName = ''] = match;
  if (fileName === '.' || fileName === '..') return null;
  return { propertyId, uploadId, fileName };
}
