import { describe, expect, it } from 'vitest';
import {
  PROPERTY_MESSAGES as M,
  QUOTAS,
  QUOTA_MESSAGES,
  addressClaimsPath,
  normalizeAddressKey,
} from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { addPropertySpec } from './add-property';
import { readClaims } from './address-claims';
import { deletePropertySpec } from './delete-property';
import type { FilePorts } from '../kit/ports';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../kit/emulators';
import { filesWithoutStorage, httpsFailure } from '../kit/test-support';

const NOW = new Date('2026-11-23T10:00:00Z');
const home = { address: '123 Main Street', city: 'Springfield', state: 'IL', zipCode: '62704' };

function auth(uid: string, role = 'homeowner', emailVerified = true) {
  return {
    uid,
    token: {
      role,
      name: `Name ${uid}`,
      email: `${uid}@example.com`,
      email_verified: emailVerified,
    },
  };
}

function world() {
  const store = new MemoryStore();
  const files = new MemoryFiles();
  const logs: unknown[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  let n = 0;
  const ports: FilePorts = { store, files, newId: () => `prop${++n}`, log };
  const add = callableShell(addPropertySpec, ports, log, { now: () => NOW });
  const del = callableShell(deletePropertySpec, ports, log, { now: () => NOW });
  const status = (id: string) => store.snapshot()[`properties/${id}`]?.['verificationStatus'];
  return { store, files, logs, add, del, status };
}

const failure = httpsFailure;

describe('addProperty', () => {
  it('creates a verified property with its address key, stats and viewer', async () => {
    const w = world();
    // Other people see the profile's name (cleaned), never the token's.
    w.store.seed({ 'profiles/ann': { name: 'Ann\u202E Profile', role: 'homeowner' } });
    await expect(w.add({ auth: auth('ann'), data: home })).resolves.toEqual({
      id: 'prop1',
      verificationStatus: 'verified',
    });
    const key = normalizeAddressKey(home);
    expect(w.store.snapshot()).toEqual({
      'profiles/ann': { name: 'Ann\u202E Profile', role: 'homeowner' },
      'properties/prop1': {
        ownerId: 'ann',
        ownerName: 'Ann Profile',
        ...home,
        addressKey: key,
        location: null,
        placeId: null,
        verificationStatus: 'verified',
        photo: null,
        viewerIds: ['ann'],
        repairCount: 0,
        lastRepairDate: null,
        totalSpentCents: null,
        createdAt: NOW,
        updatedAt: NOW,
      },
      [addressClaimsPath(key)]: { addressKey: key, claims: { prop1: 'ann' } },
    });
  });

  it('refuses a property beyond the per-account quota, writing nothing', async () => {
    const w = world();
    for (let i = 0; i < QUOTAS.propertiesPerAccount; i++)
      w.store.seed({ [`properties/old${i}`]: { ownerId: 'ann', viewerIds: ['ann'] } });
    const error = await failure(w.add({ auth: auth('ann'), data: home }));
    expect([error.code, error.message]).toEqual(['resource-exhausted', QUOTA_MESSAGES.properties]);
    expect(w.store.writeCount).toBe(0);
    // Someone else's properties do not count against ann.
    await expect(w.add({ auth: auth('bob'), data: home })).resolves.toMatchObject({
      verificationStatus: 'verified',
    });
  });

  it('strips control and bidi override characters from the address before storing it', async () => {
    const w = world();
    await w.add({
      auth: auth('ann'),
      data: { ...home, address: '123 Main\u202E Street\u0007', city: 'Spring\u2066field' },
    });
    expect(w.store.snapshot()['properties/prop1']).toMatchObject({
      address: '123 Main Street',
      city: 'Springfield',
    });
  });

  it('stores the place id and coordinates of a suggested address', async () => {
    const w = world();
    await w.add({
      auth: auth('ann'),
      data: { ...home, state: 'il', placeId: 'ChIJ1', location: { lat: 39.8, lng: -89.6 } },
    });
    expect(w.store.snapshot()['properties/prop1']).toMatchObject({
      state: 'IL',
      placeId: 'ChIJ1',
      location: { lat: 39.8, lng: -89.6 },
    });
  });

  it('refuses the same owner adding the same home again, however it is spelled', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    const error = await failure(
      w.add({
        auth: auth('ann'),
        data: { ...home, address: '123 MAIN st.', zipCode: '62704-0001' },
      }),
    );
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe(M.alreadyAdded);
    expect(Object.keys(w.store.snapshot()).filter((p) => p.startsWith('properties/'))).toEqual([
      'properties/prop1',
    ]);
  });

  it('a second owner adding the same home is disputed; the holder’s home never changes', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    const before = w.store.snapshot()['properties/prop1'];
    await expect(
      w.add({ auth: auth('bob'), data: { ...home, address: '123 Main St' } }),
    ).resolves.toEqual({
      id: 'prop2',
      verificationStatus: 'disputed',
    });
    expect(w.store.snapshot()['properties/prop1']).toEqual(before);
    expect(w.status('prop2')).toBe('disputed');
    // The holder gets a notice instead, with the 30-day clock.
    expect(w.store.snapshot()['disputes/prop2']).toMatchObject({
      holderUid: 'ann',
      holderPropertyId: 'prop1',
      newcomerUid: 'bob',
      newcomerPropertyId: 'prop2',
      state: 'open',
      property: { address: '123 Main St' },
    });
  });

  it('an unverified email cannot open a dispute over a held home; nothing is written (#33)', async () => {
    const w = world();
    await w.add({ auth: auth('ann', 'homeowner', false), data: home }); // a free address: fine
    const before = w.store.snapshot();
    const refused = await httpsFailure(
      w.add({ auth: auth('bob', 'homeowner', false), data: { ...home, address: '123 Main St' } }),
    );
    expect([refused.code, refused.message]).toEqual(['permission-denied', M.verifyToClaim]);
    expect(w.store.snapshot()).toEqual(before);
  });

  it('with three claimants only the newcomers are disputed, each noticed to the holder', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    await w.add({ auth: auth('bob'), data: home });
    await w.add({ auth: auth('cat'), data: home });
    expect(['prop1', 'prop2', 'prop3'].map(w.status)).toEqual(['verified', 'disputed', 'disputed']);
    expect(w.store.snapshot()['disputes/prop3']?.['holderPropertyId']).toBe('prop1');
  });

  it('keeps different homes apart', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    await w.add({ auth: auth('bob'), data: { ...home, address: '125 Main Street' } });
    expect(w.status('prop1')).toBe('verified');
    expect(w.status('prop2')).toBe('verified');
  });

  it.each([
    [{ ...home, address: '12' }, 'address', M.address],
    [{ ...home, city: '' }, 'city', M.city],
    [{ ...home, state: 'I' }, 'state', M.state],
    [{ ...home, zipCode: '123' }, 'zipCode', M.zipCode],
  ])('rejects %o with the spec message', async (data, field, message) => {
    const w = world();
    const error = await failure(w.add({ auth: auth('ann'), data }));
    expect([error.code, error.message, error.details]).toEqual([
      'invalid-argument',
      message,
      { field },
    ]);
    expect(w.store.writeCount).toBe(0);
  });

  it('answers signed-out callers and contractors with the spec wording', async () => {
    const w = world();
    const signedOut = await failure(w.add({ auth: null, data: home }));
    expect([signedOut.code, signedOut.message]).toEqual(['unauthenticated', M.signedOut]);
    const contractor = await failure(w.add({ auth: auth('con', 'contractor'), data: home }));
    expect([contractor.code, contractor.message]).toEqual([
      'permission-denied',
      M.contractorsCannotAdd,
    ]);
    expect(w.store.writeCount).toBe(0);
  });

  it('writes nothing when the transaction fails, and reports a generic error', async () => {
    const w = world();
    w.store.failAfter(0);
    const error = await failure(w.add({ auth: auth('ann'), data: home }));
    expect(error.code).toBe('internal');
    expect(w.store.snapshot()).toEqual({});
    expect(w.logs).toHaveLength(1);
  });
});

