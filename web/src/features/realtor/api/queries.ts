/**
 * Every Firestore read of the realtor pages (docs/architecture.md §5): a realtor
 * reads exactly what homeowners shared with them — the properties and repairs whose
 * `viewerIds` hold their uid. Each dashboard table is ONE query (no per-row reads).
 * Checked against firestore.rules (and firestore.indexes.json) by
 * src/test/rules-contract.test.ts and ./queries.test.ts.
 */
import { PROPERTIES_COLLECTION, REPAIRS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec, homeRepairsQuery } from '@/lib/data/query-spec';
import { homeDocument, queryPages } from '@/lib/data/home-queries';

/** Every property shared with the signed-in realtor, by address. */
export const sharedPropertiesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'shared properties',
  collection: PROPERTIES_COLLECTION,
  where: [{ field: 'viewerIds', op: 'array-contains', value: CURRENT_UID }],
  orderBy: [{ field: 'address', direction: 'asc' }],
};

/** Repairs the dashboard's Repair History tab reads at a time (issue #29: pages of ≤ 100). */
export const SHARED_REPAIRS_PAGE_SIZE = 100;

/**
 * The repairs on properties shared with the signed-in realtor, newest service date first,
 * one page (the page widens the limit a page at a time: `sharedRepairsPage`).
 */
export const sharedRepairsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'shared repairs',
  collection: REPAIRS_COLLECTION,
  where: [{ field: 'viewerIds', op: 'array-contains', value: CURRENT_UID }],
  orderBy: [
    { field: 'date', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
  limit: SHARED_REPAIRS_PAGE_SIZE,
};

/** The first `pages` pages of shared repairs (a name of its own: a listener of its own). */
export function sharedRepairsPage(pages: number): CollectionQuerySpec {
  return queryPages(sharedRepairsQuery, SHARED_REPAIRS_PAGE_SIZE, pages);
}

/** One shared property (the history report); not shared ⇒ permission-denied ⇒ not found. */
export const sharedPropertyDocument = homeDocument('shared property');

/** The repairs of one shared property, newest service date first (the report's table). */
export const sharedPropertyRepairsQuery = homeRepairsQuery('shared property repairs');
