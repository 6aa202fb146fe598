/**
 * addRepair — the pure decision (docs/architecture.md §3). Given the validated form, the
 * caller, the property (as read in the transaction) and the receipt's verdict, say
 * what to write: the new repair (completed, not validated, source owner, visible at
 * once to everyone the property is shared with) and the property's statistics.
 */
import {
  REPAIR_MESSAGES as M,
  can,
  isFutureRepairDate,
  latestTodayIsoDate,
  roleOnHome,
  type AddRepairInput,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { PhotosVerdict } from './photo-check';
import type { ReceiptVerdict } from './receipt-check';
import { nameOnHome, newRepairWrites, type PropertyDoc } from './repair-docs';

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
  /** The photos' verdict (photo-check.ts); null or absent when the form has none. */
  photos?: PhotosVerdict | null;
}): Plan<AddRepairResult> {
  const { input, caller, newId, now, property, receipt, photos } = args;
  if (!property || property.verificationStatus === 'disputed' || property.deleting)
    return propertyNotFound();
  // The role on the home now (households): the owner or a co-owner adds; anyone else —
  // a viewer, a delegate, a stranger — is told the home is not found (spec §8).
  if (!can(roleOnHome(property, caller.uid, now), 'edit')) return propertyNotFound();
  if (isFutureRepairDate(input.date, 'completed', latestTodayIsoDate(now)))
    return reject('invalid-argument', M.dateInFuture, { field: 'date' });
  if (receipt && !receipt.ok) return receipt.plan;
  if (photos && !photos.ok) return photos.plan;

  const writes = newRepairWrites({
    property,
    repairId: newId,
    facts: {
      serviceType: input.storedServiceType,
      date: input.date,
      description: input.description,
      contractorName: input.contractorName,
      costCents: input.costCents,
      receipt: receipt?.receipt ?? null,
      photos: photos?.photos ?? [],
    },
    origin: { source: 'owner' },
    addedBy: caller.uid,
    addedByName: nameOnHome(property, caller),
    now,
  });
  return apply(writes, { id: newId, propertyId: property.id });
}
