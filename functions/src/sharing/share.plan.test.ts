import { describe, expect, it } from 'vitest';
import { SHARE_MESSAGES as M } from '@homeledger/domain';
import type { Caller } from '../kit/callable';
import type { AccountRecord } from '../kit/ports';
import { HOUSEHOLD, NOT_EDITORS } from '../kit/household.test-support';
import {
  planShareStart,
  planUnshareFinish,
  planUnshareStart,
  planViewerChunk,
  repairsToChange,
  type SharedProperty,
} from './share.plan';
import { accountOf } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const owner: Caller = {
  uid: 'own',
  role: 'homeowner',
  name: 'Olive',
  email: 'Olive@Home.example',
  emailVerified: true,
};
const property: SharedProperty = {
  id: 'p1',
  ownerId: 'own',
  viewerIds: ['own'],
  deleting: false,
  members: HOUSEHOLD,
};
/** A member of the home calling (see kit/household.test-support.ts). */
const member = (uid: string): Caller => ({ ...owner, uid, name: uid, email: `${uid}@h.example` });
const rita: AccountRecord = accountOf('rita', {
  email: 'rita@realty.example',
  role: 'realtor',
  name: 'Rita Realtor',
});

function share(overrides: Partial<Parameters<typeof planShareStart>[0]> = {}) {
  return planShareStart({
    property,
    caller: owner,
    email: rita.email,
    account: rita,
    profile: { name: 'Rita R.', businessName: 'Rita Realty' },
    shareExists: false,
    pendingRepairs: 0,
    now: NOW,
    ...overrides,
  });
}

describe('planShareStart', () => {
  it('adds the realtor to the property and records the share', () => {
    expect(share()).toEqual({
      kind: 'apply',
      writes: [
        { op: 'update', path: 'properties/p1', data: { viewerIds: ['own', 'rita'] } },
        {
          op: 'set',
          path: 'properties/p1/shares/rita',
          data: {
            name: 'Rita R.',
            email: 'rita@realty.example',
            businessName: 'Rita Realty',
            sharedAt: NOW,
          },
        },
      ],
      result: {
        propertyId: 'p1',
        realtor: {
          uid: 'rita',
          name: 'Rita R.',
          email: 'rita@realty.example',
          businessName: 'Rita Realty',
        },
      },
    });
  });

  it('shows the profile name (cleaned), not the Auth display name, whoever set that', () => {
    const plan = share({
      account: { ...rita, name: 'Anything A Client Set' },
      profile: { name: 'Rita\u202E R.\u0000', businessName: ' Rita\u2066 Realty ' },
    });
    expect(plan.kind === 'apply' && plan.result.realtor).toMatchObject({
      name: 'Rita R.',
      businessName: 'Rita Realty',
    });
  });

  it('falls back to the Auth name, then the email; no business name is ""', () => {
    const noName = share({ account: { ...rita, name: 'Rita Auth' }, profile: {} });
    expect(noName.kind === 'apply' && noName.result.realtor).toMatchObject({
      name: 'Rita Auth',
      businessName: '',
    });
    const nothing = share({ account: { ...rita, name: '  ' }, profile: null });
    expect(nothing.kind === 'apply' && nothing.result.realtor.name).toBe('rita@realty.example');
  });

  it.each([
    ['no property', { property: null }],
    ['someone else’s property', { property: { ...property, ownerId: 'other' } }],
    ['a property being removed', { property: { ...property, deleting: true } }],
  ])('refuses %s as "Property not found"', (_, overrides) => {
    expect(share(overrides)).toEqual({
      kind: 'reject',
      code: 'not-found',
      message: M.propertyNotFound,
    });
  });

  it('lets a co-owner share (the role on the home now), and no other member', () => {
    expect(share({ caller: member('cole') })).toMatchObject({
      kind: 'apply',
      result: { propertyId: 'p1', realtor: { uid: 'rita' } },
    });
    for (const uid of NOT_EDITORS)
      expect(share({ caller: member(uid) })).toEqual({
        kind: 'reject',
        code: 'not-found',
        message: M.propertyNotFound,
      });
    // A co-owner no longer on the home is refused as anyone else.
    expect(share({ caller: member('cole'), property: { ...property, members: [] } })).toEqual({
      kind: 'reject',
      code: 'not-found',
      message: M.propertyNotFound,
    });
  });

  it('refuses the owner’s own email, whatever its case, before anything else', () => {
    for (const overrides of [
      { email: ' OLIVE@home.example ', account: null },
      { account: { ...rita, uid: 'own' } },
    ]) {
      expect(share(overrides)).toMatchObject({
        kind: 'reject',
        code: 'invalid-argument',
        message: M.shareWithSelf,
      });
    }
  });

  it.each([
    ['no account', { account: null }],
    ['a homeowner', { account: { ...rita, role: 'homeowner' as const } }],
    ['a contractor', { account: { ...rita, role: 'contractor' as const } }],
    ['a disabled realtor', { account: { ...rita, disabled: true } }],
    ['a realtor whose email is not verified', { account: { ...rita, emailVerified: false } }],
  ])('gives %s the same answer (no account/role oracle)', (_, overrides) => {
    expect(share(overrides)).toEqual({
      kind: 'reject',
      code: 'not-found',
      message: M.realtorNotFound,
      details: { field: 'email' },
    });
  });

  it('is "already shared" only when the share, the property and every repair have the realtor', () => {
    const done = { ...property, viewerIds: ['own', 'rita'] };
    expect(share({ property: done, shareExists: true })).toMatchObject({
      kind: 'reject',
      code: 'already-exists',
      message: M.alreadyShared,
    });
    // Repairs still missing the realtor: finish the job, write nothing more in step 1.
    expect(share({ property: done, shareExists: true, pendingRepairs: 3 })).toMatchObject({
      kind: 'apply',
      writes: [],
    });
    // Share document there but the realtor off the property (an unfinished revoke): re-add, keep the document.
    expect(share({ shareExists: true })).toMatchObject({
      kind: 'apply',
      writes: [{ op: 'update', path: 'properties/p1', data: { viewerIds: ['own', 'rita'] } }],
    });
    // On the property without a share document (data written before shares existed):
    // write the document only.
    const onlyDoc = share({ property: done });
    expect(onlyDoc.kind === 'apply' && onlyDoc.writes.map((w) => w.op)).toEqual(['set']);
  });
});

