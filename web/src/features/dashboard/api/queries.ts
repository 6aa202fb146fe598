/**
 * Every Firestore read of the homeowner dashboard: four queries for the whole page (own
 * homes, homes you are a member of, a page of repairs, the repair search summaries), never
 * one per card. Checked against firestore.rules by
 * src/test/rules-contract.test.ts; run through lib/firebase/build-query.ts.
 */
import { REPAIR_SUMMARIES_COLLECTION, REPAIRS_COLLECTION } from '@homeledger/domain';
import { householdHomesQuery, ownHomesQuery, queryPages } from '@/lib/data/home-queries';
import type { CollectionQuerySpec } from '@/lib/data/query-spec';
import { OWN_DOCUMENTS } from '@/lib/data/signed-in-user-filters';

/** The signed-in homeowner's own properties, newest first. */
export const ownPropertiesQuery = ownHomesQuery('own properties');

/** Repairs the Repair History tab reads at a time (issue #29: pages of ≤ 100). */
export const REPAIRS_PAGE_SIZE = 100;

/**
 * The repairs on the homeowner's own properties, newest service date first, one page (the
 * page widens the limit a page at a time: `repairsPage`).
 */
export const ownRepairsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'own repairs',
  collection: REPAIRS_COLLECTION,
  where: OWN_DOCUMENTS,
  orderBy: [
    { field: 'date', direction: 'desc' },
    { field: 'createdAt', direction: 'desc' },
  ],
  limit: REPAIRS_PAGE_SIZE,
};

/** `spec` reading its first `pages` pages (a name of its own, so it is a listener of its own). */
export function repairsPage(spec: CollectionQuerySpec, pages: number): CollectionQuerySpec {
  return queryPages(spec, REPAIRS_PAGE_SIZE, pages);
}

/**
 * The search summaries of the homeowner's own homes (≤ one document per home): the Repair
 * History search matches these, so it covers every repair while the list reads a page.
 */
export const ownRepairSummariesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'own repair summaries',
  collection: REPAIR_SUMMARIES_COLLECTION,
  where: OWN_DOCUMENTS,
};

/**
 * Homes the signed-in homeowner is a member of (issue #31): this also returns their own
 * homes, which the page leaves out.
 */
export const memberHomesQuery = householdHomesQuery('member homes');
