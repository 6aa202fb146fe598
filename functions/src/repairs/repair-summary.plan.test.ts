import { describe, expect, it } from 'vitest';
import { repairSummaryEntry, summaryEntryBytes, type RepairSummaryEntry } from '@homeledger/domain';
import { MemoryStore } from '../kit/memory-store';
import type { DocSnap, WriteOp } from '../kit/store';
import {
  planSummaryEntry,
  planSummaryRebuild,
  toSummaryShard,
  type SummaryHome,
  type SummaryShard,
} from './repair-summary.plan';
import { syncRepairSummary } from './repair-summary';

const home: SummaryHome = { id: 'home', ownerId: 'olive', viewerIds: ['olive'], deleting: false };

const repairData = (over: Record<string, unknown> = {}) => ({
  propertyId: 'home',
  ownerId: 'olive',
  viewerIds: ['olive'],
  property: { address: '12 Oak Lane', city: 'Madison', state: 'WI', zipCode: '53703' },
  serviceType: 'Roofing',
  date: '2026-03-10',
  status: 'completed',
  description: 'Replaced flashing',
  contractorName: 'Summit Roofing Co.',
  costCents: 120_00,
  validation: { state: 'none' },
  isContractorValidated: false,
  source: 'owner',
  addedBy: 'olive',
  ...over,
});
const entry = (over: Record<string, unknown> = {}): RepairSummaryEntry =>
  repairSummaryEntry(repairData(over));

const shard = (n: number, entries: Record<string, RepairSummaryEntry>, over = {}): SummaryShard =>
  toSummaryShard({
    path: `repairSummaries/home~${n}`,
    id: `home~${n}`,
    data: {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      shard: n,
      entries,
      ...over,
    },
  });

const entriesOf = (write: WriteOp | undefined) =>
  write && write.op === 'set' ? Object.keys(write.data['entries'] as object).sort() : null;

describe('repairSummaryEntry', () => {
  it('keeps what search matches and a result card shows, nothing else', () => {
    const at = new Date('2026-04-02T15:00:00Z');
    expect(
      repairSummaryEntry(
        repairData({
          isContractorValidated: true,
          validation: { state: 'validated', contractorName: 'Summit Roofing Co.' },
          receipt: {
            path: 'receipts/x.pdf',
            name: 'x.pdf',
            contentType: 'application/pdf',
            size: 3,
          },
          addedByName: 'Olive',
          editedBy: { uid: 'sam', name: 'Sam', at },
        }),
      ),
    ).toEqual({
      serviceType: 'Roofing',
      date: '2026-03-10',
      status: 'completed',
      costCents: 12_000,
      contractorName: 'Summit Roofing Co.',
      description: 'Replaced flashing',
      address: '12 Oak Lane',
      validatedBy: expect.stringContaining('Summit Roofing Co.'),
      hasReceipt: true,
      byPreviousOwner: false,
      addedBy: 'olive',
      addedByName: 'Olive',
      editedBy: { name: 'Sam', on: '2026-04-02' },
    });
  });
});

