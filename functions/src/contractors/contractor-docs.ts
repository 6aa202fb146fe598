/**
 * Reading service record, validation request and profile documents for the contractor
 * callables (anything malformed reads as empty, never throws). Record offers have their
 * reader in ../record-offers.
 */
import {
  PROFILES_COLLECTION,
  SERVICE_RECORDS_COLLECTION,
  VALIDATION_REQUESTS_COLLECTION,
  contractorDisplayName,
  displayText,
} from '@homeledger/domain';
import { textField } from '../kit/doc-fields';
import { readDocAs, type DocSnap, type TxReader } from '../kit/store';
import { readRecordOffer, type RecordOfferDoc } from '../record-offers/record-offer-docs';

const cents = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value >= 0 ? value : null;

/** The `offer` map kept on a service record (the last time it was sent). */
export interface RecordOfferRef {
  state: string;
  offerId: string;
  data: Record<string, unknown>;
}

/** What the decisions need of a service record. */
export interface ServiceRecordDoc {
  id: string;
  contractorUid: string;
  date: string;
  client: string;
  description: string;
  amountCents: number;
  balanceCents: number;
  status: string;
  sourceKind: string;
  offer: RecordOfferRef | null;
}

export function toServiceRecordDoc(snap: DocSnap): ServiceRecordDoc {
  const d = snap.data;
  const source = d['source'];
  const offer = d['offer'];
  const offerData =
    typeof offer === 'object' && offer !== null ? (offer as Record<string, unknown>) : null;
  return {
    id: snap.id,
    contractorUid: textField(d['contractorUid']),
    date: textField(d['date']),
    client: textField(d['client']),
    description: textField(d['description']),
    amountCents: cents(d['amountCents']) ?? 0,
    balanceCents: cents(d['balanceCents']) ?? 0,
    status: textField(d['status']),
    sourceKind:
      typeof source === 'object' && source !== null
        ? textField((source as Record<string, unknown>)['kind']) || 'manual'
        : 'manual',
    offer:
      offerData && textField(offerData['offerId']) !== ''
        ? {
            state: textField(offerData['state']),
            offerId: textField(offerData['offerId']),
            data: offerData,
          }
        : null,
  };
}

/** What the decisions need of a validation request. */
export interface ValidationRequestDoc {
  id: string;
  repairId: string;
  ownerId: string;
  contractorUid: string;
  contractorName: string;
  state: string;
}

export function toValidationRequestDoc(snap: DocSnap): ValidationRequestDoc {
  const d = snap.data;
  return {
    id: snap.id,
    repairId: textField(d['repairId']) || snap.id,
    ownerId: textField(d['ownerId']),
    contractorUid: textField(d['contractorUid']),
    contractorName: textField(d['contractorName']),
    state: textField(d['state']),
  };
}

export const serviceRecordPath = (id: string) => `${SERVICE_RECORDS_COLLECTION}/${id}`;
export const validationRequestPath = (repairId: string) =>
  `${VALIDATION_REQUESTS_COLLECTION}/${repairId}`;

export const readServiceRecord = (tx: TxReader, id: string) =>
  readDocAs(tx, serviceRecordPath(id), toServiceRecordDoc);

export const readValidationRequest = (tx: TxReader, repairId: string) =>
  readDocAs(tx, validationRequestPath(repairId), toValidationRequestDoc);

/**
 * A service record the caller edits or deletes, and the offer it has out to a homeowner
 * (read only when the record is the caller's and the offer is still sent).
 */
export async function readOwnRecordWithOffer(
  tx: TxReader,
  id: string,
  callerUid: string,
): Promise<{ record: ServiceRecordDoc | null; offer: RecordOfferDoc | null }> {
  const record = await readServiceRecord(tx, id);
  const mine = record !== null && record.contractorUid === callerUid;
  const offer =
    mine && record.offer?.state === 'sent' ? await readRecordOffer(tx, record.offer.offerId) : null;
  return { record, offer };
}

/**
 * The name a contractor goes by on requests, offers and repairs: their profile's
 * business name, else their name (profile, then Auth), else their email.
 */
export async function contractorName(
  reader: TxReader,
  uid: string,
  fallbacks: { name: string | null; email: string | null },
): Promise<string> {
  const profile = await reader.get(`${PROFILES_COLLECTION}/${uid}`);
  return (
    contractorDisplayName(profile?.data ?? {}) ||
    displayText(fallbacks.name) ||
    displayText(fallbacks.email) ||
    'Contractor'
  );
}
