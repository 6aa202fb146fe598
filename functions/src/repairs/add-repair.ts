/**
 * The `addRepair` callable: schema → receipt and photo checks against Storage → decision
 * (add-repair.plan.ts) → one transaction (the repair, the property's statistics, the
 * repairs-per-day and uploads quotas and the request key that makes a retry harmless).
 */
import { ADD_REPAIR_FIELDS, AddRepairSchema, REPAIR_MESSAGES as M } from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { checkQuota, withQuota } from '../kit/quota';
import { earlierResult, rememberRequest, requestKeyPath } from '../kit/request-keys';
import { planAddRepair, type AddRepairResult } from './add-repair.plan';
import type { FilePorts } from '../kit/ports';
import { checkNewReceipt } from './receipt-check';
import { checkPhotos, photosInUse, statPhotos } from './photo-check';
import { readProperty, receiptInUse } from './repair-docs';

export const addRepairSpec: ContractSpec<'addRepair', FilePorts> = {
  name: 'addRepair',
  schema: AddRepairSchema,
  fieldOrder: ADD_REPAIR_FIELDS,
  access: ['homeowner', 'realtor'],
  messages: { unauthenticated: M.signedOut, permissionDenied: M.contractorsCannotAdd },
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    const keyPath = requestKeyPath('addRepair', caller.uid, input.requestId);
    // Storage is asked outside the transaction (a transaction may run more than once).
    const meta = input.receipt ? await ports.files.stat(input.receipt.path) : null;
    const photoMeta = await statPhotos(ports.files, input.photos);
    return ports.store.transact(async (tx) => {
      // A retried submit gets the repair its first attempt created (before the receipt
      // check, which would now find the receipt in use by that repair).
      const earlier = await earlierResult<AddRepairResult>(tx, keyPath, caller.uid);
      if (earlier) return { writes: [], result: earlier };
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
      const photos =
        input.photos.length > 0
          ? checkPhotos({
              claimed: input.photos,
              propertyId: input.propertyId,
              meta: photoMeta,
              inUse: await photosInUse(tx, input.photos, null),
              now,
            })
          : null;
      const uploads = input.receipt !== null || input.photos.length > 0;
      const plan = withQuota(
        planAddRepair({ input, caller, newId, now, property, receipt, photos }),
        await checkQuota(tx, caller.uid, 'repairs', now, input.propertyId),
        uploads ? await checkQuota(tx, caller.uid, 'uploads', now) : null,
      );
      return applyPlan(
        rememberRequest(plan, { path: keyPath, callable: 'addRepair', uid: caller.uid, now }),
      );
    });
  },
};
