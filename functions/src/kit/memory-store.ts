/**
 * An in-memory `Store` for tier-1 tests (docs/architecture.md §6): the same
 * semantics the Firestore adapter has, checked by the shared contract in
 * store.contract.ts — create fails on an existing document, update on a missing
 * one, a transaction's writes land all together or not at all, `commit` applies
 * chunks of ≤ 500 each atomically, queries support `==`, `array-contains`, `array-contains-any`, `in`,
 * `orderBy` and `limit`. Data is deep-copied in and out, and values Firestore
 * would refuse (undefined, functions, class instances, arrays in arrays) are
 * refused here too, so a decision that would fail in production fails in tier 1.
 *
 * Stricter than convenient, where Firestore is: maps (and documents) are read back with
 * their keys in sorted order, whatever order they were written in (Firestore promises no
 * order: production sorts, the emulator keeps write order; sorting here makes code that
 * depends on write order fail in tier 1); a document over
 * 1 MiB and more than 500 writes in one transaction or batch are refused; a query that
 * needs a composite index not declared in firestore.indexes.json fails with Firestore's
 * "requires an index" error (composite-index.ts).
 *
 * Test hooks: `seed()` (no write counted), `snapshot()`, `writeCount`, `readRequests`
 * (every get, getAll and query is one), `log` of every atomic unit, `failAfter(n)` to
 * make the (n+1)-th write from now fail, and `readLatencyMs` to make each read request
 * take that long (benchmarks of paged reads).
 */
