/**
 * Every Firestore read of the owner's buyer links. Checked against firestore.rules by
 * src/test/rules-contract.test.ts.
 */
import { BUYER_LINKS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, param, type CollectionQuerySpec } from '@/lib/data/query-spec';

/** The owner's buyer links of one property, newest first (readable by their owner only). */
export const propertyBuyerLinksQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property buyer links',
  collection: BUYER_LINKS_COLLECTION,
  where: [
    { field: 'ownerId', op: '==', value: CURRENT_UID },
    { field: 'propertyId', op: '==', value: param('propertyId') },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};
