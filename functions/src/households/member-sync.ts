/**
 * After a membership change on the property (household.plan.ts), the copies follow: the
 * member added to or removed from the repairs' `viewerIds` (sharing/viewer-sync.ts, the same
 * steps a share takes), the reports' readers (reports/report-viewers.ts) and the
 * `memberIds` of the home's maintenance tasks and warranties. Each step is chunked
 * transactions that re-read the property and obey it, so a retry (or the next change)
 * completes an interrupted sync, and an older call never undoes a newer one.
 */
import {
  MAINTENANCE_TASKS_COLLECTION,
  PROPERTIES_COLLECTION,
  WARRANTIES_COLLECTION,
  strings,
} from '@homeledger/domain';
import {
  MAX_WRITES_PER_CHUNK,
  docPath,
  type DocSnap,
  type Store,
  type WriteOp,
} from '../kit/store';
import { repairsToChange } from '../sharing/share.plan';
import { propertyRepairs, syncRepairViewers } from '../sharing/viewer-sync';
import { syncReportViewers } from '../reports/report-viewers';
import { homeMemberIds, toHome, type Home } from './household.plan';

/** The collections that carry a `memberIds` copy of their property's household. */
export const MEMBER_COPY_COLLECTIONS = [MAINTENANCE_TASKS_COLLECTION, WARRANTIES_COLLECTION];

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Pure: the `memberIds` updates that bring these documents in step with the home. */
export function planMemberCopies(args: {
  home: Home | null;
  collection: string;
  docs: readonly (DocSnap | null)[];
}): WriteOp[] {
  const { home, collection } = args;
  if (!home || home.deleting) return [];
  const ids = homeMemberIds(home);
  const writes: WriteOp[] = [];
  for (const doc of args.docs) {
    if (!doc || doc.data['propertyId'] !== home.id) continue;
    if (sameIds(strings(doc.data['memberIds']), ids)) continue;
    writes.push({ op: 'update', path: docPath(collection, doc.id), data: { memberIds: ids } });
  }
  return writes;
}

/** Brings the `memberIds` of the home's tasks and warranties in step; returns how many changed. */
export async function syncMemberCopies(
  store: Pick<Store, 'query' | 'transact'>,
  propertyId: string,
  chunkSize = MAX_WRITES_PER_CHUNK,
): Promise<number> {
  const size = Math.min(chunkSize, MAX_WRITES_PER_CHUNK);
  let changed = 0;
  for (const collection of MEMBER_COPY_COLLECTIONS) {
    const ids = (
      await store.query({
        collection,
        where: [{ field: 'propertyId', op: '==', value: propertyId }],
      })
    ).map((snap) => snap.id);
    for (let start = 0; start < ids.length; start += size) {
      const chunk = ids.slice(start, start + size);
      changed += await store.transact(async (tx) => {
        const [property = null, ...docs] = await tx.getAll([
          docPath(PROPERTIES_COLLECTION, propertyId),
          ...chunk.map((id) => docPath(collection, id)),
        ]);
        const writes = planMemberCopies({
          home: property ? toHome(property) : null,
          collection,
          docs,
        });
        return { writes, result: writes.length };
      });
    }
  }
  return changed;
}

export interface MemberSyncResult {
  repairsUpdated: number;
  reportsUpdated: number;
  copiesUpdated: number;
}

/** Every copy of the home's household after `uid` joined (`add`) or left (`remove`). */
export async function syncMember(
  store: Pick<Store, 'query' | 'transact'>,
  propertyId: string,
  uid: string,
  mode: 'add' | 'remove',
): Promise<MemberSyncResult> {
  const repairsUpdated = await syncRepairViewers(store, {
    propertyId,
    uid,
    mode,
    repairIds: repairsToChange(await propertyRepairs(store, propertyId), uid, mode),
  });
  const reportsUpdated = await syncReportViewers(store, propertyId);
  const copiesUpdated = await syncMemberCopies(store, propertyId);
  return { repairsUpdated, reportsUpdated, copiesUpdated };
}
