import { describe, expect, it, vi } from 'vitest';
import { MemoryStore, StoreQueryError, StoreWriteError } from './memory-store';
import { describeStoreContract } from './store.contract';
import { documentSize } from './document-size';
import type { IndexesFile } from './composite-index';
import {
  DELETE_FIELD,
  MAX_DOCUMENT_BYTES,
  chunkWrites,
  docId,
  docPath,
  parentCollection,
  type WriteOp,
} from './store';
import repoIndexes from '../../../firestore.indexes.json' with { type: 'json' };

/** The contract's one filtered and ordered query needs its own index (Firestore would ask for it). */
const CONTRACT_INDEXES: IndexesFile = {
  indexes: [
    {
      collectionGroup: 'repairs',
      queryScope: 'COLLECTION',
      fields: [
        { fieldPath: 'owner', order: 'ASCENDING' },
        { fieldPath: 'cost', order: 'ASCENDING' },
      ],
    },
  ],
};

describeStoreContract('MemoryStore', async () => ({
  store: new MemoryStore({}, { indexes: CONTRACT_INDEXES }),
  collection: (name) => name,
}));

const sets = (n: number, prefix = 'bulk/d'): WriteOp[] =>
  Array.from({ length: n }, (_, i) => ({ op: 'set', path: `${prefix}${i}`, data: { i } }));

describe('MemoryStore: bookkeeping', () => {
  it('seed does not count; writeCount counts applied ops only; snapshot is a deep copy', async () => {
    const store = new MemoryStore({ 'a/1': { v: 1 } });
    expect(store.writeCount).toBe(0);
    await store.commit([
      { op: 'set', path: 'a/2', data: { v: 2 } },
      { op: 'delete', path: 'a/1' },
    ]);
    await store
      .transact(async () => ({
        writes: [{ op: 'update', path: 'a/missing', data: { v: 1 } }],
        result: null,
      }))
      .catch(() => undefined);
    expect(store.writeCount).toBe(2);
    const snap = store.snapshot();
    expect(snap).toEqual({ 'a/2': { v: 2 } });
    (snap['a/2'] as { v: number }).v = 99;
    expect(store.snapshot()).toEqual({ 'a/2': { v: 2 } });
    expect(store.log).toEqual([
      { kind: 'chunk', size: 2, ok: true },
      { kind: 'transaction', size: 1, ok: false },
    ]);
  });

  it('reports create/update failures with a code', async () => {
    const store = new MemoryStore({ 'a/1': { v: 1 } });
    const create = await store
      .commit([{ op: 'create', path: 'a/1', data: {} }])
      .catch((e: unknown) => e);
    expect(create).toBeInstanceOf(StoreWriteError);
    expect((create as StoreWriteError).code).toBe('already-exists');
    const update = await store
      .commit([{ op: 'update', path: 'a/2', data: { v: 1 } }])
      .catch((e: unknown) => e);
    expect((update as StoreWriteError).code).toBe('not-found');
  });

  it('DELETE_FIELD removes a field, and deleting an absent field is fine', async () => {
    const store = new MemoryStore({ 'a/1': { keep: 1, drop: 2 } });
    await store.commit([
      { op: 'update', path: 'a/1', data: { drop: DELETE_FIELD, never: DELETE_FIELD } },
    ]);
    expect(store.snapshot()).toEqual({ 'a/1': { keep: 1 } });
  });
});

