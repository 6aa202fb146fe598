/**
 * One declared document read (lib/data/query-spec.ts) as a Loadable (see
 * use-firestore-read.ts for when it reads and why it uses Firestore Lite).
 *
 * `ready(null)` means "not found": the document does not exist, or the rules do not
 * let this user read it (permission-denied). The two are deliberately the same:
 * a read rule on `resource.data` denies a missing document too, and telling them
 * apart would tell a stranger which ids exist.
 */
import { getDoc } from 'firebase/firestore/lite';
import type { Loadable } from '../data/loadable';
import { fillPath, type DocumentReadSpec, type QueryParams } from '../data/query-spec';
import { buildDocRef } from './build-query';
import { firebaseFirestore } from './firestore';
import { firestoreErrorCode, useFirestoreRead } from './use-firestore-read';

export interface LiveDoc<T> {
  /** `ready(null)`: missing or not readable by this user. */
  state: Loadable<T | null>;
  retry: () => void;
  /** Reads again quietly (after this screen changed the document). */
  refresh: () => void;
}

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
  const paramsKey = JSON.stringify(params);
  const valid = validPath(spec.path, params);
  const read = useFirestoreRead<T | null>(
    `${spec.name}|${uid ?? ''}|${paramsKey}`,
    Boolean(uid) && valid,
    async () => {
      try {
        const result = await getDoc(
          buildDocRef(firebaseFirestore(), spec, JSON.parse(paramsKey) as QueryParams),
        );
        const data = result.data();
        return data ? convert(result.id, data) : null;
      } catch (error) {
        if (firestoreErrorCode(error) === 'permission-denied') return null;
        throw error;
      }
    },
  );
  const state: Loadable<T | null> = valid ? read.state : { status: 'ready', data: null };
  return { state, retry: read.retry, refresh: read.refresh };
}
