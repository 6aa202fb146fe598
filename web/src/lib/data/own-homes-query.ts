import { PROPERTIES_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec } from './query-spec';

/**
 * The signed-in homeowner's own homes, newest first (one index: viewerIds, ownerId,
 * createdAt). The dashboard and the share target's "which home?" page read it; each
 * declares it under its own name (features do not import each other).
 */
export function ownHomesQuery(name: string): CollectionQuerySpec {
  return {
    kind: 'collection',
    name,
    collection: PROPERTIES_COLLECTION,
    where: [
      { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
      { field: 'ownerId', op: '==', value: CURRENT_UID },
    ],
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  };
}
