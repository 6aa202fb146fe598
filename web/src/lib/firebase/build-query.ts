/** Turns a declared QuerySpec (lib/data/query-spec.ts) into a Firestore query or document reference. */
import {
  collection,
  doc,
  limit,
  orderBy,
  query,
  where,
  type DocumentReference,
  type Firestore,
  type Query,
  type QueryConstraint,
} from 'firebase/firestore';
import {
  fillPath,
  resolveValue,
  type CollectionQuerySpec,
  type DocumentReadSpec,
  type QueryParams,
} from '../data/query-spec';

export function buildQuery(
  db: Firestore,
  spec: CollectionQuerySpec,
  uid: string,
  params: QueryParams = {},
): Query {
  const constraints: QueryConstraint[] = spec.where.map((f) =>
    where(f.field, f.op, resolveValue(f.value, uid, params)),
  );
  for (const order of spec.orderBy ?? []) constraints.push(orderBy(order.field, order.direction));
  if (spec.limit !== undefined) constraints.push(limit(spec.limit));
  return query(collection(db, fillPath(spec.collection, params)), ...constraints);
}

export function buildDocRef(
  db: Firestore,
  spec: DocumentReadSpec,
  params: QueryParams = {},
): DocumentReference {
  return doc(db, fillPath(spec.path, params));
}
