/**
 * The warranty callables (docs/architecture.md §8): Storage is asked about a new
 * document outside the transaction (a transaction may run twice), the decision inside it,
 * and a released document file is deleted after the commit.
 */
import {
  ADD_WARRANTY_FIELDS,
  AddWarrantySchema,
  UPDATE_WARRANTY_FIELDS,
  UpdateWarrantySchema,
  WarrantyIdSchema,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import {
  documentInUse,
  mayPlan,
  propertyWarranties,
  readOwnedProperty,
  readRepairRef,
  readWarranty,
} from './maintenance-docs';
import type { FilePorts } from '../kit/ports';
import {
  checkWarrantyDocument,
  planAddWarranty,
  planDeleteWarranty,
  planUpdateWarranty,
  type WarrantyResult,
} from './warranties.plan';

type Result = Omit<WarrantyResult, 'releasedPath'>;

/** Deletes a file no warranty points to any more; a failure is logged (the write has committed). */
async function releaseFile(ports: FilePorts, result: WarrantyResult): Promise<Result> {
  const { releasedPath, ...rest } = result;
  if (releasedPath) {
    try {
      await ports.files.delete(releasedPath);
    } catch (error) {
      ports.log?.error('warranties: could not delete a released document', {
        path: releasedPath,
        error,
      });
    }
  }
  return rest;
}

export const addWarrantySpec: ContractSpec<'addWarranty', FilePorts> = {
  name: 'addWarranty',
  schema: AddWarrantySchema,
  fieldOrder: ADD_WARRANTY_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const newId = ports.newId();
    const meta = input.document ? await ports.files.stat(input.document.path) : null;
    const result = await ports.store.transact(async (tx) => {
      const property = await readOwnedProperty(tx, input.propertyId);
      // The role on the home now (owner or co-owner) decides; nobody else gets further reads.
      const owned = mayPlan(property, caller.uid, now);
      const existing =
        owned && property
          ? (await propertyWarranties(tx, property.ownerId, input.propertyId)).length
          : 0;
      const repair = owned && input.repairId ? await readRepairRef(tx, input.repairId) : null;
      const document =
        owned && input.document
          ? checkWarrantyDocument({
              claimed: input.document,
              propertyId: input.propertyId,
              meta,
              inUse: await documentInUse(tx, input.document.path, null),
              now,
            })
          : null;
      return applyPlan(
        planAddWarranty({ input, caller, newId, now, property, existing, repair, document }),
      );
    });
    return releaseFile(ports, result);
  },
};

export const updateWarrantySpec: ContractSpec<'updateWarranty', FilePorts> = {
  name: 'updateWarranty',
  schema: UpdateWarrantySchema,
  fieldOrder: UPDATE_WARRANTY_FIELDS,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const meta = input.document ? await ports.files.stat(input.document.path) : null;
    const result = await ports.store.transact(async (tx) => {
      const warranty = await readWarranty(tx, input.warrantyId);
      const property = warranty ? await readOwnedProperty(tx, warranty.propertyId) : null;
      const owned = warranty !== null && mayPlan(property, caller.uid, now);
      const repair = owned && input.repairId ? await readRepairRef(tx, input.repairId) : null;
      const document =
        owned && warranty && input.document && input.document.path !== warranty.document?.path
          ? checkWarrantyDocument({
              claimed: input.document,
              propertyId: warranty.propertyId,
              meta,
              inUse: await documentInUse(tx, input.document.path, warranty.id),
              now,
            })
          : null;
      return applyPlan(
        planUpdateWarranty({ input, caller, now, warranty, property, repair, document }),
      );
    });
    return releaseFile(ports, result);
  },
};

export const deleteWarrantySpec: ContractSpec<'deleteWarranty', FilePorts> = {
  name: 'deleteWarranty',
  schema: WarrantyIdSchema,
  fieldOrder: ['warrantyId'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const result = await ports.store.transact(async (tx) => {
      const warranty = await readWarranty(tx, input.warrantyId);
      const property = warranty ? await readOwnedProperty(tx, warranty.propertyId) : null;
      return applyPlan(planDeleteWarranty({ caller, now, warranty, property }));
    });
    return releaseFile(ports, result);
  },
};

/** The warranty callables by wire name, as TASK_CALLABLES. */
export const WARRANTY_CALLABLES = {
  addWarranty: addWarrantySpec,
  updateWarranty: updateWarrantySpec,
  deleteWarranty: deleteWarrantySpec,
} as const;
