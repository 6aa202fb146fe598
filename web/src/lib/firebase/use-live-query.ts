/** A declared collection query (lib/data/query-spec.ts), live, in the screen's shape. */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import type { Loadable } from '../data/loadable';
import type { CollectionQuerySpec, QueryParams } from '../data/query-spec';
import { watchQuery } from './snapshots';
import { useLiveData, type LiveData } from './use-live-data';

export { FirestoreUnavailableError, firestoreErrorCode } from './firestore-errors';

export type LiveQuery<T> = LiveData<T[]>;

/**
 * @param spec the declared query
 * @param uid the signed-in user's uid (null: nothing is read, stays loading)
 * @param convert maps a document's id and data to the screen's shape (module-level, stable)
 */
export function useLiveQuery<T>(
  spec: CollectionQuerySpec,
  uid: string | null | undefined,
  convert: (id: string, data: Record<string, unknown>) => T,
  params: QueryParams = {},
): LiveQuery<T> {
  const db = useFirestore();
  const paramsKey = JSON.stringify(params);
  const live = useLiveData(`${spec.name}|${uid ?? ''}|${paramsKey}`, Boolean(uid), () =>
    watchQuery(db, spec, uid as string, JSON.parse(paramsKey) as QueryParams),
  );
  const { state } = live;
  const converted = useMemo<Loadable<T[]>>(
    () =>
      state.status === 'ready'
        ? { status: 'ready', data: state.data.map((doc) => convert(doc.id, doc.data)) }
        : state,
    [state, convert],
  );
  return { ...live, state: converted };
}
