/** The `deleteProperty` callable: ownership check and claims in a transaction, then the cascade. */
import {
  DeletePropertySchema,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  SHARES_SUBCOLLECTION,
  photosFolder,
  receiptsFolder,
  type DeletePropertyInput,
} from '@homeledger/domain';
import { applyPlan, type CallableSpec } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import { readClaims } from './add-property';
import { planDeleteStart, type PropertyToDelete } from './delete-property.plan';
import type { PropertyPorts } from './ports';

export interface DeletePropertyResult {
  id: string;
}

export const deletePropertySpec: CallableSpec<
  DeletePropertyInput,
  DeletePropertyResult,
  PropertyPorts
> = {
  name: 'deleteProperty',
  schema: DeletePropertySchema,
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    const { store, files } = ports;
    const path = `${PROPERTIES_COLLECTION}/${input.propertyId}`;

    // 1. Ownership, claims and disputes, in one transaction.
    await store.transact(async (tx) => {
      const doc = await tx.get(path);
      const property: PropertyToDelete | null = doc
        ? {
            id: doc.id,
            ownerId: String(doc.data['ownerId']),
            addressKey: typeof doc.data['addressKey'] === 'string' ? doc.data['addressKey'] : '',
            deleting: doc.data['deleting'] === true,
          }
        : null;
      const { claims, existing } = property?.addressKey
        ? await readClaims(tx, property.addressKey)
        : { claims: null, existing: [] };
      return applyPlan(planDeleteStart({ property, caller, now, claims, others: existing }));
    });

    // 2. Everything that hangs off it: repairs (chunked), shares, files.
    const repairs = await store.query({
      collection: REPAIRS_COLLECTION,
      where: [{ field: 'propertyId', op: '==', value: input.propertyId }],
    });
    const shares = await store.query({ collection: `${path}/${SHARES_SUBCOLLECTION}` });
    const deletes: WriteOp[] = [...repairs, ...shares].map((doc) => ({
      op: 'delete',
      path: doc.path,
    }));
    if (deletes.length > 0) await store.commit(deletes);
    await files.deletePrefix(receiptsFolder(input.propertyId));
    await files.deletePrefix(photosFolder(input.propertyId));

    // 3. The property itself, last.
    await store.commit([{ op: 'delete', path }]);
    return { id: input.propertyId };
  },
};
