/** The `deleteServiceRecord` callable: decision (service-records.plan.ts) in one transaction. */
import { DeleteServiceRecordSchema, type DeleteServiceRecordInput } from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import { CONTRACTOR_ACCESS } from './add-service-record';
import { readRecordOffer, readServiceRecord } from './contractor-docs';
import type { AccountPorts } from '../kit/ports';
import { planDeleteServiceRecord, type ServiceRecordResult } from './service-records.plan';

export const deleteServiceRecordSpec: CallableSpec<
  DeleteServiceRecordInput,
  ServiceRecordResult,
  Pick<AccountPorts, 'store' | 'log'>
> = {
  name: 'deleteServiceRecord',
  schema: DeleteServiceRecordSchema,
  fieldOrder: ['id'],
  ...CONTRACTOR_ACCESS,
  async run({ input, caller, ports }) {
    return ports.store.transact(async (tx) => {
      const record = await readServiceRecord(tx, input.id);
      const mine = record !== null && record.contractorUid === caller.uid;
      const offer =
        mine && record.offer?.state === 'sent'
          ? await readRecordOffer(tx, record.offer.offerId)
          : null;
      return applyPlan(planDeleteServiceRecord({ caller, record, offer }));
    });
  },
};
