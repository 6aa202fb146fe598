/**
 * "This is a shared computer", chosen at login: the session ends when the browser closes
 * (Firebase Auth's session persistence) and Firestore keeps its cache in memory only, so
 * nothing of the account is written to this computer's disk. Remembered for this tab's
 * session, which is exactly how long such a sign-in lasts.
 */
export const SHARED_COMPUTER_KEY = 'homeledger.sharedComputer';

function sessionStore(): Storage | undefined {
  try {
    return typeof window === 'undefined' ? undefined : window.sessionStorage;
  } catch {
    return undefined;
  }
}

export function isSharedComputer(): boolean {
  try {
    return sessionStore()?.getItem(SHARED_COMPUTER_KEY) === '1';
  } catch {
    return false;
  }
}

export function rememberSharedComputer(shared: boolean): void {
  try {
    if (shared) sessionStore()?.setItem(SHARED_COMPUTER_KEY, '1');
    else sessionStore()?.removeItem(SHARED_COMPUTER_KEY);
  } catch {
    // Storage blocked: the sign-in still uses session persistence; only a reload forgets it.
  }
}
