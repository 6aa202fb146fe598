import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  PROPERTY_MESSAGES,
  QUOTAS,
  QUOTA_MESSAGES,
  addressClaimsPath,
  disputeDeadline,
  normalizeAddressKey,
  type AddPropertyInput,
} from '@homeledger/domain';
import { planAddProperty } from './add-property.plan';
import { NOW, existingClaim, homeowner } from './properties.test-support';
import { OAK_LANE_ADDRESS } from '../kit/test-support';

const input = (over: Partial<AddPropertyInput> = {}): AddPropertyInput => ({
  ...OAK_LANE_ADDRESS,
  placeId: null,
  location: null,
  ...over,
});
const KEY = normalizeAddressKey(input());

const add = (over: Partial<Parameters<typeof planAddProperty>[0]> = {}) =>
  planAddProperty({
    input: input(),
    caller: homeowner('ben'),
    newId: 'p9',
    now: NOW,
    claims: null,
    existing: [],
    ownerName: 'Ben Buyer',
    ...over,
  });

describe('planAddProperty', () => {
  it('a first claim on a home: a verified property and the claims index', () => {
    expect(add()).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'create',
          path: 'properties/p9',
          data: {
            ownerId: 'ben',
            ownerName: 'Ben Buyer',
            ...OAK_LANE_ADDRESS,
            addressKey: KEY,
            location: null,
            placeId: null,
            verificationStatus: 'verified',
            photo: null,
            viewerIds: ['ben'],
            repairCount: 0,
            lastRepairDate: null,
            totalSpentCents: null,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
        {
          op: 'set',
          path: addressClaimsPath(KEY),
          data: { addressKey: KEY, claims: { p9: 'ben' } },
        },
      ],
      result: { id: 'p9', verificationStatus: 'verified' },
    });
  });

  it('keeps a suggestion’s place and location, and no owner name when the profile has none', () => {
    const location = { lat: 39.78, lng: -89.65 };
    const plan = add({
      input: input({ placeId: 'ChIJ-abc', location } as Partial<AddPropertyInput>),
      ownerName: undefined,
    });
    expect(
      plan.kind === 'apply' && plan.writes[0]?.op === 'create' && plan.writes[0].data,
    ).toMatchObject({ placeId: 'ChIJ-abc', location, ownerName: null });
  });

  it('a second owner’s claim is disputed, the holder gets a notice and keeps their status', () => {
    const plan = add({
      claims: { addressKey: KEY, claims: { home: 'olive' } },
      existing: [existingClaim('home', 'olive')],
    });
    expect(plan).toMatchObject({
      kind: 'apply',
      result: { id: 'p9', verificationStatus: 'disputed' },
    });
    const writes = plan.kind === 'apply' ? plan.writes : [];
    expect(writes.map((w) => `${w.op} ${w.path}`)).toEqual([
      'create properties/p9',
      'create disputes/p9',
      `set ${addressClaimsPath(KEY)}`,
    ]);
    expect(writes[0]?.op === 'create' && writes[0].data['verificationStatus']).toBe('disputed');
    expect(writes[1]).toEqual({
      op: 'create',
      path: 'disputes/p9',
      data: {
        addressKey: KEY,
        property: OAK_LANE_ADDRESS,
        holderUid: 'olive',
        holderPropertyId: 'home',
        newcomerUid: 'ben',
        newcomerPropertyId: 'p9',
        state: 'open',
        createdAt: NOW,
        deadline: disputeDeadline(NOW),
        answeredAt: null,
        transferId: null,
      },
    });
    expect(writes[2]).toEqual({
      op: 'set',
      path: addressClaimsPath(KEY),
      data: { addressKey: KEY, claims: { home: 'olive', p9: 'ben' } },
    });
  });

  it('the notice goes to the verified claim’s holder, else to the first listed', () => {
    const holderOf = (existing: ReturnType<typeof existingClaim>[]) => {
      const plan = add({ existing });
      const notice = plan.kind === 'apply' ? plan.writes[1] : undefined;
      return notice?.op === 'create' ? notice.data['holderUid'] : undefined;
    };
    expect(
      holderOf([existingClaim('a', 'carl', 'disputed'), existingClaim('b', 'olive', 'verified')]),
    ).toBe('olive');
    expect(
      holderOf([existingClaim('a', 'carl', 'disputed'), existingClaim('b', 'olive', 'disputed')]),
    ).toBe('carl');
  });

  it('a newcomer never writes to anyone else’s property', () => {
    fc.assert(
      fc.property(
        fc.uniqueArray(
          fc.record({
            propertyId: fc.constantFrom('a', 'b', 'c', 'd'),
            ownerId: fc.constantFrom('olive', 'carl', 'dora'),
            verificationStatus: fc.constantFrom('verified', 'disputed'),
          }),
          { selector: (c) => c.propertyId },
        ),
        (existing) => {
          const plan = add({ existing });
          const paths = plan.kind === 'apply' ? plan.writes.map((w) => w.path) : [];
          expect(paths.filter((p) => p.startsWith('properties/'))).toEqual(['properties/p9']);
          expect(plan.kind === 'apply' && plan.result.verificationStatus).toBe(
            existing.length > 0 ? 'disputed' : 'verified',
          );
        },
      ),
    );
  });

  it('an unverified email cannot claim a home someone holds; a free address it can (#33)', () => {
    const unverified = { ...homeowner('ben'), emailVerified: false };
    expect(
      add({
        caller: unverified,
        claims: { addressKey: KEY, claims: { home: 'olive' } },
        existing: [existingClaim('home', 'olive')],
      }),
    ).toEqual({
      kind: 'reject',
      code: 'permission-denied',
      message: PROPERTY_MESSAGES.verifyToClaim,
      details: { reason: 'email-not-verified' },
    });
    expect(add({ caller: unverified })).toMatchObject({
      kind: 'apply',
      result: { verificationStatus: 'verified' },
    });
  });

  it('refuses the same owner adding the same home again', () => {
    expect(add({ existing: [existingClaim('a', 'carl'), existingClaim('b', 'ben')] })).toEqual({
      kind: 'reject',
      code: 'already-exists',
      message: PROPERTY_MESSAGES.alreadyAdded,
    });
  });

  it('refuses an owner at the property quota', () => {
    expect(add({ owned: QUOTAS.propertiesPerAccount - 1 }).kind).toBe('apply');
    expect(add({ owned: QUOTAS.propertiesPerAccount })).toEqual({
      kind: 'reject',
      code: 'resource-exhausted',
      message: QUOTA_MESSAGES.properties,
      details: { reason: 'quota', quota: 'properties' },
    });
  });
});
