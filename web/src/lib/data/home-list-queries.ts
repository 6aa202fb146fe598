/**
 * The two lists of the signed-in user's homes, declared once: several pages read the same
 * homes (and index) under their own names, as features do not import each other.
 */
import { PROPERTIES_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec } from './query-spec';
import { OWN_DOCUMENTS } from './signed-in-user-filters';

/** The signed-in homeowner's own homes, newest first (the dashboard, the "which home?" page). */
export function ownHomesQuery(name: string): CollectionQuerySpec {
  return {
    kind: 'collection',
    name,
    collection: PROPERTIES_COLLECTION,
    where: OWN_DOCUMENTS,
    orderBy: [{ field: 'createdAt', direction: 'desc' }],
  };
}

/**
 * The homes the signed-in homeowner owns or is a member of (`memberIds` holds the owner and
 * the members). One array filter and no order: no composite index; the pages order them.
 */
export function householdHomesQuery(name: string): CollectionQuerySpec {
  return {
    kind: 'collection',
    name,
    collection: PROPERTIES_COLLECTION,
    where: [{ field: 'memberIds', op: 'array-contains', value: CURRENT_UID }],
  };
}
