/**
 * QuickBooks Online end to end in tier 1: the callables and the HTTP callback
 * with an in-memory store, the real Intuit adapter (fetch + node-quickbooks) and
 * the local fake Intuit server. Never the internet.
 */
import { createHash } from 'node:crypto';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callableShell, type Logger } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import type { Store } from '../kit/store';
import { httpsFailure } from '../kit/test-support';
import { QUICKBOOKS_MESSAGES as M, STATE_TTL_MS, connectionPath, stateDocPath } from './connection';
import { createIntuitClient } from './intuit-client';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  fault,
  sampleInvoices,
  startFakeIntuitServer,
  type FakeIntuitServer,
} from './fake-intuit-server';
import type { IntuitPort } from './intuit-port';
import { importedRecordPath } from './invoices';
import { flowCookie, handleQuickbooksCallback, type CallbackAnswer } from './quickbooks-callback';
import { aesGcmTokenCipher, tokenContext } from './token-cipher';
import {
  QUICKBOOKS_CALLABLES as quickbooksSpecs,
  randomState,
  type QuickbooksPorts,
} from './quickbooks-callables';

const REALM = '9341452172839';
const ORIGIN = 'http://127.0.0.1:5002';
const T0 = new Date('2026-03-01T12:00:00.000Z');
const contractor = (uid: string) => ({
  uid,
  token: { role: 'contractor', name: `Name ${uid}`, email: `${uid}@pro.example` },
});

let fake: FakeIntuitServer;
let intuit: IntuitPort;

beforeAll(async () => {
  fake = await startFakeIntuitServer();
  intuit = createIntuitClient({
    clientId: FAKE_CLIENT_ID,
    clientSecret: FAKE_CLIENT_SECRET,
    environment: 'sandbox',
    redirectUri: fake.redirectUri,
    urls: fake.urls,
    timeoutMs: 3_000,
  });
});
afterAll(async () => {
  await fake.close();
});
beforeEach(() => {
  fake.companies.set(REALM, {
    realmId: REALM,
    companyName: 'Pipes & Wires LLC',
    invoices: sampleInvoices(250),
  });
  fake.requests.length = 0;
});

/** The token key of these tests (production's comes from Secret Manager). */
const cipher = aesGcmTokenCipher(Buffer.alloc(32, 3));

