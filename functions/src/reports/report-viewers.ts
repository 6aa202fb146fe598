/**
 * Makes a property's reports follow its owner and readers (report-viewers.plan.ts): run
 * after the property changed (shareProperty, unshareProperty, the transfer job), in
 * transactions of ≤ 500 that each re-read the property, so a concurrent share or revoke
 * is never undone. Reports listed only now: one created before the property changed is
 * listed, one created after copied the new readers already.
 */
import { PROPERTIES_COLLECTION, REPORTS_COLLECTION } from '@homeledger/domain';
import { MAX_WRITES_PER_CHUNK, docPath, type DocSnap, type Store } from '../kit/store';
import { planReportsFollow, reportLags, toReportProperty } from './report-viewers.plan';

/** Every report of a property (one query on `propertyId`; its single-field index suffices). */
export function propertyReports(store: Pick<Store, 'query'>, propertyId: string) {
  return store.query({
    collection: REPORTS_COLLECTION,
    where: [{ field: 'propertyId', op: '==', value: propertyId }],
  });
}

/** How many of `reports` still differ from the property as read (a retry's "anything left?"). */
export function reportsLagging(reports: readonly DocSnap[], property: DocSnap | null): number {
  if (!property) return 0;
  const now = toReportProperty(property);
  return reports.filter((report) => reportLags(report, now)).length;
}

/** Brings every report of the property in step; returns how many changed. */
export async function syncReportViewers(
  store: Pick<Store, 'query' | 'transact'>,
  propertyId: string,
  chunkSize = MAX_WRITES_PER_CHUNK,
): Promise<number> {
  const size = Math.min(chunkSize, MAX_WRITES_PER_CHUNK);
  const ids = (await propertyReports(store, propertyId)).map((snap) => snap.id);
  let changed = 0;
  for (let start = 0; start < ids.length; start += size) {
    const chunk = ids.slice(start, start + size);
    changed += await store.transact(async (tx) => {
      const [property = null, ...reports] = await tx.getAll([
        docPath(PROPERTIES_COLLECTION, propertyId),
        ...chunk.map((id) => docPath(REPORTS_COLLECTION, id)),
      ]);
      const writes = planReportsFollow({
        property: property ? toReportProperty(property) : null,
        reports,
      });
      return { writes, result: writes.length };
    });
  }
  return changed;
}
