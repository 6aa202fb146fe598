/** Links to repair receipts in Cloud Storage (storage.rules: readable by the property's viewers). */
import { storageObjectUrl } from '../../../lib/firebase/storage-image';

/** A `blob:` URL of the receipt, read under the storage rules (never a shareable token link). */
export function receiptUrl(path: string): Promise<string> {
  return storageObjectUrl(path);
}
