/**
 * The `addServiceRecord` callable: schema → decision (service-records.plan.ts) → one
 * transaction, with the request key that makes a retried submit harmless.
 */
import {
  ADD_SERVICE_RECORD_FIELDS,
  AddServiceRecordSchema,
  SERVICE_RECORD_MESSAGES as M,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { earlierResult, rememberRequest, requestKeyPath } from '../kit/request-keys';
import type { AccountPorts } from '../kit/ports';
import { planAddServiceRecord, type ServiceRecordResult } from './service-records.plan';

/** The kit's wording for the contractor callables (spec §8: the accounting flow needs a user). */
export const CONTRACTOR_ACCESS = {
  access: ['contractor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.contractorsOnly },
} as const;

export const addServiceRecordSpec: ContractSpec<
  'addServiceRecord',
  Pick<AccountPorts, 'store' | 'newId' | 'log'>
> = {
  name: 'addServiceRecord',
  schema: AddServiceRecordSchema,
  fieldOrder: ADD_SERVICE_RECORD_FIELDS,
  ...CONTRACTOR_ACCESS,
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    const path = requestKeyPath('addServiceRecord', caller.uid, input.requestId);
    return ports.store.transact(async (tx) => {
      // A retried submit gets the record its first attempt created (kit/request-keys.ts).
      const earlier = await earlierResult<ServiceRecordResult>(tx, path, caller.uid);
      if (earlier) return { writes: [], result: earlier };
      return applyPlan(
        rememberRequest(planAddServiceRecord({ input, caller, newId, now }), {
          path,
          callable: 'addServiceRecord',
          uid: caller.uid,
          now,
        }),
      );
    });
  },
};
