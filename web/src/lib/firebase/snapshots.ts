/**
 * The data layer's boundary: a declared query or document (lib/data/query-spec.ts) as
 * an Observable of its snapshots, through rxfire over the Firestore SDK's listeners.
 * Every change to the data emits again. Component tests replace this module to push
 * snapshots by hand.
 */
import type { Firestore } from 'firebase/firestore';
import { fromRef } from 'rxfire/firestore';
import { map, type Observable } from 'rxjs';
import type { CollectionQuerySpec, DocumentReadSpec, QueryParams } from '../data/query-spec';
import { buildDocRef, buildQuery } from './build-query';

/** One document as the converters take it. */
export interface SnapshotDoc {
  id: string;
  data: Record<string, unknown>;
}

/** The query's documents, in the query's order, again after every change. */
export function watchQuery(
  db: Firestore,
  spec: CollectionQuerySpec,
  uid: string,
  params: QueryParams,
): Observable<SnapshotDoc[]> {
  return fromRef(buildQuery(db, spec, uid, params)).pipe(
    map((snapshot) => snapshot.docs.map((doc) => ({ id: doc.id, data: doc.data() }))),
  );
}

/** The document (null while it does not exist), again after every change. */
export function watchDocument(
  db: Firestore,
  spec: DocumentReadSpec,
  params: QueryParams,
): Observable<SnapshotDoc | null> {
  return fromRef(buildDocRef(db, spec, params)).pipe(
    map((snapshot) => {
      const data = snapshot.data();
      return data ? { id: snapshot.id, data } : null;
    }),
  );
}
