/**
 * The behaviour every `Store` must have, as one vitest suite: run against the
 * in-memory store in tier 1 (memory-store.test.ts) and against the Firestore
 * emulator in tier 2 (firestore-store.tier2.test.ts), so the fake cannot drift
 * from the real thing unnoticed.
 */
import { isDeepStrictEqual } from 'node:util';
import { describe, expect, it } from 'vitest';
import { DELETE_FIELD, type Store, type WriteOp } from './store';

export interface StoreUnderTest {
  store: Store;
  /** A collection name unique to this run (tier 2 shares one emulator). */
  collection(name: string): string;
}

async function failure(promise: Promise<unknown>): Promise<unknown> {
  return promise.then(
    () => {
      throw new Error('expected a failure');
    },
    (error: unknown) => error,
  );
}

export function describeStoreContract(label: string, make: () => Promise<StoreUnderTest>): void {
  describe(`Store contract: ${label}`, () => {
    async function setup() {
      const t = await make();
      const seed = (docs: Record<string, Record<string, unknown>>) =>
        t.store.commit(Object.entries(docs).map(([path, data]) => ({ op: 'set', path, data })));
      return { ...t, seed };
    }

    it('get: null for a missing document, the data with path and id for an existing one', async () => {
      const { store, collection, seed } = await setup();
      const items = collection('items');
      expect(await store.get(`${items}/nope`)).toBeNull();
      await seed({ [`${items}/a`]: { n: 1, tags: ['x'], nested: { deep: true }, nothing: null } });
      expect(await store.get(`${items}/a`)).toEqual({
        path: `${items}/a`,
        id: 'a',
        data: { n: 1, tags: ['x'], nested: { deep: true }, nothing: null },
      });
    });

    it('transact returns the result and applies create/set/update/delete', async () => {
      const { store, collection, seed } = await setup();
      const c = collection('ops');
      await seed({ [`${c}/u`]: { a: 1, b: { x: 1, y: 2 }, gone: 'soon' }, [`${c}/d`]: { z: 1 } });
      const result = await store.transact(async (tx) => {
        const before = await tx.get(`${c}/u`);
        return {
          writes: [
            { op: 'create', path: `${c}/new`, data: { made: true } },
            { op: 'set', path: `${c}/d`, data: { replaced: 1 } },
            { op: 'update', path: `${c}/u`, data: { a: 2, b: { x: 9 }, gone: DELETE_FIELD } },
            { op: 'delete', path: `${c}/missing` },
          ],
          result: before?.data['a'],
        };
      });
      expect(result).toBe(1);
      expect((await store.get(`${c}/new`))?.data).toEqual({ made: true });
      expect((await store.get(`${c}/d`))?.data).toEqual({ replaced: 1 });
      // Top-level merge: `b` is replaced as a whole, `gone` removed, nothing else touched.
      expect((await store.get(`${c}/u`))?.data).toEqual({ a: 2, b: { x: 9 } });
      await store.commit([{ op: 'delete', path: `${c}/d` }]);
      expect(await store.get(`${c}/d`)).toBeNull();
    });

    it('update keys are field names, never dotted paths', async () => {
      const { store, collection, seed } = await setup();
      const c = collection('dotted');
      await seed({ [`${c}/a`]: { m: { k: 1 } } });
      await store.commit([{ op: 'update', path: `${c}/a`, data: { 'm.k': 2 } }]);
      expect((await store.get(`${c}/a`))?.data).toEqual({ m: { k: 1 }, 'm.k': 2 });
    });

    it('create fails when the document exists, and the transaction writes nothing', async () => {
      const { store, collection, seed } = await setup();
      const c = collection('create');
      await seed({ [`${c}/taken`]: { v: 'old' } });
      await failure(
        store.transact(async () => ({
          writes: [
            { op: 'set', path: `${c}/other`, data: { v: 1 } },
            { op: 'create', path: `${c}/taken`, data: { v: 'new' } },
          ],
          result: null,
        })),
      );
      expect((await store.get(`${c}/taken`))?.data).toEqual({ v: 'old' });
      expect(await store.get(`${c}/other`)).toBeNull();
    });

    it('update fails when the document is missing, and the transaction writes nothing', async () => {
      const { store, collection } = await setup();
      const c = collection('update');
      await failure(
        store.transact(async () => ({
          writes: [
            { op: 'create', path: `${c}/first`, data: { v: 1 } },
            { op: 'update', path: `${c}/missing`, data: { v: 2 } },
          ],
          result: null,
        })),
      );
      expect(await store.get(`${c}/first`)).toBeNull();
      expect(await store.get(`${c}/missing`)).toBeNull();
    });

    it('a transaction whose function throws writes nothing and rethrows', async () => {
      const { store, collection, seed } = await setup();
      const c = collection('throws');
      await seed({ [`${c}/a`]: { v: 1 } });
      const boom = new Error('decision failed');
      const error = await failure(
        store.transact(async (tx) => {
          await tx.get(`${c}/a`);
          throw boom;
        }),
      );
      expect(error).toBe(boom);
      expect((await store.get(`${c}/a`))?.data).toEqual({ v: 1 });
    });

    it('Dates are stored and read back as Dates (top level, nested, in arrays)', async () => {
      const { store, collection } = await setup();
      const c = collection('dates');
      const at = new Date('2024-05-06T07:08:09.123Z');
      await store.commit([
        { op: 'create', path: `${c}/a`, data: { at, nested: { at }, list: [at] } },
      ]);
      const data = (await store.get(`${c}/a`))?.data ?? {};
      expect(data['at']).toBeInstanceOf(Date);
      expect(data).toEqual({ at, nested: { at }, list: [at] });
    });

    it('data is copied in and out (mutating it later changes nothing stored)', async () => {
      const { store, collection } = await setup();
      const c = collection('copies');
      const input = { list: [1], map: { k: 'v' } };
      await store.commit([{ op: 'set', path: `${c}/a`, data: input }]);
      input.list.push(2);
      input.map.k = 'changed';
      const read = await store.get(`${c}/a`);
      (read?.data['list'] as number[]).push(3);
      expect((await store.get(`${c}/a`))?.data).toEqual({ list: [1], map: { k: 'v' } });
    });

    // No key order is promised: production Firestore hands maps back sorted, the emulator
    // in write order. Code compares maps by content (util.isDeepStrictEqual, as the
    // QuickBooks re-import does), never as JSON text; MemoryStore sorts (memory-store.ts).
    it('maps come back with the same content whatever order their keys were written in', async () => {
      const { store, collection } = await setup();
      const c = collection('keys');
      const written = { zeta: 1, alpha: { y: 1, x: { d: 1, c: 2 } }, mid: [{ b: 1, a: 2 }] };
      const reordered = { mid: [{ a: 2, b: 1 }], alpha: { x: { c: 2, d: 1 }, y: 1 }, zeta: 1 };
      await store.commit([
        { op: 'set', path: `${c}/a`, data: written },
        { op: 'set', path: `${c}/b`, data: reordered },
      ]);
      const [a, b] = await store.getAll([`${c}/a`, `${c}/b`]);
      expect(a?.data).toEqual(written);
      expect(isDeepStrictEqual(a?.data, b?.data)).toBe(true);
    });

    it('getAll reads several documents at once, in the order asked, null for a missing one', async () => {
      const { store, collection, seed } = await setup();
      const c = collection('many');
      await seed({ [`${c}/a`]: { n: 1 }, [`${c}/b`]: { n: 2 } });
      const read = await store.getAll([`${c}/b`, `${c}/missing`, `${c}/a`]);
      expect(read.map((snap) => snap?.data['n'] ?? null)).toEqual([2, null, 1]);
      expect(await store.getAll([])).toEqual([]);
      const inTx = await store.transact(async (tx) => ({
        writes: [],
        result: (await tx.getAll([`${c}/a`, `${c}/b`])).map((snap) => snap?.id),
      }));
      expect(inTx).toEqual(['a', 'b']);
    });

    it('startAfterId pages a filtered collection in document-id order', async () => {
      const { store, collection, seed } = await setup();
      const c = collection('paged');
      const docs: Record<string, Record<string, unknown>> = {};
      for (let i = 0; i < 7; i++) docs[`${c}/d${i}`] = { viewers: i % 2 === 0 ? ['u'] : ['v'] };
      await seed(docs);
      const where = [{ field: 'viewers', op: 'array-contains' as const, value: 'u' }];
      const first = await store.query({ collection: c, where, limit: 2 });
      expect(first.map((d) => d.id)).toEqual(['d0', 'd2']);
      const second = await store.query({ collection: c, where, limit: 2, startAfterId: 'd2' });
      expect(second.map((d) => d.id)).toEqual(['d4', 'd6']);
      expect(await store.query({ collection: c, where, limit: 2, startAfterId: 'd6' })).toEqual([]);
    });

    describe('queries', () => {
      async function seeded() {
        const t = await setup();
        const c = t.collection('repairs');
        await t.seed({
          [`${c}/r1`]: { owner: 'u1', viewers: ['u1', 'u2'], cost: 300, state: { s: 'open' } },
          [`${c}/r2`]: { owner: 'u1', viewers: ['u1'], cost: 100, state: { s: 'done' } },
          [`${c}/r3`]: { owner: 'u2', viewers: ['u2'], cost: 200, state: { s: 'open' } },
          [`${c}/r4`]: { owner: 'u1', viewers: ['u1', 'u3'] },
        });
        return { ...t, c };
      }
      const ids = (docs: { id: string }[]) => docs.map((d) => d.id);

      it('==, array-contains and in', async () => {
        const { store, c } = await seeded();
        expect(
          ids(
            await store.query({
              collection: c,
              where: [{ field: 'owner', op: '==', value: 'u1' }],
            }),
          ).sort(),
        ).toEqual(['r1', 'r2', 'r4']);
        expect(
          ids(
            await store.query({
              collection: c,
              where: [{ field: 'viewers', op: 'array-contains', value: 'u2' }],
            }),
          ).sort(),
        ).toEqual(['r1', 'r3']);
        expect(
          ids(
            await store.query({
              collection: c,
              where: [{ field: 'cost', op: 'in', value: [100, 200, 999] }],
            }),
          ).sort(),
        ).toEqual(['r2', 'r3']);
        expect(
          ids(
            await store.query({
              collection: c,
              where: [
                { field: 'owner', op: '==', value: 'u1' },
                { field: 'viewers', op: 'array-contains', value: 'u3' },
              ],
            }),
          ),
        ).toEqual(['r4']);
      });

      it('filters on a nested field', async () => {
        const { store, c } = await seeded();
        expect(
          ids(
            await store.query({
              collection: c,
              where: [{ field: 'state.s', op: '==', value: 'open' }],
            }),
          ).sort(),
        ).toEqual(['r1', 'r3']);
      });

      it('orderBy asc/desc drops documents without the field; limit', async () => {
        const { store, c } = await seeded();
        expect(ids(await store.query({ collection: c, orderBy: { field: 'cost' } }))).toEqual([
          'r2',
          'r3',
          'r1',
        ]);
        expect(
          ids(await store.query({ collection: c, orderBy: { field: 'cost', direction: 'desc' } })),
        ).toEqual(['r1', 'r3', 'r2']);
        expect(
          ids(
            await store.query({
              collection: c,
              orderBy: { field: 'cost', direction: 'desc' },
              limit: 2,
            }),
          ),
        ).toEqual(['r1', 'r3']);
        expect(
          ids(
            await store.query({
              collection: c,
              where: [{ field: 'owner', op: '==', value: 'u1' }],
              orderBy: { field: 'cost' },
              limit: 1,
            }),
          ),
        ).toEqual(['r2']);
      });

      it('no match → empty list; results carry path and data', async () => {
        const { store, c } = await seeded();
        expect(
          await store.query({
            collection: c,
            where: [{ field: 'owner', op: '==', value: 'nobody' }],
          }),
        ).toEqual([]);
        const [hit] = await store.query({
          collection: c,
          where: [{ field: 'cost', op: '==', value: 100 }],
        });
        expect(hit).toEqual({
          path: `${c}/r2`,
          id: 'r2',
          data: { owner: 'u1', viewers: ['u1'], cost: 100, state: { s: 'done' } },
        });
      });

      it('subcollections: a query sees only that subcollection; queries run inside transactions', async () => {
        const { store, collection, seed } = await setup();
        const p = collection('properties');
        await seed({
          [`${p}/a`]: { name: 'A' },
          [`${p}/a/shares/r1`]: { email: 'r1@example.com' },
          [`${p}/a/shares/r2`]: { email: 'r2@example.com' },
          [`${p}/b/shares/r3`]: { email: 'r3@example.com' },
        });
        expect(ids(await store.query({ collection: `${p}/a/shares` })).sort()).toEqual([
          'r1',
          'r2',
        ]);
        expect(ids(await store.query({ collection: p }))).toEqual(['a']);
        const found = await store.transact(async (tx) => ({
          writes: [],
          result: ids(
            await tx.query({
              collection: `${p}/b/shares`,
              where: [{ field: 'email', op: '==', value: 'r3@example.com' }],
            }),
          ),
        }));
        expect(found).toEqual(['r3']);
      });
    });

    it('commit applies more than 500 writes (in chunks)', async () => {
      const { store, collection } = await setup();
      const c = collection('bulk');
      const writes: WriteOp[] = Array.from({ length: 1234 }, (_, i) => ({
        op: 'set',
        path: `${c}/d${String(i).padStart(4, '0')}`,
        data: { i },
      }));
      await store.commit(writes);
      const all = await store.query({
        collection: c,
        orderBy: { field: 'i', direction: 'desc' },
        limit: 3,
      });
      expect(all.map((d) => d.data['i'])).toEqual([1233, 1232, 1231]);
      await store.commit(writes.map((w) => ({ op: 'delete', path: w.path })));
      expect(await store.query({ collection: c, limit: 1 })).toEqual([]);
    });
  });
}
