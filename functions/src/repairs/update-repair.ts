/**
 * The `updateRepair` callable: schema → (a new receipt checked against Storage) →
 * decision (update-repair.plan.ts) → one transaction; a replaced or removed receipt's
 * file is deleted after the commit (if that fails, the daily cleanup removes it).
 */
import {
  UPDATE_REPAIR_FIELDS,
  VALIDATION_REQUESTS_COLLECTION,
  UpdateRepairSchema,
  updateNeedsOthersLatest,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { checkQuota, withQuota } from '../kit/quota';
import type { FilePorts } from '../kit/ports';
import { checkNewReceipt } from './receipt-check';
import { deleteFileAfterCommit } from './delete-repair';
import {
  othersLatestDate,
  readProperty,
  readRepair,
  receiptInUse,
  refusalToChange,
} from './repair-docs';
import {
  photosChangeKind,
  planUpdateRepair,
  receiptChangeKind,
  type PhotosChange,
  type ReceiptChange,
} from './update-repair.plan';
import { checkPhotos, photosInUse, statPhotos } from './photo-check';

export const updateRepairSpec: ContractSpec<'updateRepair', FilePorts> = {
  name: 'updateRepair',
  schema: UpdateRepairSchema,
  fieldOrder: UPDATE_REPAIR_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const meta = input.receipt ? await ports.files.stat(input.receipt.path) : null;
    // Every listed photo is stat'ed (the current ones are not checked again, but which are
    // current is known only inside the transaction).
    const photoMeta = await statPhotos(ports.files, input.photos ?? []);
    const result = await ports.store.transact(async (tx) => {
      const repair = await readRepair(tx, input.repairId);
      const property = repair ? await readProperty(tx, repair.propertyId) : null;
      let receipt: ReceiptChange = { kind: 'keep' };
      const kind = repair ? receiptChangeKind(input, repair.receipt) : 'keep';
      if (kind === 'remove') receipt = { kind };
      if (kind === 'replace' && input.receipt && repair) {
        receipt = {
          kind,
          verdict: checkNewReceipt({
            claimed: input.receipt,
            propertyId: repair.propertyId,
            meta,
            inUse: await receiptInUse(tx, input.receipt.path, repair.id),
            now,
          }),
        };
      }
      let photos: PhotosChange = { kind: 'keep' };
      if (repair && input.photos && photosChangeKind(input, repair.photos) === 'set') {
        const fresh = input.photos.filter((path) => !repair.photos.includes(path));
        photos = {
          kind: 'set',
          verdict: checkPhotos({
            claimed: input.photos,
            propertyId: repair.propertyId,
            meta: photoMeta,
            inUse: await photosInUse(tx, fresh, repair.id),
            current: repair.photos,
            now,
          }),
        };
      }
      const mayOwn =
        repair !== null &&
        property !== null &&
        refusalToChange(repair, property, caller.uid, now) === null;
      const othersLatest =
        mayOwn &&
        updateNeedsOthersLatest(
          property.stats,
          { date: repair.date, costCents: repair.costCents },
          { date: input.date, costCents: input.costCents },
        )
          ? await othersLatestDate(tx, property.id, repair.id)
          : undefined;
      // A pending request's copy of the facts follows the edit (see update-repair.plan.ts).
      const request =
        mayOwn && repair.validationState === 'requested'
          ? await tx.get(`${VALIDATION_REQUESTS_COLLECTION}/${repair.id}`)
          : null;
      const requestState = request?.data['state'];
      const plan = planUpdateRepair({
        input,
        caller,
        now,
        repair,
        property,
        receipt,
        photos,
        othersLatest,
        validationRequestState: typeof requestState === 'string' ? requestState : null,
      });
      // A new receipt counts as an upload (docs/security-model.md "Quotas").
      return applyPlan(
        withQuota(
          plan,
          receipt.kind === 'replace' || photos.kind === 'set'
            ? await checkQuota(tx, caller.uid, 'uploads', now)
            : null,
        ),
      );
    });
    if (result.staleReceiptPath) await deleteFileAfterCommit(ports, result.staleReceiptPath);
    for (const path of result.stalePhotoPaths) await deleteFileAfterCommit(ports, path);
    return { id: result.id, propertyId: result.propertyId };
  },
};
