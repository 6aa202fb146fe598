/** The `setPropertyPhoto` callable: check the uploaded file, point the property at it, drop the old one. */
import {
  readProperty,
  PROPERTIES_COLLECTION,
  SetPropertyPhotoSchema,
  type PropertyPhoto,
} from '@homeledger/domain';
import { applyPlan, type ContractSpec } from '../kit/callable';
import { checkQuota, withQuota } from '../kit/quota';
import { planSetPropertyPhoto, type PhotoTarget } from './set-property-photo.plan';
import type { FilePorts } from '../kit/ports';

function photoOf(value: unknown): PropertyPhoto | null {
  if (typeof value !== 'object' || value === null) return null;
  const p = value as Record<string, unknown>;
  return typeof p['path'] === 'string'
    ? {
        path: p['path'],
        contentType: String(p['contentType'] ?? ''),
        size: Number(p['size'] ?? 0),
      }
    : null;
}

export const setPropertyPhotoSpec: ContractSpec<
  'setPropertyPhoto',
  Pick<FilePorts, 'store' | 'files' | 'log'>
> = {
  name: 'setPropertyPhoto',
  schema: SetPropertyPhotoSchema,
  fieldOrder: ['propertyId', 'path'],
  access: 'signed-in',
  async run({ input, caller, ports, now }) {
    // Storage is checked before the transaction (it is not part of it; the file is
    // never overwritten — storage.rules — so what we saw is what the property points to).
    const file = input.path === null ? undefined : await ports.files.stat(input.path);
    const result = await ports.store.transact(async (tx) => {
      const doc = await tx.get(`${PROPERTIES_COLLECTION}/${input.propertyId}`);
      const stored = doc ? readProperty(doc) : null;
      const property: PhotoTarget | null =
        doc && stored
          ? {
              id: stored.id,
              ownerId: stored.ownerId,
              deleting: stored.deleting,
              photo: photoOf(doc.data['photo']),
              members: stored.members,
            }
          : null;
      // A new photo counts as an upload (docs/security-model.md "Quotas").
      return applyPlan(
        withQuota(
          planSetPropertyPhoto({ property, caller, now, file }),
          input.path === null ? null : await checkQuota(tx, caller.uid, 'uploads', now),
        ),
      );
    });
    if (result.released) {
      try {
        await ports.files.delete(result.released);
      } catch (error) {
        // The property no longer points to it; the daily photo cleanup removes it.
        ports.log?.error('setPropertyPhoto: could not delete the previous photo', {
          path: result.released,
          error,
        });
      }
    }
    return { photo: result.photo };
  },
};