function world(options: { configured?: boolean; keyless?: boolean } = {}) {
  const store = new MemoryStore();
  const logs: { message: string; context?: Record<string, unknown> }[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  const clock = { now: T0 };
  const port = options.configured === false ? null : intuit;
  const tokens = options.keyless ? null : cipher;
  const ports: QuickbooksPorts = {
    store,
    intuit: port,
    cipher: tokens,
    newState: randomState,
    log,
  };
  const opts = { now: () => clock.now };
  const connect = callableShell(quickbooksSpecs.quickbooksConnect, ports, log, opts);
  const status = callableShell(quickbooksSpecs.quickbooksStatus, ports, log, opts);
  const disconnect = callableShell(quickbooksSpecs.quickbooksDisconnect, ports, log, opts);
  const runImport = callableShell(quickbooksSpecs.quickbooksImport, ports, log, opts);

  function callback(
    query: Record<string, string>,
    cookie?: string,
    callbackStore: Store = store,
  ): Promise<CallbackAnswer> {
    const url = `/api/quickbooks/callback?${new URLSearchParams(query).toString()}`;
    return handleQuickbooksCallback(
      { method: 'GET', url, cookie },
      { store: callbackStore, intuit: port, cipher: tokens, appOrigin: ORIGIN, log },
      clock.now,
    );
  }

  /**
   * What the portal does (a nonce in the flow cookie, quickbooksConnect), then Intuit's
   * redirect back with a fresh code issued for the authorization URL's PKCE challenge.
   */
  async function startFlow(
    uid = 'u1',
  ): Promise<{ state: string; code: string; nonce: string; cookie: string }> {
    const nonce = randomState();
    const { url } = await connect({ auth: contractor(uid), data: { nonce } });
    const params = new URL(url).searchParams;
    const state = params.get('state') ?? '';
    const code = fake.issueCode(REALM, params.get('code_challenge'));
    return { state, code, nonce, cookie: `theme=dark; __session=${nonce}` };
  }

  async function connected(uid = 'u1') {
    const { state, code, cookie } = await startFlow(uid);
    const answer = await callback({ code, state, realmId: REALM }, cookie);
    expect(answer).toMatchObject({
      status: 302,
      location: `${ORIGIN}/contractor?quickbooks=connected`,
    });
  }

  const stored = (path: string) => store.snapshot()[path];
  /** A stored connection's tokens, opened as only the QuickBooks functions can. */
  const opened = (uid = 'u1') => {
    const doc = stored(connectionPath(uid)) ?? {};
    return {
      accessToken: cipher.open(String(doc['accessTokenSealed']), tokenContext(uid, 'accessToken')),
      refreshToken: cipher.open(
        String(doc['refreshTokenSealed']),
        tokenContext(uid, 'refreshToken'),
      ),
    };
  };
  const records = () =>
    Object.keys(store.snapshot()).filter((p) => p.startsWith('serviceRecords/'));

  return {
    store,
    logs,
    clock,
    connect,
    status,
    disconnect,
    runImport,
    callback,
    startFlow,
    connected,
    stored,
    opened,
    records,
  };
}

const CLEAR_COOKIE = '__session=; Path=/api/quickbooks; HttpOnly; SameSite=Lax; Max-Age=0';
const errorTo = (reason: string) => ({
  status: 302,
  location: `${ORIGIN}/contractor?quickbooks=error&reason=${reason}`,
  setCookie: CLEAR_COOKIE,
});

/** A store that fails the test on any use: proves an answer came before any Firestore read. */
const untouchable: Store = {
  get: () => Promise.reject(new Error('read before the cookie check')),
  getAll: () => Promise.reject(new Error('read before the cookie check')),
  query: () => Promise.reject(new Error('read before the cookie check')),
  transact: () => Promise.reject(new Error('read before the cookie check')),
  commit: () => Promise.reject(new Error('write before the cookie check')),
};

describe('quickbooksConnect', () => {
  it('answers Intuit’s authorization URL (PKCE S256, accounting scope only) and stores only hashes', async () => {
    const w = world();
    const nonce = randomState();
    const { url } = await w.connect({ auth: contractor('u1'), data: { nonce } });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(fake.urls.authorize);
    expect(parsed.searchParams.get('scope')).toBe('com.intuit.quickbooks.accounting');
    expect(parsed.searchParams.get('redirect_uri')).toBe(fake.redirectUri);
    const challenge = createHash('sha256').update(nonce).digest('base64url');
    expect(parsed.searchParams.get('code_challenge')).toBe(challenge);
    expect(parsed.searchParams.get('code_challenge_method')).toBe('S256');
    const state = parsed.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(w.stored(stateDocPath(state))).toEqual({
      uid: 'u1',
      nonceHash: challenge,
      createdAt: T0,
      expiresAt: new Date(T0.getTime() + STATE_TTL_MS),
    });
    expect(JSON.stringify(w.store.snapshot())).not.toContain(nonce);
    // Two connects: two different states.
    const second = await w.connect({ auth: contractor('u1'), data: { nonce: randomState() } });
    expect(new URL(second.url).searchParams.get('state')).not.toBe(state);
  });

  it('contractors only; signed out → “No authenticated user found”; no nonce or junk refused', async () => {
    const w = world();
    const data = { nonce: randomState() };
    const signedOut = await httpsFailure(w.connect({ data }));
    expect([signedOut.code, signedOut.message]).toEqual(['unauthenticated', M.signedOut]);
    const homeowner = await httpsFailure(
      w.connect({ auth: { uid: 'h', token: { role: 'homeowner' } }, data }),
    );
    expect(homeowner.code).toBe('permission-denied');
    for (const junk of ['x', {}, null, { nonce: 'short' }, { nonce: `${data.nonce}=` }])
      expect((await httpsFailure(w.connect({ auth: contractor('u1'), data: junk }))).code).toBe(
        'invalid-argument',
      );
    expect(w.store.writeCount).toBe(0);
  });

  it('not configured (no Intuit keys, or no token key): connect, import and disconnect → failed-precondition; status → not-configured', async () => {
    for (const w of [world({ configured: false }), world({ keyless: true })]) {
      for (const [call, data] of [
        [w.connect, { nonce: randomState() }],
        [w.runImport, {}],
        [w.disconnect, {}],
      ] as const) {
        const error = await httpsFailure(call({ auth: contractor('u1'), data }));
        expect([error.code, error.message, error.details]).toEqual([
          'failed-precondition',
          'QuickBooks is not configured on this server.',
          { reason: 'not-configured' },
        ]);
      }
      await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toEqual({
        connected: false,
        problem: 'not-configured',
      });
      expect(w.store.writeCount).toBe(0);
    }
  });
});

describe('quickbooksCallback', () => {
  it('success: sealed tokens and the realm id stored for the state’s user; the cookie cleared; the state gone', async () => {
    const w = world();
    const { state, code, cookie } = await w.startFlow('u1');
    await expect(w.callback({ code, state, realmId: REALM }, cookie)).resolves.toEqual({
      status: 302,
      location: `${ORIGIN}/contractor?quickbooks=connected`,
      setCookie: CLEAR_COOKIE,
    });
    const connection = w.stored(connectionPath('u1'));
    expect(connection).toMatchObject({
      status: 'connected',
      uid: 'u1',
      realmId: REALM,
      environment: 'sandbox',
      companyName: 'Pipes & Wires LLC',
      accessTokenExpiresAt: new Date(T0.getTime() + 3600_000),
      connectedAt: T0,
      lastImportAt: null,
    });
    expect(w.stored(stateDocPath(state))).toBeUndefined();
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: true,
      realmId: REALM,
      companyName: 'Pipes & Wires LLC',
      connectedAt: T0.toISOString(),
    });
  });

  it('the stored document holds no token text: only AES-256-GCM sealed values bound to it', async () => {
    const w = world();
    await w.connected('u1');
    const { accessToken, refreshToken } = w.opened('u1');
    expect(accessToken).toMatch(/^eyJaccess_/);
    expect(refreshToken).toMatch(/^AB11refresh_/);
    const text = JSON.stringify(w.store.snapshot());
    for (const token of [accessToken, refreshToken]) {
      expect(text).not.toContain(token);
      expect(text).not.toContain(Buffer.from(token).toString('base64'));
      expect(text).not.toContain(Buffer.from(token).toString('base64url'));
    }
    const doc = w.stored(connectionPath('u1')) ?? {};
    expect(doc).not.toHaveProperty('accessToken');
    expect(doc).not.toHaveProperty('refreshToken');
    expect(doc['accessTokenSealed']).toMatch(/^v1\./);
    // Sealed for this document and field: moved anywhere else, it does not open.
    expect(() =>
      cipher.open(String(doc['accessTokenSealed']), tokenContext('u2', 'accessToken')),
    ).toThrow();
    expect(() =>
      cipher.open(String(doc['accessTokenSealed']), tokenContext('u1', 'refreshToken')),
    ).toThrow();
  });

  it('without the flow cookie: "could not be verified" at once, before any Firestore read', async () => {
    const w = world();
    const { state, code } = await w.startFlow('u1');
    const grants = fake.grants.authorizationCode;
    for (const cookie of [undefined, '', 'theme=dark', '__session=', '__session=eyJhbGciOi.x.y']) {
      await expect(
        w.callback({ code, state, realmId: REALM }, cookie, untouchable),
      ).resolves.toEqual(errorTo('unverified'));
    }
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
    expect(fake.grants.authorizationCode).toBe(grants);
  });

  it('another browser’s cookie → unverified; nothing stored; the state is used up', async () => {
    const w = world();
    const mine = await w.startFlow('u1');
    const theirs = await w.startFlow('u2');
    const grants = fake.grants.authorizationCode;
    // u2's browser comes back with u1's state (a link passed around, or a forged redirect).
    await expect(
      w.callback({ code: mine.code, state: mine.state, realmId: REALM }, theirs.cookie),
    ).resolves.toEqual(errorTo('unverified'));
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
    expect(w.stored(connectionPath('u2'))).toBeUndefined();
    // …and it cannot be retried by its owner either.
    await expect(
      w.callback({ code: mine.code, state: mine.state, realmId: REALM }, mine.cookie),
    ).resolves.toEqual(errorTo('unverified'));
    expect(fake.grants.authorizationCode).toBe(grants);
  });

  it('PKCE: a code issued for another flow (code injection) is not exchanged; nothing stored', async () => {
    const w = world();
    const mine = await w.startFlow('u1');
    const attackers = await w.startFlow('u2');
    await expect(
      w.callback({ code: attackers.code, state: mine.state, realmId: REALM }, mine.cookie),
    ).resolves.toEqual(errorTo('exchange-failed'));
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('state replay → unverified; the first connection stands, the second code is not exchanged', async () => {
    const w = world();
    const { state, code, cookie } = await w.startFlow();
    await w.callback({ code, state, realmId: REALM }, cookie);
    const before = w.stored(connectionPath('u1'));
    const grants = fake.grants.authorizationCode;
    await expect(
      w.callback({ code: fake.issueCode(REALM), state, realmId: REALM }, cookie),
    ).resolves.toEqual(errorTo('unverified'));
    expect(fake.grants.authorizationCode).toBe(grants);
    expect(w.stored(connectionPath('u1'))).toEqual(before);
  });

  it('expired state (10 minutes) → unverified; deleted; nothing stored', async () => {
    const w = world();
    const { state, code, cookie } = await w.startFlow();
    w.clock.now = new Date(T0.getTime() + STATE_TTL_MS);
    await expect(w.callback({ code, state, realmId: REALM }, cookie)).resolves.toEqual(
      errorTo('unverified'),
    );
    expect(w.stored(stateDocPath(state))).toBeUndefined();
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('missing code, missing realm id → missing-code (the state is used up)', async () => {
    const w = world();
    const first = await w.startFlow();
    await expect(w.callback({ state: first.state, realmId: REALM }, first.cookie)).resolves.toEqual(
      errorTo('missing-code'),
    );
    expect(w.stored(stateDocPath(first.state))).toBeUndefined();
    const second = await w.startFlow();
    await expect(
      w.callback({ state: second.state, code: second.code }, second.cookie),
    ).resolves.toEqual(errorTo('missing-code'));
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('error=access_denied → denied (state consumed); another Intuit error → exchange-failed', async () => {
    const w = world();
    const { state, cookie } = await w.startFlow();
    await expect(w.callback({ error: 'access_denied', state }, cookie)).resolves.toEqual(
      errorTo('denied'),
    );
    expect(w.stored(stateDocPath(state))).toBeUndefined();
    await expect(w.callback({ error: 'invalid_scope' }, cookie)).resolves.toEqual(
      errorTo('exchange-failed'),
    );
  });

  it('no state, a malformed one, or one never issued → unverified', async () => {
    const w = world();
    const { cookie } = await w.startFlow();
    const code = fake.issueCode(REALM);
    for (const state of [undefined, 'short', randomState()])
      await expect(
        w.callback({ code, realmId: REALM, ...(state ? { state } : {}) }, cookie),
      ).resolves.toEqual(errorTo('unverified'));
  });

  it('a code Intuit refuses (invalid_grant) → exchange-failed, logged without the code', async () => {
    const w = world();
    const { state, cookie } = await w.startFlow();
    const bogus = 'AB11notIssuedCode0123456789';
    await expect(w.callback({ code: bogus, state, realmId: REALM }, cookie)).resolves.toEqual(
      errorTo('exchange-failed'),
    );
    expect(w.logs.map((l) => l.context?.['intuitCode'])).toContain('invalid_grant');
    expect(JSON.stringify(w.logs)).not.toContain(bogus);
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('company info failing does not undo the connection (company name left out)', async () => {
    const w = world();
    const { state, code, cookie } = await w.startFlow();
    fake.failNext(`/v3/company/${REALM}/companyinfo`, { status: 500, body: {} });
    await expect(w.callback({ code, state, realmId: REALM }, cookie)).resolves.toMatchObject({
      location: `${ORIGIN}/contractor?quickbooks=connected`,
    });
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: true,
      realmId: REALM,
      connectedAt: T0.toISOString(),
    });
  });

  it('only GET/HEAD', async () => {
    const w = world();
    const answer = await handleQuickbooksCallback(
      { method: 'POST', url: '/api/quickbooks/callback' },
      { store: w.store, intuit, cipher, appOrigin: ORIGIN, log: { error: () => undefined } },
      T0,
    );
    expect(answer).toEqual({ status: 405 });
  });

  it('flowCookie reads the first __session value', () => {
    expect(flowCookie('a=1; __session=x=y; b=2')).toBe('x=y');
    expect(flowCookie('a=1; __session=')).toBeNull();
    expect(flowCookie(undefined)).toBeNull();
  });
});

describe('token refresh', () => {
  it('not refreshed with 10 minutes left; refreshed with 4 minutes left, new tokens stored', async () => {
    const w = world();
    await w.connected();
    const first = w.stored(connectionPath('u1'));
    w.clock.now = new Date(T0.getTime() + 50 * 60_000);
    await w.runImport({ auth: contractor('u1'), data: {} });
    expect(fake.grants.refreshToken).toBe(0);

    fake.grants.refreshToken = 0;
    w.clock.now = new Date(T0.getTime() + 56 * 60_000);
    await w.runImport({ auth: contractor('u1'), data: {} });
    expect(fake.grants.refreshToken).toBe(1);
    const second = w.stored(connectionPath('u1'));
    expect(second?.['accessTokenSealed']).not.toBe(first?.['accessTokenSealed']);
    expect(second?.['accessTokenExpiresAt']).toEqual(new Date(w.clock.now.getTime() + 3600_000));
    // The query after the refresh used the new token (stored sealed).
    expect(fake.requests.at(-1)?.headers['authorization']).toBe(
      `Bearer ${w.opened('u1').accessToken}`,
    );
  });

  it('an access token Intuit refuses before its expiry is refreshed once and the import goes on', async () => {
    const w = world();
    await w.connected();
    fake.grants.refreshToken = 0;
    fake.expireAccessTokens();
    const result = await w.runImport({ auth: contractor('u1'), data: {} });
    expect(result.total).toBe(250);
    expect(fake.grants.refreshToken).toBe(1);
  });

  it('refresh refused → connection disconnected (refresh-failed, no tokens kept); import says “Not connected to QuickBooks”', async () => {
    const w = world();
    await w.connected();
    fake.expireRefreshTokens();
    w.clock.now = new Date(T0.getTime() + 2 * 3600_000);
    const error = await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    expect([error.code, error.message, error.details]).toEqual([
      'failed-precondition',
      M.notConnected,
      { reason: 'refresh-failed' },
    ]);
    const connection = w.stored(connectionPath('u1'));
    expect(connection).toMatchObject({ status: 'disconnected', problem: 'refresh-failed' });
    expect(connection).not.toHaveProperty('accessToken');
    expect(connection).not.toHaveProperty('refreshToken');
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: false,
      problem: 'refresh-failed',
    });
    const again = await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    expect(again.message).toBe(M.notConnected);
    expect(w.records()).toEqual([]);
    // Connecting again clears the problem.
    w.clock.now = T0;
    await w.connected();
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toMatchObject({
      connected: true,
    });
  });

  it('token endpoint down → “Failed to fetch invoices” (unavailable); the connection is kept', async () => {
    const w = world();
    await w.connected();
    w.clock.now = new Date(T0.getTime() + 2 * 3600_000);
    fake.failNext('/oauth2/v1/tokens', { status: 503, body: {} });
    const error = await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    expect([error.code, error.message]).toEqual(['unavailable', M.fetchFailed]);
    expect(w.stored(connectionPath('u1'))).toMatchObject({ status: 'connected' });
  });
});

describe('quickbooksImport', () => {
  it('never connected → “Not connected to QuickBooks”', async () => {
    const w = world();
    const error = await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    expect([error.code, error.message, error.details]).toEqual([
      'failed-precondition',
      M.notConnected,
      { reason: 'not-connected' },
    ]);
  });

  it('pages through 250 invoices (100 a page) and upserts them as service records', async () => {
    const w = world();
    await w.connected();
    fake.requests.length = 0;
    w.clock.now = new Date(T0.getTime() + 60_000);
    await expect(w.runImport({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      imported: 250,
      updated: 0,
      total: 250,
    });
    expect(fake.requests.map((r) => r.query.get('query'))).toEqual([
      'select * from invoice startposition 1 maxresults 100',
      'select * from invoice startposition 101 maxresults 100',
      'select * from invoice startposition 201 maxresults 100',
    ]);
    expect(w.records()).toHaveLength(250);
    // sampleInvoices: #1 (index 0) is paid, #2 is open; amounts floats get wrong (0.1, 1005.7).
    expect(w.stored(importedRecordPath('u1', REALM, '1'))).toEqual({
      contractorUid: 'u1',
      date: '2026-01-01',
      client: 'Customer 1',
      description: 'Work order 1',
      amountCents: 123456,
      balanceCents: 0,
      status: 'completed',
      source: { kind: 'quickbooks', realmId: REALM, invoiceId: '1', docNumber: '1001' },
      createdAt: w.clock.now,
      updatedAt: w.clock.now,
    });
    expect(w.stored(importedRecordPath('u1', REALM, '2'))).toMatchObject({
      amountCents: 10,
      balanceCents: 10,
      status: 'pending',
    });
    expect(w.stored(importedRecordPath('u1', REALM, '6'))).toMatchObject({
      amountCents: 100570,
      balanceCents: 100570,
    });
    expect(w.stored(connectionPath('u1'))).toMatchObject({ lastImportAt: w.clock.now });
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toMatchObject({
      lastImportAt: w.clock.now.toISOString(),
    });
  });

  it('is idempotent: a second import writes nothing; a paid invoice updates its record only', async () => {
    const w = world();
    await w.connected();
    await w.runImport({ auth: contractor('u1'), data: {} });
    const before = w.store.snapshot();
    await expect(w.runImport({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      imported: 0,
      updated: 0,
      total: 250,
    });
    const after = w.store.snapshot();
    for (const path of w.records()) expect(after[path]).toEqual(before[path]);

    const company = fake.companies.get(REALM)!;
    company.invoices[1] = { ...company.invoices[1], Balance: 0 };
    company.invoices.push(...sampleInvoices(251).slice(250));
    w.clock.now = new Date(T0.getTime() + 120_000);
    await expect(w.runImport({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      imported: 1,
      updated: 1,
      total: 251,
    });
    expect(w.stored(importedRecordPath('u1', REALM, '2'))).toMatchObject({
      balanceCents: 0,
      status: 'completed',
      createdAt: T0,
      updatedAt: w.clock.now,
    });
  });

  it('exactly one full page: the empty next page ends the paging', async () => {
    const w = world();
    fake.companies.get(REALM)!.invoices = sampleInvoices(100);
    await w.connected();
    fake.requests.length = 0;
    await expect(w.runImport({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      imported: 100,
      updated: 0,
      total: 100,
    });
    expect(fake.requests).toHaveLength(2);
  });

  it('Intuit failing on a later page → “Failed to fetch invoices”, nothing written', async () => {
    const w = world();
    await w.connected();
    fake.failNext(`/v3/company/${REALM}/query`, { status: 200, body: { QueryResponse: {} } });
    await w.runImport({ auth: contractor('u1'), data: {} }); // an empty company: nothing
    expect(w.records()).toEqual([]);
    fake.failNext((r) => r.query.get('query')?.includes('startposition 201') === true, {
      status: 500,
      body: fault('SystemFault', '10000', 'An application error has occurred'),
    });
    const error = await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    expect([error.code, error.message]).toEqual(['unavailable', M.fetchFailed]);
    expect(w.records()).toEqual([]);
    expect(w.logs.some((l) => l.message.startsWith('quickbooksImport'))).toBe(true);
  });
});

describe('quickbooksDisconnect', () => {
  it('revokes the tokens at Intuit and deletes the connection; import then says not connected', async () => {
    const w = world();
    await w.connected();
    const refreshToken = w.opened('u1').refreshToken;
    await expect(w.disconnect({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: false,
    });
    expect(fake.revoked).toContain(refreshToken);
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: false,
    });
    const error = await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    expect(error.message).toBe(M.notConnected);
    // Disconnecting again is fine.
    await expect(w.disconnect({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: false,
    });
  });

  it('Intuit unreachable → unavailable and the connection is kept (no live tokens left behind)', async () => {
    const w = world();
    await w.connected();
    fake.failNext('/v2/oauth2/tokens/revoke', { status: 503, body: {} });
    const error = await httpsFailure(w.disconnect({ auth: contractor('u1'), data: {} }));
    expect([error.code, error.message]).toEqual(['unavailable', M.disconnectFailed]);
    expect(w.stored(connectionPath('u1'))).toMatchObject({ status: 'connected' });
  });

  it('a refresh-failed connection is simply removed (nothing to revoke)', async () => {
    const w = world();
    await w.connected();
    fake.expireRefreshTokens();
    w.clock.now = new Date(T0.getTime() + 2 * 3600_000);
    await httpsFailure(w.runImport({ auth: contractor('u1'), data: {} }));
    const revoked = fake.revoked.length;
    await w.disconnect({ auth: contractor('u1'), data: {} });
    expect(fake.revoked).toHaveLength(revoked);
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });
});
