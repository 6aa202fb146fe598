import { describe, expect, it } from 'vitest';
import { PROPERTY_MESSAGES, addressClaimsPath } from '@homeledger/domain';
import { planDeleteStart, type PropertyToDelete } from './delete-property.plan';
import { NOW, existingClaim, homeowner } from './properties.test-support';

const KEY = '12 oak ln|62704';
const property = (over: Partial<PropertyToDelete> = {}): PropertyToDelete => ({
  id: 'home',
  ownerId: 'olive',
  addressKey: KEY,
  deleting: false,
  ...over,
});
const start = (over: Partial<Parameters<typeof planDeleteStart>[0]> = {}) =>
  planDeleteStart({
    property: property(),
    caller: homeowner(),
    now: NOW,
    claims: { addressKey: KEY, claims: { home: 'olive' } },
    others: [existingClaim('home', 'olive')],
    ...over,
  });
const markDeleting = {
  op: 'update',
  path: 'properties/home',
  data: { deleting: true, viewerIds: ['olive'], updatedAt: NOW },
};

describe('planDeleteStart', () => {
  it('the only claim: marks the home departing (realtors lose access) and removes the index', () => {
    expect(start()).toEqual({
      kind: 'apply',
      writes: [markDeleting, { op: 'delete', path: addressClaimsPath(KEY) }],
      result: { alreadyStarted: false },
    });
    expect(start({ claims: null, others: [] })).toEqual({
      kind: 'apply',
      writes: [markDeleting, { op: 'delete', path: addressClaimsPath(KEY) }],
      result: { alreadyStarted: false },
    });
  });

  it('one other owner left: their disputed claims become verified', () => {
    const plan = start({
      claims: { addressKey: KEY, claims: { home: 'olive', b1: 'ben', b2: 'ben' } },
      others: [
        existingClaim('home', 'olive'),
        existingClaim('b1', 'ben', 'disputed'),
        existingClaim('b2', 'ben', 'verified'),
      ],
    });
    expect(plan).toEqual({
      kind: 'apply',
      writes: [
        markDeleting,
        {
          op: 'set',
          path: addressClaimsPath(KEY),
          data: { addressKey: KEY, claims: { b1: 'ben', b2: 'ben' } },
        },
        {
          op: 'update',
          path: 'properties/b1',
          data: { verificationStatus: 'verified', updatedAt: NOW },
        },
      ],
      result: { alreadyStarted: false },
    });
  });

  it('two or more other owners left: nobody’s status changes', () => {
    const plan = start({
      claims: { addressKey: KEY, claims: { home: 'olive', b: 'ben', c: 'carl' } },
      others: [
        existingClaim('home', 'olive'),
        existingClaim('b', 'ben', 'disputed'),
        existingClaim('c', 'carl', 'disputed'),
      ],
    });
    expect(plan.kind === 'apply' && plan.writes).toEqual([
      markDeleting,
      {
        op: 'set',
        path: addressClaimsPath(KEY),
        data: { addressKey: KEY, claims: { b: 'ben', c: 'carl' } },
      },
    ]);
  });

  it('refuses while a transfer of the home is pending or running (#33)', () => {
    expect(start({ property: property({ transferActive: true }) })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: PROPERTY_MESSAGES.transferActive,
    });
    expect(start({ property: property({ transferActive: false }) }).kind).toBe('apply');
  });

  it('a retry after step 1 has nothing more to start', () => {
    expect(start({ property: property({ deleting: true }) })).toEqual({
      kind: 'apply',
      writes: [],
      result: { alreadyStarted: true },
    });
  });

  it('someone else’s home looks exactly like a missing one', () => {
    const notFound = { kind: 'reject', code: 'not-found', message: PROPERTY_MESSAGES.notFound };
    expect(start({ property: null })).toEqual(notFound);
    expect(start({ caller: homeowner('ben') })).toEqual(notFound);
    expect(start({ property: property({ ownerId: 'ben', deleting: true }) })).toEqual(notFound);
    expect(PROPERTY_MESSAGES.notFound).toBe('Property not found'); // spec §8
  });
});
