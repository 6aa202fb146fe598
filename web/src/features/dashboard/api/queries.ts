/**
 * Every Firestore read of the homeowner dashboard: three queries for the
 * whole page (own homes, homes you are a member of, repairs), never one per card. Checked against firestore.rules by
 * src/test/rules-contract.test.ts; run through lib/firebase/build-query.ts.
 */
import { PROPERTIES_COLLECTION, REPAIRS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec } from '@/lib/data/query-spec';

/** The signed-in homeowner's own properties, newest first. */
export const ownPropertiesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'own properties',
  collection: PROPERTIES_COLLECTION,
  where: [
    { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
    { field: 'ownerId', op: '==', value: CURRENT_UID },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};

/** The repairs on the homeowner's own properties, newest service date first. */
export const ownRepairsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'own repairs',
  collection: REPAIRS_COLLECTION,
  where: [
    { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
    { field: 'ownerId', op: '==', value: CURRENT_UID },
  ],
  orderBy: [
    { field: 'date', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
};

/**
 * Homes the signed-in homeowner is a member of (issue #31): `memberIds` holds the owner and
 * the members, so this also returns their own homes, which the page leaves out. One array
 * filter and no order: no composite index; the page orders them.
 */
export const memberHomesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'member homes',
  collection: PROPERTIES_COLLECTION,
  where: [{ field: 'memberIds', op: 'array-contains', value: CURRENT_UID }],
};
