/**
 * An in-memory `Store` for tier-1 tests (ARCHITECTURE.md §5): the same
 * semantics the Firestore adapter has, checked by the shared contract in
 * store.contract.ts — create fails on an existing document, update on a missing
 * one, a transaction's writes land all together or not at all, `commit` applies
 * chunks of ≤ 500 each atomically, queries support `==`, `array-contains`, `in`,
 * `orderBy` and `limit`. Data is deep-copied in and out, and values Firestore
 * would refuse (undefined, functions, class instances, arrays in arrays) are
 * refused here too, so a decision that would fail in production fails in tier 1.
 *
 * Test hooks: `seed()` (no write counted), `snapshot()`, `writeCount`, `log` of
 * every atomic unit, and `failAfter(n)` to make the (n+1)-th write from now fail.
 */
import {
  DELETE_FIELD,
  MAX_WRITES_PER_CHUNK,
  assertCollectionPath,
  assertDocPath,
  chunkWrites,
  docId,
  parentCollection,
  type DocData,
  type DocSnap,
  type Filter,
  type Store,
  type StoreQuery,
  type TxReader,
  type WriteOp,
} from './store';

/** One atomic unit the store tried to apply: a transaction or a commit chunk. */
export interface AppliedUnit {
  kind: 'transaction' | 'chunk';
  size: number;
  ok: boolean;
}

/** Thrown (as Firestore's ALREADY_EXISTS / NOT_FOUND would be) by a failing create / update. */
export class StoreWriteError extends Error {
  constructor(
    public readonly code: 'already-exists' | 'not-found' | 'invalid-argument' | 'injected',
    message: string,
  ) {
    super(message);
    this.name = 'StoreWriteError';
  }
}

export const MAX_IN_VALUES = 30;

// ---- values ------------------------------------------------------------------------------

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const proto = Object.getPrototypeOf(value) as unknown;
  return proto === Object.prototype || proto === null;
}

/** A deep copy of a Firestore-storable value; throws on anything Firestore would refuse. */
function copyValue(value: unknown, where: string, inArray = false): unknown {
  if (value === null || typeof value === 'string' || typeof value === 'boolean') return value;
  if (typeof value === 'number') return value;
  if (value instanceof Date) {
    if (Number.isNaN(value.getTime())) throw invalid(`${where} is an invalid Date`);
    return new Date(value.getTime());
  }
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (Array.isArray(value)) {
    if (inArray) throw invalid(`${where}: nested arrays are not supported by Firestore`);
    return value.map((item, i) => copyValue(item, `${where}[${i}]`, true));
  }
  if (isPlainObject(value)) return copyData(value, where);
  if (value === DELETE_FIELD) throw invalid(`${where}: DELETE_FIELD is only allowed in update`);
  const kind =
    value === undefined
      ? 'undefined'
      : typeof value === 'object'
        ? 'a class instance'
        : typeof value;
  throw invalid(`${where} is ${kind}, which Firestore cannot store`);
}

/** Firestore reserves field names like `__name__`; an empty name is refused too. */
function checkFieldName(key: string, where: string): void {
  if (key === '' || /^__.*__$/.test(key))
    throw invalid(`${where}: "${key}" is not a valid field name`);
}

function copyData(data: Record<string, unknown>, where: string): DocData {
  // Object.fromEntries defines own properties, so a `__proto__` key stays a plain key.
  return Object.fromEntries(
    Object.keys(data).map((key) => {
      checkFieldName(key, where);
      return [key, copyValue(data[key], `${where}.${key}`)];
    }),
  );
}

function invalid(message: string): StoreWriteError {
  return new StoreWriteError('invalid-argument', message);
}

function fieldValue(data: DocData, field: string): { found: boolean; value: unknown } {
  let current: unknown = data;
  for (const part of field.split('.')) {
    if (!isPlainObject(current) || !Object.hasOwn(current, part))
      return { found: false, value: undefined };
    current = current[part];
  }
  return { found: true, value: current };
}

/** Firestore's order of value types: null < boolean < number < timestamp < string < bytes < array < map. */
function typeRank(value: unknown): number {
  if (value === null) return 0;
  if (typeof value === 'boolean') return 1;
  if (typeof value === 'number') return 2;
  if (value instanceof Date) return 3;
  if (typeof value === 'string') return 4;
  if (value instanceof Uint8Array) return 5;
  if (Array.isArray(value)) return 6;
  return 7;
}

