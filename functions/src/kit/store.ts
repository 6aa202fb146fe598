/**
 * The Firestore port (docs/architecture.md §3): what a callable's shell needs from the
 * database, and nothing else. No Firebase imports here — `memory-store.ts` runs it
 * in tier 1, `firestore-store.ts` adapts the Admin SDK for production and tier 2.
 *
 * Paths are slash-separated: a document is `collection/id` (or deeper,
 * `properties/abc/shares/uid`), a collection is `properties` or
 * `properties/abc/shares`. Dates: decisions put JS `Date` values in data; the
 * Firestore adapter stores them as Timestamps and reads them back as `Date`.
 */

export type DocData = Record<string, unknown>;

export interface DocSnap {
  /** Full document path, e.g. `properties/abc`. */
  path: string;
  /** The last path segment. */
  id: string;
  data: DocData;
}

export interface Filter {
  /** A top-level field, or a dotted path into maps (`validation.state`). */
  field: string;
  /** '<' '<=' '>' '>=': a range, on one field per query (the digest queries by next-due date). */
  op: '==' | 'array-contains' | 'array-contains-any' | 'in' | '<' | '<=' | '>' | '>=';
  value: unknown;
}

export interface StoreQuery {
  /** A collection path; may be a subcollection: `properties/abc/shares`. */
  collection: string;
  where?: Filter[];
  orderBy?: { field: string; direction?: 'asc' | 'desc' };
  limit?: number;
  /**
   * Paging in document-id order (no `orderBy`): only documents whose id sorts after
   * this one. Served by single-field indexes, so a filtered collection can be read
   * page by page without a composite index.
   */
  startAfterId?: string;
}

/** As a value in an `update` op: remove that field from the document. */
export const DELETE_FIELD: unique symbol = Symbol('homeledger.store.DELETE_FIELD');

export type WriteOp =
  /** Fails (and with it the whole transaction or chunk) if the document exists. */
  | { op: 'create'; path: string; data: DocData }
  /** Full overwrite; creates the document if missing. */
  | { op: 'set'; path: string; data: DocData }
  /** Top-level field merge (a key is a field name, never a dotted path); the document must exist. */
  | { op: 'update'; path: string; data: DocData }
  /** Deleting a missing document is fine. */
  | { op: 'delete'; path: string };

export interface TxReader {
  get(path: string): Promise<DocSnap | null>;
  /**
   * Several documents in one request (Firestore's `getAll`), in the order asked, null
   * for a missing one. A transaction that reads many documents uses this, not one
   * `get` each: every request is a round trip while the transaction holds its locks.
   */
  getAll(paths: readonly string[]): Promise<(DocSnap | null)[]>;
  query(q: StoreQuery): Promise<DocSnap[]>;
}

export interface Store extends TxReader {
  /** One transaction: all reads through tx, then the returned writes are applied atomically (all or nothing). */
  transact<T>(fn: (tx: TxReader) => Promise<{ writes: WriteOp[]; result: T }>): Promise<T>;
  /** Non-transactional writes for big cascades, applied in chunks of ≤ 500 (each chunk atomic). */
  commit(writes: WriteOp[]): Promise<void>;
}

/** Firestore's limit of writes per batch / transaction. */
export const MAX_WRITES_PER_CHUNK = 500;

/** Firestore's maximum document size: 1 MiB (1,048,576 bytes), counted as `documentSize` does. */
export const MAX_DOCUMENT_BYTES = 1_048_576;

/** Splits writes into the atomic chunks `commit` applies, in order. */
export function chunkWrites(writes: readonly WriteOp[], size = MAX_WRITES_PER_CHUNK): WriteOp[][] {
  if (!Number.isInteger(size) || size < 1) throw new RangeError(`Invalid chunk size ${size}`);
  const chunks: WriteOp[][] = [];
  for (let i = 0; i < writes.length; i += size) chunks.push(writes.slice(i, i + size));
  return chunks;
}

function segments(path: string): string[] {
  if (typeof path !== 'string' || path === '') throw new Error('Empty Firestore path.');
  const parts = path.split('/');
  if (parts.some((part) => part === '' || part === '.' || part === '..' || /^__.*__$/.test(part)))
    throw new Error(`Invalid Firestore path "${path}".`);
  return parts;
}

/** Throws unless `path` names a document (an even number of segments). */
export function assertDocPath(path: string): void {
  if (segments(path).length % 2 !== 0)
    throw new Error(`"${path}" is not a document path (collection/id[/subcollection/id…]).`);
}

/** Throws unless `path` names a collection (an odd number of segments). */
export function assertCollectionPath(path: string): void {
  if (segments(path).length % 2 !== 1)
    throw new Error(`"${path}" is not a collection path (collection[/id/subcollection…]).`);
}

/** The document's id: the last segment of its path. */
export function docId(path: string): string {
  assertDocPath(path);
  return path.slice(path.lastIndexOf('/') + 1);
}

/** The collection a document lives in: `properties/abc/shares/u1` → `properties/abc/shares`. */
export function parentCollection(path: string): string {
  assertDocPath(path);
  return path.slice(0, path.lastIndexOf('/'));
}

/** `collection/id` with the id checked (no slash, not empty). */
export function docPath(collection: string, id: string): string {
  assertCollectionPath(collection);
  if (id === '' || id.includes('/')) throw new Error(`Invalid document id "${id}".`);
  return `${collection}/${id}`;
}

/** One document, read and turned into what its reader makes of it; null when it does not exist. */
export async function readDocAs<T>(
  tx: Pick<TxReader, 'get'>,
  path: string,
  fromSnap: (snap: DocSnap) => T,
): Promise<T | null> {
  const snap = await tx.get(path);
  return snap ? fromSnap(snap) : null;
}
