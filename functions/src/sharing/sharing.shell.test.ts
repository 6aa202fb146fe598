import { describe, expect, it } from 'vitest';
import { QUOTAS, QUOTA_MESSAGES, SHARE_MESSAGES as M } from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import type { Store } from '../kit/store';
import { addRepairSpec } from '../repairs/add-repair';
import { type AccountRecord, memoryAccounts } from '../kit/ports';
import { sharePropertySpec } from './share-property';
import { unsharePropertySpec } from './unshare-property';
import { httpsFailure, accountOf, MAIN_ST_ADDRESS } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const OWNER = {
  uid: 'own',
  token: { role: 'homeowner', name: 'Olive', email: 'olive@home.example', email_verified: true },
};
const ACCOUNTS: AccountRecord[] = [
  accountOf('rita', { email: 'rita@realty.example', role: 'realtor', name: 'Rita' }),
  accountOf('ray', { email: 'ray@realty.example', role: 'realtor', name: 'Ray' }),
  accountOf('hank', { name: 'Hank' }),
  // A realtor account whose owner never proved they hold the email.
  accountOf('una', {
    email: 'una@realty.example',
    role: 'realtor',
    name: 'Una',
    emailVerified: false,
  }),
];

function seedProperty(store: MemoryStore, repairs: number, viewerIds = ['own']) {
  store.seed({
    'properties/p1': {
      ownerId: 'own',
      ...MAIN_ST_ADDRESS,
      verificationStatus: 'verified',
      viewerIds,
      repairCount: repairs,
      lastRepairDate: repairs > 0 ? '2025-01-01' : null,
      totalSpentCents: repairs > 0 ? repairs * 100 : null,
    },
    'profiles/rita': { name: 'Rita', role: 'realtor', businessName: 'Rita Realty' },
  });
  const docs: Record<string, Record<string, unknown>> = {};
  for (let i = 0; i < repairs; i++)
    docs[`repairs/r${String(i).padStart(5, '0')}`] = {
      propertyId: 'p1',
      ownerId: 'own',
      viewerIds,
      date: '2025-01-01',
      costCents: 100,
    };
  store.seed(docs);
}