function compareValues(a: unknown, b: unknown): number {
  const rank = typeRank(a) - typeRank(b);
  if (rank !== 0) return rank;
  if (typeof a === 'boolean' && typeof b === 'boolean') return Number(a) - Number(b);
  if (typeof a === 'number' && typeof b === 'number') {
    if (Number.isNaN(a)) return Number.isNaN(b) ? 0 : -1; // NaN sorts before every number
    if (Number.isNaN(b)) return 1;
    return a < b ? -1 : a > b ? 1 : 0;
  }
  if (a instanceof Date && b instanceof Date) return a.getTime() - b.getTime();
  // Firestore orders strings by their UTF-8 bytes.
  if (typeof a === 'string' && typeof b === 'string')
    return Buffer.compare(Buffer.from(a), Buffer.from(b));
  if (a instanceof Uint8Array && b instanceof Uint8Array) return Buffer.compare(a, b);
  if (Array.isArray(a) && Array.isArray(b)) {
    for (let i = 0; i < Math.min(a.length, b.length); i++) {
      const c = compareValues(a[i], b[i]);
      if (c !== 0) return c;
    }
    return a.length - b.length;
  }
  const ao = a as DocData;
  const bo = b as DocData;
  const ak = Object.keys(ao).sort();
  const bk = Object.keys(bo).sort();
  for (let i = 0; i < Math.min(ak.length, bk.length); i++) {
    const key = compareValues(ak[i], bk[i]);
    if (key !== 0) return key;
    const c = compareValues(ao[ak[i] as string], bo[bk[i] as string]);
    if (c !== 0) return c;
  }
  return ak.length - bk.length;
}

function equalValues(a: unknown, b: unknown): boolean {
  return typeRank(a) === typeRank(b) && compareValues(a, b) === 0;
}

function matches(data: DocData, filter: Filter): boolean {
  const { found, value } = fieldValue(data, filter.field);
  if (!found) return false;
  switch (filter.op) {
    case '==':
      return equalValues(value, filter.value);
    case 'array-contains':
      return Array.isArray(value) && value.some((item) => equalValues(item, filter.value));
    case 'in':
      return (filter.value as unknown[]).some((candidate) => equalValues(value, candidate));
  }
}

function checkQuery(q: StoreQuery): void {
  assertCollectionPath(q.collection);
  for (const filter of q.where ?? []) {
    if (!['==', 'array-contains', 'in'].includes(filter.op))
      throw invalid(`Unsupported query operator "${String(filter.op)}"`);
    if (filter.op === 'in') {
      if (
        !Array.isArray(filter.value) ||
        filter.value.length === 0 ||
        filter.value.length > MAX_IN_VALUES
      )
        throw invalid(`"in" needs a non-empty array of at most ${MAX_IN_VALUES} values`);
    }
    if (filter.value === undefined)
      throw invalid(`Filter on "${filter.field}" has an undefined value`);
  }
  if (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 1))
    throw invalid(`Invalid query limit ${String(q.limit)}`);
}

// ---- the store ----------------------------------------------------------------------------

export class MemoryStore implements Store {
  private docs = new Map<string, DocData>();
  private fault: { remaining: number; error: Error } | null = null;
  /** Number of write ops applied (committed) since the store was made; seeding does not count. */
  writeCount = 0;
  /** Every atomic unit attempted through `transact` / `commit`, in order. */
  readonly log: AppliedUnit[] = [];

  constructor(initial: Record<string, DocData> = {}) {
    this.seed(initial);
  }

  /** Puts documents in place without counting writes (test setup). */
  seed(docs: Record<string, DocData>): void {
    for (const [path, data] of Object.entries(docs)) {
      assertDocPath(path);
      this.docs.set(path, copyData(data, path));
    }
  }

  /** Every document, deep-copied, keyed by path (sorted). */
  snapshot(): Record<string, DocData> {
    return Object.fromEntries(
      [...this.docs.keys()]
        .sort()
        .map((path) => [path, copyData(this.docs.get(path) as DocData, path)]),
    );
  }

  /**
   * Fault injection: the next `n` write ops succeed, the one after throws `error`
   * (once). As the op is part of an atomic unit, its whole transaction or chunk
   * is rolled back; earlier chunks of a `commit` stay applied.
   */
  failAfter(
    n: number,
    error: Error = new StoreWriteError('injected', `Injected failure after ${n} writes`),
  ): void {
    if (!Number.isInteger(n) || n < 0)
      throw new RangeError(`failAfter needs a whole number, got ${n}`);
    this.fault = { remaining: n, error };
  }

