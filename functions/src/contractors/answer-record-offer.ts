/**
 * The `answerRecordOffer` callable: the named homeowner accepts a contractor's record
 * into their property's history (a validated repair plus the property's statistics)
 * or declines it, in one transaction (record-offers.plan.ts).
 */
import {
  AnswerRecordOfferSchema,
  RECORD_OFFER_MESSAGES as M,
  type AnswerRecordOfferInput,
} from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import { readProperty } from '../repairs/repair-docs';
import { readRecordOffer, readServiceRecord } from './contractor-docs';
import type { ContractorPorts } from './ports';
import { planAnswerRecordOffer, type AnswerRecordOfferResult } from './record-offers.plan';

export const answerRecordOfferSpec: CallableSpec<
  AnswerRecordOfferInput,
  AnswerRecordOfferResult,
  Pick<ContractorPorts, 'store' | 'newId' | 'log'>
> = {
  name: 'answerRecordOffer',
  schema: AnswerRecordOfferSchema,
  fieldOrder: ['offerId', 'answer'],
  access: ['homeowner'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.homeownersOnly },
  async run({ input, caller, ports, now }) {
    const newRepairId = ports.newId();
    return ports.store.transact(async (tx) => {
      const offer = await readRecordOffer(tx, input.offerId);
      const mine = offer !== null && offer.homeownerUid === caller.uid;
      const property = mine ? await readProperty(tx, offer.propertyId) : null;
      const record =
        mine && offer.serviceRecordId !== ''
          ? await readServiceRecord(tx, offer.serviceRecordId)
          : null;
      return applyPlan(
        planAnswerRecordOffer({
          caller,
          now,
          answer: input.answer,
          newRepairId,
          offer,
          property,
          record,
        }),
      );
    });
  },
};
