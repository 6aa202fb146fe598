/**
 * Auth data module (verbs only). Import it lazily: it pulls in firebase/auth,
 * which public pages only load when a session may exist.
 */
import {
  onIdTokenChanged,
  sendEmailVerification,
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
    emailVerified: user.emailVerified,
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

/** Sends Firebase Auth's verification email to the signed-in user. */
export async function sendVerificationEmail(): Promise<void> {
  const user = firebaseAuth().currentUser;
  if (!user) throw new Error('No signed-in user to verify');
  await sendEmailVerification(user);
}

/**
 * Asks Firebase Auth whether the email was verified meanwhile (the link was opened,
 * maybe on another device) and, if so, takes a new ID token carrying
 * `email_verified`, which the server checks. The session watcher then reports the
 * verified user. Resolves with whether it is verified.
 */
export async function reloadEmailVerification(): Promise<boolean> {
  const user = firebaseAuth().currentUser;
  if (!user) return false;
  await user.reload();
  if (user.emailVerified) await user.getIdToken(true);
  return user.emailVerified;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}
