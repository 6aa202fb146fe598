/**
 * The record offers' Firestore read (the homeowner's dashboard). Checked against
 * firestore.rules by src/test/rules-contract.test.ts; run through lib/firebase/build-query.ts.
 */
import { RECORD_OFFERS_COLLECTION } from '@homeledger/domain';
import type { CollectionQuerySpec } from '@/lib/data/query-spec';
import { awaitingAnswerFrom } from '@/lib/data/signed-in-user-filters';

/** Service records contractors sent to the signed-in homeowner, waiting for an answer, newest first. */
export const pendingRecordOffersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'pending record offers',
  collection: RECORD_OFFERS_COLLECTION,
  where: awaitingAnswerFrom('homeownerUid'),
  orderBy: [{ field: 'sentAt', direction: 'desc' }],
};
