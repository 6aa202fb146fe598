/**
 * One Firestore read as a Loadable, shared by useLiveQuery and useLiveDoc: `loading`
 * until the first answer, then `ready`, or `error` (kept until `retry()`). The read
 * runs again on `retry()`, when its key changes, and when the page becomes visible
 * again (so a tab left open picks up what changed meanwhile) — then quietly, keeping
 * the data on screen until the new answer arrives.
 *
 * Reads use Firestore Lite (one-shot REST reads, ~34 KB gzip against ~140 KB for the
 * realtime SDK), which keeps every signed-in route under its 250 KB budget. Screens
 * that change data call `retry()` (or navigate) afterwards.
 *
 * When the Firestore emulator is known to be down (development only) it fails at once
 * instead of waiting for "client is offline".
 */
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Loadable } from '../data/loadable';
import { useFirestoreAvailability } from './firestore-availability';

export class FirestoreUnavailableError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('The Firestore emulator is not running.');
    this.name = 'FirestoreUnavailableError';
  }
}

/** The Firestore error code of a failed read ('permission-denied', 'unavailable', …), if any. */
export function firestoreErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^firestore\//, '') : undefined;
}

export interface FirestoreRead<T> {
  state: Loadable<T>;
  /** Reads again, showing the loading state (after a failure). */
  retry: () => void;
  /** Reads again quietly, keeping the data on screen until the new answer (after a change). */
  refresh: () => void;
}

interface Answer<T> {
  key: string;
  state: Loadable<T>;
}

/**
 * @param key identifies what is read (the read runs again when it changes)
 * @param enabled false: nothing is read, the state stays loading
 * @param read performs the read (a stable function of `key`)
 */
export function useFirestoreRead<T>(
  key: string,
  enabled: boolean,
  read: () => Promise<T>,
): FirestoreRead<T> {
  const availability = useFirestoreAvailability();
  const [attempt, setAttempt] = useState(0);
  const [answer, setAnswer] = useState<Answer<T> | null>(null);
  // Quiet re-reads: the page became visible again, or the screen asked (refresh).
  const [quietTick, setQuietTick] = useState(0);

  useEffect(() => {
    const onVisible = () => {
      if (document.visibilityState === 'visible') setQuietTick((n) => n + 1);
    };
    document.addEventListener('visibilitychange', onVisible);
    return () => document.removeEventListener('visibilitychange', onVisible);
  }, []);

  const runKey = `${key}|${attempt}`;
  useEffect(() => {
    if (!enabled || availability !== 'available') return;
    let cancelled = false;
    read().then(
      (data) => {
        if (!cancelled) setAnswer({ key: runKey, state: { status: 'ready', data } });
      },
      (error: unknown) => {
        if (cancelled) return;
        console.error(`Firestore read failed (${key})`, error);
        setAnswer({ key: runKey, state: { status: 'error', error } });
      },
    );
    return () => {
      cancelled = true;
    };
    // `read` is a function of `key`; a new identity alone must not read again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [runKey, enabled, availability, quietTick]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const refresh = useCallback(() => setQuietTick((n) => n + 1), []);
  const state = useMemo<Loadable<T>>(() => {
    if (availability === 'unavailable')
      return { status: 'error', error: new FirestoreUnavailableError() };
    if (answer?.key === runKey) return answer.state;
    // A quiet re-read keeps what is on screen; a retry or a new key shows loading.
    return { status: 'loading' };
  }, [availability, answer, runKey]);
  return { state, retry, refresh };
}
