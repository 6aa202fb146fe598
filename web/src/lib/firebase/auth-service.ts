/**
 * Auth data module (verbs only). Import it lazily: it pulls in firebase/auth,
 * which public pages only load when a session may exist.
 */
import {
  onIdTokenChanged,
  sendPasswordResetEmail,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { roleFromClaim } from '@homeledger/domain';
import type { SessionUser } from '../auth/session-user';
import { firebaseAuth } from './auth';

async function toSessionUser(user: User, forceRefresh = false): Promise<SessionUser> {
  const token = await user.getIdTokenResult(forceRefresh);
  return {
    id: user.uid,
    name: user.displayName ?? '',
    email: user.email ?? '',
    role: roleFromClaim(token.claims.role),
  };
}

/** Calls back with the signed-in user (or null) now and on every change. */
export function watchSession(
  onUser: (user: SessionUser | null) => void,
  onError: (error: Error) => void,
): () => void {
  return onIdTokenChanged(
    firebaseAuth(),
    (user) => {
      if (!user) {
        onUser(null);
        return;
      }
      toSessionUser(user).then(onUser, onError);
    },
    onError,
  );
}

export async function signInWithPassword(email: string, password: string): Promise<SessionUser> {
  const credential = await signInWithEmailAndPassword(firebaseAuth(), email, password);
  return toSessionUser(credential.user);
}

export async function signOutCurrentUser(): Promise<void> {
  await signOut(firebaseAuth());
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}
