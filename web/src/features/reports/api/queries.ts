/**
 * Every Firestore read of the Home History Report panel: the property's last reports,
 * live (the newest one's progress moves the bar). `viewerIds array-contains` is the
 * constraint the `reports` rule needs. Checked against firestore.rules and the indexes
 * by src/test/rules-contract.test.ts.
 */
import { REPORTS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, param, type CollectionQuerySpec } from '@/lib/data/query-spec';

/** How many reports the panel lists. */
export const RECENT_REPORTS = 5;

export const propertyReportsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'property reports',
  collection: REPORTS_COLLECTION,
  where: [
    { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
    { field: 'propertyId', op: '==', value: param('propertyId') },
  ],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: RECENT_REPORTS,
};
