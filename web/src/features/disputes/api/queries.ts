/**
 * The dispute notices' Firestore read (the holder's dashboard). Checked against
 * firestore.rules by src/test/rules-contract.test.ts; run through lib/firebase/build-query.ts.
 */
import { DISPUTES_COLLECTION } from '@homeledger/domain';
import type { CollectionQuerySpec } from '@/lib/data/query-spec';
import { awaitingAnswerFrom } from '@/lib/data/signed-in-user-filters';

/** Notices that someone else added a home the signed-in homeowner holds, still unanswered. */
export const openDisputesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'open dispute notices',
  collection: DISPUTES_COLLECTION,
  where: awaitingAnswerFrom('holderUid', 'open'),
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
};
