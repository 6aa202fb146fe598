/**
 * One declared document (lib/data/query-spec.ts), live, in the screen's shape.
 *
 * `ready(null)` means "not found": the document does not exist, or the rules do not
 * let this user read it (permission-denied). The two are deliberately the same:
 * a read rule on `resource.data` denies a missing document too, and telling them
 * apart would tell a stranger which ids exist.
 */
import { useMemo } from 'react';
import { useFirestore } from 'reactfire';
import { catchError, of, throwError } from 'rxjs';
import type { Loadable } from '../data/loadable';
import { fillPath, type DocumentReadSpec, type QueryParams } from '../data/query-spec';
import { firestoreErrorCode } from './firestore-errors';
import { watchDocument, type SnapshotDoc } from './snapshots';
import { useLiveData, type LiveData } from './use-live-data';

export type LiveDoc<T> = LiveData<T | null>;

function validPath(path: string, params: QueryParams): boolean {
  try {
    fillPath(path, params);
    return true;
  } catch {
    return false;
  }
}

/**
 * @param spec the declared document read
 * @param uid the signed-in user's uid (null: nothing is read, stays loading)
 * @param convert maps the document's id and data to the screen's shape (module-level, stable)
 * @param params the path's `{name}` segments (a missing or unsafe one reads as not found)
 */
export function useLiveDoc<T>(
  spec: DocumentReadSpec,
  uid: string | null | undefined,
  convert: (id: string, data: Record<string, unknown>) => T,
  params: QueryParams = {},
): LiveDoc<T> {
  const db = useFirestore();
  const paramsKey = JSON.stringify(params);
  const valid = validPath(spec.path, params);
  const live = useLiveData(`${spec.name}|${uid ?? ''}|${paramsKey}`, Boolean(uid) && valid, () =>
    watchDocument(db, spec, JSON.parse(paramsKey) as QueryParams).pipe(
      catchError((error: unknown) =>
        firestoreErrorCode(error) === 'permission-denied'
          ? of<SnapshotDoc | null>(null)
          : throwError(() => error),
      ),
    ),
  );
  const { state } = live;
  const converted = useMemo<Loadable<T | null>>(() => {
    if (!valid) return { status: 'ready', data: null };
    if (state.status !== 'ready') return state;
    return { status: 'ready', data: state.data ? convert(state.data.id, state.data.data) : null };
  }, [valid, state, convert]);
  return { ...live, state: converted };
}
