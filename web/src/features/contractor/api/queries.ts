/**
 * Every Firestore read of the contractor portal: the contractor's own
 * service records, ONE query that feeds every view (records, clients, reports,
 * recent invoices). Checked against firestore.rules by src/test/rules-contract.test.ts.
 */
import { SERVICE_RECORDS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, type CollectionQuerySpec } from '@/lib/data/query-spec';

/** The signed-in contractor's service records, newest service date first. */
export const contractorServiceRecordsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'contractor service records',
  collection: SERVICE_RECORDS_COLLECTION,
  where: [{ field: 'contractorUid', op: '==', value: CURRENT_UID }],
  orderBy: [{ field: 'date', direction: 'desc' }],
};
