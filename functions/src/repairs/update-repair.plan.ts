/**
 * updateRepair — the pure decision (docs/architecture.md §3). Only the property's current
 * owner edits it, and never an entry kept from a previous owner (repairChangeRefusal in
 * domain). The property's statistics follow in the same transaction, incrementally
 * (repairCount is unchanged, the total moves by the cost's difference, the last date
 * needs the other repairs' newest date only when this repair held it and moved
 * earlier). Changing any fact shown beside a Validated mark — service type, date,
 * cost, contractor name, status, description or receipt — clears the validation: the
 * contractor vouched for the old facts, not the new ones (its validationRequests
 * document goes too). While a validation request is pending, the request's copy of the
 * facts follows every edit in the same transaction, and the contractor's answer names
 * the version of the facts it saw (answerValidation), so nobody validates stale facts.
 */
import {
  REPAIRS_COLLECTION,
  REPAIR_MESSAGES as M,
  VALIDATION_REQUESTS_COLLECTION,
  isFutureRepairDate,
  latestTodayIsoDate,
  statsAfterUpdate,
  type RepairReceipt,
  type UpdateRepairInput,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocData, WriteOp } from '../kit/store';
import type { PhotosVerdict } from './photo-check';
import type { ReceiptVerdict } from './receipt-check';
import {
  nameOnHome,
  refusalToChange,
  statsUpdate,
  type PropertyDoc,
  type RepairDoc,
} from './repair-docs';

export interface UpdateRepairResult {
  id: string;
  propertyId: string;
  /** A receipt file no repair points to any more, to delete once the transaction committed. */
  staleReceiptPath: string | null;
  /** Photo files the edit let go of, to delete once the transaction committed. */
  stalePhotoPaths: string[];
}

/** The photos the repair should end with: the current ones, or the list the form sent. */
export type PhotosChange = { kind: 'keep' } | { kind: 'set'; verdict: PhotosVerdict };

/** Whether the payload changes the photos (missing or the same list in the same order: keep). */
export function photosChangeKind(
  input: { photos?: readonly string[] | undefined },
  current: readonly string[],
): 'keep' | 'set' {
  if (input.photos === undefined) return 'keep';
  return input.photos.length === current.length && input.photos.every((p, i) => p === current[i])
    ? 'keep'
    : 'set';
}

/** The receipt the repair should end with: the current one, none, or a new upload. */
export type ReceiptChange =
  { kind: 'keep' } | { kind: 'remove' } | { kind: 'replace'; verdict: ReceiptVerdict };

/** How the shell turns the payload's receipt into a ReceiptChange (same path = keep). */
export function receiptChangeKind(
  input: Pick<UpdateRepairInput, 'receipt'>,
  current: RepairReceipt | null,
): 'keep' | 'remove' | 'replace' {
  if (input.receipt === undefined) return 'keep';
  if (input.receipt === null) return current ? 'remove' : 'keep';
  return current && current.path === input.receipt.path ? 'keep' : 'replace';
}

export function planUpdateRepair(args: {
  input: UpdateRepairInput;
  caller: Caller;
  now: Date;
  repair: RepairDoc | null;
  property: PropertyDoc | null;
  receipt: ReceiptChange;
  /** The newest date of the property's other repairs, when the decision needs it (see statsAfterUpdate). */
  othersLatest?: string | null;
  /** The state of the repair's validationRequests document, when one exists (read while requested). */
  validationRequestState?: string | null;
  /** Absent: the photos stay as they are. */
  photos?: PhotosChange;
}): Plan<UpdateRepairResult> {
  const { input, caller, now, repair, property, receipt, othersLatest } = args;
  const photos = args.photos ?? { kind: 'keep' };
  if (!repair || !property || property.deleting) return reject('not-found', M.repairNotFound);
  const refusal = refusalToChange(repair, property, caller.uid, now);
  if (refusal === 'not-owner') return reject('permission-denied', M.notAllowed);
  if (refusal === 'previous-owner') return reject('failed-precondition', M.previousOwnerRecord);
  if (isFutureRepairDate(input.date, input.status, latestTodayIsoDate(now)))
    return reject('invalid-argument', M.dateInFuture, { field: 'date' });
  if (receipt.kind === 'replace' && !receipt.verdict.ok) return receipt.verdict.plan;
  if (photos.kind === 'set' && !photos.verdict.ok) return photos.verdict.plan;

  const data: DocData = {
    serviceType: input.storedServiceType,
    date: input.date,
    status: input.status,
    description: input.description,
    contractorName: input.contractorName,
    costCents: input.costCents,
    updatedAt: now,
    // "Edited by {name} on {date}" (households): who changed it, whatever their role.
    editedBy: { uid: caller.uid, name: nameOnHome(property, caller), at: now },
  };
  let staleReceiptPath: string | null = null;
  if (receipt.kind === 'remove') {
    data['receipt'] = null;
    staleReceiptPath = repair.receipt?.path ?? null;
  } else if (receipt.kind === 'replace' && receipt.verdict.ok) {
    data['receipt'] = { ...receipt.verdict.receipt };
    staleReceiptPath = repair.receipt?.path ?? null;
  }
  let stalePhotoPaths: string[] = [];
  if (photos.kind === 'set' && photos.verdict.ok) {
    const next = photos.verdict.photos;
    data['photos'] = [...next];
    stalePhotoPaths = repair.photos.filter((path) => !next.includes(path));
  }

  // What a request carries (and its contractor saw) …
  const snapshotChanged =
    input.date !== repair.date ||
    input.costCents !== repair.costCents ||
    input.description !== repair.description ||
    input.storedServiceType !== repair.data['serviceType'];
  // … and everything else shown beside the mark.
  const shownChanged =
    snapshotChanged ||
    input.status !== repair.status ||
    input.contractorName !== (repair.data['contractorName'] ?? null) ||
    receipt.kind !== 'keep' ||
    photos.kind !== 'keep';
  const requestPath = `${VALIDATION_REQUESTS_COLLECTION}/${repair.id}`;
  const writes: WriteOp[] = [{ op: 'update', path: `${REPAIRS_COLLECTION}/${repair.id}`, data }];
  if (shownChanged && repair.validationState === 'validated') {
    data['validation'] = { state: 'none' };
    data['isContractorValidated'] = false;
    writes.push({ op: 'delete', path: requestPath });
  }
  if (
    snapshotChanged &&
    repair.validationState === 'requested' &&
    args.validationRequestState === 'pending'
  )
    writes.push({
      op: 'update',
      path: requestPath,
      data: {
        serviceType: input.storedServiceType,
        date: input.date,
        description: input.description,
        costCents: input.costCents,
      },
    });
  const before = { date: repair.date, costCents: repair.costCents };
  const after = { date: input.date, costCents: input.costCents };
  if (before.date !== after.date || before.costCents !== after.costCents) {
    const stats = statsUpdate(
      property,
      statsAfterUpdate(property.stats, before, after, othersLatest),
      now,
    );
    if (stats) writes.push(stats);
  }
  return apply(writes, {
    id: repair.id,
    propertyId: property.id,
    staleReceiptPath,
    stalePhotoPaths,
  });
}
