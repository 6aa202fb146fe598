/**
 * What a sign-out leaves on this computer: nothing of the account. Each module that keeps
 * signed-in data in the browser (Firestore's IndexedDB cache, live listeners, object URLs
 * of private files) registers how to forget it; a sign-out, from this tab or another one,
 * runs them all. No Firebase import here, so public pages can hold this module for free.
 *
 * One thing is kept on purpose: repairs in the offline outbox (features/outbox) that were
 * never uploaded. Deleting them would lose the user's work silently, so a sign-out only
 * hides them: they are stored under their account's uid, never shown to or sent by
 * another account, and sent when that account signs in here again. Their cleaner closes
 * the store and forgets what this tab had read.
 */
type Cleaner = () => void | Promise<void>;

const cleaners = new Set<Cleaner>();

/** Registers what to forget at sign-out; returns how to unregister it. */
export function forgetOnSignOut(cleaner: Cleaner): () => void {
  cleaners.add(cleaner);
  return () => cleaners.delete(cleaner);
}

let running: Promise<void> | null = null;

/**
 * Runs every cleaner, each once even if another fails (a failure is logged: the rest must
 * still go). Resolves when all have finished. A sign-out asks twice (the logout itself, and
 * the session watcher seeing no user): a call while a run is going joins that run.
 */
export function forgetSignedInData(): Promise<void> {
  running ??= Promise.all(
    [...cleaners].map(async (cleaner) => {
      try {
        await cleaner();
      } catch (error) {
        console.error('Forgetting signed-in data failed', error);
      }
    }),
  ).then(
    () => undefined,
    () => undefined,
  );
  const run = running;
  void run.finally(() => {
    if (running === run) running = null;
  });
  return run;
}
