/**
 * Live Firestore data for one declared query (lib/data/query-spec.ts), as a
 * Loadable: `loading` until the first snapshot, then `ready` with every change, or
 * `error` (kept until `retry()`). A small onSnapshot hook rather than reactfire's
 * useFirestoreCollectionData: reactfire caches an observable per query and keeps
 * handing back the same errored one, so "Try Again" could never recover.
 * When the Firestore emulator is known to be down (development only) it fails at
 * once instead of waiting for "client is offline".
 */
import { onSnapshot } from 'firebase/firestore';
import { useCallback, useEffect, useMemo, useState } from 'react';
import type { Loadable } from '../data/loadable';
import type { CollectionQuerySpec, QueryParams } from '../data/query-spec';
import { buildQuery } from './build-query';
import { firebaseFirestore } from './firestore';
import { useFirestoreAvailability } from './firestore-availability';

export class FirestoreUnavailableError extends Error {
  readonly code = 'unavailable';
  constructor() {
    super('The Firestore emulator is not running.');
    this.name = 'FirestoreUnavailableError';
  }
}

export interface LiveQuery<T> {
  state: Loadable<T[]>;
  retry: () => void;
}

interface Snapshot<T> {
  key: string;
  state: Loadable<T[]>;
}

/**
 * @param spec the declared query
 * @param uid the signed-in user's uid (null: nothing is read, stays loading)
 * @param convert maps a document's id and data to the screen's shape
 */
export function useLiveQuery<T>(
  spec: CollectionQuerySpec,
  uid: string | null | undefined,
  convert: (id: string, data: Record<string, unknown>) => T,
  params: QueryParams = {},
): LiveQuery<T> {
  const availability = useFirestoreAvailability();
  const [attempt, setAttempt] = useState(0);
  const paramsKey = JSON.stringify(params);
  const key = `${spec.name}|${uid ?? ''}|${paramsKey}|${attempt}`;
  const [snapshot, setSnapshot] = useState<Snapshot<T> | null>(null);

  useEffect(() => {
    if (!uid || availability !== 'available') return;
    const query = buildQuery(firebaseFirestore(), spec, uid, JSON.parse(paramsKey) as QueryParams);
    return onSnapshot(
      query,
      (result) =>
        setSnapshot({
          key,
          state: { status: 'ready', data: result.docs.map((doc) => convert(doc.id, doc.data())) },
        }),
      (error) => {
        console.error(`Firestore query "${spec.name}" failed`, error);
        setSnapshot({ key, state: { status: 'error', error } });
      },
    );
    // `convert` is expected to be stable (a module-level function).
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, availability]);

  const retry = useCallback(() => setAttempt((n) => n + 1), []);
  const state = useMemo<Loadable<T[]>>(() => {
    if (availability === 'unavailable')
      return { status: 'error', error: new FirestoreUnavailableError() };
    return snapshot?.key === key ? snapshot.state : { status: 'loading' };
  }, [availability, snapshot, key]);
  return { state, retry };
}

/** The Firestore error code of a failed read ('permission-denied', 'unavailable', …), if any. */
export function firestoreErrorCode(error: unknown): string | undefined {
  if (typeof error !== 'object' || error === null) return undefined;
  const code = (error as { code?: unknown }).code;
  return typeof code === 'string' ? code.replace(/^firestore\//, '') : undefined;
}
