/**
 * addRepair — the pure decision (docs/architecture.md §3). Given the validated form, the
 * caller, the property (as read in the transaction) and the receipt's verdict, say
 * what to write: the new repair (completed, not validated, source owner, visible at
 * once to everyone the property is shared with) and the property's statistics.
 */
import {
  REPAIRS_COLLECTION,
  REPAIR_MESSAGES as M,
  isFutureRepairDate,
  latestTodayIsoDate,
  statsAfterAdd,
  type AddRepairInput,
  type Repair,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import type { ReceiptVerdict } from './receipt-check';
import { statsUpdate, type PropertyDoc } from './repair-docs';

export interface AddRepairResult {
  id: string;
  propertyId: string;
}

/** Spec §8: the same answer for a missing, someone else's, disputed or departing property. */
export const propertyNotFound = () =>
  reject('not-found', M.propertyNotFound, { title: M.propertyNotFoundTitle });

export function planAddRepair(args: {
  input: AddRepairInput;
  caller: Caller;
  newId: string;
  now: Date;
  property: PropertyDoc | null;
  /** Null when the form has no receipt. */
  receipt: ReceiptVerdict | null;
}): Plan<AddRepairResult> {
  const { input, caller, newId, now, property, receipt } = args;
  if (
    !property ||
    property.ownerId !== caller.uid ||
    property.verificationStatus === 'disputed' ||
    property.deleting
  )
    return propertyNotFound();
  if (isFutureRepairDate(input.date, 'completed', latestTodayIsoDate(now)))
    return reject('invalid-argument', M.dateInFuture, { field: 'date' });
  if (receipt && !receipt.ok) return receipt.plan;

  const repair: Repair<Date> = {
    propertyId: property.id,
    ownerId: property.ownerId,
    viewerIds: [...property.viewerIds],
    property: {
      address: property.address,
      city: property.city,
      state: property.state,
      zipCode: property.zipCode,
    },
    serviceType: input.storedServiceType,
    date: input.date,
    status: 'completed',
    description: input.description,
    contractorName: input.contractorName,
    costCents: input.costCents,
    receipt: receipt?.receipt ?? null,
    validation: { state: 'none' },
    isContractorValidated: false,
    source: 'owner',
    addedBy: caller.uid,
    createdAt: now,
    updatedAt: now,
  };
  const writes: WriteOp[] = [
    { op: 'create', path: `${REPAIRS_COLLECTION}/${newId}`, data: { ...repair } },
  ];
  const stats = statsUpdate(
    property,
    statsAfterAdd(property.stats, { date: input.date, costCents: input.costCents }),
    now,
  );
  if (stats) writes.push(stats);
  return apply(writes, { id: newId, propertyId: property.id });
}
