import { describe, expect, it } from 'vitest';
import { projectIndexes, projectReadRules } from './project-firestore-contract';
import { CURRENT_UID, param, type QuerySpec } from '@/lib/data/query-spec';
import { checkQuery, missingIndex, parseReadRules } from './rules-contract';

/** Every QuerySpec exported by a feature's api/queries.ts. */
const modules = import.meta.glob<Record<string, unknown>>('../features/**/api/queries.ts', {
  eager: true,
});
function isSpec(value: unknown): value is QuerySpec {
  return (
    typeof value === 'object' &&
    value !== null &&
    'kind' in value &&
    'name' in value &&
    ((value as QuerySpec).kind === 'collection' || (value as QuerySpec).kind === 'document')
  );
}
const declared = Object.entries(modules).flatMap(([file, exports]) =>
  Object.values(exports)
    .filter(isSpec)
    .map((spec) => ({ file, spec })),
);

describe('firestore.rules as the contract sees them', () => {
  it('understands every read rule', () => {
    const byPath = Object.fromEntries(
      projectReadRules.map((r) => [r.segments.join('/'), r.requirement]),
    );
    expect(byPath).toEqual({
      'profiles/{uid}': { kind: 'own-document', idVar: 'uid' },
      'properties/{propertyId}': { kind: 'viewer-array', field: 'viewerIds' },
      'properties/{propertyId}/shares/{realtorUid}': {
        kind: 'parent-owner',
        parentVar: 'propertyId',
      },
      'properties/{propertyId}/delegateOpens/{visit}': {
        kind: 'parent-owner',
        parentVar: 'propertyId',
      },
      'repairs/{repairId}': { kind: 'viewer-array', field: 'viewerIds' },
      'repairSummaries/{summaryId}': { kind: 'viewer-array', field: 'viewerIds' },
      'serviceRecords/{recordId}': { kind: 'owner-field', field: 'contractorUid' },
      // Two read rules each (OR-ed); the map keeps the last, the next test checks both.
      'validationRequests/{repairId}': { kind: 'owner-field', field: 'ownerId' },
      'recordOffers/{offerId}': { kind: 'owner-field', field: 'homeownerUid' },
      'reports/{reportId}': { kind: 'viewer-array', field: 'viewerIds' },
      // Two read rules (OR-ed): the map keeps the last.
      'buyerLinks/{linkId}': { kind: 'owner-field', field: 'ownerId' },
      // The recipient's; the sender reads their copy (#33).
      'transfers/{transferId}': { kind: 'owner-field', field: 'toUid' },
      'sentTransfers/{transferId}': { kind: 'owner-field', field: 'fromUid' },
      // A seller's kept receipts (#33): theirs alone.
      'keptReceipts/{keptId}': { kind: 'owner-field', field: 'ownerUid' },
      'disputes/{disputeId}': { kind: 'owner-field', field: 'holderUid' },
      'maintenanceTasks/{taskId}': { kind: 'owner-field', field: 'ownerId' },
      'warranties/{warrantyId}': { kind: 'owner-field', field: 'ownerId' },
      'reminderSettings/{uid}': { kind: 'own-document', idVar: 'uid' },
      // Two read rules (OR-ed): the map keeps the last.
      'memberInvitations/{invitationId}': { kind: 'owner-field', field: 'toUid' },
      '{document=**}': { kind: 'denied' },
    });
  });
  it('reads validation requests and record offers by either party', () => {
    const of = (path: string) =>
      projectReadRules.filter((r) => r.segments.join('/') === path).map((r) => r.requirement);
    expect(of('validationRequests/{repairId}')).toEqual([
      { kind: 'owner-field', field: 'contractorUid' },
      { kind: 'owner-field', field: 'ownerId' },
    ]);
    expect(of('buyerLinks/{linkId}')).toEqual([
      { kind: 'co-owner-of', propertyField: 'propertyId', ownerField: 'ownerId' },
      { kind: 'owner-field', field: 'ownerId' },
    ]);
    expect(of('recordOffers/{offerId}')).toEqual([
      { kind: 'owner-field', field: 'contractorUid' },
      { kind: 'owner-field', field: 'homeownerUid' },
    ]);
  });
});

