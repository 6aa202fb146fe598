/** Production wiring of the record-offer callables: a contractor sends, the homeowner answers. */
import * as logger from 'firebase-functions/logger';
import { adminAuth } from '../admin';
import { onCallable } from '../kit/callable';
import { adminStore } from '../kit/admin-ports';
import { type AccountPorts, authAccounts, autoId } from '../kit/ports';
import { answerRecordOfferSpec } from './answer-record-offer';
import { sendServiceRecordSpec } from './send-service-record';

const ports = async (): Promise<AccountPorts> => ({
  store: await adminStore(),
  accounts: authAccounts(await adminAuth()),
  newId: autoId,
  log: logger,
});

export const sendServiceRecord = onCallable(sendServiceRecordSpec, ports);
export const answerRecordOffer = onCallable(answerRecordOfferSpec, ports);
