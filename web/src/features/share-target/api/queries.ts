/**
 * The one Firestore read of the "which home?" page (/share): the signed-in owner's homes.
 * Checked against firestore.rules by src/test/rules-contract.test.ts; the same query (and
 * index) as the dashboard's own properties.
 */
import { PROPERTIES_COLLECTION } from '@homeledger/domain';
import type { CollectionQuerySpec } from '@/lib/data/query-spec';
import { OWN_DOCUMENTS } from '@/lib/data/signed-in-user-filters';

/** The signed-in homeowner's own homes, newest first. */
export const shareTargetHomesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'share target homes',
  collection: PROPERTIES_COLLECTION,
  where: OWN_DOCUMENTS,
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};
