/**
 * Whether a user may do an action on a home now: their role (`roleOnHome`) and, for a
 * delegate, its grant (a report only when the grant names it). One helper for the callables
 * and the screens, so a button is shown exactly when the server would take the call.
 */
import { can, roleOnHome, type HomeAction, type StoredMember } from './household';

export function mayOnHome(
  home: { ownerId: string; members: readonly StoredMember[] },
  uid: string,
  action: HomeAction,
  now: Date,
): boolean {
  const role = roleOnHome(home, uid, now);
  const grant =
    role === 'delegate' ? (home.members.find((m) => m.uid === uid)?.grant ?? null) : null;
  return can(role, action, grant);
}
