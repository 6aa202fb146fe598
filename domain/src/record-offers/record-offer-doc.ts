/**
 * The one reader of a stored `recordOffers/{id}` document: the functions' plans and the
 * homeowner's dashboard both start from it. Total on bad data: '' for missing text
 * ('Other' for a service type), null for a cost that is not whole cents or a missing
 * instant, '' for an unknown state.
 */
import { storedCents, storedDate, storedPropertyRef, str } from '../kit/fields';
import { RECORD_OFFER_STATES, type RecordOffer, type RecordOfferState } from './record-offer';

export type RecordOfferDoc = Omit<
  RecordOffer<Date | null>,
  'state' | 'costCents' | 'answeredAt' | 'repairId'
> & {
  id: string;
  state: RecordOfferState | '';
  costCents: number | null;
  answeredAt: Date | null;
  repairId: string | null;
};

const isOfferState = (value: string): value is RecordOfferState =>
  (RECORD_OFFER_STATES as readonly string[]).includes(value);

export function readRecordOfferDoc(id: string, data: Record<string, unknown>): RecordOfferDoc {
  const state = str(data['state']);
  return {
    id,
    serviceRecordId: str(data['serviceRecordId']),
    contractorUid: str(data['contractorUid']),
    contractorName: str(data['contractorName']),
    homeownerUid: str(data['homeownerUid']),
    homeownerEmail: str(data['homeownerEmail']),
    propertyId: str(data['propertyId']),
    property: storedPropertyRef(data['property']),
    serviceType: str(data['serviceType']) || 'Other',
    date: str(data['date']),
    description: str(data['description']),
    costCents: storedCents(data['costCents']),
    state: isOfferState(state) ? state : '',
    sentAt: storedDate(data['sentAt']),
    answeredAt: storedDate(data['answeredAt']),
    repairId: typeof data['repairId'] === 'string' ? data['repairId'] : null,
  };
}