describe('deleteProperty without the Storage emulator (Functions emulator, Storage absent)', () => {
  function shell() {
    const store = new MemoryStore();
    const files = filesWithoutStorage();
    const logs: string[] = [];
    const log: Logger = { error: (message) => logs.push(message) };
    let n = 0;
    const ports: FilePorts = { store, files, newId: () => `prop${++n}`, log };
    const add = callableShell(addPropertySpec, ports, log, { now: () => NOW });
    const del = callableShell(deletePropertySpec, ports, log, { now: () => NOW });
    return { store, files, logs, add, del };
  }
  const byAnn = { auth: auth('ann'), data: { propertyId: 'prop1' } };

  it('deletes a home whose documents point to no file: the leftover-upload sweep fails once, logged', async () => {
    const w = shell();
    await w.add({ auth: auth('ann'), data: home });
    w.store.seed({
      'repairs/r1': { propertyId: 'prop1', ownerId: 'ann', receipt: null },
      'warranties/w1': { propertyId: 'prop1', ownerId: 'ann', document: null },
      'properties/prop1/shares/rita': { name: 'Rita' },
    });
    await expect(w.del(byAnn)).resolves.toEqual({ id: 'prop1' });
    expect(w.store.snapshot()).toEqual({});
    // Only the best-effort sweep for uploads nothing points to tried Storage, and stopped there.
    expect([w.files.touches, w.logs]).toEqual([
      1,
      ['deleteProperty: could not remove uploads no document points to'],
    ]);
  });

  it.each([
    [
      'a repair’s receipt',
      { 'repairs/r1': { propertyId: 'prop1', receipt: { path: 'receipts/prop1/u1/bill.pdf' } } },
    ],
    [
      'a warranty’s document',
      { 'warranties/w1': { propertyId: 'prop1', document: { path: 'warranties/prop1/u1/w.pdf' } } },
    ],
    [
      'a History Report’s files',
      { 'reports/rep1': { propertyId: 'prop1', ownerId: 'ann', state: 'queued' } },
    ],
  ])(
    'refuses while %s is in Storage, with the one-line message, keeping its documents',
    async (_label, docs) => {
      const w = shell();
      await w.add({ auth: auth('ann'), data: home });
      w.store.seed(docs);
      const error = await failure(w.del(byAnn));
      expect([error.code, error.message]).toEqual(['unavailable', STORAGE_UNAVAILABLE_MESSAGE]);
      const left = w.store.snapshot();
      for (const path of Object.keys(docs)) expect(left[path], path).toBeDefined();
      expect(left['properties/prop1']).toMatchObject({ deleting: true });
    },
  );
});

