/**
 * The `answerValidation` callable: the named contractor validates or declines the facts
 * their screen showed (validation.plan.ts).
 */
import {
  ANSWER_VALIDATION_FIELDS,
  PROFILES_COLLECTION,
  businessVerificationOf,
  AnswerValidationSchema,
  SERVICE_RECORD_MESSAGES,
  VALIDATION_MESSAGES as M,
  factsVersion,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { readRepair } from '../repairs/repair-docs';
import { toValidationRequestDoc, validationRequestPath } from './contractor-docs';
import type { AccountPorts } from '../kit/ports';
import { planAnswerValidation } from './validation.plan';

export const answerValidationSpec: ContractSpec<
  'answerValidation',
  Pick<AccountPorts, 'store' | 'log'>
> = {
  name: 'answerValidation',
  schema: AnswerValidationSchema,
  fieldOrder: ANSWER_VALIDATION_FIELDS,
  access: ['contractor'],
  messages: {
    unauthenticated: SERVICE_RECORD_MESSAGES.signedOut,
    permissionDenied: M.contractorsOnly,
  },
  // A Validated mark is only worth the contractor's proven identity.
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const snap = await tx.get(validationRequestPath(input.repairId));
      const request = snap ? toValidationRequestDoc(snap) : null;
      // The version of the facts the request holds now, against the one the screen showed.
      const currentVersion = snap ? await factsVersion(snap.data) : null;
      // The repair is read only for its named contractor (nobody else learns it exists).
      const repair =
        request && request.contractorUid === caller.uid
          ? await readRepair(tx, input.repairId)
          : null;
      // What the mark may claim: the business as verified at this moment (#33).
      const profile = repair ? await tx.get(`${PROFILES_COLLECTION}/${caller.uid}`) : null;
      return applyPlan(
        planAnswerValidation({
          caller,
          now,
          answer: input.answer,
          request,
          repair,
          shownVersion: input.version,
          currentVersion,
          businessVerified: businessVerificationOf(profile?.data) === 'verified',
        }),
      );
    });
  },
};