import repoIndexes from '../../../firestore.indexes.json' with { type: 'json' };
import {
  indexServes,
  missingIndexMessage,
  requiredIndex,
  type IndexDefinition,
  type IndexesFile,
} from './composite-index';
import { documentSize } from './document-size';
import {
  DELETE_FIELD,
  MAX_DOCUMENT_BYTES,
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

/** Thrown by a query Firestore would refuse at run time (a missing composite index). */
export class StoreQueryError extends Error {
  readonly code = 'failed-precondition';
  constructor(message: string) {
    super(message);
    this.name = 'StoreQueryError';
  }
}

/** Firestore orders strings by their UTF-8 bytes, which is Unicode code point order. */
export function compareStrings(a: string, b: string): number {
  const n = Math.min(a.length, b.length);
  for (let i = 0; i < n; i++) {
    if (a.charCodeAt(i) !== b.charCodeAt(i))
      return (a.codePointAt(i) as number) - (b.codePointAt(i) as number);
  }
  return a.length - b.length;
}

/**
 * A stored value as Firestore hands it back: a deep copy whose maps have their keys in
 * sorted order (a map's key order is not data: code that depends on it breaks on Firestore).
 */
function readValue(value: unknown): unknown {
  if (value instanceof Date) return new Date(value.getTime());
  if (value instanceof Uint8Array) return new Uint8Array(value);
  if (Array.isArray(value)) return value.map(readValue);
  if (isPlainObject(value)) return readData(value);
  return value;
}

function readData(data: Record<string, unknown>): DocData {
  return Object.fromEntries(
    Object.keys(data)
      .sort(compareStrings)
      .map((key) => [key, readValue(data[key])]),
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
  if (typeof a === 'string' && typeof b === 'string') return compareStrings(a, b);
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
  const ak = Object.keys(ao).sort(compareStrings);
  const bk = Object.keys(bo).sort(compareStrings);
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
    case 'array-contains-any':
      return (
        Array.isArray(value) &&
        (filter.value as unknown[]).some((candidate) =>
          value.some((item) => equalValues(item, candidate)),
        )
      );
    default: {
      // Ranges match values of the filter value's type only, as in Firestore.
      if (typeRank(value) !== typeRank(filter.value)) return false;
      const c = compareValues(value, filter.value);
      return filter.op === '<'
        ? c < 0
        : filter.op === '<='
          ? c <= 0
          : filter.op === '>'
            ? c > 0
            : c >= 0;
    }
  }
}

const RANGE_OPS: readonly string[] = ['<', '<=', '>', '>='];

function checkQuery(q: StoreQuery): void {
  assertCollectionPath(q.collection);
  for (const filter of q.where ?? []) {
    if (!['==', 'array-contains', 'array-contains-any', 'in', ...RANGE_OPS].includes(filter.op))
      throw invalid(`Unsupported query operator "${String(filter.op)}"`);
    if (filter.op === 'in' || filter.op === 'array-contains-any') {
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
  const rangeFields = new Set(
    (q.where ?? []).filter((f) => RANGE_OPS.includes(f.op)).map((f) => f.field),
  );
  if (rangeFields.size > 1) throw invalid('Range filters on more than one field');
  if (q.limit !== undefined && (!Number.isInteger(q.limit) || q.limit < 1))
    throw invalid(`Invalid query limit ${String(q.limit)}`);
  if (q.startAfterId !== undefined && q.orderBy)
    throw invalid('startAfterId pages in document-id order: it cannot be combined with orderBy');
}

export interface MemoryStoreOptions {
  /** The composite indexes queries may use; default: the repository's firestore.indexes.json. */
  indexes?: IndexesFile;
  /** Each read request (get, getAll, query) waits this long first; default 0. */
  readLatencyMs?: number;
}

// ---- the store ----------------------------------------------------------------------------

export class MemoryStore implements Store {
  private docs = new Map<string, DocData>();
  /** Per collection, its document paths in document-id order; rebuilt after a write. */
  private ordered: Map<string, string[]> | null = null;
  private fault: { remaining: number; error: Error } | null = null;
  private readonly indexes: readonly IndexDefinition[];
  /** Number of write ops applied (committed) since the store was made; seeding does not count. */
  writeCount = 0;
  /** Read requests made (a get, a getAll of any size, a query: one each). */
  readRequests = 0;
  /** Each read request waits this long first (simulated network and server time). */
  readLatencyMs: number;
  /** Every atomic unit attempted through `transact` / `commit`, in order. */
  readonly log: AppliedUnit[] = [];

  constructor(initial: Record<string, DocData> = {}, options: MemoryStoreOptions = {}) {
    this.indexes = (options.indexes ?? (repoIndexes as IndexesFile)).indexes;
    this.readLatencyMs = options.readLatencyMs ?? 0;
    this.seed(initial);
  }

  /** Puts documents in place without counting writes (test setup). */
  seed(docs: Record<string, DocData>): void {
    for (const [path, data] of Object.entries(docs)) {
      assertDocPath(path);
      this.docs.set(path, copyData(data, path));
    }
    this.ordered = null;
  }

  /** Every document, as a read would return it, keyed by path (sorted). */
  snapshot(): Record<string, DocData> {
    return Object.fromEntries(
      [...this.docs.keys()].sort().map((path) => [path, readData(this.docs.get(path) as DocData)]),
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

  private async request(): Promise<void> {
    this.readRequests += 1;
    if (this.readLatencyMs > 0)
      await new Promise((resolve) => setTimeout(resolve, this.readLatencyMs));
  }

  private read(path: string): DocSnap | null {
    const data = this.docs.get(path);
    return data ? { path, id: docId(path), data: readData(data) } : null;
  }

  async get(path: string): Promise<DocSnap | null> {
    assertDocPath(path);
    await this.request();
    return this.read(path);
  }

  async getAll(paths: readonly string[]): Promise<(DocSnap | null)[]> {
    for (const path of paths) assertDocPath(path);
    if (paths.length === 0) return [];
    await this.request();
    return paths.map((path) => this.read(path));
  }

  private collectionPaths(collection: string): string[] {
    if (!this.ordered) {
      const ordered = new Map<string, string[]>();
      for (const path of this.docs.keys()) {
        const parent = parentCollection(path);
        const list = ordered.get(parent);
        if (list) list.push(path);
        else ordered.set(parent, [path]);
      }
      for (const list of ordered.values()) list.sort((a, b) => compareStrings(docId(a), docId(b)));
      this.ordered = ordered;
    }
    return this.ordered.get(collection) ?? [];
  }

  async query(q: StoreQuery): Promise<DocSnap[]> {
    checkQuery(q);
    const needed = requiredIndex(q);
    if (needed && !this.indexes.some((index) => indexServes(index, needed)))
      throw new StoreQueryError(missingIndexMessage(needed));
    await this.request();
    const wanted = (path: string) =>
      (q.where ?? []).every((filter) => matches(this.docs.get(path) as DocData, filter));

    let paths: string[];
    if (!q.orderBy) {
      // Document-id order: walk the collection's ordered list from the cursor.
      const all = this.collectionPaths(q.collection);
      let start = 0;
      if (q.startAfterId !== undefined) {
        const after = q.startAfterId;
        let low = 0;
        let high = all.length;
        while (low < high) {
          const mid = (low + high) >>> 1;
          if (compareStrings(docId(all[mid] as string), after) <= 0) low = mid + 1;
          else high = mid;
        }
        start = low;
      }
      paths = [];
      for (let i = start; i < all.length; i++) {
        const path = all[i] as string;
        if (!wanted(path)) continue;
        paths.push(path);
        if (q.limit !== undefined && paths.length >= q.limit) break;
      }
    } else {
      const { field } = q.orderBy;
      const direction = q.orderBy.direction === 'desc' ? -1 : 1;
      // Like Firestore, ordering by a field drops documents without it.
      paths = this.collectionPaths(q.collection).filter(
        (path) => wanted(path) && fieldValue(this.docs.get(path) as DocData, field).found,
      );
      const valueOf = (path: string) => fieldValue(this.docs.get(path) as DocData, field).value;
      paths.sort((pathA, pathB) => {
        const c = compareValues(valueOf(pathA), valueOf(pathB));
        // Ties go by document id, in the orderBy's direction.
        return (c !== 0 ? c : compareStrings(docId(pathA), docId(pathB))) * direction;
      });
      if (q.limit !== undefined) paths = paths.slice(0, q.limit);
    }
    return paths.map((path) => this.read(path) as DocSnap);
  }

  async transact<T>(fn: (tx: TxReader) => Promise<{ writes: WriteOp[]; result: T }>): Promise<T> {
    const tx: TxReader = {
      get: (path) => this.get(path),
      getAll: (paths) => this.getAll(paths),
      query: (q) => this.query(q),
    };
    const { writes, result } = await fn(tx);
    this.applyAtomically('transaction', writes);
    return result;
  }

  async commit(writes: WriteOp[]): Promise<void> {
    for (const chunk of chunkWrites(writes)) this.applyAtomically('chunk', chunk);
  }

  private applyAtomically(kind: AppliedUnit['kind'], ops: readonly WriteOp[]): void {
    const working = new Map(this.docs); // stored documents are replaced, never mutated
    try {
      if (ops.length > MAX_WRITES_PER_CHUNK)
        throw invalid(
          `A ${kind === 'chunk' ? 'batch' : kind} can write at most ${MAX_WRITES_PER_CHUNK} documents (got ${ops.length})`,
        );
      for (const op of ops) {
        this.tickFault();
        applyOp(working, op);
      }
    } catch (error) {
      this.log.push({ kind, size: ops.length, ok: false });
      throw error;
    }
    this.docs = working;
    this.ordered = null;
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

/** `data`, unless Firestore would refuse it for its size (see document-size.ts). */
function sized(path: string, data: DocData): DocData {
  const size = documentSize(path, data);
  if (size > MAX_DOCUMENT_BYTES)
    throw invalid(
      `Document "${path}" cannot be written because its size (${size.toLocaleString('en-US')} bytes) ` +
        `exceeds the maximum allowed size of ${MAX_DOCUMENT_BYTES.toLocaleString('en-US')} bytes.`,
    );
  return data;
}

function applyOp(docs: Map<string, DocData>, op: WriteOp): void {
  assertDocPath(op.path);
  switch (op.op) {
    case 'create':
      if (docs.has(op.path))
        throw new StoreWriteError('already-exists', `Document already exists: ${op.path}`);
      docs.set(op.path, sized(op.path, copyData(op.data, op.path)));
      return;
    case 'set':
      docs.set(op.path, sized(op.path, copyData(op.data, op.path)));
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
      docs.set(op.path, sized(op.path, next));
      return;
    }
    case 'delete':
      docs.delete(op.path);
      return;
    default:
      throw invalid(`Unknown write op ${JSON.stringify((op as { op?: unknown }).op)}`);
  }
}
