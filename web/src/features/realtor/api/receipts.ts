/** A shared home's receipts, opened one at a time when the realtor asks (never all on open). */
import { openStorageFile } from '@/lib/firebase/storage-file';

/** Opens the receipt at `path` in a new tab, read under the storage rules. */
export function openReceipt(path: string): Promise<void> {
  return openStorageFile(path);
}
