/**
 * Record offers as the callables read them: the domain's one reader of a stored
 * `recordOffers/{id}` (readRecordOfferDoc), with what the decisions need of it.
 */
import { RECORD_OFFERS_COLLECTION, readRecordOfferDoc } from '@homeledger/domain';
import { readDocAs, type DocSnap, type TxReader } from '../kit/store';

/** What the decisions need of a record offer. */
export interface RecordOfferDoc {
  id: string;
  serviceRecordId: string;
  contractorUid: string;
  contractorName: string;
  homeownerUid: string;
  propertyId: string;
  serviceType: string;
  date: string;
  description: string;
  costCents: number;
  state: string;
}

export function toRecordOfferDoc(snap: DocSnap): RecordOfferDoc {
  const offer = readRecordOfferDoc(snap.id, snap.data);
  return {
    id: offer.id,
    serviceRecordId: offer.serviceRecordId,
    contractorUid: offer.contractorUid,
    contractorName: offer.contractorName,
    homeownerUid: offer.homeownerUid,
    propertyId: offer.propertyId,
    serviceType: offer.serviceType,
    date: offer.date,
    description: offer.description,
    // A cost that is not whole cents becomes a repair without one's worth: nothing.
    costCents: offer.costCents ?? 0,
    state: offer.state,
  };
}

export const recordOfferPath = (id: string) => `${RECORD_OFFERS_COLLECTION}/${id}`;

export const readRecordOffer = (tx: TxReader, id: string): Promise<RecordOfferDoc | null> =>
  readDocAs(tx, recordOfferPath(id), toRecordOfferDoc);
