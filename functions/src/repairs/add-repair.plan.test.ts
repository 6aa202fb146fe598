import { describe, expect, it } from 'vitest';
import { REPAIR_MESSAGES as M } from '@homeledger/domain';
import { planAddRepair, propertyNotFound } from './add-repair.plan';
import {
  NOW,
  addInput,
  homeowner,
  member,
  propertyDoc,
  receipt,
  receiptAccepted,
  receiptRefused,
} from './repairs.test-support';
import { OAK_LANE_ADDRESS } from '../kit/test-support';

const add = (over: Partial<Parameters<typeof planAddRepair>[0]> = {}) =>
  planAddRepair({
    input: addInput(),
    caller: homeowner(),
    newId: 'r9',
    now: NOW,
    property: propertyDoc(),
    receipt: null,
    ...over,
  });

describe('planAddRepair', () => {
  it('creates a completed, unvalidated owner repair visible to the property’s viewers, and its stats', () => {
    expect(add()).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'create',
          path: 'repairs/r9',
          data: {
            propertyId: 'home',
            ownerId: 'olive',
            viewerIds: ['olive', 'rita'],
            property: OAK_LANE_ADDRESS,
            serviceType: 'plumbing',
            date: '2026-04-20',
            description: 'New tap',
            contractorName: 'Pat Plumber',
            costCents: 12_550,
            receipt: null,
            status: 'completed',
            validation: { state: 'none' },
            isContractorValidated: false,
            source: 'owner',
            addedBy: 'olive',
            addedByName: 'olive',
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
        {
          op: 'update',
          path: 'properties/home',
          data: {
            repairCount: 3,
            lastRepairDate: '2026-04-20',
            totalSpentCents: 62_550,
            updatedAt: NOW,
          },
        },
      ],
      result: { id: 'r9', propertyId: 'home' },
    });
  });

  it('stores an Other type as typed, and keeps the newer last date of the home', () => {
    const plan = add({
      input: addInput({
        serviceType: 'other',
        otherServiceType: 'Chimney sweep',
        storedServiceType: 'Chimney sweep',
        date: '2025-01-02',
        costCents: null,
      }),
    });
    expect(plan).toMatchObject({
      kind: 'apply',
      writes: [
        { data: { serviceType: 'Chimney sweep', date: '2025-01-02', costCents: null } },
        {
          data: { repairCount: 3, lastRepairDate: '2026-03-10', totalSpentCents: 50_000 },
        },
      ],
    });
  });

  it('the first repair of a home starts its statistics', () => {
    const empty = propertyDoc({
      stats: { repairCount: 0, lastRepairDate: null, totalSpentCents: null },
    });
    const plan = add({ property: empty, input: addInput({ costCents: null }) });
    expect(plan.kind === 'apply' && plan.writes[1]).toEqual({
      op: 'update',
      path: 'properties/home',
      data: { repairCount: 1, lastRepairDate: '2026-04-20', totalSpentCents: 0, updatedAt: NOW },
    });
  });

  it('attaches the accepted receipt', () => {
    const plan = add({ receipt: receiptAccepted() });
    expect(
      plan.kind === 'apply' && plan.writes[0]?.op === 'create' && plan.writes[0].data,
    ).toMatchObject({ receipt: receipt() });
  });

  it('answers one "Property Not Found" for a missing, someone else’s, disputed or departing home', () => {
    const notFound = {
      kind: 'reject',
      code: 'not-found',
      message: "The property you're trying to add a repair for could not be found.",
      details: { title: 'Property Not Found' },
    };
    expect(propertyNotFound()).toEqual(notFound);
    for (const property of [
      null,
      propertyDoc({ ownerId: 'carl' }),
      propertyDoc({ verificationStatus: 'disputed' }),
      propertyDoc({ deleting: true }),
    ])
      expect(add({ property })).toEqual(notFound);
  });

  it('refuses a completed repair dated after today anywhere on Earth', () => {
    // NOW is 1 May 12:00 UTC: 2 May has begun at UTC+14, 3 May nowhere.
    expect(add({ input: addInput({ date: '2026-05-02' }) }).kind).toBe('apply');
    expect(add({ input: addInput({ date: '2026-05-03' }) })).toEqual({
      kind: 'reject',
      code: 'invalid-argument',
      message: M.dateInFuture,
      details: { field: 'date' },
    });
  });

  it('passes on the receipt check’s refusal, after the property and date checks', () => {
    const refused = receiptRefused(M.receiptTooLarge);
    expect(add({ receipt: refused })).toEqual(refused.ok ? null : refused.plan);
    expect(add({ receipt: refused, property: null })).toMatchObject({ code: 'not-found' });
    expect(add({ receipt: refused, input: addInput({ date: '2030-01-01' }) })).toMatchObject({
      message: M.dateInFuture,
    });
  });
});

describe('planAddRepair by role on the home (households)', () => {
  const household = propertyDoc({
    members: [member('cole', 'co-owner'), member('vera', 'viewer'), member('dana', 'delegate')],
  });
  it('a co-owner adds, named as the household knows them; the repair stays the owner’s', () => {
    const plan = add({ caller: homeowner('cole'), property: household });
    expect(plan.kind === 'apply' && plan.writes[0]).toMatchObject({
      op: 'create',
      data: { ownerId: 'olive', addedBy: 'cole', addedByName: 'Name cole' },
    });
  });
  it('a viewer, a delegate and a stranger are told the home is not found', () => {
    for (const uid of ['vera', 'dana', 'zed'])
      expect(add({ caller: homeowner(uid), property: household })).toEqual(propertyNotFound());
  });

  it('stores the accepted photos and refuses with the photos’ own message', () => {
    const photos = ['repairPhotos/home/u1/before.jpg', 'repairPhotos/home/u2/after.jpg'];
    const plan = add({ photos: { ok: true, photos } });
    const created = plan.kind === 'apply' ? plan.writes[0] : null;
    expect(created?.op === 'create' && created.data['photos']).toEqual(photos);
    // No photos: the field is not written at all.
    const plain = add();
    expect(
      plain.kind === 'apply' &&
        plain.writes[0]?.op === 'create' &&
        'photos' in plain.writes[0].data,
    ).toBe(false);
    const refused = add({
      photos: { ok: false, plan: propertyNotFound() },
    });
    expect(refused).toEqual(propertyNotFound());
  });
});