describe('every declared client query carries its rule constraint', () => {
  it('finds the feature query modules', () => {
    expect(declared.length).toBeGreaterThan(0);
  });
  it.each(
    declared.map(
      ({ file, spec }) => [`${file.replace('../features/', '')} ${spec.name}`, spec] as const,
    ),
  )('%s', (_, spec) => {
    expect(checkQuery(spec, projectReadRules)).toEqual([]);
  });
});

describe('the contract rejects queries the rules would reject', () => {
  const base = { kind: 'collection', name: 'q', where: [] } as const;
  it.each<[string, QuerySpec]>([
    [
      'properties without viewerIds',
      {
        ...base,
        collection: 'properties',
        where: [{ field: 'ownerId', op: '==', value: CURRENT_UID }],
      },
    ],
    [
      'properties filtered by another value',
      {
        ...base,
        collection: 'properties',
        where: [{ field: 'viewerIds', op: 'array-contains', value: 'someone-else' }],
      },
    ],
    [
      'repairs with == instead of array-contains',
      {
        ...base,
        collection: 'repairs',
        where: [{ field: 'viewerIds', op: '==', value: CURRENT_UID }],
      },
    ],
    ['service records of everyone', { ...base, collection: 'serviceRecords' }],
    ['a listing of all profiles', { ...base, collection: 'profiles' }],
    ['someone else’s profile', { kind: 'document', name: 'q', path: 'profiles/{otherUid}' }],
    ['quickbooks tokens', { kind: 'document', name: 'q', path: 'quickbooksConnections/{uid}' }],
    ['oauth states', { ...base, collection: 'oauthStates' }],
    ['shares of a fixed property', { ...base, collection: 'properties/abc/shares' }],
    [
      'buyer links of a home without its owner pinned',
      {
        ...base,
        collection: 'buyerLinks',
        where: [{ field: 'propertyId', op: '==', value: param('propertyId') }],
      },
    ],
  ])('%s', (_, spec) => {
    expect(checkQuery(spec, projectReadRules)).not.toEqual([]);
  });

  it('accepts the shapes the rules allow', () => {
    expect(
      checkQuery(
        {
          ...base,
          collection: 'repairs',
          where: [
            { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
            { field: 'propertyId', op: '==', value: param('propertyId') },
          ],
        },
        projectReadRules,
      ),
    ).toEqual([]);
    expect(
      checkQuery({ kind: 'document', name: 'q', path: 'profiles/{uid}' }, projectReadRules),
    ).toEqual([]);
    expect(
      checkQuery({ ...base, collection: 'properties/{propertyId}/shares' }, projectReadRules),
    ).toEqual([]);
  });

  it('fails on a rule shape it does not know', () => {
    const odd = parseReadRules(`service cloud.firestore { match /databases/{database}/documents {
      match /things/{id} { allow read: if request.time < timestamp.date(2030, 1, 1); } } }`);
    expect(checkQuery({ ...base, collection: 'things' }, odd)[0]).toMatch(/does not understand/);
  });
});

describe('composite indexes', () => {
  const spec: QuerySpec = {
    kind: 'collection',
    name: 'q',
    collection: 'repairs',
    where: [{ field: 'viewerIds', op: 'array-contains', value: CURRENT_UID }],
    orderBy: [{ field: 'cost', direction: 'asc' }],
  };
  it('reports a query whose index is missing', () => {
    expect(missingIndex(spec, projectIndexes)).toMatch(/no composite index/);
  });
  it('needs none for one field or equality only', () => {
    expect(missingIndex({ ...spec, orderBy: [] }, projectIndexes)).toBeNull();
    expect(
      missingIndex(
        {
          ...spec,
          where: [
            { field: 'a', op: '==', value: 1 },
            { field: 'b', op: '==', value: 2 },
          ],
          orderBy: [],
        },
        projectIndexes,
      ),
    ).toBeNull();
  });
});
