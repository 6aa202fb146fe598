/**
 * Every Firestore read of the transfers feature: the offers on the dashboard (received and
 * sent) and the pending transfer on the owner's property page. Checked against
 * firestore.rules by src/test/rules-contract.test.ts.
 */
import {
  KEPT_RECEIPTS_COLLECTION,
  SENT_TRANSFERS_COLLECTION,
  TRANSFERS_COLLECTION,
  WARRANTIES_COLLECTION,
} from '@homeledger/domain';
import {
  CURRENT_UID,
  type CollectionQuerySpec,
  type DocumentReadSpec,
  homeRepairsQuery,
} from '@/lib/data/query-spec';

/** Homes offered to the signed-in homeowner (any state), newest first. */
export const incomingTransfersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'incoming transfers',
  collection: TRANSFERS_COLLECTION,
  where: [{ field: 'toUid', op: '==', value: CURRENT_UID }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: 20,
};

/**
 * Homes the signed-in homeowner offered to someone (any state), newest first: the sender's
 * copies, which say only what the sender typed until the recipient answers (#33).
 */
export const outgoingTransfersQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'outgoing transfers',
  collection: SENT_TRANSFERS_COLLECTION,
  where: [{ field: 'fromUid', op: '==', value: CURRENT_UID }],
  orderBy: [{ field: 'createdAt', direction: 'desc' }],
  limit: 20,
};

/**
 * The property's pending transfer (its id is the property's `pendingTransferId`), read
 * by its sender from their copy: the owner's panel shows the email and the mail's state.
 */
export const pendingTransferDocument: DocumentReadSpec = {
  kind: 'document',
  name: 'pending transfer',
  path: `${SENT_TRANSFERS_COLLECTION}/{transferId}`,
};

/**
 * The home's repairs, for the receipts step of "Transfer this home" (#33): those with a
 * receipt are listed for the seller to choose which go with the home. The property page's
 * own repairs query, declared here because features do not import each other.
 */
export const homeReceiptsQuery = homeRepairsQuery('home receipts');

/** Files a seller kept when they transferred a home (#33); the panel sorts them. */
export const KEPT_FILES_LIMIT = 200;

/** The receipts the signed-in homeowner kept at their transfers (their records). */
export const keptReceiptsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'kept receipts',
  collection: KEPT_RECEIPTS_COLLECTION,
  where: [{ field: 'ownerUid', op: '==', value: CURRENT_UID }],
  limit: KEPT_FILES_LIMIT,
};

/**
 * Their non-transferable warranties whose document the transfer moved under their uid
 * (`documentKept`): the warranty stayed theirs, the home did not.
 */
export const keptWarrantiesQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'kept warranty documents',
  collection: WARRANTIES_COLLECTION,
  where: [
    { field: 'ownerId', op: '==', value: CURRENT_UID },
    { field: 'documentKept', op: '==', value: true },
  ],
  limit: KEPT_FILES_LIMIT,
};
