/**
 * A non-secret hint that this browser had a signed-in session, so public pages
 * can skip downloading Firebase Auth for visitors who never signed in. Firebase
 * itself keeps the real session (IndexedDB); the hint is only an optimisation
 * and corrects itself as soon as Auth reports the real state.
 */
export const SESSION_HINT_KEY = 'homeledger.session';

export function readSessionHint(storage: Pick<Storage, 'getItem'> | undefined): boolean {
  try {
    return storage?.getItem(SESSION_HINT_KEY) === '1';
  } catch {
    return false;
  }
}

export function writeSessionHint(
  storage: Pick<Storage, 'setItem' | 'removeItem'> | undefined,
  signedIn: boolean,
): void {
  try {
    if (signedIn) storage?.setItem(SESSION_HINT_KEY, '1');
    else storage?.removeItem(SESSION_HINT_KEY);
  } catch {
    // Storage may be unavailable (private mode, quota): the hint is optional.
  }
}
