/**
 * The `cancelValidationRequest` callable: the owner or a co-owner withdraws a pending
 * request (validation.plan.ts).
 */
import { CancelValidationSchema, VALIDATION_MESSAGES as M } from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { readProperty, readRepair } from '../repairs/repair-docs';
import { readValidationRequest } from './contractor-docs';
import type { AccountPorts } from '../kit/ports';
import { planCancelValidation } from './validation.plan';

export const cancelValidationRequestSpec: ContractSpec<
  'cancelValidationRequest',
  Pick<AccountPorts, 'store' | 'log'>
> = {
  name: 'cancelValidationRequest',
  schema: CancelValidationSchema,
  fieldOrder: ['repairId'],
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.notOwner },
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const repair = await readRepair(tx, input.repairId);
      const property = repair ? await readProperty(tx, repair.propertyId) : null;
      const request = repair ? await readValidationRequest(tx, repair.id) : null;
      return applyPlan(planCancelValidation({ caller, now, repair, property, request }));
    });
  },
};
