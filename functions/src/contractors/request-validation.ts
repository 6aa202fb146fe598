/**
 * The `requestValidation` callable: the owner of a repair's property (or a co-owner) asks
 * a contractor, by account email, to validate the repair (validation.plan.ts). The role
 * check comes before the Auth lookup, so nobody who may not edit the home gets as far as
 * asking about an email.
 */
import {
  PROFILES_COLLECTION,
  REQUEST_VALIDATION_FIELDS,
  RequestValidationSchema,
  displayText,
  VALIDATION_MESSAGES as M,
} from '@homeledger/domain';
import { Rejection, applyPlan, type ContractSpec } from '../kit/callable';
import { consumeQuota } from '../kit/quota';
import { readProperty, readRepair } from '../repairs/repair-docs';
import { contractorName } from './contractor-docs';
import { type AccountPorts, isTrustedAccount } from '../kit/ports';
import { checkRepairOwner, planRequestValidation } from './validation.plan';

export const requestValidationSpec: ContractSpec<
  'requestValidation',
  Pick<AccountPorts, 'store' | 'accounts' | 'log'>
> = {
  name: 'requestValidation',
  schema: RequestValidationSchema,
  fieldOrder: REQUEST_VALIDATION_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.notOwner },
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    const { store } = ports;
    const firstRepair = await readRepair(store, input.repairId);
    const firstProperty = firstRepair ? await readProperty(store, firstRepair.propertyId) : null;
    const denied = checkRepairOwner(firstRepair, firstProperty, caller, now);
    if (denied) throw new Rejection(denied.code, denied.message, denied.details);

    // Every lookup answers "is there a contractor with this email": counted, whatever it finds.
    await consumeQuota(store, caller.uid, 'lookups', now);
    const account = await ports.accounts.findByEmail(input.contractorEmail);
    const usable = isTrustedAccount(account, 'contractor');
    const name = usable
      ? await contractorName(store, account.uid, { name: account.name, email: account.email })
      : '';
    // The contractor sees the owner's profile name (never the token's, which the client sets).
    const ownerProfile = await store.get(`${PROFILES_COLLECTION}/${caller.uid}`);
    const ownerName = displayText(ownerProfile?.data['name']);

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
