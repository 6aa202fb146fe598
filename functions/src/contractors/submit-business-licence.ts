/**
 * The `submitBusinessLicence` callable: a contractor puts their licence in the manual
 * review queue (business-verification.plan.ts). Only this callable and the review script
 * write `businessVerification`.
 */
import {
  BUSINESS_VERIFICATION_MESSAGES as M,
  PROFILES_COLLECTION,
  SUBMIT_BUSINESS_LICENCE_FIELDS,
  SubmitBusinessLicenceSchema,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import type { AccountPorts } from '../kit/ports';
import { planSubmitBusinessLicence } from './business-verification.plan';

export const submitBusinessLicenceSpec: ContractSpec<
  'submitBusinessLicence',
  Pick<AccountPorts, 'store' | 'log'>
> = {
  name: 'submitBusinessLicence',
  schema: SubmitBusinessLicenceSchema,
  fieldOrder: SUBMIT_BUSINESS_LICENCE_FIELDS,
  access: ['contractor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.contractorsOnly },
  // The reviewer writes to this address; an unproven one would waste their check.
  verifiedEmail: true,
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const profile = await tx.get(`${PROFILES_COLLECTION}/${caller.uid}`);
      return applyPlan(planSubmitBusinessLicence({ caller, now, input, profile }));
    });
  },
};
