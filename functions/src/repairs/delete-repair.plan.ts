/**
 * deleteRepair — the pure decision (docs/architecture.md §3). Only the property's current
 * owner removes it, never an entry kept from a previous owner (repairChangeRefusal in
 * domain); the property's statistics follow in the same transaction (0 repairs ⇒ no last
 * date, no total). Its receipt and photo files are deleted after the commit. A validation
 * request for it (pending or answered) goes with it: a contractor must not be left
 * answering for a repair that no longer exists.
 */
import {
  REPAIRS_COLLECTION,
  REPAIR_MESSAGES as M,
  VALIDATION_REQUESTS_COLLECTION,
  statsAfterDelete,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import { refusalToChange, statsUpdate, type PropertyDoc, type RepairDoc } from './repair-docs';

export interface DeleteRepairResult {
  id: string;
  propertyId: string;
  /** The receipt file to delete once the transaction committed. */
  receiptPath: string | null;
  /** The photo files to delete once the transaction committed. */
  photoPaths: string[];
}

export function planDeleteRepair(args: {
  caller: Caller;
  now: Date;
  repair: RepairDoc | null;
  /** Null when the property is gone (its own removal cascades over its repairs). */
  property: PropertyDoc | null;
  othersLatest?: string | null;
}): Plan<DeleteRepairResult> {
  const { caller, now, repair, property, othersLatest } = args;
  if (!repair) return reject('not-found', M.repairNotFound);
  const refusal = refusalToChange(repair, property, caller.uid, now);
  if (refusal === 'not-owner') return reject('permission-denied', M.notAllowedDelete);
  if (refusal === 'previous-owner') return reject('failed-precondition', M.previousOwnerRecord);
  const writes: WriteOp[] = [{ op: 'delete', path: `${REPAIRS_COLLECTION}/${repair.id}` }];
  if (repair.validationState !== 'none')
    writes.push({ op: 'delete', path: `${VALIDATION_REQUESTS_COLLECTION}/${repair.id}` });
  if (property && !property.deleting) {
    const stats = statsUpdate(
      property,
      statsAfterDelete(
        property.stats,
        { date: repair.date, costCents: repair.costCents },
        othersLatest,
      ),
      now,
    );
    if (stats) writes.push(stats);
  }
  return apply(writes, {
    id: repair.id,
    propertyId: repair.propertyId,
    receiptPath: repair.receipt?.path ?? null,
    photoPaths: [...repair.photos],
  });
}