describe('readClaims', () => {
  it('reads the claims index and every claimed property in two requests, however many claims', async () => {
    const key = normalizeAddressKey(home);
    const claimed = Object.fromEntries(Array.from({ length: 12 }, (_, i) => [`p${i}`, `u${i}`]));
    const store = new MemoryStore({
      [addressClaimsPath(key)]: { addressKey: key, claims: claimed },
      ...Object.fromEntries(
        Object.entries(claimed)
          .filter(([id]) => id !== 'p3') // a stale entry: its property is gone
          .map(([id, owner]) => [
            `properties/${id}`,
            { ownerId: owner, verificationStatus: 'disputed' },
          ]),
      ),
    });
    const { existing } = await store.transact(async (tx) => ({
      writes: [],
      result: await readClaims(tx, key),
    }));
    expect(store.readRequests).toBe(2);
    expect(existing).toHaveLength(11);
    expect(existing.map((c) => c.propertyId)).not.toContain('p3');
    expect(existing[0]).toEqual({
      propertyId: 'p0',
      ownerId: 'u0',
      verificationStatus: 'disputed',
      hasPhoto: false,
    });
  });
});

describe('deleteProperty', () => {
  async function withRepairs(w: ReturnType<typeof world>, propertyId: string, count: number) {
    const docs: Record<string, Record<string, unknown>> = {};
    for (let i = 0; i < count; i++)
      docs[`repairs/${propertyId}-r${i}`] = { propertyId, ownerId: 'ann', date: '2026-01-01' };
    docs[`properties/${propertyId}/shares/realtor1`] = { name: 'Rita' };
    w.store.seed(docs);
    w.files.put({
      path: `receipts/${propertyId}/r0/bill.pdf`,
      contentType: 'application/pdf',
      size: 10,
    });
    w.files.put({ path: `photos/${propertyId}/front.jpg`, contentType: 'image/jpeg', size: 10 });
    w.files.put({ path: `receipts/other/r0/bill.pdf`, contentType: 'application/pdf', size: 10 });
  }

  /** Its maintenance plan and warranties (one a transfer left with a previous owner), with documents. */
  function withPlan(w: ReturnType<typeof world>, propertyId: string) {
    const document = (upload: string) => ({
      path: `warranties/${propertyId}/${upload}/warranty.pdf`,
      name: 'warranty.pdf',
      contentType: 'application/pdf',
      size: 10,
    });
    w.store.seed({
      [`maintenanceTasks/${propertyId}-t1`]: { propertyId, ownerId: 'ann', status: 'active' },
      [`warranties/${propertyId}-w1`]: { propertyId, ownerId: 'ann', document: document('u1') },
      [`warranties/${propertyId}-w2`]: { propertyId, ownerId: 'ann', document: null },
      [`warranties/${propertyId}-w3`]: { propertyId, ownerId: 'earlier', document: document('u3') },
      'maintenanceTasks/other-t1': { propertyId: 'other', ownerId: 'ann', status: 'active' },
      'warranties/other-w1': { propertyId: 'other', ownerId: 'ann', document: null },
    });
    for (const upload of ['u1', 'u3', 'u9-never-attached'])
      w.files.put({ ...document(upload), contentType: 'application/pdf' });
    w.files.put({
      path: 'warranties/other/u1/warranty.pdf',
      contentType: 'application/pdf',
      size: 10,
    });
  }

  it('removes the property, its repairs (past one batch), shares, files and claim', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    await withRepairs(w, 'prop1', 1203);
    await expect(w.del({ auth: auth('ann'), data: { propertyId: 'prop1' } })).resolves.toEqual({
      id: 'prop1',
    });
    expect(w.store.snapshot()).toEqual({});
    expect(w.files.paths()).toEqual(['receipts/other/r0/bill.pdf']);
  });

  it('removes its maintenance plan, its warranties and their documents, and no other home’s', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    await withRepairs(w, 'prop1', 2);
    withPlan(w, 'prop1');
    await w.del({ auth: auth('ann'), data: { propertyId: 'prop1' } });
    expect(Object.keys(w.store.snapshot()).sort()).toEqual([
      'maintenanceTasks/other-t1',
      'warranties/other-w1',
    ]);
    expect(w.files.paths()).toEqual([
      'receipts/other/r0/bill.pdf',
      'warranties/other/u1/warranty.pdf',
    ]);
  });

  it('removes its History Reports and their files, but not a report a previous owner kept', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    w.store.seed({
      'reports/rep1': { propertyId: 'prop1', ownerId: 'ann', viewerIds: ['ann', 'rita'] },
      'reports/tr1': { propertyId: 'prop1', ownerId: 'earlier', kind: 'kept' },
      'reports/rep9': { propertyId: 'other', ownerId: 'ann', viewerIds: ['ann'] },
    });
    for (const path of [
      'reports/prop1/rep1.pdf',
      'reports/prop1/rep1.zip',
      'keptReports/earlier/tr1.pdf',
      'reports/other/rep9.pdf',
    ])
      w.files.put({ path, contentType: 'application/pdf', size: 10 });
    await w.del({ auth: auth('ann'), data: { propertyId: 'prop1' } });
    expect(Object.keys(w.store.snapshot()).sort()).toEqual(['reports/rep9', 'reports/tr1']);
    expect(w.files.paths().sort()).toEqual([
      'keptReports/earlier/tr1.pdf',
      'reports/other/rep9.pdf',
    ]);
  });

  it('verifies the one owner left, and never disputes a verified home on a removal', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    await w.add({ auth: auth('bob'), data: home });
    await w.add({ auth: auth('cat'), data: home });
    await w.del({ auth: auth('cat'), data: { propertyId: 'prop3' } });
    expect([w.status('prop1'), w.status('prop2')]).toEqual(['verified', 'disputed']);
    await w.del({ auth: auth('bob'), data: { propertyId: 'prop2' } });
    expect(w.status('prop1')).toBe('verified');
    const key = normalizeAddressKey(home);
    expect(w.store.snapshot()[addressClaimsPath(key)]).toEqual({
      addressKey: key,
      claims: { prop1: 'ann' },
    });
    await w.del({ auth: auth('ann'), data: { propertyId: 'prop1' } });
    expect(w.store.snapshot()).toEqual({});
  });

  it('lets nobody but the owner remove it, and says not found', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    const before = w.store.snapshot();
    for (const who of [auth('bob'), auth('rita', 'realtor')]) {
      const error = await failure(w.del({ auth: who, data: { propertyId: 'prop1' } }));
      expect([error.code, error.message]).toEqual(['not-found', M.notFound]);
    }
    const missing = await failure(w.del({ auth: auth('ann'), data: { propertyId: 'nope' } }));
    expect(missing.code).toBe('not-found');
    expect(w.store.snapshot()).toEqual(before);
  });

  it('a failure part-way leaves a state the next attempt finishes', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: home });
    await w.add({ auth: auth('bob'), data: home });
    await withRepairs(w, 'prop1', 700);
    // Fail in the middle of the repair cascade (after the first chunk of 500).
    w.store.failAfter(1 + 500 + 10);
    expect((await failure(w.del({ auth: auth('ann'), data: { propertyId: 'prop1' } }))).code).toBe(
      'internal',
    );
    const partial = w.store.snapshot();
    expect(partial['properties/prop1']).toMatchObject({ deleting: true });
    expect(w.status('prop2')).toBe('verified'); // the dispute is already settled
    // The retry finishes the job.
    await expect(w.del({ auth: auth('ann'), data: { propertyId: 'prop1' } })).resolves.toEqual({
      id: 'prop1',
    });
    const after = w.store.snapshot();
    expect(Object.keys(after).filter((p) => p.includes('prop1'))).toEqual([]);
    expect(after['properties/prop2']).toBeDefined();
  });
});
