/**
 * Every Firestore read of the homeowner dashboard: two queries for the
 * whole page, never one per card. Checked against firestore.rules by
 * src/test/rules-contract.test.ts; run through lib/firebase/build-query.ts.
 */
import {
  DISPUTES_COLLECTION,
  PROPERTIES_COLLECTION,
  RECORD_OFFERS_COLLECTION,
  REPAIRS_COLLECTION,
} from '@homeledger/domain';
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

/** Service records contractors sent to the signed-in homeowner, waiting for an answer, newest first. */
export const pendingRecordOffersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'pending record offers',
  collection: RECORD_OFFERS_COLLECTION,
  where: [
    { field: 'homeownerUid', op: '==', value: CURRENT_UID },
    { field: 'state', op: '==', value: 'pending' },
  ],
  orderBy: [{ field: 'sentAt', direction: 'desc' }],
};

/** Notices that someone else added a home the signed-in homeowner holds, still unanswered. */
export const openDisputesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'open dispute notices',
  collection: DISPUTES_COLLECTION,
  where: [
    { field: 'holderUid', op: '==', value: CURRENT_UID },
    { field: 'state', op: '==', value: 'open' },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};
