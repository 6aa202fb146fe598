/**
 * Keeps a home's repair search summary (domain repair-summary.ts) in step with its repairs.
 * Pure: given the repair as it is now, its home and the home's summary shards, what to write.
 * The trigger (repair-summary.ts) runs it in a transaction after any write to a repair, so
 * every writer (add, update, delete, offers, QuickBooks import, validation, transfer,
 * sharing) is covered without each remembering to. It reads the repair again rather than
 * trusting the event, so triggers delivered twice or out of order still converge.
 */
import {
  PROPERTIES_COLLECTION,
  REPAIR_SUMMARIES_COLLECTION,
  SUMMARY_SHARD_BYTES,
  readSummaryEntry,
  repairSummaryEntry,
  repairSummaryId,
  sameSummaryEntry,
  summaryEntryBytes,
  type RepairSummaryEntry,
} from '@homeledger/domain';
import { docPath, type DocSnap, type WriteOp } from '../kit/store';

/** What a summary copies from its property (the read rule's fields). */
export interface SummaryHome {
  id: string;
  ownerId: string;
  viewerIds: string[];
  /** Being removed by deleteProperty: its summaries go with it. */
  deleting: boolean;
}

export interface SummaryShard {
  id: string;
  shard: number;
  ownerId: string;
  viewerIds: string[];
  entries: Map<string, RepairSummaryEntry>;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((v): v is string => typeof v === 'string') : [];

export function toSummaryHome(snap: DocSnap): SummaryHome {
  return {
    id: snap.id,
    ownerId: typeof snap.data['ownerId'] === 'string' ? snap.data['ownerId'] : '',
    viewerIds: strings(snap.data['viewerIds']),
    deleting: snap.data['deleting'] === true,
  };
}

export function toSummaryShard(snap: DocSnap): SummaryShard {
  const raw = (snap.data['entries'] ?? {}) as Record<string, unknown>;
  return {
    id: snap.id,
    shard: typeof snap.data['shard'] === 'number' ? snap.data['shard'] : 0,
    ownerId: typeof snap.data['ownerId'] === 'string' ? snap.data['ownerId'] : '',
    viewerIds: strings(snap.data['viewerIds']),
    entries: new Map(Object.entries(raw).map(([id, value]) => [id, readSummaryEntry(value)])),
  };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((v, i) => v === b[i]);

const shardPath = (id: string) => docPath(REPAIR_SUMMARIES_COLLECTION, id);

function shardBytes(shard: SummaryShard): number {
  let total = 0;
  for (const [id, entry] of shard.entries) total += summaryEntryBytes(id, entry);
  return total;
}

/** The query for a home's shards (one equality filter: its single-field index suffices). */
export function homeShardsQuery(propertyId: string) {
  return {
    collection: REPAIR_SUMMARIES_COLLECTION,
    where: [{ field: 'propertyId', op: '==' as const, value: propertyId }],
  };
}

export const summaryHomePath = (propertyId: string) => docPath(PROPERTIES_COLLECTION, propertyId);

/**
 * The writes that bring one home's summary in step for one repair: whole shards set (the
 * store merges top-level fields only, and a shard is read in the same transaction anyway),
 * a shard left empty deleted, nothing at all when the home's summary is in step already.
 *
 * @param entry the repair's entry now, or null when it no longer belongs to this home
 *   (deleted, or moved to another home)
 * @param home the home now (null: gone)
 * @param shards the home's summary shards now
 * @param budget bytes of entries per shard (SUMMARY_SHARD_BYTES; smaller in tests)
 */
export function planSummaryEntry(args: {
  repairId: string;
  propertyId: string;
  entry: RepairSummaryEntry | null;
  home: SummaryHome | null;
  shards: readonly SummaryShard[];
  budget?: number;
}): WriteOp[] {
  const { repairId, propertyId, entry, home, shards } = args;
  const budget = args.budget ?? SUMMARY_SHARD_BYTES;
  // No home (or one being removed): no summary either.
  if (!home || home.deleting) return shards.map((s) => ({ op: 'delete', path: shardPath(s.id) }));

  const next = shards.map((s) => ({ ...s, entries: new Map(s.entries) }));
  const changed = new Set<string>();
  const holder = next.find((s) => s.entries.has(repairId)) ?? null;
  const current = holder?.entries.get(repairId) ?? null;
  if (holder && current && entry && sameSummaryEntry(current, entry)) {
    // The entry is in step; only the readers may have changed.
  } else {
    if (holder) {
      holder.entries.delete(repairId);
      changed.add(holder.id);
    }
    if (entry) {
      const size = summaryEntryBytes(repairId, entry);
      // Where it was if it still fits (no needless move), else the first shard with room.
      const target =
        [holder, ...next].find((s) => s && shardBytes(s) + size <= budget) ??
        (() => {
          const n = next.reduce((max, s) => Math.max(max, s.shard + 1), 0);
          const fresh: SummaryShard = {
            id: repairSummaryId(propertyId, n),
            shard: n,
            ownerId: home.ownerId,
            viewerIds: [...home.viewerIds],
            entries: new Map(),
          };
          next.push(fresh);
          return fresh;
        })();
      target.entries.set(repairId, entry);
      changed.add(target.id);
    }
  }
  // Every shard carries the home's readers as they are now (sharing changes them).
  for (const shard of next) {
    if (shard.ownerId !== home.ownerId || !sameIds(shard.viewerIds, home.viewerIds)) {
      shard.ownerId = home.ownerId;
      shard.viewerIds = [...home.viewerIds];
      changed.add(shard.id);
    }
  }
  const writes: WriteOp[] = [];
  for (const shard of next) {
    if (!changed.has(shard.id)) continue;
    // A shard left with no entries goes (the home's last repair deleted or moved).
    if (shard.entries.size === 0) {
      if (shards.some((s) => s.id === shard.id))
        writes.push({ op: 'delete', path: shardPath(shard.id) });
    } else
      writes.push({ op: 'set', path: shardPath(shard.id), data: shardData(shard, propertyId) });
  }
  return writes;
}

/** A shard's document data. */
export function shardData(shard: SummaryShard, propertyId?: string): Record<string, unknown> {
  return {
    propertyId: propertyId ?? shard.id.slice(0, shard.id.lastIndexOf('~')),
    ownerId: shard.ownerId,
    viewerIds: [...shard.viewerIds],
    shard: shard.shard,
    entries: Object.fromEntries(shard.entries),
  };
}

/**
 * A home's whole summary from its repairs (the migration, and a repair of a summary gone
 * wrong): entries packed into as few shards as the budget allows, in service-date order;
 * shards beyond those needed are deleted. Writes nothing for shards already equal.
 */
export function planSummaryRebuild(args: {
  home: SummaryHome;
  repairs: readonly DocSnap[];
  shards: readonly SummaryShard[];
  budget?: number;
}): WriteOp[] {
  const { home, repairs, shards } = args;
  const budget = args.budget ?? SUMMARY_SHARD_BYTES;
  if (home.deleting) return shards.map((s) => ({ op: 'delete', path: shardPath(s.id) }));
  const wanted: SummaryShard[] = [];
  let bytes = 0;
  const sorted = [...repairs].sort((a, b) => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0));
  for (const snap of sorted) {
    const entry = repairSummaryEntry(snap.data);
    const size = summaryEntryBytes(snap.id, entry);
    let last = wanted.at(-1);
    if (!last || bytes + size > budget) {
      last = {
        id: repairSummaryId(home.id, wanted.length),
        shard: wanted.length,
        ownerId: home.ownerId,
        viewerIds: home.viewerIds,
        entries: new Map(),
      };
      wanted.push(last);
      bytes = 0;
    }
    last.entries.set(snap.id, entry);
    bytes += size;
  }
  const writes: WriteOp[] = [];
  const existing = new Map(shards.map((s) => [s.id, s]));
  for (const shard of wanted) {
    const before = existing.get(shard.id);
    const data = shardData(shard, home.id);
    if (before && JSON.stringify(shardData(before, home.id)) === JSON.stringify(data)) continue;
    writes.push({ op: 'set', path: shardPath(shard.id), data });
  }
  const keep = new Set(wanted.map((s) => s.id));
  for (const shard of shards)
    if (!keep.has(shard.id)) writes.push({ op: 'delete', path: shardPath(shard.id) });
  return writes;
}
