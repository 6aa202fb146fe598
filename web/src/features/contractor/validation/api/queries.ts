/**
 * Every Firestore read of the contractor's validation screens. Checked
 * against firestore.rules and firestore.indexes.json by ./queries.test.ts (this folder
 * sits one level below the features/<feature>/api/queries.ts files the shared
 * contract test collects, so it carries its own).
 */
import { VALIDATION_REQUESTS_COLLECTION } from '@homeledger/domain';
import type { CollectionQuerySpec } from '@/lib/data/query-spec';
import { awaitingAnswerFrom } from '@/lib/data/signed-in-user-filters';

/** The validation requests waiting for the signed-in contractor's answer, newest first. */
export const pendingValidationRequestsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'pending validation requests',
  collection: VALIDATION_REQUESTS_COLLECTION,
  where: awaitingAnswerFrom('contractorUid'),
  orderBy: [{ field: 'requestedAt', direction: 'desc' }],
};