describe('MemoryStore: refuses what Firestore refuses', () => {
  it.each([
    ['undefined', { v: undefined }],
    ['a nested array', { v: [[1]] }],
    ['a class instance', { v: new Map() }],
    ['a function', { v: () => 1 }],
    ['DELETE_FIELD outside update', { v: DELETE_FIELD }],
    ['an invalid Date', { v: new Date(Number.NaN) }],
    ['a reserved field name', { __name__: 1 }],
    ['an empty field name', { '': 1 }],
    ['undefined deep inside', { v: { w: [{ x: undefined }] } }],
  ])('%s', async (_label, data) => {
    const store = new MemoryStore();
    const error = await store.commit([{ op: 'set', path: 'a/1', data }]).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(StoreWriteError);
    expect((error as StoreWriteError).code).toBe('invalid-argument');
    expect(store.snapshot()).toEqual({});
  });

  it('an empty update, bad paths and bad queries', async () => {
    const store = new MemoryStore({ 'a/1': { v: 1 } });
    await expect(store.commit([{ op: 'update', path: 'a/1', data: {} }])).rejects.toThrow(
      /no field/,
    );
    await expect(store.get('a')).rejects.toThrow(/not a document path/);
    await expect(store.get('a//b')).rejects.toThrow(/Invalid Firestore path/);
    await expect(store.query({ collection: 'a/1' })).rejects.toThrow(/not a collection path/);
    await expect(
      store.query({ collection: 'a', where: [{ field: 'v', op: 'in', value: [] }] }),
    ).rejects.toThrow(/"in"/);
    await expect(
      store.query({
        collection: 'a',
        where: [{ field: 'v', op: 'in', value: Array.from({ length: 31 }, (_, i) => i) }],
      }),
    ).rejects.toThrow(/"in"/);
    await expect(
      store.query({ collection: 'a', where: [{ field: 'v', op: '==', value: undefined }] }),
    ).rejects.toThrow(/undefined/);
    await expect(store.query({ collection: 'a', limit: 0 })).rejects.toThrow(/limit/);
    await expect(store.transact(async () => ({ writes: sets(501), result: null }))).rejects.toThrow(
      /at most 500/,
    );
  });

  it('a __proto__ key is refused (reserved, like __name__); constructor/prototype are plain fields', async () => {
    const store = new MemoryStore();
    const bad = JSON.parse('{"__proto__": {"polluted": true}, "v": 1}') as Record<string, unknown>;
    await expect(store.commit([{ op: 'set', path: 'a/1', data: bad }])).rejects.toThrow(
      /__proto__/,
    );
    const odd = JSON.parse(
      '{"constructor": {"prototype": {"polluted": true}}, "prototype": 1}',
    ) as Record<string, unknown>;
    await store.commit([{ op: 'set', path: 'a/2', data: odd }]);
    const read = await store.get('a/2');
    expect(read?.data).toEqual(odd);
    expect(Object.getPrototypeOf(read?.data)).toBe(Object.prototype);
    expect(({} as Record<string, unknown>)['polluted']).toBeUndefined();
  });
});

describe('MemoryStore: ordering follows Firestore', () => {
  it('mixed types sort null < boolean < number < date < string < array < map; NaN first among numbers', async () => {
    const values: Record<string, unknown> = {
      map: { a: 1 },
      arr: [1],
      str: 'a',
      date: new Date(0),
      big: 10,
      nan: Number.NaN,
      neg: -1,
      bool: true,
      nil: null,
    };
    const store = new MemoryStore(
      Object.fromEntries(Object.entries(values).map(([id, v]) => [`c/${id}`, { v }])),
    );
    const order = (await store.query({ collection: 'c', orderBy: { field: 'v' } })).map(
      (d) => d.id,
    );
    expect(order).toEqual(['nil', 'bool', 'nan', 'neg', 'big', 'date', 'str', 'arr', 'map']);
  });

  it('ties break by document id; == compares Dates and maps by value; -0 equals 0', async () => {
    const at = new Date('2024-01-01T00:00:00Z');
    const store = new MemoryStore({
      'c/b': { n: 0, at, m: { x: 1, y: [1, 2] } },
      'c/a': { n: -0, at: new Date(at.getTime()), m: { y: [1, 2], x: 1 } },
      'c/c': { n: 1, at: new Date(1), m: { x: 1 } },
    });
    const ids = async (field: string, value: unknown) =>
      (await store.query({ collection: 'c', where: [{ field, op: '==', value }] })).map(
        (d) => d.id,
      );
    expect(await ids('n', 0)).toEqual(['a', 'b']);
    expect(await ids('at', new Date(at.getTime()))).toEqual(['a', 'b']);
    expect(await ids('m', { x: 1, y: [1, 2] })).toEqual(['a', 'b']);
    expect(await ids('n', '0')).toEqual([]);
    const desc = await store.query({ collection: 'c', orderBy: { field: 'n', direction: 'desc' } });
    expect(desc.map((d) => d.id)).toEqual(['c', 'b', 'a']);
  });

  it('strings sort by UTF-8 bytes (as Firestore), not UTF-16 code units', async () => {
    // U+FF5E (3 UTF-8 bytes) sorts before U+1F600 (4 bytes), although its UTF-16 unit is larger.
    const store = new MemoryStore({ 'c/emoji': { s: '\u{1F600}' }, 'c/wide': { s: '\uFF5E' } });
    expect(
      (await store.query({ collection: 'c', orderBy: { field: 's' } })).map((d) => d.id),
    ).toEqual(['wide', 'emoji']);
  });
});

