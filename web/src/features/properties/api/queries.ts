/**
 * Every Firestore read of the property pages. Checked against
 * firestore.rules by src/test/rules-contract.test.ts.
 */
import {
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  SHARES_SUBCOLLECTION,
} from '@homeledger/domain';
import {
  CURRENT_UID,
  param,
  type CollectionQuerySpec,
  type DocumentReadSpec,
} from '@/lib/data/query-spec';

/** One property (the rules let its viewers read it; anyone else gets permission-denied = not found). */
export const propertyDocument: DocumentReadSpec = {
  kind: 'document',
  name: 'property',
  path: `${PROPERTIES_COLLECTION}/{propertyId}`,
};

/** The repairs of one property, newest service date first. */
export const propertyRepairsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property repairs',
  collection: REPAIRS_COLLECTION,
  where: [
    { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
    { field: 'propertyId', op: '==', value: param('propertyId') },
  ],
  orderBy: [
    { field: 'date', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
};

/**
 * Who the owner shared the property with: `properties/{propertyId}/shares`,
 * readable by the property's owner only (the rule names the parent by the path).
 */
export const propertySharesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property shares',
  collection: `${PROPERTIES_COLLECTION}/{propertyId}/${SHARES_SUBCOLLECTION}`,
  where: [],
  orderBy: [{ field: 'sharedAt', direction: 'asc' }],
};
