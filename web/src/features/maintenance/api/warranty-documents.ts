/**
 * Warranty documents in Cloud Storage, the receipt rules (docs/architecture.md §8): the
 * browser uploads to `warranties/{propertyId}/{uploadId}/{fileName}` (storage.rules: the
 * property's owner, pdf/jpeg/png, ≤ 10 MB), then the warranty callable re-checks the object.
 */
import {
  RECEIPT_NAME_MAX_LENGTH,
  WARRANTY_MESSAGES,
  receiptContentType,
  warrantyUploadPath,
  type WarrantyDocumentInput,
} from '@homeledger/domain';
import { ref, uploadBytes } from 'firebase/storage';
import { openStorageFile } from '@/lib/firebase/storage-file';
import { firebaseStorage } from '@/lib/firebase/storage';

export async function uploadWarrantyDocument(
  file: File,
  propertyId: string,
): Promise<WarrantyDocumentInput> {
  const contentType = receiptContentType(file.name, file.type);
  if (!contentType) throw new Error(WARRANTY_MESSAGES.documentType);
  const path = warrantyUploadPath(propertyId, crypto.randomUUID().replace(/-/g, ''), file.name);
  const done = await uploadBytes(ref(firebaseStorage(), path), file, { contentType });
  return {
    path,
    name: file.name.trim().slice(0, RECEIPT_NAME_MAX_LENGTH) || 'warranty',
    contentType,
    size: done.metadata.size,
  };
}

/** Opens the document in a new tab, read under the storage rules (the owner), never a token link. */
export function openWarrantyDocument(path: string): Promise<void> {
  return openStorageFile(path);
}
