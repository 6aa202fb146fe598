/**
 * Every Firestore read of the repair pages. Checked against
 * firestore.rules by src/test/rules-contract.test.ts.
 */
import { PROPERTIES_COLLECTION, REPAIRS_COLLECTION } from '@homeledger/domain';
import type { DocumentReadSpec } from '@/lib/data/query-spec';

/** One repair (Repair detail, Edit Repair): readable by its property's viewers; else not found. */
export const repairDocument: DocumentReadSpec = {
  kind: 'document',
  name: 'repair',
  path: `${REPAIRS_COLLECTION}/{repairId}`,
};

/** The property a repair is being added to (Add Repair): the page then checks it is the user's own. */
export const repairPropertyDocument: DocumentReadSpec = {
  kind: 'document',
  name: 'repair property',
  path: `${PROPERTIES_COLLECTION}/{propertyId}`,
};
