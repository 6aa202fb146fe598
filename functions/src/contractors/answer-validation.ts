/** The `answerValidation` callable: the named contractor validates or declines (validation.plan.ts). */
import {
  AnswerValidationSchema,
  SERVICE_RECORD_MESSAGES,
  VALIDATION_MESSAGES as M,
  type AnswerValidationInput,
} from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import { readRepair } from '../repairs/repair-docs';
import { readValidationRequest } from './contractor-docs';
import type { ContractorPorts } from './ports';
import { planAnswerValidation, type AnswerValidationResult } from './validation.plan';

export const answerValidationSpec: CallableSpec<
  AnswerValidationInput,
  AnswerValidationResult,
  Pick<ContractorPorts, 'store' | 'log'>
> = {
  name: 'answerValidation',
  schema: AnswerValidationSchema,
  fieldOrder: ['repairId', 'answer'],
  access: ['contractor'],
  messages: {
    unauthenticated: SERVICE_RECORD_MESSAGES.signedOut,
    permissionDenied: M.contractorsOnly,
  },
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const request = await readValidationRequest(tx, input.repairId);
      // The repair is read only for its named contractor (nobody else learns it exists).
      const repair =
        request && request.contractorUid === caller.uid
          ? await readRepair(tx, input.repairId)
          : null;
      return applyPlan(
        planAnswerValidation({ caller, now, answer: input.answer, request, repair }),
      );
    });
  },
};
