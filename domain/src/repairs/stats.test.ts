import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  NO_REPAIR_STATS,
  deleteNeedsOthersLatest,
  recomputeStats,
  statsAfterAdd,
  statsAfterDelete,
  statsAfterUpdate,
  storedStats,
  updateNeedsOthersLatest,
  type StatsRepair,
} from './stats';

const r = (date: string, costCents: number | null): StatsRepair => ({ date, costCents });

describe('recomputeStats', () => {
  it('has no last date and no total without repairs', () => {
    expect(recomputeStats([])).toEqual({
      repairCount: 0,
      lastRepairDate: null,
      totalSpentCents: null,
    });
  });

  it('counts, takes the newest date and sums the costs (no cost adds nothing)', () => {
    expect(
      recomputeStats([r('2024-01-02', 1000), r('2025-06-01', null), r('2023-12-31', 5)]),
    ).toEqual({
      repairCount: 3,
      lastRepairDate: '2025-06-01',
      totalSpentCents: 1005,
    });
    expect(recomputeStats([r('2024-01-02', null)]).totalSpentCents).toBe(0);
  });

  it('reads stored stats defensively', () => {
    expect(storedStats({})).toEqual(NO_REPAIR_STATS);
    expect(
      storedStats({ repairCount: 2, lastRepairDate: '2024-01-01', totalSpentCents: 7 }),
    ).toEqual({ repairCount: 2, lastRepairDate: '2024-01-01', totalSpentCents: 7 });
    expect(storedStats({ repairCount: 1, totalSpentCents: 'x' })).toEqual({
      repairCount: 1,
      lastRepairDate: null,
      totalSpentCents: 0,
    });
  });
});

const dateArb = fc
  .tuple(
    fc.integer({ min: 2020, max: 2022 }),
    fc.integer({ min: 1, max: 12 }),
    fc.integer({ min: 1, max: 28 }),
  )
  .map(([y, m, d]) => `${y}-${String(m).padStart(2, '0')}-${String(d).padStart(2, '0')}`);
const repairArb = fc.record({
  date: dateArb,
  costCents: fc.option(fc.integer({ min: 0, max: 1_000_000_000 }), { nil: null }),
});
type Op =
  | { kind: 'add'; repair: StatsRepair }
  | { kind: 'update'; index: number; repair: StatsRepair }
  | { kind: 'delete'; index: number };
const opArb: fc.Arbitrary<Op> = fc.oneof(
  fc.record({ kind: fc.constant('add' as const), repair: repairArb }),
  fc.record({ kind: fc.constant('update' as const), index: fc.nat(), repair: repairArb }),
  fc.record({ kind: fc.constant('delete' as const), index: fc.nat() }),
);

describe('incremental stats equal a recomputation (property)', () => {
  it('after any sequence of adds, updates and deletes', () => {
    fc.assert(
      fc.property(fc.array(opArb, { maxLength: 40 }), (ops) => {
        const repairs: StatsRepair[] = [];
        let stats = recomputeStats([]);
        const othersLatest = (skip: number) =>
          recomputeStats(repairs.filter((_, i) => i !== skip)).lastRepairDate;
        for (const op of ops) {
          if (op.kind === 'add') {
            stats = statsAfterAdd(stats, op.repair);
            repairs.push(op.repair);
          } else if (repairs.length > 0) {
            const index = op.index % repairs.length;
            const before = repairs[index] as StatsRepair;
            if (op.kind === 'update') {
              const needs = updateNeedsOthersLatest(stats, before, op.repair);
              stats = statsAfterUpdate(
                stats,
                before,
                op.repair,
                needs ? othersLatest(index) : undefined,
              );
              repairs[index] = op.repair;
            } else {
              const needs = deleteNeedsOthersLatest(stats, before);
              stats = statsAfterDelete(stats, before, needs ? othersLatest(index) : undefined);
              repairs.splice(index, 1);
            }
          }
          expect(stats).toEqual(recomputeStats(repairs));
        }
      }),
      { numRuns: 500 },
    );
  });

  it('asks for the others only when it must', () => {
    const stats = recomputeStats([r('2024-05-01', 1), r('2024-01-01', 2)]);
    expect(() => statsAfterUpdate(stats, r('2024-05-01', 1), r('2024-02-01', 1))).toThrow(
      /othersLatest/,
    );
    expect(statsAfterUpdate(stats, r('2024-01-01', 2), r('2024-02-01', 5))).toEqual({
      repairCount: 2,
      lastRepairDate: '2024-05-01',
      totalSpentCents: 6,
    });
    expect(() => statsAfterDelete(stats, r('2024-05-01', 1))).toThrow(/othersLatest/);
    expect(statsAfterDelete(stats, r('2024-05-01', 1), '2024-01-01')).toEqual({
      repairCount: 1,
      lastRepairDate: '2024-01-01',
      totalSpentCents: 2,
    });
  });
});
