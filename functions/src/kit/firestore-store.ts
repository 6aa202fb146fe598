/**
 * The `Store` port on the Admin SDK (docs/architecture.md §3): `transact` is
 * `runTransaction` (reads through the transaction, then the plan's writes),
 * `commit` is sequential batches of ≤ 500, `getAll` one batched read. Dates are written as Firestore
 * Timestamps (the SDK converts them) and every Timestamp read comes back as a
 * JS `Date`. `update` keys are field names (FieldPath), never dotted paths.
 * Behaviour is pinned by store.contract.ts, run in firestore-store.tier2.test.ts.
 */
import {
  FieldPath,
  FieldValue,
  Timestamp,
  type DocumentData,
  type DocumentReference,
  type DocumentSnapshot,
  type Firestore,
  type Query,
  type Transaction,
  type WriteBatch,
} from 'firebase-admin/firestore';
import {
  DELETE_FIELD,
  assertCollectionPath,
  assertDocPath,
  chunkWrites,
  type DocData,
  type DocSnap,
  type Store,
  type StoreQuery,
  type TxReader,
  type WriteOp,
} from './store';

/** Timestamps → Dates, all the way down. */
export function fromFirestore(value: unknown): unknown {
  if (value instanceof Timestamp) return value.toDate();
  if (Array.isArray(value)) return value.map(fromFirestore);
  if (
    typeof value === 'object' &&
    value !== null &&
    Object.getPrototypeOf(value) === Object.prototype
  ) {
    return Object.fromEntries(Object.entries(value).map(([k, v]) => [k, fromFirestore(v)]));
  }
  return value;
}

function snapOf(snap: DocumentSnapshot): DocSnap | null {
  if (!snap.exists) return null;
  return { path: snap.ref.path, id: snap.id, data: fromFirestore(snap.data() ?? {}) as DocData };
}

function buildQuery(db: Firestore, q: StoreQuery): Query {
  assertCollectionPath(q.collection);
  let query: Query = db.collection(q.collection);
  for (const filter of q.where ?? []) query = query.where(filter.field, filter.op, filter.value);
  if (q.orderBy) query = query.orderBy(q.orderBy.field, q.orderBy.direction ?? 'asc');
  if (q.startAfterId !== undefined) {
    if (q.orderBy) throw new Error('startAfterId cannot be combined with orderBy');
    query = query.orderBy(FieldPath.documentId()).startAfter(q.startAfterId);
  }
  if (q.limit !== undefined) query = query.limit(q.limit);
  return query;
}

/** The write surface Transaction and WriteBatch share (their overloads do not unify as a union). */
interface Writer {
  create(ref: DocumentReference, data: DocumentData): unknown;
  set(ref: DocumentReference, data: DocumentData): unknown;
  update(ref: DocumentReference, field: FieldPath, value: unknown, ...rest: unknown[]): unknown;
  delete(ref: DocumentReference): unknown;
}

const writerOf = (writer: Transaction | WriteBatch): Writer => writer as unknown as Writer;

function applyWrite(db: Firestore, writer: Writer, op: WriteOp): void {
  assertDocPath(op.path);
  const ref = db.doc(op.path);
  switch (op.op) {
    case 'create':
      writer.create(ref, op.data);
      return;
    case 'set':
      writer.set(ref, op.data);
      return;
    case 'update': {
      const pairs = Object.entries(op.data).flatMap(([field, value]) => [
        new FieldPath(field),
        value === DELETE_FIELD ? FieldValue.delete() : value,
      ]);
      const [field, value, ...rest] = pairs;
      if (field === undefined) throw new Error(`Update of ${op.path} changes no field`);
      // The varargs form takes FieldPaths, so a key such as "a.b" stays one field.
      writer.update(ref, field as FieldPath, value, ...rest);
      return;
    }
    case 'delete':
      writer.delete(ref);
      return;
  }
}

export function firestoreStore(db: Firestore): Store {
  const get = async (path: string) => {
    assertDocPath(path);
    return snapOf(await db.doc(path).get());
  };
  const query = async (q: StoreQuery) =>
    (await buildQuery(db, q).get()).docs.map((doc) => snapOf(doc) as DocSnap);
  const refs = (paths: readonly string[]) =>
    paths.map((path) => {
      assertDocPath(path);
      return db.doc(path);
    });
  // getAll needs at least one reference; it answers in the order asked.
  const getAll = async (paths: readonly string[]) =>
    paths.length === 0 ? [] : (await db.getAll(...refs(paths))).map(snapOf);

  return {
    get,
    getAll,
    query,
    transact: (fn) =>
      db.runTransaction(async (transaction) => {
        const tx: TxReader = {
          get: async (path) => {
            assertDocPath(path);
            return snapOf(await transaction.get(db.doc(path)));
          },
          getAll: async (paths) =>
            paths.length === 0 ? [] : (await transaction.getAll(...refs(paths))).map(snapOf),
          query: async (q) =>
            (await transaction.get(buildQuery(db, q))).docs.map((doc) => snapOf(doc) as DocSnap),
        };
        const { writes, result } = await fn(tx);
        for (const op of writes) applyWrite(db, writerOf(transaction), op);
        return result;
      }),
    async commit(writes) {
      for (const chunk of chunkWrites(writes)) {
        const batch = db.batch();
        for (const op of chunk) applyWrite(db, writerOf(batch), op);
        await batch.commit();
      }
    },
  };
}
