/**
 * sendServiceRecord / answerRecordOffer — the pure decisions (docs/architecture.md §3). A contractor sends one of their service records to a homeowner's
 * property (found by the homeowner's account email and the address's key); the
 * homeowner accepts it into that property's history as an already validated repair
 * (source `contractor`, with the property's statistics in the same transaction) or
 * declines it. A record waits for one answer at a time.
 *
 * "No such account", "not a homeowner" and "no property of theirs at that address"
 * are one answer, so a contractor cannot probe emails or addresses.
 */
import {
  RECORD_OFFER_MESSAGES as M,
  latestTodayIsoDate,
  normalizeEmail,
  type RecordOffer,
  type RecordOfferAnswer,
  type SendServiceRecordInput,
  type ServiceRecordOffer,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import { newRepairWrites, type PropertyDoc } from '../repairs/repair-docs';
import { type AccountRecord, isTrustedAccount } from '../kit/ports';
import { serviceRecordPath, type ServiceRecordDoc } from '../contractors/contractor-docs';
import { recordOfferPath, type RecordOfferDoc } from './record-offer-docs';

const noMatch = () => reject('not-found', M.propertyNotFound);

/** A service date later than today anywhere on Earth cannot become a completed repair yet. */
const inFuture = (date: string, now: Date) => date > latestTodayIsoDate(now);

export function planSendServiceRecord(args: {
  input: SendServiceRecordInput;
  caller: Caller;
  newId: string;
  now: Date;
  record: ServiceRecordDoc | null;
  /** The Auth account of the homeowner's email (null: none). */
  account: AccountRecord | null;
  /** That homeowner's property at the given address (null: none). */
  property: PropertyDoc | null;
  contractorName: string;
}): Plan<{ offerId: string }> {
  const { input, caller, newId, now, record, account, property, contractorName } = args;
  if (!record || record.contractorUid !== caller.uid) return reject('not-found', M.recordNotFound);
  if (record.offer?.state === 'sent') return reject('already-exists', M.alreadyPending);
  if (caller.email && normalizeEmail(caller.email) === input.homeownerEmail)
    return reject('invalid-argument', M.sendToSelf, { field: 'homeownerEmail' });
  if (!isTrustedAccount(account, 'homeowner')) return noMatch();
  if (!property || property.ownerId !== account.uid || property.deleting) return noMatch();
  if (inFuture(record.date, now)) return reject('failed-precondition', M.futureDate);

  const offer: RecordOffer<Date> = {
    serviceRecordId: record.id,
    contractorUid: caller.uid,
    contractorName,
    homeownerUid: account.uid,
    homeownerEmail: account.email,
    propertyId: property.id,
    property: {
      address: property.address,
      city: property.city,
      state: property.state,
      zipCode: property.zipCode,
    },
    serviceType: input.serviceType,
    date: record.date,
    description: record.description,
    costCents: record.amountCents,
    state: 'pending',
    sentAt: now,
    answeredAt: null,
    repairId: null,
  };
  const sent: ServiceRecordOffer<Date> = {
    state: 'sent',
    homeownerEmail: account.email,
    address: input.address,
    at: now,
    offerId: newId,
  };
  return apply(
    [
      { op: 'create', path: recordOfferPath(newId), data: { ...offer } },
      { op: 'update', path: serviceRecordPath(record.id), data: { offer: { ...sent } } },
    ],
    { offerId: newId },
  );
}

export interface AnswerRecordOfferResult {
  state: 'accepted' | 'declined';
  repairId?: string;
}

export function planAnswerRecordOffer(args: {
  caller: Caller;
  now: Date;
  answer: RecordOfferAnswer;
  newRepairId: string;
  offer: RecordOfferDoc | null;
  property: PropertyDoc | null;
  /** The offer's service record (null when the contractor deleted it meanwhile). */
  record: ServiceRecordDoc | null;
  /**
   * `factsVersion` of the offer as the homeowner's screen showed it; absent only when
   * no screen is involved (deleteProperty declines the offers on the owner's behalf).
   */
  shownVersion?: string;
  /** `factsVersion` of the offer as stored now (null: no offer). */
  currentVersion?: string | null;
}): Plan<AnswerRecordOfferResult> {
  const { caller, now, answer, newRepairId, offer, property, record } = args;
  // Someone else's offer reads as none at all.
  if (!offer || offer.homeownerUid !== caller.uid) return reject('not-found', M.offerNotFound);
  if (offer.state !== 'pending') return reject('failed-precondition', M.alreadyAnswered);
  // The contractor edited the record (and with it the offer) after the screen showed it.
  if (args.shownVersion !== undefined && args.currentVersion !== args.shownVersion)
    return reject('failed-precondition', M.changedWhileLooking, { reason: 'changed' });

  const state = answer === 'accept' ? 'accepted' : 'declined';
  const writes: WriteOp[] = [];
  let repairId: string | undefined;
  if (state === 'accepted') {
    if (!property || property.ownerId !== caller.uid || property.deleting)
      return reject('failed-precondition', M.propertyGone);
    if (property.verificationStatus === 'disputed')
      return reject('failed-precondition', M.propertyDisputed);
    if (inFuture(offer.date, now)) return reject('failed-precondition', M.futureDate);
    repairId = newRepairId;
    writes.push(
      ...newRepairWrites({
        property,
        repairId,
        facts: {
          serviceType: offer.serviceType,
          date: offer.date,
          description: offer.description === '' ? null : offer.description,
          contractorName: offer.contractorName,
          costCents: offer.costCents,
          receipt: null,
        },
        origin: {
          source: 'contractor',
          contractorUid: offer.contractorUid,
          contractorName: offer.contractorName,
        },
        addedBy: caller.uid,
        now,
      }),
    );
  }
  writes.push({
    op: 'update',
    path: recordOfferPath(offer.id),
    data: { state, answeredAt: now, ...(repairId ? { repairId } : {}) },
  });
  // The record remembers the answer when this is still its latest offer.
  if (record && record.offer?.offerId === offer.id)
    writes.push({
      op: 'update',
      path: serviceRecordPath(record.id),
      data: { offer: { ...record.offer.data, state } },
    });
  return apply(writes, repairId ? { state, repairId } : { state });
}