describe('MemoryStore: atomicity and fault injection', () => {
  it('a failing write in a transaction rolls the transaction back', async () => {
    const store = new MemoryStore({ 'a/1': { v: 1 } });
    store.failAfter(2);
    await expect(
      store.transact(async () => ({
        writes: [
          { op: 'update', path: 'a/1', data: { v: 2 } },
          { op: 'set', path: 'a/2', data: { v: 2 } },
          { op: 'set', path: 'a/3', data: { v: 3 } },
        ],
        result: 'never',
      })),
    ).rejects.toThrow(/Injected failure after 2 writes/);
    expect(store.snapshot()).toEqual({ 'a/1': { v: 1 } });
    expect(store.writeCount).toBe(0);
    // The fault fires once; the same transaction then succeeds.
    await store.transact(async () => ({
      writes: [{ op: 'update', path: 'a/1', data: { v: 2 } }],
      result: null,
    }));
    expect(store.snapshot()).toEqual({ 'a/1': { v: 2 } });
  });

  it('commit chunks by 500 and a failure in chunk k leaves chunks < k applied, k.. not', async () => {
    const store = new MemoryStore();
    const writes = sets(1300);
    expect(chunkWrites(writes).map((c) => c.length)).toEqual([500, 500, 300]);
    const custom = new Error('disk full');
    store.failAfter(1000 + 42, custom); // the 43rd write of the third chunk (k = 2)
    await expect(store.commit(writes)).rejects.toBe(custom);
    expect(store.log).toEqual([
      { kind: 'chunk', size: 500, ok: true },
      { kind: 'chunk', size: 500, ok: true },
      { kind: 'chunk', size: 300, ok: false },
    ]);
    const stored = Object.keys(store.snapshot());
    expect(stored).toHaveLength(1000);
    expect(stored).toContain('bulk/d999');
    expect(stored).not.toContain('bulk/d1000');
    expect(store.writeCount).toBe(1000);
  });

  it('a failure in the first chunk applies nothing; later chunks are not attempted', async () => {
    const store = new MemoryStore();
    store.failAfter(0);
    await expect(store.commit(sets(1200))).rejects.toThrow(StoreWriteError);
    expect(store.log).toEqual([{ kind: 'chunk', size: 500, ok: false }]);
    expect(store.snapshot()).toEqual({});
  });

  it('a real write error (create on an existing doc) in chunk 1 keeps chunk 0', async () => {
    const store = new MemoryStore({ 'bulk/d700': { taken: true } });
    const writes: WriteOp[] = sets(900).map((w, i) =>
      i === 700 ? { op: 'create', path: w.path, data: { i } } : w,
    );
    await expect(store.commit(writes)).rejects.toThrow(/already exists/);
    expect(Object.keys(store.snapshot())).toHaveLength(501); // chunk 0 + the pre-existing doc
    expect(store.snapshot()['bulk/d700']).toEqual({ taken: true });
  });

  it('failAfter refuses nonsense', () => {
    expect(() => new MemoryStore().failAfter(-1)).toThrow(RangeError);
  });
});

describe('store path helpers', () => {
  it('docId, parentCollection, docPath', () => {
    expect(docId('properties/abc/shares/u1')).toBe('u1');
    expect(parentCollection('properties/abc/shares/u1')).toBe('properties/abc/shares');
    expect(docPath('properties/abc/shares', 'u1')).toBe('properties/abc/shares/u1');
    expect(() => docPath('properties', 'a/b')).toThrow();
    expect(() => docPath('properties', '')).toThrow();
    expect(() => docId('properties')).toThrow();
    expect(() => chunkWrites([], 0)).toThrow(RangeError);
    expect(chunkWrites([])).toEqual([]);
  });
});

