/**
 * Step 1c of the acceptance job (kept-files.plan.ts): the seller's kept receipts and
 * non-transferable warranty documents move to folders under their uid, and the reports
 * that could show a kept receipt are removed. Run before the property moves. Each file is
 * copied, recorded, then deleted from the home's folder, so any stop is finished by a rerun.
 */
import {
  KEPT_RECEIPTS_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  WARRANTIES_COLLECTION,
  keptReceiptId,
} from '@homeledger/domain';
import type { Files } from '../kit/files';
import { docPath, type Store } from '../kit/store';
import {
  keptReceiptLeftover,
  planKeepReceipt,
  planKeepWarrantyFile,
  receiptToKeep,
  reportsToWithdraw,
  warrantyFileLeftover,
  warrantyFileToKeep,
  type FileMove,
  type KeptFilesTransfer,
} from './kept-files.plan';

/** Copies unless a rerun already did: where the file is at its kept path now, or null. */
async function copyOnce(files: Files, move: FileMove): Promise<string | null> {
  if (await files.stat(move.to)) return move.to;
  if (!(await files.stat(move.from))) return null;
  await files.copy(move.from, move.to);
  return move.to;
}

export async function keepSellersFiles(
  store: Store,
  files: Files,
  transfer: KeptFilesTransfer,
  now: Date,
): Promise<void> {
  const keep = transfer.keepReceipts ?? [];
  for (const repairId of keep) {
    const repairPath = docPath(REPAIRS_COLLECTION, repairId);
    const keptPath = docPath(KEPT_RECEIPTS_COLLECTION, keptReceiptId(transfer.id, repairId));
    const move = receiptToKeep(transfer, await store.get(repairPath));
    const copiedTo = move ? await copyOnce(files, move) : null;
    if (copiedTo)
      await store.transact(async (tx) => {
        const [repair = null, kept = null] = await tx.getAll([repairPath, keptPath]);
        return {
          writes: planKeepReceipt({ transfer, repair, kept, copiedTo, now }),
          result: null,
        };
      });
    const leftover = keptReceiptLeftover(transfer, await store.get(keptPath));
    if (leftover) await files.delete(leftover);
  }

  if (keep.length > 0) {
    const reports = await store.query({
      collection: REPORTS_COLLECTION,
      where: [{ field: 'propertyId', op: '==', value: transfer.propertyId }],
    });
    const withdraw = reportsToWithdraw(transfer, reports);
    for (const path of withdraw.files) await files.delete(path);
    await store.commit(withdraw.writes);
  }

  const warranties = await store.query({
    collection: WARRANTIES_COLLECTION,
    where: [{ field: 'propertyId', op: '==', value: transfer.propertyId }],
  });
  for (const listed of warranties) {
    const move = warrantyFileToKeep(transfer, listed);
    if (move) {
      const copiedTo = await copyOnce(files, move);
      if (copiedTo)
        await store.transact(async (tx) => ({
          writes: planKeepWarrantyFile({ transfer, warranty: await tx.get(listed.path), copiedTo }),
          result: null,
        }));
    } else if (!warrantyFileLeftover(transfer, listed)) continue;
    const leftover = warrantyFileLeftover(transfer, await store.get(listed.path));
    if (leftover) await files.delete(leftover);
  }
}
