/**
 * Auth data module (verbs only). Import it lazily: it pulls in firebase/auth,
 * which public pages only load when a session may exist.
 */
import {
  browserLocalPersistence,
  browserSessionPersistence,
  indexedDBLocalPersistence,
  onIdTokenChanged,
  sendEmailVerification,
  sendPasswordResetEmail,
  setPersistence,
  signInWithEmailAndPassword,
  signOut,
  type User,
} from 'firebase/auth';
import { roleFromClaim } from '@homeledger/domain';
import type { SessionUser } from '../auth/session-user';
import { firebaseAuth } from './auth';

/**
 * Whether Firebase Auth knows the email is verified but the ID token predates it.
 * Firebase Auth reloads the account when the app starts (and on `user.reload()`), which
 * sets `emailVerified`, yet keeps the ID token it already had: the server, which reads
 * the token's `email_verified` claim, would go on refusing until the token is renewed.
 */
export function tokenLagsVerification(
  user: Pick<User, 'emailVerified'>,
  claims: Record<string, unknown>,
): boolean {
  return user.emailVerified && claims['email_verified'] !== true;
}

/** Forced ID-token refreshes under way, by uid: the watcher and the banner's check share one. */
const refreshing = new Map<string, Promise<void>>();
/**
 * Accounts whose lagging token the watcher has renewed in this page load. A refresh
 * notifies the watcher again; should the new token still lag (the server disagrees),
 * this stops it asking over and over. The banner's own check always asks.
 */
const renewedOnce = new Set<string>();

/** A fresh ID token for `user` (Firebase Auth then notifies every token listener). */
function refreshIdToken(user: User): Promise<void> {
  let pending = refreshing.get(user.uid);
  if (!pending) {
    pending = user
      .getIdToken(true)
      .then(() => undefined)
      .finally(() => refreshing.delete(user.uid));
    refreshing.set(user.uid, pending);
  }
  return pending;
}

async function toSessionUser(user: User): Promise<SessionUser> {
  let token = await user.getIdTokenResult();
  if (tokenLagsVerification(user, token.claims) && !renewedOnce.has(user.uid)) {
    renewedOnce.add(user.uid);
    try {
      await refreshIdToken(user);
      token = await user.getIdTokenResult();
    } catch (error) {
      // Offline, say: the session stays, reported unverified (as the server sees it),
      // and the banner's "I've verified it" asks again.
      console.error('Renewing the ID token after email verification failed', error);
    }
  }
  return {
    id: user.uid,
    name: user.displayName ?? '',
    email: user.email ?? '',
    role: roleFromClaim(token.claims.role),
    // The token's claim, not the account's flag: what the server will accept.
    emailVerified: token.claims['email_verified'] === true,
  };
}

/**
 * Calls back with the signed-in user (or null) now and on every change (sign-in/out,
 * token refresh, `user.reload()`). Only the latest change is reported: a session read
 * still waiting for a token refresh never overwrites a newer answer (a sign-out, or the
 * refreshed token's own report).
 */
export function watchSession(
  onUser: (user: SessionUser | null) => void,
  onError: (error: Error) => void,
): () => void {
  let latest = 0;
  return onIdTokenChanged(
    firebaseAuth(),
    (user) => {
      const change = ++latest;
      if (!user) {
        onUser(null);
        return;
      }
      toSessionUser(user).then(
        (session) => {
          if (change === latest) onUser(session);
        },
        (error: Error) => {
          if (change === latest) onError(error);
        },
      );
    },
    onError,
  );
}

/**
 * Signs in. On a shared computer the session lives in this browser session only (gone when
 * the browser closes); otherwise it stays on this device, as Auth does by default.
 */
export async function signInWithPassword(
  email: string,
  password: string,
  sharedComputer = false,
): Promise<SessionUser> {
  const auth = firebaseAuth();
  if (sharedComputer) await setPersistence(auth, browserSessionPersistence);
  else
    await setPersistence(auth, indexedDBLocalPersistence).catch(() =>
      setPersistence(auth, browserLocalPersistence),
    );
  const credential = await signInWithEmailAndPassword(auth, email, password);
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
  if (!user.emailVerified) return false;
  if (tokenLagsVerification(user, (await user.getIdTokenResult()).claims)) {
    await refreshIdToken(user);
  }
  return true;
}

export async function sendPasswordReset(email: string): Promise<void> {
  await sendPasswordResetEmail(firebaseAuth(), email);
}
