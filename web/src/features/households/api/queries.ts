/**
 * Every Firestore read of the households feature. Checked against firestore.rules by
 * src/test/rules-contract.test.ts: `memberInvitations` are read by their sender (`fromUid`)
 * or their invitee (`toUid`), so each query names one of them. Equality filters only, so
 * no composite index is needed; the screens order the few rows themselves.
 */
import {
  HOME_OPENS_SHOWN,
  HOME_OPENS_SUBCOLLECTION,
  MEMBER_INVITATIONS_COLLECTION,
  PROPERTIES_COLLECTION,
} from '@homeledger/domain';
import type { CollectionQuerySpec } from '@/lib/data/query-spec';
import { homeDocument, householdHomesQuery } from '@/lib/data/home-queries';
import { awaitingAnswerFrom, madeForHomeBy } from '@/lib/data/signed-in-user-filters';

/** Household invitations waiting for the signed-in homeowner's answer (dashboard). */
export const incomingMemberInvitationsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'incoming member invitations',
  collection: MEMBER_INVITATIONS_COLLECTION,
  where: awaitingAnswerFrom('toUid'),
  limit: 20,
};

/** The owner's pending invitations to one home (the members panel's "Withdraw"). */
export const sentMemberInvitationsQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'sent member invitations',
  collection: MEMBER_INVITATIONS_COLLECTION,
  where: [...madeForHomeBy('fromUid'), { field: 'state', op: '==', value: 'pending' }],
  limit: 20,
};

/**
 * The homes the signed-in homeowner owns or is a member of (`memberIds`), for the dashboard's
 * consent prompt: the few with a request waiting for their answer are picked on the page. One
 * array filter, no order: no composite index (the dashboard reads the same homes).
 */
export const consentHomesQuery = householdHomesQuery('consent homes');

/** The home on the property page, for its consent request (the page reads it too). */
export const consentHomeDocument = homeDocument('consent home');

/**
 * The delegates' opens of one home, newest first (the owner's members panel). The rule reads
 * the parent property's owner, so the query names the home by its path. A single-field order:
 * no composite index.
 */
export const homeOpensQuery: CollectionQuerySpec = {
  kind: 'collection',
  name: 'delegate opens',
  collection: `${PROPERTIES_COLLECTION}/{propertyId}/${HOME_OPENS_SUBCOLLECTION}`,
  where: [],
  orderBy: [{ field: 'at', direction: 'desc' }],
  limit: HOME_OPENS_SHOWN,
};
