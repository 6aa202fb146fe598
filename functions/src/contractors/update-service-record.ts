/** The `updateServiceRecord` callable: schema → decision (service-records.plan.ts) → one transaction. */
import { UPDATE_SERVICE_RECORD_FIELDS, UpdateServiceRecordSchema } from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { CONTRACTOR_ACCESS } from './add-service-record';
import { readOwnRecordWithOffer } from './contractor-docs';
import type { AccountPorts } from '../kit/ports';
import { planUpdateServiceRecord } from './service-records.plan';

export const updateServiceRecordSpec: ContractSpec<
  'updateServiceRecord',
  Pick<AccountPorts, 'store' | 'log'>
> = {
  name: 'updateServiceRecord',
  schema: UpdateServiceRecordSchema,
  fieldOrder: UPDATE_SERVICE_RECORD_FIELDS,
  ...CONTRACTOR_ACCESS,
  async run({ input, caller, ports, now }) {
    return ports.store.transact(async (tx) => {
      const { record, offer } = await readOwnRecordWithOffer(tx, input.id, caller.uid);
      return applyPlan(planUpdateServiceRecord({ input, caller, now, record, offer }));
    });
  },
};
