/**
 * The shell of the repair search summaries (repair-summary.plan.ts): after any write to
 * `repairs/{id}`, one transaction re-reads the repair, its home (and the home it was in
 * before, if it moved) and their summary shards, and applies the plan.
 */
import { REPAIRS_COLLECTION, repairSummaryEntry } from '@homeledger/domain';
import { docPath, type Store, type TxReader, type WriteOp } from '../kit/store';
import {
  homeShardsQuery,
  planSummaryEntry,
  summaryHomePath,
  toSummaryHome,
  toSummaryShard,
} from './repair-summary.plan';

async function readHome(tx: TxReader, propertyId: string) {
  const [home, shards] = await Promise.all([
    tx.get(summaryHomePath(propertyId)),
    tx.query(homeShardsQuery(propertyId)),
  ]);
  return { home: home ? toSummaryHome(home) : null, shards: shards.map(toSummaryShard) };
}

/**
 * Brings the summaries in step for one repair; returns how many shard writes it made.
 * @param previousPropertyId the repair's home before the write (the event's `before`), so
 *   a deleted repair, or one that moved, leaves that home's summary.
 */
export async function syncRepairSummary(
  store: Pick<Store, 'transact'>,
  repairId: string,
  previousPropertyId: string | null,
): Promise<number> {
  return store.transact(async (tx) => {
    const repair = await tx.get(docPath(REPAIRS_COLLECTION, repairId));
    const propertyId =
      repair && typeof repair.data['propertyId'] === 'string' ? repair.data['propertyId'] : null;
    const writes: WriteOp[] = [];
    const homes = [...new Set([propertyId, previousPropertyId])].filter(
      (id): id is string => typeof id === 'string' && id !== '',
    );
    const read = await Promise.all(homes.map((id) => readHome(tx, id)));
    homes.forEach((id, i) => {
      const { home, shards } = read[i] as Awaited<ReturnType<typeof readHome>>;
      writes.push(
        ...planSummaryEntry({
          repairId,
          propertyId: id,
          entry: repair && id === propertyId ? repairSummaryEntry(repair.data) : null,
          home,
          shards,
        }),
      );
    });
    return { writes, result: writes.length };
  });
}
