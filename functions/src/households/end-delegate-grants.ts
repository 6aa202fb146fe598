/**
 * endDelegateGrantsHourly's job: delegates whose grant has ended (their last day, UTC, is
 * past; `roleOnHome` already says null) are taken off the home the way removeMember does,
 * copies included. The rules refuse an ended delegate's read of the property on time
 * already (firestore.rules); this job makes the data say so too.
 *
 * Homes are found by one range query on the property's `nextGrantEnd` (the earliest last
 * day among its delegates), paged; each home is one transaction that re-reads it, so a
 * grant extended meanwhile is kept and a rerun changes nothing.
 */
import { PROPERTIES_COLLECTION, todayIsoDate } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';
import { endedDelegates, removalWrites, toHome } from './household.plan';
import { syncMember } from './member-sync';

/** Homes read per page. */
export const END_GRANTS_PAGE = 100;

export interface EndGrantsReport {
  homes: number;
  removed: number;
}

export async function endDelegateGrants(
  store: Store,
  now: Date,
  options: { log?: Logger; pageSize?: number } = {},
): Promise<EndGrantsReport> {
  const today = todayIsoDate(now, 'UTC');
  const report: EndGrantsReport = { homes: 0, removed: 0 };
  const seen = new Set<string>();
  for (;;) {
    // Each pass re-queries: a home done is no longer `< today` (or is skipped when seen).
    const page = (
      await store.query({
        collection: PROPERTIES_COLLECTION,
        where: [{ field: 'nextGrantEnd', op: '<', value: today }],
        limit: options.pageSize ?? END_GRANTS_PAGE,
      })
    ).filter((snap) => !seen.has(snap.id));
    if (page.length === 0) break;
    for (const snap of page) {
      seen.add(snap.id);
      try {
        const removed = await store.transact(async (tx) => {
          const fresh = await tx.get(snap.path);
          if (!fresh) return { writes: [], result: [] as string[] };
          const home = toHome(fresh);
          if (home.deleting) return { writes: [], result: [] as string[] };
          const uids = endedDelegates(home, now);
          // One update of the property: each ended delegate removed in turn.
          const last = uids.reduce(
            (acc, uid) => {
              const [write] = removalWrites(acc.home, uid);
              if (!write || write.op !== 'update') return acc;
              return {
                home: toHome({ ...fresh, data: { ...fresh.data, ...write.data } }),
                data: write.data,
              };
            },
            { home, data: null as Record<string, unknown> | null },
          );
          return {
            writes: last.data ? [{ op: 'update' as const, path: fresh.path, data: last.data }] : [],
            result: uids,
          };
        });
        if (removed.length > 0) report.homes += 1;
        for (const uid of removed) {
          await syncMember(store, snap.id, uid, 'remove');
          report.removed += 1;
        }
      } catch (error) {
        options.log?.error('endDelegateGrants: a home failed', { propertyId: snap.id, error });
      }
    }
  }
  return report;
}