describe('planViewerChunk', () => {
  const shared = { ...property, viewerIds: ['own', 'rita'] };
  const repairs = [
    { id: 'r1', propertyId: 'p1', viewerIds: ['own'] },
    { id: 'r2', propertyId: 'p1', viewerIds: ['own', 'rita'] },
    null,
    { id: 'r3', propertyId: 'elsewhere', viewerIds: ['own'] },
  ];

  it('adds the realtor where missing, skipping deleted or moved repairs', () => {
    expect(planViewerChunk({ property: shared, repairs, uid: 'rita', mode: 'add' })).toEqual({
      writes: [{ op: 'update', path: 'repairs/r1', data: { viewerIds: ['own', 'rita'] } }],
      stop: false,
    });
  });

  it('removes the realtor where present', () => {
    expect(planViewerChunk({ property, repairs, uid: 'rita', mode: 'remove' })).toEqual({
      writes: [{ op: 'update', path: 'repairs/r2', data: { viewerIds: ['own'] } }],
      stop: false,
    });
  });

  it('stops when the property no longer wants the change (or is gone)', () => {
    expect(planViewerChunk({ property, repairs, uid: 'rita', mode: 'add' })).toEqual({
      writes: [],
      stop: true,
    });
    expect(planViewerChunk({ property: shared, repairs, uid: 'rita', mode: 'remove' }).stop).toBe(
      true,
    );
    expect(planViewerChunk({ property: null, repairs, uid: 'rita', mode: 'add' }).stop).toBe(true);
  });

  it('repairsToChange picks the repairs still to do', () => {
    const all = repairs.filter((r) => r !== null);
    expect(repairsToChange(all, 'rita', 'add')).toEqual(['r1', 'r3']);
    expect(repairsToChange(all, 'rita', 'remove')).toEqual(['r2']);
  });
});

describe('planUnshareStart / planUnshareFinish', () => {
  const shared = { ...property, viewerIds: ['own', 'rita'] };
  const unshare = (overrides: Partial<Parameters<typeof planUnshareStart>[0]> = {}) =>
    planUnshareStart({
      property: shared,
      caller: owner,
      realtorUid: 'rita',
      shareExists: true,
      repairsCarrying: 2,
      now: NOW,
      ...overrides,
    });

  it('takes the realtor off the property', () => {
    expect(unshare()).toEqual({
      kind: 'apply',
      writes: [{ op: 'update', path: 'properties/p1', data: { viewerIds: ['own'] } }],
      result: { propertyId: 'p1', realtorUid: 'rita' },
    });
  });

  it('lets a co-owner revoke a realtor', () => {
    expect(unshare({ caller: member('cole') })).toMatchObject({
      kind: 'apply',
      writes: [{ data: { viewerIds: ['own'] } }],
    });
  });

  it('continues an unfinished revoke without writing the property again', () => {
    expect(unshare({ property })).toMatchObject({ kind: 'apply', writes: [] });
    expect(unshare({ property, shareExists: false })).toMatchObject({ kind: 'apply' });
  });

  it.each([
    ['no property', { property: null }, M.propertyNotFound],
    ['someone else’s', { property: { ...shared, ownerId: 'x' } }, M.propertyNotFound],
    ['being removed', { property: { ...shared, deleting: true } }, M.propertyNotFound],
    ['the owner themself', { realtorUid: 'own' }, M.notShared],
    ['a member of the household', { realtorUid: 'vera' }, M.notShared],
    ['a viewer', { caller: member('vera') }, M.propertyNotFound],
    ['a delegate', { caller: member('dana') }, M.propertyNotFound],
    ['a realtor with no trace', { property, shareExists: false, repairsCarrying: 0 }, M.notShared],
  ])('refuses %s', (_, overrides, message) => {
    expect(unshare(overrides)).toMatchObject({ kind: 'reject', code: 'not-found', message });
  });

  it('deletes the share document only once the realtor is off the property', () => {
    expect(planUnshareFinish({ property, propertyId: 'p1', realtorUid: 'rita' })).toEqual([
      { op: 'delete', path: 'properties/p1/shares/rita' },
    ]);
    expect(
      planUnshareFinish({ property: null, propertyId: 'p1', realtorUid: 'rita' }),
    ).toHaveLength(1);
    expect(planUnshareFinish({ property: shared, propertyId: 'p1', realtorUid: 'rita' })).toEqual(
      [],
    );
  });
});
