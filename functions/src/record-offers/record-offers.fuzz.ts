/**
 * The record-offer callables' fuzz entries (fuzz-registry.ts spreads them in), in the
 * contractor callables' world: a manual service record and a pending offer to the fuzz
 * user's own property, so near-valid payloads reach every decision.
 */
import { SEND_SERVICE_RECORD_FIELDS } from '@homeledger/domain';
import { fuzzWorld, type FuzzEntry } from '../kit/fuzz';
import { contractorPorts, writes } from '../contractors/contractors.fuzz';
import { MAIN_ST_ADDRESS } from '../kit/test-support';
import { answerRecordOfferSpec } from './answer-record-offer';
import { sendServiceRecordSpec } from './send-service-record';

const entry = fuzzWorld(contractorPorts, writes);

export const recordOfferFuzzEntries: readonly FuzzEntry[] = [
  entry(sendServiceRecordSpec, [...SEND_SERVICE_RECORD_FIELDS], {
    serviceRecordId: 'fuzzRecord',
    homeownerEmail: 'hana@home.example',
    ...MAIN_ST_ADDRESS,
    serviceType: 'Plumbing',
  }),
  entry(answerRecordOfferSpec, ['offerId', 'answer'], { offerId: 'fuzzOffer', answer: 'accept' }),
];
