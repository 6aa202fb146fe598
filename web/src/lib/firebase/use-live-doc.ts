/**
 * Live Firestore data for one declared document read (lib/data/query-spec.ts), as a
 * Loadable: `loading` until the first snapshot, then `ready` with every change, or
 * `error` (kept until `retry()`). The companion of use-live-query.ts, for the same
 * reasons (an onSnapshot hook rather than reactfire's cached observables).
 *
 * `ready(null)` means "not found": the document does not exist, or the rules do not
 * let this user read it (permission-denied). The two are deliberately the same:
 * a read rule on `resource.data` denies a missing document too, and telling them
 * apart would tell a stranger which ids exist.
 */
import { onSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Loadable } from '../data/loadable';
import { fillPath, type DocumentReadSpec, type QueryParams } from '../data/query-spec';
import { buildDocRef } from './build-query';
import { firebaseFirestore } from './firestore';
import { useFirestoreAvailability } from './firestore-availability';
import { FirestoreUnavailableError, firestoreErrorCode } from './use-live-query';

export interface LiveDoc<T> {
  /** `ready(null)`: missing or not readable by this user. */
  state: Loadable<T | null>;
  retry: () => void;
}

interface Snapshot<T> {
  key: string;
  state: Loadable<T | null>;
}

/**
 * @param spec the declared document read
 * @param uid the signed-in user's uid (null: nothing is read, stays loading)
 * @param convert maps the document's id and data to the screen's shape
 * @param params the path's `{name}` segments (a missing or unsafe one reads as not found)
 */
export function useLiveDoc<T>(
  spec: DocumentReadSpec,
  uid: string | null | undefined,
  convert: (id: string, data: Record<string, unknown>) => T,
  params: QueryParams = {},
): LiveDoc<T> {
  const availability = useFirestoreAvailability();
  const [attempt, setAttempt] = useState(0);
  const paramsKey = JSON.stringify(params);
  const key = `${spec.name}|${uid ?? ''}|${paramsKey}|${attempt}`;
  const [snapshot, setSnapshot] = useState<Snapshot<T> | null>(null);
  // A missing or unsafe path segment (e.g. "a/b") names no readable document.
  const validPath = useMemo(() => {
    try {
      fillPath(spec.path, JSON.parse(paramsKey) as QueryParams);
      return true;
    } catch {
      return false;
    }
  }, [spec.path, paramsKey]);

  useEffect(() => {
    if (!uid || !validPath || availability !== 'available') return;
    const ref = buildDocRef(firebaseFirestore(), spec, JSON.parse(paramsKey) as QueryParams);
    return onSnapshot(
      ref,
      (result) => {
        const data = result.data();
        setSnapshot({
          key,
          state: { status: 'ready', data: data ? convert(result.id, data) : null },
        });
      },
      (error) => {
        if (firestoreErrorCode(error) === 'permission-denied') {
          setSnapshot({ key, state: { status: 'ready', data: null } });
          return;
        }
        console.error(`Firestore read "${spec.name}" failed`, error);
        setSnapshot({ key, state: { status: 'error', error } });
      },
    );
    // `convert` is expected to be stable (a module-level function).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, validPath, availability]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo<Loadable<T | null>>(() => {
    if (!validPath) return { status: 'ready', data: null };
    if (availability === 'unavailable')
      return { status: 'error', error: new FirestoreUnavailableError() };
    return snapshot?.key === key ? snapshot.state : { status: 'loading' };
  }, [validPath, availability, snapshot, key]);
  return { state, retry };
}
