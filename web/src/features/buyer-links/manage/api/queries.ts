/**
 * Every Firestore read of the owner's buyer links. Checked against firestore.rules by
 * src/test/rules-contract.test.ts.
 */
import { BUYER_LINKS_COLLECTION } from '@homeledger/domain';
import { param, type CollectionQuerySpec } from '@/lib/data/query-spec';
import { madeForHomeBy } from '@/lib/data/signed-in-user-filters';

/** The owner's buyer links of one property, newest first (the owner's own query). */
export const propertyBuyerLinksQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property buyer links',
  collection: BUYER_LINKS_COLLECTION,
  where: madeForHomeBy('ownerId'),
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};

/**
 * A co-owner's view of the same links (households): the home and its owner pinned by
 * equality, so the rule can check the caller is a co-owner of that home while that owner
 * owns it (firestore.rules coOwnerOf). Same fields and order as the owner's: same index.
 */
export const coOwnerBuyerLinksQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'co-owner buyer links',
  collection: BUYER_LINKS_COLLECTION,
  where: [
    { field: 'ownerId', op: '==', value: param('ownerId') },
    { field: 'propertyId', op: '==', value: param('propertyId') },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};
