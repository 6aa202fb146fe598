/** Links for the report's receipts, by repair id (each path read once under the storage rules). */
import type { Loadable } from '@/lib/data/loadable';
import { useStorageObjectUrls } from '@/lib/firebase/storage-image';
import type { RealtorReportRepair } from '../realtor-types';

/**
 * Links by repair id for the repairs that have a receipt: loading until Storage
 * answers, then the link or the error (a receipt the realtor cannot read, or no
 * Storage emulator here).
 */
export function useReceiptUrls(
  repairs: readonly RealtorReportRepair[] | null,
): Readonly<Record<string, Loadable<string>>> {
  const withReceipt = (repairs ?? []).filter((repair) => repair.receiptPath);
  const byPath = useStorageObjectUrls(withReceipt.map((repair) => repair.receiptPath as string));
  const byRepair: Record<string, Loadable<string>> = {};
  for (const repair of withReceipt)
    byRepair[repair.id] = byPath[repair.receiptPath as string] as Loadable<string>;
  return byRepair;
}
