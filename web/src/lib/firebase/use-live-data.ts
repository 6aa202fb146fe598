/**
 * The state of one live Firestore read, shared by useLiveQuery and useLiveDoc: `loading`
 * until the first snapshot (from the local cache when it has one, so a revisit paints at
 * once), then `ready` with every later snapshot, or `error` until `retry()`.
 *
 * When the Firestore emulator is known to be down (development only) it fails at once
 * instead of leaving a spinner.
 */
import { useCallback, useMemo, useState } from 'react';
import type { Observable } from 'rxjs';
import type { Loadable } from '../data/loadable';
import { useFirestoreAvailability } from './firestore-availability';
import { FirestoreUnavailableError } from './firestore-errors';
import { useLiveObservable } from './live-observable';

export interface LiveData<T> {
  state: Loadable<T>;
  /** Subscribes again, showing loading (Try Again after a failure). */
  retry: () => void;
  /** Subscribes again, keeping the data on screen until the new first snapshot. */
  refresh: () => void;
  /** True from `refresh()` until the new subscription answers. */
  refreshing: boolean;
}

/**
 * @param key identifies what is read: hooks with the same key share one listener
 * @param enabled false: nothing is subscribed, the state stays loading
 * @param watch the snapshots (a function of `key` alone)
 */
export function useLiveData<T>(
  key: string,
  enabled: boolean,
  watch: () => Observable<T>,
): LiveData<T> {
  const availability = useFirestoreAvailability();
  const [attempt, setAttempt] = useState({ n: 0, quiet: false });
  const base = enabled && availability === 'available' ? key : null;
  const current = useLiveObservable(base === null ? null : `${base}#${attempt.n}`, watch);
  // A quiet refresh keeps showing the previous subscription's data until the new one answers.
  const refreshing = base !== null && attempt.quiet && current.status === 'loading';
  const previous = useLiveObservable(refreshing ? `${base}#${attempt.n - 1}` : null, watch);

  const retry = useCallback(() => setAttempt(({ n }) => ({ n: n + 1, quiet: false })), []);
  const quietAllowed = current.status === 'ready';
  const refresh = useCallback(
    () => setAttempt(({ n }) => ({ n: n + 1, quiet: quietAllowed })),
    [quietAllowed],
  );

  const shown = refreshing && previous.status === 'ready' ? previous : current;
  const state = useMemo<Loadable<T>>(
    () =>
      availability === 'unavailable'
        ? { status: 'error', error: new FirestoreUnavailableError() }
        : shown,
    [availability, shown],
  );
  return { state, retry, refresh, refreshing };
}
