/**
 * The one reader of a stored `recordOffers/{id}` document: the functions' plans and the
 * homeowner's dashboard both start from it. Total on bad data: '' for missing text
 * ('Other' for a service type), null for a cost that is not whole cents or a missing
 * instant, '' for an unknown state.
 */
import { storedCents, storedInstant, storedPropertyRef, storedText } from '../kit/stored-fields';
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
  const state = storedText(data['state']);
  return {
    id,
    serviceRecordId: storedText(data['serviceRecordId']),
    contractorUid: storedText(data['contractorUid']),
    contractorName: storedText(data['contractorName']),
    homeownerUid: storedText(data['homeownerUid']),
    homeownerEmail: storedText(data['homeownerEmail']),
    propertyId: storedText(data['propertyId']),
    property: storedPropertyRef(data['property']),
    serviceType: storedText(data['serviceType']) || 'Other',
    date: storedText(data['date']),
    description: storedText(data['description']),
    costCents: storedCents(data['costCents']),
    state: isOfferState(state) ? state : '',
    sentAt: storedInstant(data['sentAt']),
    answeredAt: storedInstant(data['answeredAt']),
    repairId: typeof data['repairId'] === 'string' ? data['repairId'] : null,
  };
}