describe('planSummaryEntry', () => {
  it('starts the home’s first shard with the new repair', () => {
    const writes = planSummaryEntry({
      repairId: 'r1',
      propertyId: 'home',
      entry: entry(),
      home,
      shards: [],
    });
    expect(writes).toEqual([
      {
        op: 'set',
        path: 'repairSummaries/home~0',
        data: {
          propertyId: 'home',
          ownerId: 'olive',
          viewerIds: ['olive'],
          shard: 0,
          entries: { r1: entry() },
        },
      },
    ]);
  });

  it('writes nothing when the entry and the readers are in step (reruns are free)', () => {
    const shards = [shard(0, { r1: entry() })];
    expect(
      planSummaryEntry({ repairId: 'r1', propertyId: 'home', entry: entry(), home, shards }),
    ).toEqual([]);
  });

  it('replaces a changed entry where it is', () => {
    const shards = [shard(0, { r1: entry(), r2: entry() })];
    const [write] = planSummaryEntry({
      repairId: 'r1',
      propertyId: 'home',
      entry: entry({ description: 'Whole new roof' }),
      home,
      shards,
    });
    expect(write?.path).toBe('repairSummaries/home~0');
    expect(
      write?.op === 'set' && (write.data['entries'] as Record<string, RepairSummaryEntry>)['r1'],
    ).toMatchObject({ description: 'Whole new roof' });
    expect(entriesOf(write)).toEqual(['r1', 'r2']);
  });

  it('removes a deleted repair, and deletes a shard left empty', () => {
    const shards = [shard(0, { r1: entry(), r2: entry() }), shard(1, { r3: entry() })];
    const one = planSummaryEntry({ repairId: 'r1', propertyId: 'home', entry: null, home, shards });
    expect(entriesOf(one[0])).toEqual(['r2']);
    const last = planSummaryEntry({
      repairId: 'r3',
      propertyId: 'home',
      entry: null,
      home,
      shards,
    });
    expect(last).toEqual([{ op: 'delete', path: 'repairSummaries/home~1' }]);
  });

  it('opens a new shard when the others are full', () => {
    const budget = summaryEntryBytes('r1', entry()) * 2;
    const shards = [shard(0, { r1: entry(), r2: entry() })];
    const writes = planSummaryEntry({
      repairId: 'r3',
      propertyId: 'home',
      entry: entry(),
      home,
      shards,
      budget,
    });
    expect(writes.map((w) => w.path)).toEqual(['repairSummaries/home~1']);
    expect(entriesOf(writes[0])).toEqual(['r3']);
  });

  it('moves an entry that grew past its shard’s room to one with room', () => {
    const small = entry({ description: 'x' });
    const budget = summaryEntryBytes('r1', small) * 2 + 10;
    const shards = [shard(0, { r1: small, r2: small }), shard(1, {})];
    const grown = entry({ description: 'x'.repeat(200) });
    const writes = planSummaryEntry({
      repairId: 'r1',
      propertyId: 'home',
      entry: grown,
      home,
      shards,
      budget: Math.max(budget, summaryEntryBytes('r1', grown)),
    });
    expect(writes.map((w) => [w.path, entriesOf(w)])).toEqual([
      ['repairSummaries/home~0', ['r2']],
      ['repairSummaries/home~1', ['r1']],
    ]);
  });

  it('gives every shard the home’s readers now (a share or a transfer)', () => {
    const shards = [shard(0, { r1: entry() }), shard(1, { r2: entry() })];
    const shared = { ...home, viewerIds: ['olive', 'rita'] };
    const writes = planSummaryEntry({
      repairId: 'r1',
      propertyId: 'home',
      entry: entry(),
      home: shared,
      shards,
    });
    expect(writes.map((w) => w.op === 'set' && w.data['viewerIds'])).toEqual([
      ['olive', 'rita'],
      ['olive', 'rita'],
    ]);
  });

  it('drops the summary of a home that is gone or being removed', () => {
    const shards = [shard(0, { r1: entry() })];
    for (const gone of [null, { ...home, deleting: true }])
      expect(
        planSummaryEntry({
          repairId: 'r1',
          propertyId: 'home',
          entry: entry(),
          home: gone,
          shards,
        }),
      ).toEqual([{ op: 'delete', path: 'repairSummaries/home~0' }]);
  });
});

describe('planSummaryRebuild', () => {
  const snap = (id: string, over: Record<string, unknown> = {}): DocSnap => ({
    path: `repairs/${id}`,
    id,
    data: repairData(over),
  });

  it('packs every repair of the home into shards within the budget', () => {
    const repairs = ['a', 'b', 'c', 'd', 'e'].map((id) => snap(id));
    const budget = summaryEntryBytes('a', entry()) * 2;
    const writes = planSummaryRebuild({ home, repairs, shards: [], budget });
    expect(writes.map((w) => [w.path, entriesOf(w)])).toEqual([
      ['repairSummaries/home~0', ['a', 'b']],
      ['repairSummaries/home~1', ['c', 'd']],
      ['repairSummaries/home~2', ['e']],
    ]);
  });

  it('writes nothing for shards already right, and deletes extra ones', () => {
    const repairs = [snap('a')];
    const shards = [shard(0, { a: entry() }), shard(1, { gone: entry() })];
    expect(planSummaryRebuild({ home, repairs, shards })).toEqual([
      { op: 'delete', path: 'repairSummaries/home~1' },
    ]);
  });
});

describe('syncRepairSummary (memory store)', () => {
  const property = { ownerId: 'olive', viewerIds: ['olive'], address: '12 Oak Lane' };

  it('follows a repair through add, edit, move and delete', async () => {
    const store = new MemoryStore({
      'properties/home': property,
      'properties/other': { ...property, viewerIds: ['olive', 'rita'] },
      'repairs/r1': repairData(),
    });
    await syncRepairSummary(store, 'r1', null);
    expect(Object.keys(store.snapshot()['repairSummaries/home~0']?.['entries'] as object)).toEqual([
      'r1',
    ]);

    store.seed({ 'repairs/r1': repairData({ propertyId: 'other', description: 'Moved' }) });
    await syncRepairSummary(store, 'r1', 'home');
    const afterMove = store.snapshot();
    expect(afterMove['repairSummaries/home~0']).toBeUndefined();
    expect(afterMove['repairSummaries/other~0']).toMatchObject({
      propertyId: 'other',
      viewerIds: ['olive', 'rita'],
      entries: { r1: { description: 'Moved' } },
    });

    // Delivered twice: the second run changes nothing.
    const writes = store.writeCount;
    expect(await syncRepairSummary(store, 'r1', 'home')).toBe(0);
    expect(store.writeCount).toBe(writes);

    await store.commit([{ op: 'delete', path: 'repairs/r1' }]);
    await syncRepairSummary(store, 'r1', 'other');
    expect(store.snapshot()['repairSummaries/other~0']).toBeUndefined();
  });
});
