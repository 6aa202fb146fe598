/**
 * The address-claims index (`addressClaims/{addressKey}`: every property that claims one
 * home) and what the callables that add, delete or transfer a home read of it, inside their
 * transaction: the index and the claiming properties in one request, never one read each.
 */
import {
  MAINTENANCE_TASKS_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  WARRANTIES_COLLECTION,
  addressClaimsPath,
  type AddressClaims,
} from '@homeledger/domain';
import { textField } from '../kit/doc-fields';
import type { TxReader } from '../kit/store';
import type { ExistingClaim } from './add-property.plan';

/** A claiming property as the index's readers need it. */
export interface ClaimingProperty extends ExistingClaim {
  hasPhoto: boolean;
}

/** The claims index of an address key and the properties it lists. */
export async function readClaims(
  tx: TxReader,
  addressKey: string,
): Promise<{ claims: AddressClaims | null; existing: ClaimingProperty[] }> {
  const doc = await tx.get(addressClaimsPath(addressKey));
  const claims = doc ? (doc.data as unknown as AddressClaims) : null;
  const ids = Object.keys(claims?.claims ?? {});
  const properties =
    ids.length > 0 ? await tx.getAll(ids.map((id) => `${PROPERTIES_COLLECTION}/${id}`)) : [];
  const existing: ClaimingProperty[] = [];
  properties.forEach((property, i) => {
    if (!property) return; // stale entry: the next write of the index drops it
    existing.push({
      propertyId: ids[i] as string,
      ownerId: textField(property.data['ownerId']),
      verificationStatus: textField(property.data['verificationStatus']),
      hasPhoto: Boolean(property.data['photo']),
    });
  });
  return { claims, existing };
}

/** Whether a repair, maintenance task or warranty hangs off the property (one read each, at most). */
export async function hasRecords(tx: TxReader, propertyId: string): Promise<boolean> {
  const ofIt = [{ field: 'propertyId', op: '==' as const, value: propertyId }];
  const found = await Promise.all(
    [REPAIRS_COLLECTION, MAINTENANCE_TASKS_COLLECTION, WARRANTIES_COLLECTION].map((collection) =>
      tx.query({ collection, where: ofIt, limit: 1 }),
    ),
  );
  return found.some((docs) => docs.length > 0);
}
