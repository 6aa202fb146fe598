/**
 * Accepting an uploaded receipt into a repair (docs/architecture.md §5): the client's
 * claim is checked against what Storage itself says about the object. Pure: the
 * shell passes Storage's metadata and whether another repair already points to it.
 */
import {
  ORPHAN_RECEIPT_AGE_MS,
  RECEIPT_MAX_BYTES,
  REPAIR_MESSAGES as M,
  isReceiptContentType,
  parseReceiptPath,
  type ReceiptInput,
  type RepairReceipt,
} from '@homeledger/domain';
import { reject, type Plan } from '../kit/callable';
import type { FileMeta } from '../kit/files';

/**
 * A new upload is accepted only while it is clearly younger than the cleanup job's
 * age limit, so the job can never delete a file a repair is being pointed at.
 */
export const RECEIPT_ACCEPT_MAX_AGE_MS = ORPHAN_RECEIPT_AGE_MS / 2;

export type ReceiptVerdict =
  | { ok: true; receipt: RepairReceipt }
  | { ok: false; plan: Extract<Plan<never>, { kind: 'reject' }> };

const refuse = (message: string): ReceiptVerdict => ({
  ok: false,
  plan: reject('invalid-argument', message, { field: 'receipt' }),
});

export function checkNewReceipt(args: {
  claimed: ReceiptInput;
  propertyId: string;
  /** Storage's metadata of `claimed.path`, null when there is no such object. */
  meta: FileMeta | null;
  /** Another repair already points to this file. */
  inUse: boolean;
  now: Date;
}): ReceiptVerdict {
  const { claimed, propertyId, meta, inUse, now } = args;
  const parts = parseReceiptPath(claimed.path);
  if (!parts || parts.propertyId !== propertyId) return refuse(M.receipt);
  if (!meta) return refuse(M.receiptMissing);
  if (!isReceiptContentType(meta.contentType)) return refuse(M.receiptType);
  if (meta.size > RECEIPT_MAX_BYTES) return refuse(M.receiptTooLarge);
  if (meta.size < 1) return refuse(M.receipt);
  if (meta.updated && now.getTime() - meta.updated.getTime() > RECEIPT_ACCEPT_MAX_AGE_MS)
    return refuse(M.receiptExpired);
  if (inUse) return refuse(M.receiptInUse);
  return {
    ok: true,
    receipt: {
      path: meta.path,
      name: claimed.name,
      contentType: meta.contentType,
      size: meta.size,
    },
  };
}
