/** The `addServiceRecord` callable: schema → decision (service-records.plan.ts) → one transaction. */
import {
  ADD_SERVICE_RECORD_FIELDS,
  AddServiceRecordSchema,
  SERVICE_RECORD_MESSAGES as M,
  type ServiceRecordInput,
} from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import type { ContractorPorts } from './ports';
import { planAddServiceRecord, type ServiceRecordResult } from './service-records.plan';

/** The kit's wording for the contractor callables (spec §8: the accounting flow needs a user). */
export const CONTRACTOR_ACCESS = {
  access: ['contractor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.contractorsOnly },
} as const;

export const addServiceRecordSpec: CallableSpec<
  ServiceRecordInput,
  ServiceRecordResult,
  Pick<ContractorPorts, 'store' | 'newId' | 'log'>
> = {
  name: 'addServiceRecord',
  schema: AddServiceRecordSchema,
  fieldOrder: ADD_SERVICE_RECORD_FIELDS,
  ...CONTRACTOR_ACCESS,
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    return ports.store.transact(async () =>
      applyPlan(planAddServiceRecord({ input, caller, newId, now })),
    );
  },
};