describe('MemoryStore: as strict as Firestore', () => {
  // Not part of the Store contract (the Firestore emulator keeps write order): sorted, so
  // that code depending on the order it wrote keys in fails here.
  it('reads maps back with sorted keys (Unicode order), top level and nested', async () => {
    const store = new MemoryStore({ 'a/1': { b: 1, a: { z: 1, é: 2, Z: 3 } } });
    await store.commit([{ op: 'update', path: 'a/1', data: { '0': true } }]);
    const data = (await store.get('a/1'))?.data ?? {};
    expect(Object.keys(data)).toEqual(['0', 'a', 'b']);
    expect(Object.keys(data['a'] as object)).toEqual(['Z', 'z', 'é']);
    expect(Object.keys(store.snapshot()['a/1'] ?? {})).toEqual(['0', 'a', 'b']);
  });

  it('refuses a document over 1 MiB (Firestore’s size rules) and writes nothing', async () => {
    const path = 'big/doc';
    const base = documentSize(path, { text: '' });
    const fits = { text: 'x'.repeat(MAX_DOCUMENT_BYTES - base) };
    expect(documentSize(path, fits)).toBe(MAX_DOCUMENT_BYTES);
    const store = new MemoryStore();
    await store.commit([{ op: 'set', path, data: fits }]);
    const tooBig = { text: `${fits.text}x` };
    await expect(store.commit([{ op: 'set', path, data: tooBig }])).rejects.toThrow(
      /cannot be written because its size \(1,048,577 bytes\) exceeds the maximum allowed size of 1,048,576 bytes/,
    );
    // An update that grows a document past the limit is refused too.
    await expect(
      store.transact(async () => ({
        writes: [{ op: 'update', path, data: { more: 'y' } }],
        result: null,
      })),
    ).rejects.toThrow(StoreWriteError);
    expect(Object.keys(store.snapshot())).toEqual([path]);
    expect(store.snapshot()[path]).toEqual(fits);
  });

  it('counts sizes as Firestore does: name, field names, values, plus 32', () => {
    // 'tasks/id' → ('tasks' 6 + 'id' 3) + 16 = 25; 'done' 5 + true 1; 'n' 2 + 8; 'tags' 5 + ('a' 2 + 'bc' 3)
    expect(documentSize('tasks/id', { done: true, n: 1.5, tags: ['a', 'bc'] })).toBe(
      25 + 6 + 10 + 10 + 32,
    );
    expect(documentSize('t/i', { m: { k: null, at: new Date(0) } })).toBe(
      2 + 2 + 16 + (2 + (2 + 1) + (3 + 8)) + 32,
    );
  });

  it('refuses more than 500 writes in one transaction; commit splits a batch into 500s', async () => {
    const store = new MemoryStore();
    await expect(store.transact(async () => ({ writes: sets(501), result: null }))).rejects.toThrow(
      'A transaction can write at most 500 documents (got 501)',
    );
    await store.transact(async () => ({ writes: sets(500), result: null }));
    await store.commit(sets(1001, 'more/d'));
    expect(store.log.filter((u) => u.ok).map((u) => u.size)).toEqual([500, 500, 500, 1]);
  });

  describe('composite indexes (firestore.indexes.json)', () => {
    it('a filtered query ordered by another field needs a declared index: Firestore’s error', async () => {
      const store = new MemoryStore({ 'repairs/r1': { propertyId: 'p', status: 'done', cost: 1 } });
      const error = await store
        .query({
          collection: 'repairs',
          where: [{ field: 'status', op: '==', value: 'done' }],
          orderBy: { field: 'cost', direction: 'desc' },
        })
        .catch((e: unknown) => e);
      expect(error).toBeInstanceOf(StoreQueryError);
      expect((error as StoreQueryError).code).toBe('failed-precondition');
      expect((error as Error).message).toMatch(
        /^9 FAILED_PRECONDITION: The query requires an index\. You can create it here: /,
      );
      expect((error as Error).message).toContain('"fieldPath":"status"');
    });

    it('the repository’s declared indexes serve the server’s ordered queries', async () => {
      const store = new MemoryStore({
        'repairs/r1': { propertyId: 'p', date: '2025-01-01' },
        'repairs/r2': { propertyId: 'p', date: '2025-02-01' },
      });
      const newest = await store.query({
        collection: 'repairs',
        where: [{ field: 'propertyId', op: '==', value: 'p' }],
        orderBy: { field: 'date', direction: 'desc' },
        limit: 1,
      });
      expect(newest.map((d) => d.id)).toEqual(['r2']);
      // The same fields in the other direction are a different index.
      await expect(
        store.query({
          collection: 'repairs',
          where: [{ field: 'propertyId', op: '==', value: 'p' }],
          orderBy: { field: 'date', direction: 'asc' },
        }),
      ).rejects.toThrow(/requires an index/);
      expect(
        (repoIndexes as IndexesFile).indexes.some((i) => i.collectionGroup === 'repairs'),
      ).toBe(true);
    });

    it('equality and array-contains filters alone, or an orderBy alone, need no composite index', async () => {
      const store = new MemoryStore(
        { 'x/1': { a: 1, b: [2], c: 3 } },
        { indexes: { indexes: [] } },
      );
      const ids = async (q: Parameters<MemoryStore['query']>[0]) =>
        (await store.query(q)).map((d) => d.id);
      expect(
        await ids({
          collection: 'x',
          where: [
            { field: 'a', op: '==', value: 1 },
            { field: 'b', op: 'array-contains', value: 2 },
            { field: 'c', op: 'in', value: [3] },
          ],
        }),
      ).toEqual(['1']);
      expect(await ids({ collection: 'x', orderBy: { field: 'c', direction: 'desc' } })).toEqual([
        '1',
      ]);
      expect(
        await ids({
          collection: 'x',
          where: [{ field: 'c', op: '==', value: 3 }],
          orderBy: { field: 'c' },
        }),
      ).toEqual(['1']);
      expect(
        await ids({
          collection: 'x',
          where: [{ field: 'b', op: 'array-contains', value: 2 }],
          startAfterId: '0',
          limit: 5,
        }),
      ).toEqual(['1']);
    });
  });

  it('getAll is one read request, whatever the number of documents', async () => {
    const store = new MemoryStore({ 'a/1': { v: 1 }, 'a/2': { v: 2 } });
    const paths = Array.from({ length: 50 }, (_, i) => `a/${i}`);
    const read = await store.transact(async (tx) => ({
      writes: [],
      result: await tx.getAll(paths),
    }));
    expect(store.readRequests).toBe(1);
    expect(read.filter(Boolean).map((snap) => snap?.id)).toEqual(['1', '2']);
    await store.get('a/1');
    await store.query({ collection: 'a' });
    expect(store.readRequests).toBe(3);
  });

  it('readLatencyMs delays every read request (simulated round trips)', async () => {
    vi.useFakeTimers();
    try {
      const store = new MemoryStore({ 'a/1': { v: 1 } }, { readLatencyMs: 200 });
      let done = false;
      const pending = store.query({ collection: 'a' }).then(() => (done = true));
      await vi.advanceTimersByTimeAsync(199);
      expect(done).toBe(false);
      await vi.advanceTimersByTimeAsync(1);
      await pending;
      expect(done).toBe(true);
    } finally {
      vi.useRealTimers();
    }
  });

  it('startAfterId cannot be combined with orderBy', async () => {
    await expect(
      new MemoryStore().query({ collection: 'a', orderBy: { field: 'v' }, startAfterId: 'x' }),
    ).rejects.toThrow(/startAfterId/);
  });
});