  async get(path: string): Promise<DocSnap | null> {
    assertDocPath(path);
    const data = this.docs.get(path);
    return data ? { path, id: docId(path), data: copyData(data, path) } : null;
  }

  async query(q: StoreQuery): Promise<DocSnap[]> {
    checkQuery(q);
    const direction = q.orderBy?.direction === 'desc' ? -1 : 1;
    let hits = [...this.docs.entries()]
      .filter(([path]) => parentCollection(path) === q.collection)
      .filter(([, data]) => (q.where ?? []).every((filter) => matches(data, filter)));
    if (q.orderBy) {
      const field = q.orderBy.field;
      // Like Firestore, ordering by a field drops documents without it.
      hits = hits.filter(([, data]) => fieldValue(data, field).found);
    }
    hits.sort(([pathA, a], [pathB, b]) => {
      if (q.orderBy) {
        const c = compareValues(
          fieldValue(a, q.orderBy.field).value,
          fieldValue(b, q.orderBy.field).value,
        );
        if (c !== 0) return c * direction;
      }
      // Ties (and unordered queries) go by document id, in the last orderBy's direction.
      return compareValues(docId(pathA), docId(pathB)) * direction;
    });
    if (q.limit !== undefined) hits = hits.slice(0, q.limit);
    return hits.map(([path, data]) => ({ path, id: docId(path), data: copyData(data, path) }));
  }

  async transact<T>(fn: (tx: TxReader) => Promise<{ writes: WriteOp[]; result: T }>): Promise<T> {
    const tx: TxReader = { get: (path) => this.get(path), query: (q) => this.query(q) };
    const { writes, result } = await fn(tx);
    if (writes.length > MAX_WRITES_PER_CHUNK)
      throw invalid(
        `A transaction can write at most ${MAX_WRITES_PER_CHUNK} documents (got ${writes.length})`,
      );
    this.applyAtomically('transaction', writes);
    return result;
  }

  async commit(writes: WriteOp[]): Promise<void> {
    for (const chunk of chunkWrites(writes)) this.applyAtomically('chunk', chunk);
  }

  private applyAtomically(kind: AppliedUnit['kind'], ops: readonly WriteOp[]): void {
    const working = new Map(this.docs); // stored documents are replaced, never mutated
    try {
      for (const op of ops) {
        this.tickFault();
        applyOp(working, op);
      }
    } catch (error) {
      this.log.push({ kind, size: ops.length, ok: false });
      throw error;
    }
    this.docs = working;
    this.writeCount += ops.length;
    this.log.push({ kind, size: ops.length, ok: true });
  }

  private tickFault(): void {
    if (!this.fault) return;
    if (this.fault.remaining === 0) {
      const { error } = this.fault;
      this.fault = null;
      throw error;
    }
    this.fault.remaining -= 1;
  }
}

function applyOp(docs: Map<string, DocData>, op: WriteOp): void {
  assertDocPath(op.path);
  switch (op.op) {
    case 'create':
      if (docs.has(op.path))
        throw new StoreWriteError('already-exists', `Document already exists: ${op.path}`);
      docs.set(op.path, copyData(op.data, op.path));
      return;
    case 'set':
      docs.set(op.path, copyData(op.data, op.path));
      return;
    case 'update': {
      const current = docs.get(op.path);
      if (!current) throw new StoreWriteError('not-found', `No document to update: ${op.path}`);
      const keys = Object.keys(op.data);
      if (keys.length === 0) throw invalid(`Update of ${op.path} changes no field`);
      const next: DocData = Object.fromEntries(Object.entries(current));
      for (const key of keys) {
        checkFieldName(key, op.path);
        const value = op.data[key];
        if (value === DELETE_FIELD) delete next[key];
        else
          Object.defineProperty(next, key, {
            value: copyValue(value, `${op.path}.${key}`),
            enumerable: true,
            writable: true,
            configurable: true,
          });
      }
      docs.set(op.path, next);
      return;
    }
    case 'delete':
      docs.delete(op.path);
      return;
    default:
      throw invalid(`Unknown write op ${JSON.stringify((op as { op?: unknown }).op)}`);
  }
}
