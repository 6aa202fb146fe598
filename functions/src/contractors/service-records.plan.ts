/**
 * addServiceRecord / updateServiceRecord / deleteServiceRecord — the pure decisions
 * (docs/architecture.md §3). A contractor manages their own manual records; records
 * imported from QuickBooks are changed in QuickBooks (the next import would undo an
 * edit here). Someone else's record and a missing one get the same answer.
 *
 * While the record's last offer to a homeowner is still pending, the offer carries a
 * copy of its facts: an edit refreshes that copy (the homeowner accepts what the
 * contractor now says), a deletion withdraws the offer.
 */
import {
  SERVICE_RECORD_MESSAGES as M,
  type ServiceRecord,
  type ServiceRecordInput,
  type UpdateServiceRecordInput,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocData, WriteOp } from '../kit/store';
import { recordOfferPath, type RecordOfferDoc } from '../record-offers/record-offer-docs';
import { serviceRecordPath, type ServiceRecordDoc } from './contractor-docs';

export interface ServiceRecordResult {
  id: string;
}

/** A record's fields as the Add / Edit Service Record form gives them. */
function formFields(input: ServiceRecordInput) {
  return {
    date: input.date,
    client: input.client,
    description: input.description,
    amountCents: input.amountCents,
    balanceCents: input.balanceCents,
    status: input.status,
  };
}

export function planAddServiceRecord(args: {
  input: ServiceRecordInput;
  caller: Caller;
  newId: string;
  now: Date;
}): Plan<ServiceRecordResult> {
  const { input, caller, newId, now } = args;
  const record: ServiceRecord<Date> = {
    contractorUid: caller.uid,
    ...formFields(input),
    source: { kind: 'manual' },
    offer: null,
    createdAt: now,
    updatedAt: now,
  };
  return apply([{ op: 'create', path: serviceRecordPath(newId), data: { ...record } }], {
    id: newId,
  });
}

/** The checks update and delete share: the caller's own, manual record (null when fine). */
function checkOwnManual(
  record: ServiceRecordDoc | null,
  caller: Caller,
): Extract<Plan<never>, { kind: 'reject' }> | null {
  if (!record || record.contractorUid !== caller.uid) return reject('not-found', M.recordNotFound);
  if (record.sourceKind !== 'manual') return reject('failed-precondition', M.importedReadOnly);
  return null;
}

/** The record's last offer when it is still waiting for the homeowner (read in the transaction). */
export function pendingOffer(
  record: ServiceRecordDoc | null,
  offer: RecordOfferDoc | null,
): RecordOfferDoc | null {
  if (!record?.offer || record.offer.state !== 'sent' || !offer) return null;
  return offer.id === record.offer.offerId &&
    offer.serviceRecordId === record.id &&
    offer.state === 'pending'
    ? offer
    : null;
}

export function planUpdateServiceRecord(args: {
  input: UpdateServiceRecordInput;
  caller: Caller;
  now: Date;
  record: ServiceRecordDoc | null;
  /** The record's last offer, as read in the transaction (null when none). */
  offer: RecordOfferDoc | null;
}): Plan<ServiceRecordResult> {
  const { input, caller, now, record, offer } = args;
  const denied = checkOwnManual(record, caller);
  if (denied || !record) return denied ?? reject('not-found', M.recordNotFound);
  const data: DocData = { ...formFields(input), updatedAt: now };
  const writes: WriteOp[] = [{ op: 'update', path: serviceRecordPath(record.id), data }];
  const pending = pendingOffer(record, offer);
  if (
    pending &&
    (pending.date !== input.date ||
      pending.description !== input.description ||
      pending.costCents !== input.amountCents)
  )
    writes.push({
      op: 'update',
      path: recordOfferPath(pending.id),
      data: { date: input.date, description: input.description, costCents: input.amountCents },
    });
  return apply(writes, { id: record.id });
}

export function planDeleteServiceRecord(args: {
  caller: Caller;
  record: ServiceRecordDoc | null;
  offer: RecordOfferDoc | null;
}): Plan<ServiceRecordResult> {
  const { caller, record, offer } = args;
  const denied = checkOwnManual(record, caller);
  if (denied || !record) return denied ?? reject('not-found', M.recordNotFound);
  const writes: WriteOp[] = [{ op: 'delete', path: serviceRecordPath(record.id) }];
  const pending = pendingOffer(record, offer);
  if (pending) writes.push({ op: 'delete', path: recordOfferPath(pending.id) });
  return apply(writes, { id: record.id });
}
