/** The `deleteServiceRecord` callable: decision (service-records.plan.ts) in one transaction. */
import { DeleteServiceRecordSchema } from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { CONTRACTOR_ACCESS } from './add-service-record';
import { readOwnRecordWithOffer } from './contractor-docs';
import type { AccountPorts } from '../kit/ports';
import { planDeleteServiceRecord } from './service-records.plan';

export const deleteServiceRecordSpec: ContractSpec<
  'deleteServiceRecord',
  Pick<AccountPorts, 'store' | 'log'>
> = {
  name: 'deleteServiceRecord',
  schema: DeleteServiceRecordSchema,
  fieldOrder: ['id'],
  ...CONTRACTOR_ACCESS,
  async run({ input, caller, ports }) {
    return ports.store.transact(async (tx) => {
      const { record, offer } = await readOwnRecordWithOffer(tx, input.id, caller.uid);
      return applyPlan(planDeleteServiceRecord({ caller, record, offer }));
    });
  },
};
