/**
 * The filters that name the signed-in user, as firestore.rules asks for them (rules are not
 * filters: a query without its rule's constraint is rejected as a whole). Each is one
 * access path of the rules, shared by every query that reads through it.
 */
import { CURRENT_UID, param, type QueryFilter } from './query-spec';

/**
 * The signed-in user's own documents: the rule reads `viewerIds`, and the owner is pinned
 * so homes merely shared with them stay out.
 */
export const OWN_DOCUMENTS: readonly QueryFilter[] = [
  { field: 'viewerIds', op: 'array-contains', value: CURRENT_UID },
  { field: 'ownerId', op: '==', value: CURRENT_UID },
];

/**
 * One home's documents (the `propertyId` param) that the signed-in user reads through the
 * home's `viewerIds` (owner, members, realtors it is shared with) or `memberIds` (its
 * household).
 */
export function homeDocuments(readers: 'viewerIds' | 'memberIds'): readonly QueryFilter[] {
  return [
    { field: readers, op: 'array-contains', value: CURRENT_UID },
    { field: 'propertyId', op: '==', value: param('propertyId') },
  ];
}

/**
 * One home's documents (the `propertyId` param) that the signed-in user made (the field `by`
 * holds their uid): the rule lets their maker read them.
 */
export function madeForHomeBy(by: string): readonly QueryFilter[] {
  return [
    { field: by, op: '==', value: CURRENT_UID },
    { field: 'propertyId', op: '==', value: param('propertyId') },
  ];
}

/**
 * Documents sent to the signed-in user (the field `to` holds their uid) that still wait for
 * their answer (`state`).
 */
export function awaitingAnswerFrom(to: string, state = 'pending'): readonly QueryFilter[] {
  return [
    { field: to, op: '==', value: CURRENT_UID },
    { field: 'state', op: '==', value: state },
  ];
}
