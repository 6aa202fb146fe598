/**
 * Every Firestore read of the property pages. Checked against
 * firestore.rules by src/test/rules-contract.test.ts.
 */
import { PROPERTIES_COLLECTION, SHARES_SUBCOLLECTION } from '@homeledger/domain';
import { type CollectionQuerySpec, homeRepairsQuery } from '@/lib/data/query-spec';
import { homeDocument } from '@/lib/data/home-queries';

/** One property (the rules let its viewers read it; anyone else gets permission-denied = not found). */
export const propertyDocument = homeDocument('property');

/** The repairs of one property, newest service date first. */
export const propertyRepairsQuery = homeRepairsQuery('property repairs');

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
