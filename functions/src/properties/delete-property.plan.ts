/**
 * deleteProperty — the pure decisions (docs/architecture.md §3). Removal runs in three
 * steps so that a failure part-way leaves a state the next attempt finishes:
 *   1. (transaction) check ownership, take the property out of its address claims,
 *      recompute the other claims (one owner left ⇒ verified), and mark the
 *      property `deleting` (its realtors lose access at once);
 *   2. (chunked) delete its repairs, shares and files;
 *   3. delete the property document itself — last, so while it exists a retry knows
 *      there is work left, and once it is gone there is none.
 */
import {
  PROPERTIES_COLLECTION,
  PROPERTY_MESSAGES,
  addressClaimsPath,
  type AddressClaims,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { WriteOp } from '../kit/store';
import type { ExistingClaim } from './add-property.plan';

export interface PropertyToDelete {
  id: string;
  ownerId: string;
  addressKey: string;
  deleting: boolean;
  /** A transfer of it is waiting for an answer or being carried out (pending / accepting). */
  transferActive?: boolean;
}

/** Step 1. `others` are the remaining claims the index lists (read in the same transaction). */
export function planDeleteStart(args: {
  property: PropertyToDelete | null;
  caller: Caller;
  now: Date;
  claims: AddressClaims | null;
  others: readonly ExistingClaim[];
}): Plan<{ alreadyStarted: boolean }> {
  const { property, caller, now, claims, others } = args;
  // Someone else's property looks exactly like a missing one.
  if (!property || property.ownerId !== caller.uid)
    return reject('not-found', PROPERTY_MESSAGES.notFound);
  if (property.deleting) return apply([], { alreadyStarted: true });
  // The recipient may accept at any moment, and a running acceptance moves this very home (#33).
  if (property.transferActive)
    return reject('failed-precondition', PROPERTY_MESSAGES.transferActive);

  const writes: WriteOp[] = [
    {
      op: 'update',
      path: `${PROPERTIES_COLLECTION}/${property.id}`,
      data: { deleting: true, viewerIds: [caller.uid], updatedAt: now },
    },
  ];
  const remaining = Object.fromEntries(
    Object.entries(claims?.claims ?? {}).filter(([id]) => id !== property.id),
  );
  const claimsPath = addressClaimsPath(property.addressKey);
  if (Object.keys(remaining).length === 0) writes.push({ op: 'delete', path: claimsPath });
  else
    writes.push({
      op: 'set',
      path: claimsPath,
      data: { addressKey: property.addressKey, claims: remaining },
    });

  // One owner left: their claim is verified. With two or more left nothing changes: a
  // removal never disputes anyone's verified home (docs/architecture.md §2 "disputes").
  const owners = new Set(others.filter((c) => c.propertyId !== property.id).map((c) => c.ownerId));
  const status = 'verified';
  for (const claim of others) {
    if (owners.size !== 1) break;
    if (claim.propertyId === property.id || claim.verificationStatus === status) continue;
    writes.push({
      op: 'update',
      path: `${PROPERTIES_COLLECTION}/${claim.propertyId}`,
      data: { verificationStatus: status, updatedAt: now },
    });
  }
  return apply(writes, { alreadyStarted: false });
}
