/** The `deleteRepair` callable: decision (delete-repair.plan.ts) in one transaction, then its files. */
import { DeleteRepairSchema, deleteNeedsOthersLatest } from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { planDeleteRepair } from './delete-repair.plan';
import type { FilePorts } from '../kit/ports';
import { othersLatestDate, readProperty, readRepair, refusalToChange } from './repair-docs';

/**
 * Deletes a file no document points to any more. The write that let go of it has
 * committed, so a failure here must not fail the call: it is logged, and the daily
 * receipt cleanup removes the file (it is older than a day and unreferenced).
 */
export async function deleteFileAfterCommit(
  ports: Pick<FilePorts, 'files' | 'log'>,
  path: string,
): Promise<void> {
  try {
    await ports.files.delete(path);
  } catch (error) {
    ports.log?.error('repairs: could not delete a released receipt file', { path, error });
  }
}

export const deleteRepairSpec: ContractSpec<'deleteRepair', FilePorts> = {
  name: 'deleteRepair',
  schema: DeleteRepairSchema,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const result = await ports.store.transact(async (tx) => {
      const repair = await readRepair(tx, input.repairId);
      const property = repair ? await readProperty(tx, repair.propertyId) : null;
      const othersLatest =
        repair &&
        property &&
        refusalToChange(repair, property, caller.uid, now) === null &&
        deleteNeedsOthersLatest(property.stats, { date: repair.date, costCents: repair.costCents })
          ? await othersLatestDate(tx, property.id, repair.id)
          : undefined;
      return applyPlan(planDeleteRepair({ caller, now, repair, property, othersLatest }));
    });
    if (result.receiptPath) await deleteFileAfterCommit(ports, result.receiptPath);
    for (const path of result.photoPaths) await deleteFileAfterCommit(ports, path);
    return { id: result.id, propertyId: result.propertyId };
  },
};
