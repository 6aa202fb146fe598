/**
 * The one reader of a stored `disputes/{id}` document: the functions' plans and the holder's
 * dashboard notices both start from it. Total on bad data: '' for missing text, null for a
 * missing instant or transfer id, '' for an unknown state.
 */
import { storedInstant, storedPropertyRef, storedText } from '../kit/stored-fields';
import { DISPUTE_STATES, type Dispute, type DisputeState } from './dispute';

export type DisputeDoc = Omit<Dispute<Date | null>, 'state'> & {
  id: string;
  state: DisputeState | '';
};

const isDisputeState = (value: string): value is DisputeState =>
  (DISPUTE_STATES as readonly string[]).includes(value);

export function readDisputeDoc(id: string, data: Record<string, unknown>): DisputeDoc {
  const state = storedText(data['state']);
  return {
    id,
    addressKey: storedText(data['addressKey']),
    property: storedPropertyRef(data['property']),
    holderUid: storedText(data['holderUid']),
    holderPropertyId: storedText(data['holderPropertyId']),
    newcomerUid: storedText(data['newcomerUid']),
    newcomerPropertyId: storedText(data['newcomerPropertyId']),
    state: isDisputeState(state) ? state : '',
    createdAt: storedInstant(data['createdAt']),
    deadline: storedInstant(data['deadline']),
    answeredAt: storedInstant(data['answeredAt']),
    transferId: typeof data['transferId'] === 'string' ? data['transferId'] : null,
  };
}
