import { describe, expect, it } from 'vitest';
import {
  NOW,
  deletePlan,
  homeowner,
  propertyDoc,
  receipt,
  repairDoc,
} from './repairs.test-support';

const remove = deletePlan;

describe('planDeleteRepair', () => {
  it('deletes the repair and takes it out of the home’s statistics', () => {
    // Not the newest of the home (2026-03-10 is): the last date stays, no other read needed.
    const plan = remove({ repair: repairDoc({ date: '2025-11-11', costCents: 5_000 }) });
    expect(plan).toEqual({
      kind: 'apply',
      writes: [
        { op: 'delete', path: 'repairs/r1' },
        {
          op: 'update',
          path: 'properties/home',
          data: {
            repairCount: 1,
            lastRepairDate: '2026-03-10',
            totalSpentCents: 45_000,
            updatedAt: NOW,
          },
        },
      ],
      result: { id: 'r1', propertyId: 'home', receiptPath: null, photoPaths: [] },
    });
  });

  it('the newest repair gone, the last date is the others’ newest', () => {
    const plan = remove({ othersLatest: '2026-01-15' });
    expect(plan.kind === 'apply' && plan.writes[1]).toEqual({
      op: 'update',
      path: 'properties/home',
      data: {
        repairCount: 1,
        lastRepairDate: '2026-01-15',
        totalSpentCents: 30_000,
        updatedAt: NOW,
      },
    });
  });

  it('the last repair gone, the home has no last date and no total', () => {
    const plan = remove({
      property: propertyDoc({
        stats: { repairCount: 1, lastRepairDate: '2026-03-10', totalSpentCents: 20_000 },
      }),
    });
    expect(plan.kind === 'apply' && plan.writes[1]).toEqual({
      op: 'update',
      path: 'properties/home',
      data: { repairCount: 0, lastRepairDate: null, totalSpentCents: null, updatedAt: NOW },
    });
  });

  it('takes its validation request along, whatever its state', () => {
    for (const validationState of ['requested', 'validated', 'declined'])
      expect(remove({ repair: repairDoc({ validationState, date: '2020-01-01' }) })).toMatchObject({
        kind: 'apply',
        writes: [
          { op: 'delete', path: 'repairs/r1' },
          { op: 'delete', path: 'validationRequests/r1' },
          { op: 'update', path: 'properties/home' },
        ],
      });
  });

  it('names the receipt and photo files to delete after the commit', () => {
    const photos = ['repairPhotos/home/u1/before.jpg', 'repairPhotos/home/u2/after.webp'];
    const plan = remove({ repair: repairDoc({ receipt: receipt(), photos, date: '2020-01-01' }) });
    expect(plan.kind === 'apply' && plan.result).toEqual({
      id: 'r1',
      propertyId: 'home',
      receiptPath: receipt().path,
      photoPaths: photos,
    });
  });

  it('leaves the statistics of a home that is gone or being removed', () => {
    for (const property of [null, propertyDoc({ deleting: true })])
      expect(remove({ property })).toEqual({
        kind: 'apply',
        writes: [{ op: 'delete', path: 'repairs/r1' }],
        result: { id: 'r1', propertyId: 'home', receiptPath: null, photoPaths: [] },
      });
  });

  it('answers "Repair record not found" for a missing repair', () => {
    expect(remove({ repair: null })).toEqual({
      kind: 'reject',
      code: 'not-found',
      message: 'Repair record not found',
    });
  });

  it('without its home (being removed) only the repair’s own owner removes it', () => {
    expect(remove({ property: null, othersLatest: null }).kind).toBe('apply');
    expect(remove({ property: null, caller: homeowner('carl') }).kind).toBe('reject');
  });
});
