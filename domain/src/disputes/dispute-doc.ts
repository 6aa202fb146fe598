/**
 * The one reader of a stored `disputes/{id}` document: the functions' plans and the holder's
 * dashboard notices both start from it. Total on bad data: '' for missing text, null for a
 * missing instant or transfer id, '' for an unknown state.
 */
import { storedDate, storedPropertyRef, str } from '../kit/fields';
import { DISPUTE_STATES, type Dispute, type DisputeState } from './dispute';

export type DisputeDoc = Omit<Dispute<Date | null>, 'state'> & {
  id: string;
  state: DisputeState | '';
};

const isDisputeState = (value: string): value is DisputeState =>
  (DISPUTE_STATES as readonly string[]).includes(value);

export function readDisputeDoc(id: string, data: Record<string, unknown>): DisputeDoc {
  const state = str(data['state']);
  return {
    id,
    addressKey: str(data['addressKey']),
    property: storedPropertyRef(data['property']),
    holderUid: str(data['holderUid']),
    holderPropertyId: str(data['holderPropertyId']),
    newcomerUid: str(data['newcomerUid']),
    newcomerPropertyId: str(data['newcomerPropertyId']),
    state: isDisputeState(state) ? state : '',
    createdAt: storedDate(data['createdAt']),
    deadline: storedDate(data['deadline']),
    answeredAt: storedDate(data['answeredAt']),
    transferId: typeof data['transferId'] === 'string' ? data['transferId'] : null,
  };
}
