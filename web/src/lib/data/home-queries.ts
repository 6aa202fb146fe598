/**
 * The reads of homes that several pages make, declared once: each page declares them under
 * its own name (a listener of its own), as features do not import each other.
 */
import { PROPERTIES_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec, type DocumentReadSpec } from './query-spec';
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

/** One home (the `propertyId` param), read whole: rules decide who may. */
export function homeDocument(name: string): DocumentReadSpec {
  return { kind: 'document', name, path: `${PROPERTIES_COLLECTION}/{propertyId}` };
}

/**
 * `spec` reading its first `pages` pages of `pageSize` (a name of its own, so it is a
 * listener of its own): lists that load a page more at a time.
 */
export function queryPages(
  spec: CollectionQuerySpec,
  pageSize: number,
  pages: number,
): CollectionQuerySpec {
  const limit = pageSize * Math.max(1, Math.floor(pages));
  return { ...spec, name: `${spec.name} (${limit})`, limit };
}
