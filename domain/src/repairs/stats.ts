/**
 * A property's repair statistics (docs/architecture.md §2): `repairCount`,
 * `lastRepairDate` (the newest repair date) and `totalSpentCents` (the sum of the
 * repairs' costs; repairs without a cost add nothing). A property of 0 repairs has
 * no last date and no total (both null); with repairs the total is a number, 0 when
 * none has a cost. The callables keep them up to date incrementally, in the same
 * transaction as the repair write; `recomputeStats` is the definition they must equal.
 */

export interface RepairStats {
  repairCount: number;
  lastRepairDate: string | null;
  totalSpentCents: number | null;
}

/** What of a repair counts towards the statistics. */
export interface StatsRepair {
  date: string;
  costCents: number | null;
}

export const NO_REPAIR_STATS: RepairStats = Object.freeze({
  repairCount: 0,
  lastRepairDate: null,
  totalSpentCents: null,
});

const laterDate = (a: string | null, b: string | null): string | null =>
  a === null ? b : b === null ? a : a >= b ? a : b;

/** The statistics of exactly these repairs. */
export function recomputeStats(repairs: readonly StatsRepair[]): RepairStats {
  if (repairs.length === 0) return { ...NO_REPAIR_STATS };
  let last: string | null = null;
  let total = 0;
  for (const repair of repairs) {
    last = laterDate(last, repair.date);
    total += repair.costCents ?? 0;
  }
  return { repairCount: repairs.length, lastRepairDate: last, totalSpentCents: total };
}

/** Reads the statistics stored on a property document (missing or junk fields count as none). */
export function storedStats(data: Record<string, unknown>): RepairStats {
  const count = data['repairCount'];
  const last = data['lastRepairDate'];
  const total = data['totalSpentCents'];
  const repairCount = typeof count === 'number' && Number.isInteger(count) && count > 0 ? count : 0;
  if (repairCount === 0) return { ...NO_REPAIR_STATS };
  return {
    repairCount,
    lastRepairDate: typeof last === 'string' ? last : null,
    totalSpentCents: typeof total === 'number' && Number.isInteger(total) ? total : 0,
  };
}

/** After adding `repair`. */
export function statsAfterAdd(stats: RepairStats, repair: StatsRepair): RepairStats {
  return {
    repairCount: stats.repairCount + 1,
    lastRepairDate: laterDate(stats.lastRepairDate, repair.date),
    totalSpentCents: (stats.totalSpentCents ?? 0) + (repair.costCents ?? 0),
  };
}

/**
 * Whether changing a repair from `before` to `after` needs the newest date among the
 * property's *other* repairs: only when this repair may have held the last date and
 * moved earlier. (The shell then reads the property's two newest repairs.)
 */
export function updateNeedsOthersLatest(
  stats: RepairStats,
  before: StatsRepair,
  after: StatsRepair,
): boolean {
  return after.date < before.date && before.date === stats.lastRepairDate;
}

/** After removing `repair`, deletion needs the others' newest date when it held the last date. */
export function deleteNeedsOthersLatest(stats: RepairStats, repair: StatsRepair): boolean {
  return stats.repairCount > 1 && repair.date === stats.lastRepairDate;
}

/**
 * After changing one repair from `before` to `after`. `othersLatest` is the newest
 * date among the property's other repairs (null when there are none), needed only
 * when `updateNeedsOthersLatest` says so.
 */
export function statsAfterUpdate(
  stats: RepairStats,
  before: StatsRepair,
  after: StatsRepair,
  othersLatest?: string | null,
): RepairStats {
  const base = stats.repairCount === 0 ? { ...NO_REPAIR_STATS, repairCount: 1 } : stats;
  let last: string | null;
  if (updateNeedsOthersLatest(base, before, after)) {
    if (othersLatest === undefined) throw new Error('statsAfterUpdate needs othersLatest.');
    last = laterDate(othersLatest, after.date);
  } else {
    last = laterDate(base.lastRepairDate, after.date);
  }
  return {
    repairCount: base.repairCount,
    lastRepairDate: last,
    totalSpentCents: (base.totalSpentCents ?? 0) - (before.costCents ?? 0) + (after.costCents ?? 0),
  };
}

/** After deleting `repair`; `othersLatest` as for statsAfterUpdate (see deleteNeedsOthersLatest). */
export function statsAfterDelete(
  stats: RepairStats,
  repair: StatsRepair,
  othersLatest?: string | null,
): RepairStats {
  if (stats.repairCount <= 1) return { ...NO_REPAIR_STATS };
  let last = stats.lastRepairDate;
  if (deleteNeedsOthersLatest(stats, repair)) {
    if (othersLatest === undefined) throw new Error('statsAfterDelete needs othersLatest.');
    last = othersLatest;
  }
  return {
    repairCount: stats.repairCount - 1,
    lastRepairDate: last,
    totalSpentCents: (stats.totalSpentCents ?? 0) - (repair.costCents ?? 0),
  };
}
