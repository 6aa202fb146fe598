/**
 * Every Firestore read of the Home History Report panel — the property's last reports,
 * live (the newest one's progress moves the bar) — and of the dashboard's reports of homes
 * the user transferred. `viewerIds array-contains` is the
 * constraint the `reports` rule needs. Checked against firestore.rules and the indexes
 * by src/test/rules-contract.test.ts.
 */
import { KEPT_REPORT_KIND, REPORTS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec } from '@/lib/data/query-spec';
import { homeDocuments } from '@/lib/data/signed-in-user-filters';

/** How many reports the panel lists. */
export const RECENT_REPORTS = 5;

export const propertyReportsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property reports',
  collection: REPORTS_COLLECTION,
  where: homeDocuments('viewerIds'),
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: RECENT_REPORTS,
};

/** How many reports of transferred homes the dashboard lists. */
export const KEPT_REPORTS_LIMIT = 20;

/** The reports the signed-in user kept when they transferred a home, newest first. */
export const keptReportsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'kept reports',
  collection: REPORTS_COLLECTION,
  where: [
    { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
    { field: 'kind', op: '==', value: KEPT_REPORT_KIND },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: KEPT_REPORTS_LIMIT,
};