describe('MemoryStore: range filters (the digest reads by next-due date)', () => {
  const store = () =>
    new MemoryStore({
      'tasks/a': { nextDue: '2026-06-01', ownerId: 'u' },
      'tasks/b': { nextDue: '2026-07-15', ownerId: 'u' },
      'tasks/c': { nextDue: null, ownerId: 'u' },
      'tasks/d': { nextDue: 20260601, ownerId: 'u' },
      'tasks/e': { ownerId: 'u' },
    });

  it("matches values of the filter value's type only, like Firestore", async () => {
    const ids = async (where: Parameters<MemoryStore['query']>[0]['where']) =>
      (await store().query({ collection: 'tasks', ...(where ? { where } : {}) })).map((d) => d.id);
    expect(await ids([{ field: 'nextDue', op: '<=', value: '2026-06-30' }])).toEqual(['a']);
    expect(await ids([{ field: 'nextDue', op: '>', value: '2026-06-01' }])).toEqual(['b']);
    expect(
      await ids([
        { field: 'nextDue', op: '>=', value: '2026-06-01' },
        { field: 'nextDue', op: '<', value: '2026-07-15' },
      ]),
    ).toEqual(['a']);
  });

  it('refuses ranges on two fields, and a range with equality needs its index', async () => {
    await expect(
      store().query({
        collection: 'tasks',
        where: [
          { field: 'nextDue', op: '<=', value: 'x' },
          { field: 'ownerId', op: '>=', value: 'a' },
        ],
      }),
    ).rejects.toThrow(/more than one field/);
    await expect(
      store().query({
        collection: 'tasks',
        where: [
          { field: 'ownerId', op: '==', value: 'u' },
          { field: 'nextDue', op: '<=', value: 'x' },
        ],
      }),
    ).rejects.toBeInstanceOf(StoreQueryError);
  });
});
