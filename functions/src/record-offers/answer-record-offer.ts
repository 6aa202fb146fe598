/**
 * The `answerRecordOffer` callable: the named homeowner accepts a contractor's record
 * into their property's history (a validated repair plus the property's statistics)
 * or declines it, in one transaction (record-offers.plan.ts).
 */
import {
  ANSWER_RECORD_OFFER_FIELDS,
  AnswerRecordOfferSchema,
  RECORD_OFFER_MESSAGES as M,
  factsVersion,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { readProperty } from '../repairs/repair-docs';
import { readServiceRecord } from '../contractors/contractor-docs';
import { recordOfferPath, toRecordOfferDoc } from './record-offer-docs';
import type { AccountPorts } from '../kit/ports';
import { planAnswerRecordOffer } from './record-offers.plan';

export const answerRecordOfferSpec: ContractSpec<
  'answerRecordOffer',
  Pick<AccountPorts, 'store' | 'newId' | 'log'>
> = {
  name: 'answerRecordOffer',
  schema: AnswerRecordOfferSchema,
  fieldOrder: ANSWER_RECORD_OFFER_FIELDS,
  access: ['homeowner'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.homeownersOnly },
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const newRepairId = ports.newId();
    return ports.store.transact(async (tx) => {
      const snap = await tx.get(recordOfferPath(input.offerId));
      const offer = snap ? toRecordOfferDoc(snap) : null;
      // The version of the facts the offer holds now, against the one the screen showed.
      const currentVersion = snap ? await factsVersion(snap.data) : null;
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
          shownVersion: input.version,
          currentVersion,
        }),
      );
    });
  },
};
