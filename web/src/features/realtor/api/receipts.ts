/** Links to repair receipts in Cloud Storage (storage.rules: readable by the property's viewers). */
import { getDownloadURL, ref } from 'firebase/storage';
import { firebaseStorage } from '../../../lib/firebase/storage';

export function receiptUrl(path: string): Promise<string> {
  return getDownloadURL(ref(firebaseStorage(), path));
}
