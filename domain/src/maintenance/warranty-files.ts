/**
 * Warranty documents in Cloud Storage follow the receipt rules (docs/architecture.md §8):
 * the browser uploads to `warranties/{propertyId}/{uploadId}/{fileName}` (storage.rules:
 * the property's owner only, pdf/jpeg/png, ≤ 10 MB, no overwrite) and the warranty
 * callable re-checks the object in Storage before a warranty points to it. Their own root
 * keeps them out of the receipt cleanup, which only knows repairs.
 */
import { STORAGE_ID_PATTERN, safeReceiptFileName } from '../repairs/receipts';

export const WARRANTY_FILES_ROOT = 'warranties/';

/** Every warranty document of a property (deleteProperty removes the folder). */
export function warrantiesFolder(propertyId: string): string {
  return `${WARRANTY_FILES_ROOT}${propertyId}/`;
}

export function warrantyUploadPath(propertyId: string, uploadId: string, fileName: string): string {
  if (!STORAGE_ID_PATTERN.test(propertyId) || !STORAGE_ID_PATTERN.test(uploadId))
    throw new Error('Invalid property or upload id.');
  return `${WARRANTY_FILES_ROOT}${propertyId}/${uploadId}/${safeReceiptFileName(fileName)}`;
}

export function parseWarrantyDocumentPath(
  path: string,
): { propertyId: string; uploadId: string; fileName: string } | null {
  if (typeof path !== 'string' || path.length > 600) return null;
  const match = /^warranties\/([^/]+)\/([^/]+)\/([^/]+)$/.exec(path);
  if (!match) return null;
  const [, propertyId = '', uploadId = '', fileName = ''] = match;
  if (!STORAGE_ID_PATTERN.test(propertyId) || !STORAGE_ID_PATTERN.test(uploadId)) return null;
  if (fileName !== safeReceiptFileName(fileName) || fileName.length > 200) return null;
  return { propertyId, uploadId, fileName };
}