function world(repairs = 3, store: Store = new MemoryStore()) {
  const memory = store instanceof MemoryStore ? store : null;
  if (memory) seedProperty(memory, repairs);
  const logs: unknown[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  const accounts = memoryAccounts(ACCOUNTS);
  const ports = { store, accounts, log };
  const share = callableShell(sharePropertySpec, ports, log, { now: () => NOW });
  const unshare = callableShell(unsharePropertySpec, ports, log, { now: () => NOW });
  return { store, accounts, logs, share, unshare };
}

/** viewerIds of every repair (prefix 'repairs/') or of one document (an exact path). */
const viewersOf = (store: MemoryStore, prefix: string) =>
  Object.entries(store.snapshot())
    .filter(([path]) => (prefix.endsWith('/') ? path.startsWith(prefix) : path === prefix))
    .map(([, data]) => data['viewerIds'] as string[]);

describe('shareProperty', () => {
  it('adds the realtor to the property and every repair, and records the share', async () => {
    const w = world(3);
    const store = w.store as MemoryStore;
    await expect(
      w.share({ auth: OWNER, data: { propertyId: 'p1', email: ' RITA@realty.example' } }),
    ).resolves.toEqual({
      propertyId: 'p1',
      realtor: {
        uid: 'rita',
        name: 'Rita',
        email: 'rita@realty.example',
        businessName: 'Rita Realty',
      },
      repairsUpdated: 3,
    });
    const docs = store.snapshot();
    expect(docs['properties/p1']?.['viewerIds']).toEqual(['own', 'rita']);
    expect(viewersOf(store, 'repairs/')).toEqual([
      ['own', 'rita'],
      ['own', 'rita'],
      ['own', 'rita'],
    ]);
    expect(docs['properties/p1/shares/rita']).toEqual({
      name: 'Rita',
      email: 'rita@realty.example',
      businessName: 'Rita Realty',
      sharedAt: NOW,
    });
  });

  it('answers every refusal with its message and writes nothing but the lookup count', async () => {
    const w = world(2);
    const store = w.store as MemoryStore;
    const before = store.snapshot();
    const cases: [Record<string, unknown>, string, string][] = [
      [{ propertyId: 'nope', email: 'rita@realty.example' }, 'not-found', M.propertyNotFound],
      [{ propertyId: 'p1', email: 'nobody@x.example' }, 'not-found', M.realtorNotFound],
      [{ propertyId: 'p1', email: 'hank@home.example' }, 'not-found', M.realtorNotFound],
      [{ propertyId: 'p1', email: 'olive@home.example' }, 'invalid-argument', M.shareWithSelf],
      [{ propertyId: 'p1', email: 'not an email' }, 'invalid-argument', M.email],
    ];
    for (const [data, code, message] of cases) {
      const error = await httpsFailure(w.share({ auth: OWNER, data }));
      expect([error.code, error.message]).toEqual([code, message]);
    }
    const { 'quotaCounters/own__lookups': counter, ...after } = store.snapshot();
    expect(after).toEqual(before);
    // The three that reached the lookup (after the owner check, after the schema).
    expect(counter).toMatchObject({ count: 3, window: '2026-05-01T12' });
  });

  it('refuses lookups beyond the hourly quota before asking Auth', async () => {
    const w = world(1);
    const data = { propertyId: 'p1', email: 'nobody@x.example' };
    for (let i = 0; i < QUOTAS.lookupsPerHour; i++)
      await httpsFailure(w.share({ auth: OWNER, data }));
    const lookups = w.accounts.lookups;
    const error = await httpsFailure(w.share({ auth: OWNER, data }));
    expect([error.code, error.message]).toEqual(['resource-exhausted', QUOTA_MESSAGES.lookups]);
    expect(w.accounts.lookups).toBe(lookups);
  });

  it('does not look the email up for someone who does not own the property', async () => {
    const w = world(1);
    const stranger = {
      uid: 'eve',
      token: { role: 'homeowner', email: 'eve@x.example', email_verified: true },
    };
    const error = await httpsFailure(
      w.share({ auth: stranger, data: { propertyId: 'p1', email: 'rita@realty.example' } }),
    );
    expect(error.message).toBe(M.propertyNotFound);
    expect(w.accounts.lookups).toBe(0);
  });

  it('treats a realtor whose email is not verified as no account at all', async () => {
    const w = world(1);
    const error = await httpsFailure(
      w.share({ auth: OWNER, data: { propertyId: 'p1', email: 'una@realty.example' } }),
    );
    expect([error.code, error.message, error.details]).toEqual([
      'not-found',
      M.realtorNotFound,
      { field: 'email' },
    ]);
    expect((w.store as MemoryStore).snapshot()['properties/p1/shares/una']).toBeUndefined();
    expect((w.store as MemoryStore).snapshot()['properties/p1']?.['viewerIds']).toEqual(['own']);
  });

  it('refuses an owner whose own email is not verified, before any lookup', async () => {
    const w = world(1);
    const unverified = { ...OWNER, token: { ...OWNER.token, email_verified: false } };
    const error = await httpsFailure(
      w.share({ auth: unverified, data: { propertyId: 'p1', email: 'rita@realty.example' } }),
    );
    expect([error.code, error.message]).toEqual(['permission-denied', M.verifyEmailFirst]);
    expect(w.accounts.lookups).toBe(0);
    expect((w.store as MemoryStore).writeCount).toBe(0);
  });

  it('refuses contractors and signed-out callers', async () => {
    const w = world(1);
    const data = { propertyId: 'p1', email: 'rita@realty.example' };
    const contractor = { uid: 'own', token: { role: 'contractor' } };
    expect((await httpsFailure(w.share({ auth: contractor, data }))).message).toBe(
      M.permissionDenied,
    );
    expect((await httpsFailure(w.share({ auth: null, data }))).message).toBe(M.signedOut);
  });

  it('says "already shared" the second time', async () => {
    const w = world(2);
    const data = { propertyId: 'p1', email: 'rita@realty.example' };
    await w.share({ auth: OWNER, data });
    const writes = (w.store as MemoryStore).writeCount;
    const error = await httpsFailure(w.share({ auth: OWNER, data }));
    expect([error.code, error.message]).toEqual(['already-exists', M.alreadyShared]);
    // Only the lookup's count.
    expect((w.store as MemoryStore).writeCount).toBe(writes + 1);
  });

  it('updates 1,203 repairs in transactions of at most 500 writes', async () => {
    const w = world(1_203);
    const store = w.store as MemoryStore;
    const result = await w.share({
      auth: OWNER,
      data: { propertyId: 'p1', email: 'rita@realty.example' },
    });
    expect(result.repairsUpdated).toBe(1_203);
    // The lookup's count, the property and share, then the repairs.
    expect(store.log.map((unit) => unit.size)).toEqual([1, 2, 500, 500, 203]);
    expect(viewersOf(store, 'repairs/').every((ids) => ids.includes('rita'))).toBe(true);
  });

  it('a failure part-way leaves a state that a retry completes', async () => {
    const w = world(1_203);
    const store = w.store as MemoryStore;
    const data = { propertyId: 'p1', email: 'rita@realty.example' };
    store.failAfter(1 + 2 + 500 + 17); // inside the second chunk
    const error = await httpsFailure(w.share({ auth: OWNER, data }));
    expect(error.code).toBe('internal');
    expect(w.logs).toHaveLength(1);
    const half = viewersOf(store, 'repairs/');
    expect(half.filter((ids) => ids.includes('rita'))).toHaveLength(500);
    expect(store.snapshot()['properties/p1/shares/rita']).toBeDefined();

    const retry = await w.share({ auth: OWNER, data });
    expect(retry.repairsUpdated).toBe(703);
    expect(viewersOf(store, 'repairs/').every((ids) => ids.includes('rita'))).toBe(true);
    expect(store.snapshot()['properties/p1/shares/rita']?.['sharedAt']).toEqual(NOW);
    expect((await httpsFailure(w.share({ auth: OWNER, data }))).message).toBe(M.alreadyShared);
  });

  it('keeps two realtors shared at once on every repair', async () => {
    const w = world(3);
    const store = w.store as MemoryStore;
    await w.share({ auth: OWNER, data: { propertyId: 'p1', email: 'rita@realty.example' } });
    await w.share({ auth: OWNER, data: { propertyId: 'p1', email: 'ray@realty.example' } });
    expect(viewersOf(store, 'repairs/')).toEqual(Array(3).fill(['own', 'rita', 'ray']));
    await w.unshare({ auth: OWNER, data: { propertyId: 'p1', realtorUid: 'rita' } });
    expect(viewersOf(store, 'repairs/')).toEqual(Array(3).fill(['own', 'ray']));
    expect(viewersOf(store, 'properties/p1')).toEqual([['own', 'ray']]);
  });
});

/** A Store that runs `hook` just before its n-th transaction (1-based). */
function hooked(inner: MemoryStore, n: number, hook: () => Promise<unknown>): Store {
  let count = 0;
  return {
    get: (path) => inner.get(path),
    getAll: (paths) => inner.getAll(paths),
    query: (q) => inner.query(q),
    commit: (writes) => inner.commit(writes),
    async transact(fn) {
      count += 1;
      if (count === n) await hook();
      return inner.transact(fn);
    },
  };
}

describe('shareProperty with a repair added concurrently', () => {
  const form = {
    propertyId: 'p1',
    serviceType: 'plumbing',
    otherServiceType: '',
    date: '2025-02-01',
    cost: '10.00',
    contractorName: '',
    description: '',
    receipt: null,
    requestId: 'concurrent-0123456789',
  };

  /** A world whose n-th transaction on `inner` first lets the owner add repair "fresh" (see hooked). */
  const worldAddingRepair = (inner: MemoryStore, n: number) => {
    const addRepair = callableShell(
      addRepairSpec,
      { store: inner, files: new MemoryFiles(), newId: () => 'fresh' },
      undefined,
      { now: () => NOW },
    );
    return world(
      0,
      hooked(inner, n, () => addRepair({ auth: OWNER, data: form })),
    );
  };

  // A share's first transaction counts the email lookup; the property's is the second.
  for (const [when, n] of [
    ['just before the property is updated', 2],
    ['between the property update and the repair chunks', 3],
  ] as const) {
    it(`gives the realtor a repair added ${when}`, async () => {
      const inner = new MemoryStore();
      seedProperty(inner, 2);
      const w = worldAddingRepair(inner, n);
      await w.share({ auth: OWNER, data: { propertyId: 'p1', email: 'rita@realty.example' } });
      expect(inner.snapshot()['repairs/fresh']?.['viewerIds']).toEqual(['own', 'rita']);
      expect(viewersOf(inner, 'repairs/').every((ids) => ids.includes('rita'))).toBe(true);
    });
  }
  for (const [when, n] of [
    ['just before the property is updated', 1],
    ['between the property update and the repair chunks', 2],
  ] as const) {
    it(`takes the realtor off a repair added ${when} during a revoke`, async () => {
      const inner = new MemoryStore();
      seedProperty(inner, 2, ['own', 'rita']);
      inner.seed({ 'properties/p1/shares/rita': { name: 'Rita', email: 'rita@realty.example' } });
      const w = worldAddingRepair(inner, n);
      await w.unshare({ auth: OWNER, data: { propertyId: 'p1', realtorUid: 'rita' } });
      expect(inner.snapshot()['repairs/fresh']?.['viewerIds']).toEqual(['own']);
      expect(viewersOf(inner, 'repairs/').some((ids) => ids.includes('rita'))).toBe(false);
    });
  }
});

describe('the home’s reports follow its readers', () => {
  const report = (viewerIds: string[], extra: Record<string, unknown> = {}) => ({
    propertyId: 'p1',
    ownerId: 'own',
    viewerIds,
    state: 'done',
    code: 'c'.repeat(26),
    ...extra,
  });
  const shareRita = { propertyId: 'p1', email: 'rita@realty.example' };

  it('a share adds the realtor to every report of the home; a revoke takes them off', async () => {
    const w = world(2);
    const store = w.store as MemoryStore;
    store.seed({
      'reports/a': report(['own']),
      'reports/b': report(['own']),
      // Another home's report and one a previous owner kept: never touched.
      'reports/other': report(['own'], { propertyId: 'p2' }),
      'reports/kept': report(['olive'], { ownerId: 'olive', kind: 'kept' }),
    });
    await w.share({ auth: OWNER, data: shareRita });
    expect(viewersOf(store, 'reports/a')).toEqual([['own', 'rita']]);
    expect(viewersOf(store, 'reports/b')).toEqual([['own', 'rita']]);
    expect(viewersOf(store, 'reports/other')).toEqual([['own']]);
    expect(viewersOf(store, 'reports/kept')).toEqual([['olive']]);

    await w.unshare({ auth: OWNER, data: { propertyId: 'p1', realtorUid: 'rita' } });
    expect(viewersOf(store, 'reports/a')).toEqual([['own']]);
    expect(viewersOf(store, 'reports/b')).toEqual([['own']]);
    expect(viewersOf(store, 'reports/kept')).toEqual([['olive']]);
    expect(store.snapshot()['properties/p1/shares/rita']).toBeUndefined();
  });

  it('a share stopped before its reports is finished by sharing again, not "already shared"', async () => {
    const w = world(1);
    const store = w.store as MemoryStore;
    store.seed({ 'reports/a': report(['own']) });
    // Writes: the lookup quota, the property, the share, the repair; then the report.
    store.failAfter(4);
    expect((await httpsFailure(w.share({ auth: OWNER, data: shareRita }))).code).toBe('internal');
    expect(viewersOf(store, 'repairs/')).toEqual([['own', 'rita']]);
    expect(viewersOf(store, 'reports/a')).toEqual([['own']]);
    await expect(w.share({ auth: OWNER, data: shareRita })).resolves.toMatchObject({
      repairsUpdated: 0,
    });
    expect(viewersOf(store, 'reports/a')).toEqual([['own', 'rita']]);
    expect((await httpsFailure(w.share({ auth: OWNER, data: shareRita }))).message).toBe(
      M.alreadyShared,
    );
  });

  it('a report still carrying an unshared realtor is removed by revoking again', async () => {
    const w = world(1);
    const store = w.store as MemoryStore;
    // Left by a revoke made before reports followed their home: the realtor's only trace.
    store.seed({ 'reports/a': report(['own', 'rita']) });
    await expect(
      w.unshare({ auth: OWNER, data: { propertyId: 'p1', realtorUid: 'rita' } }),
    ).resolves.toMatchObject({ repairsUpdated: 0 });
    expect(viewersOf(store, 'reports/a')).toEqual([['own']]);
    expect(
      (
        await httpsFailure(
          w.unshare({ auth: OWNER, data: { propertyId: 'p1', realtorUid: 'rita' } }),
        )
      ).message,
    ).toBe(M.notShared);
  });
});

describe('unshareProperty', () => {
  async function sharedWorld(repairs: number) {
    const w = world(repairs);
    await w.share({ auth: OWNER, data: { propertyId: 'p1', email: 'rita@realty.example' } });
    return { ...w, store: w.store as MemoryStore };
  }
  const revoke = { propertyId: 'p1', realtorUid: 'rita' };

  it('removes the realtor from the property and every repair, then the share', async () => {
    const w = await sharedWorld(3);
    await expect(w.unshare({ auth: OWNER, data: revoke })).resolves.toEqual({
      propertyId: 'p1',
      realtorUid: 'rita',
      repairsUpdated: 3,
    });
    expect(viewersOf(w.store, 'properties/p1')).toEqual([['own']]);
    expect(viewersOf(w.store, 'repairs/')).toEqual(Array(3).fill(['own']));
    expect(w.store.snapshot()['properties/p1/shares/rita']).toBeUndefined();
  });

  it('refuses a second revoke, the owner, strangers and other properties', async () => {
    const w = await sharedWorld(1);
    await w.unshare({ auth: OWNER, data: revoke });
    const writes = w.store.writeCount;
    const stranger = { uid: 'eve', token: { role: 'homeowner' } };
    const cases: [typeof OWNER | typeof stranger, Record<string, unknown>, string][] = [
      [OWNER, revoke, M.notShared],
      [OWNER, { propertyId: 'p1', realtorUid: 'own' }, M.notShared],
      [OWNER, { propertyId: 'p2', realtorUid: 'rita' }, M.propertyNotFound],
      [stranger, revoke, M.propertyNotFound],
      [OWNER, { propertyId: 'p1', realtorUid: '' }, M.realtorUid],
    ];
    for (const [auth, data, message] of cases)
      expect((await httpsFailure(w.unshare({ auth, data }))).message).toBe(message);
    expect(w.store.writeCount).toBe(writes);
    expect(viewersOf(w.store, 'properties/p1')).toEqual([['own']]);
  });

  it('chunks 1,203 repairs and survives a failure part-way', async () => {
    const w = await sharedWorld(1_203);
    const before = w.store.log.length;
    w.store.failAfter(1 + 500 + 499); // last write of the second chunk
    expect((await httpsFailure(w.unshare({ auth: OWNER, data: revoke }))).code).toBe('internal');
    // Still listed for the owner: the share document goes last.
    expect(w.store.snapshot()['properties/p1/shares/rita']).toBeDefined();
    expect(viewersOf(w.store, 'properties/p1')).toEqual([['own']]);
    expect(viewersOf(w.store, 'repairs/').filter((ids) => ids.includes('rita'))).toHaveLength(703);

    const retry = await w.unshare({ auth: OWNER, data: revoke });
    expect(retry.repairsUpdated).toBe(703);
    expect(viewersOf(w.store, 'repairs/').some((ids) => ids.includes('rita'))).toBe(false);
    expect(w.store.snapshot()['properties/p1/shares/rita']).toBeUndefined();
    const sizes = w.store.log.slice(before).map((unit) => unit.size);
    expect(Math.max(...sizes)).toBeLessThanOrEqual(500);
  });

  it('a share during an unfinished revoke wins: the share document stays', async () => {
    const w = await sharedWorld(600);
    w.store.failAfter(1 + 500 + 10); // revoke stops in its second chunk
    await httpsFailure(w.unshare({ auth: OWNER, data: revoke }));
    const again = await w.share({
      auth: OWNER,
      data: { propertyId: 'p1', email: 'rita@realty.example' },
    });
    expect(again.repairsUpdated).toBe(500);
    expect(viewersOf(w.store, 'repairs/').every((ids) => ids.includes('rita'))).toBe(true);
    expect(w.store.snapshot()['properties/p1/shares/rita']).toBeDefined();
  });
});
