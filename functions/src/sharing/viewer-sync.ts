/**
 * Step 2 of share / unshare (see share.plan.ts): the realtor added to or removed from a
 * property's repairs, in chunks. Each chunk is one transaction that re-reads the property
 * and the chunk's repairs, so it can neither lose a concurrent change to a repair's
 * `viewerIds` (another share or revoke of the same property running at the same time)
 * nor undo a newer opposite call: the property's `viewerIds` is the truth each chunk obeys.
 */
import { PROPERTIES_COLLECTION, REPAIRS_COLLECTION } from '@homeledger/domain';
import { MAX_WRITES_PER_CHUNK, type Store } from '../kit/store';
import {
  planViewerChunk,
  toRepairViewers,
  toSharedProperty,
  type RepairViewers,
  type ViewerMode,
} from './share.plan';

/** Every repair of a property (one query on `propertyId`; its single-field index suffices). */
export async function propertyRepairs(
  store: Pick<Store, 'query'>,
  propertyId: string,
): Promise<RepairViewers[]> {
  const snaps = await store.query({
    collection: REPAIRS_COLLECTION,
    where: [{ field: 'propertyId', op: '==', value: propertyId }],
  });
  return snaps.map(toRepairViewers);
}

/** Applies `mode` for `uid` to the given repairs, ≤ `chunkSize` per transaction; returns how many changed. */
export async function syncRepairViewers(
  store: Pick<Store, 'transact'>,
  args: {
    propertyId: string;
    uid: string;
    mode: ViewerMode;
    repairIds: readonly string[];
    chunkSize?: number;
  },
): Promise<number> {
  const { propertyId, uid, mode, repairIds } = args;
  const size = Math.min(args.chunkSize ?? MAX_WRITES_PER_CHUNK, MAX_WRITES_PER_CHUNK);
  let changed = 0;
  for (let start = 0; start < repairIds.length; start += size) {
    const ids = repairIds.slice(start, start + size);
    const { count, stop } = await store.transact(async (tx) => {
      // One read request for the property and the whole chunk of repairs.
      const [propertySnap = null, ...snaps] = await tx.getAll([
        `${PROPERTIES_COLLECTION}/${propertyId}`,
        ...ids.map((id) => `${REPAIRS_COLLECTION}/${id}`),
      ]);
      const plan = planViewerChunk({
        property: propertySnap ? toSharedProperty(propertySnap) : null,
        repairs: snaps.map((snap) => (snap ? toRepairViewers(snap) : null)),
        uid,
        mode,
      });
      return { writes: plan.writes, result: { count: plan.writes.length, stop: plan.stop } };
    });
    changed += count;
    if (stop) break;
  }
  return changed;
}
