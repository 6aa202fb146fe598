/**
 * The data of one declared collection query (lib/data/query-spec.ts) as a Loadable
 * (see use-firestore-read.ts for when it reads and why it uses Firestore Lite).
 */
import { getDocs } from 'firebase/firestore/lite';
import type { CollectionQuerySpec, QueryParams } from '../data/query-spec';
import { buildQuery } from './build-query';
import { firebaseFirestore } from './firestore';
import { useFirestoreRead, type FirestoreRead } from './use-firestore-read';

export { FirestoreUnavailableError, firestoreErrorCode } from './use-firestore-read';

export type LiveQuery<T> = FirestoreRead<T[]>;

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
  const paramsKey = JSON.stringify(params);
  return useFirestoreRead(`${spec.name}|${uid ?? ''}|${paramsKey}`, Boolean(uid), async () => {
    const query = buildQuery(
      firebaseFirestore(),
      spec,
      uid as string,
      JSON.parse(paramsKey) as QueryParams,
    );
    const result = await getDocs(query);
    return result.docs.map((doc) => convert(doc.id, doc.data()));
  });
}
