/**
 * The `addRepair` callable: schema → receipt check against Storage → decision
 * (add-repair.plan.ts) → one transaction (the repair and the property's statistics).
 */
import {
  ADD_REPAIR_FIELDS,
  AddRepairSchema,
  REPAIR_MESSAGES as M,
  type AddRepairInput,
} from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import { planAddRepair, type AddRepairResult } from './add-repair.plan';
import type { RepairPorts } from './ports';
import { checkNewReceipt } from './receipt-check';
import { readProperty, receiptInUse } from './repair-docs';

export const addRepairSpec: CallableSpec<AddRepairInput, AddRepairResult, RepairPorts> = {
  name: 'addRepair',
  schema: AddRepairSchema,
  fieldOrder: ADD_REPAIR_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.contractorsCannotAdd },
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    // Storage is asked outside the transaction (a transaction may run more than once).
    const meta = input.receipt ? await ports.files.stat(input.receipt.path) : null;
    return ports.store.transact(async (tx) => {
      const property = await readProperty(tx, input.propertyId);
      const receipt = input.receipt
        ? checkNewReceipt({
            claimed: input.receipt,
            propertyId: input.propertyId,
            meta,
            inUse: await receiptInUse(tx, input.receipt.path, null),
            now,
          })
        : null;
      return applyPlan(planAddRepair({ input, caller, newId, now, property, receipt }));
    });
  },
};
