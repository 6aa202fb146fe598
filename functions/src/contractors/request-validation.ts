/**
 * The `requestValidation` callable: the owner of a repair's property asks a contractor,
 * by account email, to validate the repair (validation.plan.ts). The ownership check
 * comes before the Auth lookup, so nobody but the owner of a repair gets as far as
 * asking about an email.
 */
import {
  PROFILES_COLLECTION,
  REQUEST_VALIDATION_FIELDS,
  RequestValidationSchema,
  VALIDATION_MESSAGES as M,
  type RequestValidationInput,
} from '@homeledger/domain';
import { Rejection, applyPlan, type CallableSpec } from '../kit/callable';
import { readProperty, readRepair } from '../repairs/repair-docs';
import { contractorName } from './contractor-docs';
import type { ContractorPorts } from './ports';
import {
  checkRepairOwner,
  planRequestValidation,
  type RequestValidationResult,
} from './validation.plan';

export const requestValidationSpec: CallableSpec<
  RequestValidationInput,
  RequestValidationResult,
  Pick<ContractorPorts, 'store' | 'accounts' | 'log'>
> = {
  name: 'requestValidation',
  schema: RequestValidationSchema,
  fieldOrder: REQUEST_VALIDATION_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.notOwner },
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    const firstRepair = await readRepair(store, input.repairId);
    const firstProperty = firstRepair ? await readProperty(store, firstRepair.propertyId) : null;
    const denied = checkRepairOwner(firstRepair, firstProperty, caller);
    if (denied) throw new Rejection(denied.code, denied.message, denied.details);

    const account = await ports.accounts.findByEmail(input.contractorEmail);
    const usable = account && account.role === 'contractor' && !account.disabled;
    const name = usable
      ? await contractorName(store, account.uid, { name: account.name, email: account.email })
      : '';
    const ownerProfile = await store.get(`${PROFILES_COLLECTION}/${caller.uid}`);
    const profileName = ownerProfile?.data['name'];
    const ownerName = caller.name ?? (typeof profileName === 'string' ? profileName : '');

    return store.transact(async (tx) => {
      const repair = await readRepair(tx, input.repairId);
      const property = repair ? await readProperty(tx, repair.propertyId) : null;
      return applyPlan(
        planRequestValidation({
          caller,
          now,
          repair,
          property,
          contractorEmail: input.contractorEmail,
          account,
          contractorName: name,
          ownerName,
        }),
      );
    });
  },
};
