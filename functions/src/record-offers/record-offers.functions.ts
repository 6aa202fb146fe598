/** Production wiring of the record-offer callables: a contractor sends, the homeowner answers. */
import { onCallable } from '../kit/callable';
import { adminAccountPorts } from '../kit/admin-ports';
import { answerRecordOfferSpec } from './answer-record-offer';
import { sendServiceRecordSpec } from './send-service-record';

const ports = adminAccountPorts;

export const sendServiceRecord = onCallable(sendServiceRecordSpec, ports);
export const answerRecordOffer = onCallable(answerRecordOfferSpec, ports);
