/**
 * Every Firestore read of the households feature. Checked against firestore.rules by
 * src/test/rules-contract.test.ts: `memberInvitations` are read by their sender (`fromUid`)
 * or their invitee (`toUid`), so each query names one of them. Equality filters only, so
 * no composite index is needed; the screens order the few rows themselves.
 */
import { MEMBER_INVITATIONS_COLLECTION } from '@homeledger/domain';
import { CURRENT_UID, param, type CollectionQuerySpec } from '@/lib/data/query-spec';

/** Household invitations waiting for the signed-in homeowner's answer (dashboard). */
export const incomingMemberInvitationsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'incoming member invitations',
  collection: MEMBER_INVITATIONS_COLLECTION,
  where: [
    { field: 'toUid', op: '==', value: CURRENT_UID },
    { field: 'state', op: '==', value: 'pending' },
  ],
  limit: 20,
};

/** The owner's pending invitations to one home (the members panel's "Withdraw"). */
export const sentMemberInvitationsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'sent member invitations',
  collection: MEMBER_INVITATIONS_COLLECTION,
  where: [
    { field: 'fromUid', op: '==', value: CURRENT_UID },
    { field: 'propertyId', op: '==', value: param('propertyId') },
    { field: 'state', op: '==', value: 'pending' },
  ],
  limit: 20,
};
