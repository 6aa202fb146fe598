import { describe, expect, it } from 'vitest';
import { repairSummaryEntry, repairHaystack, searchIndex, searchItems } from '@homeledger/domain';
import { flattenSummaries, toSummaryRepairs } from './use-dashboard-data';

const entry = (over: Record<string, unknown>) =>
  repairSummaryEntry({
    propertyId: 'p1',
    property: { address: '12 Oak Lane' },
    serviceType: 'Plumbing',
    date: '2026-01-01',
    status: 'completed',
    costCents: 100,
    addedBy: 'olive',
    ...over,
  });

describe('repair summaries on the dashboard', () => {
  it('turns every entry of every home into a card, newest service date first', () => {
    const home1 = toSummaryRepairs('p1~0', {
      propertyId: 'p1',
      entries: {
        a: entry({ date: '2024-05-01', contractorName: 'Carlos Plumbing' }),
        b: entry({ date: '2026-02-01', receipt: { path: 'receipts/x.pdf' } }),
      },
    });
    const home2 = toSummaryRepairs('p2~0', {
      propertyId: 'p2',
      entries: { c: entry({ date: '2025-07-09', property: { address: '4 Elm Court' } }) },
    });
    const all = flattenSummaries([home1, home2]);
    expect(all.map((r) => [r.id, r.propertyId, r.date])).toEqual([
      ['b', 'p1', '2026-02-01'],
      ['c', 'p2', '2025-07-09'],
      ['a', 'p1', '2024-05-01'],
    ]);
    expect(all[0]).toMatchObject({ hasReceipt: true, property: { address: '12 Oak Lane' } });
    // Searched like the cards read from the repairs themselves.
    const index = searchIndex(all, repairHaystack);
    expect(searchItems(index, 'elm court').map((r) => r.id)).toEqual(['c']);
    expect(searchItems(index, 'CARLOS').map((r) => r.id)).toEqual(['a']);
  });

  it('finds a match among 5,000 summarised repairs over 25 homes', () => {
    const docs = Array.from({ length: 25 }, (_, h) =>
      toSummaryRepairs(`p${h}~0`, {
        propertyId: `p${h}`,
        entries: Object.fromEntries(
          Array.from({ length: 200 }, (_, i) => [
            `r${h}-${i}`,
            entry({ description: `Job ${h}-${i}: routine work`, contractorName: `Crew ${i % 17}` }),
          ]),
        ),
      }),
    );
    const index = searchIndex(flattenSummaries(docs), repairHaystack);
    expect(index.items).toHaveLength(5_000);
    expect(searchItems(index, 'job 7-19').map((r) => r.id)).toEqual([
      'r7-19',
      'r7-190',
      'r7-191',
      'r7-192',
      'r7-193',
      'r7-194',
      'r7-195',
      'r7-196',
      'r7-197',
      'r7-198',
      'r7-199',
    ]);
  });
});
