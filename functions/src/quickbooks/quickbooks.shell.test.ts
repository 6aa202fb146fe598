/**
 * QuickBooks Online end to end in tier 1: the callables and the HTTP callback
 * with an in-memory store, the real Intuit adapter (fetch + node-quickbooks) and
 * the local fake Intuit server. Never the internet.
 */
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { callableShell, type Logger } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
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
import {
  handleQuickbooksCallback,
  sessionCookie,
  type CallbackAnswer,
} from './quickbooks-callback';
import {
  quickbooksConnectSpec,
  quickbooksDisconnectSpec,
  quickbooksImportSpec,
  quickbooksStatusSpec,
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

function world(options: { configured?: boolean } = {}) {
  const store = new MemoryStore();
  const logs: { message: string; context?: Record<string, unknown> }[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  const clock = { now: T0 };
  const port = options.configured === false ? null : intuit;
  const ports: QuickbooksPorts = { store, intuit: port, newState: randomState, log };
  const opts = { now: () => clock.now };
  const connect = callableShell(quickbooksConnectSpec, ports, log, opts);
  const status = callableShell(quickbooksStatusSpec, ports, log, opts);
  const disconnect = callableShell(quickbooksDisconnectSpec, ports, log, opts);
  const runImport = callableShell(quickbooksImportSpec, ports, log, opts);
  const sessions: Record<string, string> = { 'idtoken-u1': 'u1', 'idtoken-u2': 'u2' };

  function callback(query: Record<string, string>, cookie?: string): Promise<CallbackAnswer> {
    const url = `/api/quickbooks/callback?${new URLSearchParams(query).toString()}`;
    return handleQuickbooksCallback(
      { method: 'GET', url, cookie },
      {
        store,
        intuit: port,
        appOrigin: ORIGIN,
        log,
        verifySession: async (token) => sessions[token] ?? null,
      },
      clock.now,
    );
  }

  /** quickbooksConnect, then Intuit's redirect back with a fresh code for the company. */
  async function startFlow(uid = 'u1'): Promise<{ state: string; code: string }> {
    const { url } = await connect({ auth: contractor(uid), data: {} });
    const state = new URL(url).searchParams.get('state') ?? '';
    return { state, code: fake.issueCode(REALM) };
  }

  async function connected(uid = 'u1') {
    const { state, code } = await startFlow(uid);
    const answer = await callback({ code, state, realmId: REALM }, `__session=idtoken-${uid}`);
    expect(answer).toEqual({ status: 302, location: `${ORIGIN}/contractor?quickbooks=connected` });
  }

  const stored = (path: string) => store.snapshot()[path];
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
    records,
  };
}

const errorTo = (reason: string) => ({
  status: 302,
  location: `${ORIGIN}/contractor?quickbooks=error&reason=${reason}`,
});

describe('quickbooksConnect', () => {
  it('answers Intuit’s authorization URL and stores the state (hashed) for the uid, 10 minutes', async () => {
    const w = world();
    const { url } = await w.connect({ auth: contractor('u1'), data: {} });
    const parsed = new URL(url);
    expect(parsed.origin + parsed.pathname).toBe(fake.urls.authorize);
    expect(parsed.searchParams.get('scope')).toBe(
      'com.intuit.quickbooks.accounting openid profile email phone address',
    );
    expect(parsed.searchParams.get('redirect_uri')).toBe(fake.redirectUri);
    const state = parsed.searchParams.get('state') ?? '';
    expect(state).toMatch(/^[A-Za-z0-9_-]{43}$/);
    expect(w.stored(stateDocPath(state))).toEqual({
      uid: 'u1',
      createdAt: T0,
      expiresAt: new Date(T0.getTime() + STATE_TTL_MS),
    });
    // Two connects: two different states.
    const second = await w.connect({ auth: contractor('u1'), data: null });
    expect(new URL(second.url).searchParams.get('state')).not.toBe(state);
  });

  it('contractors only; signed out → “No authenticated user found”; junk payload refused', async () => {
    const w = world();
    const signedOut = await httpsFailure(w.connect({ data: {} }));
    expect([signedOut.code, signedOut.message]).toEqual(['unauthenticated', M.signedOut]);
    const homeowner = await httpsFailure(
      w.connect({ auth: { uid: 'h', token: { role: 'homeowner' } }, data: {} }),
    );
    expect(homeowner.code).toBe('permission-denied');
    expect((await httpsFailure(w.connect({ auth: contractor('u1'), data: 'x' }))).code).toBe(
      'invalid-argument',
    );
    expect(w.store.writeCount).toBe(0);
  });

  it('not configured: connect, import and disconnect → failed-precondition; status → not-configured', async () => {
    const w = world({ configured: false });
    for (const call of [w.connect, w.runImport, w.disconnect]) {
      const error = await httpsFailure(call({ auth: contractor('u1'), data: {} }));
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
    const { state } = { state: randomState() };
    await expect(w.callback({ code: 'c', state, realmId: REALM })).resolves.toEqual(
      errorTo('invalid-state'),
    );
    expect(w.store.writeCount).toBe(0);
  });
});

describe('quickbooksCallback', () => {
  it('success: tokens and realm id stored for the state’s user; status connected; the state is gone', async () => {
    const w = world();
    const { state, code } = await w.startFlow('u1');
    await expect(
      w.callback({ code, state, realmId: REALM }, 'theme=dark; __session=idtoken-u1'),
    ).resolves.toEqual({ status: 302, location: `${ORIGIN}/contractor?quickbooks=connected` });
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
    expect(connection?.['accessToken']).toEqual(expect.stringMatching(/^eyJaccess_/));
    expect(connection?.['refreshToken']).toEqual(expect.stringMatching(/^AB11refresh_/));
    expect(w.stored(stateDocPath(state))).toBeUndefined();
    await expect(w.status({ auth: contractor('u1'), data: {} })).resolves.toEqual({
      connected: true,
      realmId: REALM,
      companyName: 'Pipes & Wires LLC',
      connectedAt: T0.toISOString(),
    });
  });

  it('without a session cookie the state alone names the user', async () => {
    const w = world();
    const { state, code } = await w.startFlow('u2');
    await expect(w.callback({ code, state, realmId: REALM })).resolves.toMatchObject({
      location: `${ORIGIN}/contractor?quickbooks=connected`,
    });
    expect(w.stored(connectionPath('u2'))).toMatchObject({ uid: 'u2', realmId: REALM });
  });

  it('a session cookie that does not verify (expired ID token) counts as no session', async () => {
    const w = world();
    const { state, code } = await w.startFlow('u1');
    await expect(
      w.callback({ code, state, realmId: REALM }, '__session=idtoken-expired; other=1'),
    ).resolves.toMatchObject({ location: `${ORIGIN}/contractor?quickbooks=connected` });
    expect(sessionCookie('a=1; __session=x=y; b=2')).toBe('x=y');
    expect(sessionCookie('a=1; __session=')).toBeNull();
    expect(sessionCookie(undefined)).toBeNull();
  });

  it('state replay → invalid-state; the first connection stands, the second code is not exchanged', async () => {
    const w = world();
    const { state, code } = await w.startFlow();
    await w.callback({ code, state, realmId: REALM }, '__session=idtoken-u1');
    const before = w.stored(connectionPath('u1'));
    const grants = fake.grants.authorizationCode;
    await expect(
      w.callback({ code: fake.issueCode(REALM), state, realmId: REALM }, '__session=idtoken-u1'),
    ).resolves.toEqual(errorTo('invalid-state'));
    expect(fake.grants.authorizationCode).toBe(grants);
    expect(w.stored(connectionPath('u1'))).toEqual(before);
  });

  it('expired state (10 minutes) → expired; deleted; nothing stored', async () => {
    const w = world();
    const { state, code } = await w.startFlow();
    w.clock.now = new Date(T0.getTime() + STATE_TTL_MS);
    await expect(w.callback({ code, state, realmId: REALM })).resolves.toEqual(errorTo('expired'));
    expect(w.stored(stateDocPath(state))).toBeUndefined();
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('another user’s state → invalid-state; no connection for either of them', async () => {
    const w = world();
    const { state, code } = await w.startFlow('u1');
    await expect(
      w.callback({ code, state, realmId: REALM }, '__session=idtoken-u2'),
    ).resolves.toEqual(errorTo('invalid-state'));
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
    expect(w.stored(connectionPath('u2'))).toBeUndefined();
    // …and it cannot be retried by its owner either.
    await expect(
      w.callback({ code, state, realmId: REALM }, '__session=idtoken-u1'),
    ).resolves.toEqual(errorTo('invalid-state'));
  });

  it('missing code, missing realm id → missing-code (the state is used up)', async () => {
    const w = world();
    const first = await w.startFlow();
    await expect(w.callback({ state: first.state, realmId: REALM })).resolves.toEqual(
      errorTo('missing-code'),
    );
    expect(w.stored(stateDocPath(first.state))).toBeUndefined();
    const second = await w.startFlow();
    await expect(w.callback({ state: second.state, code: second.code })).resolves.toEqual(
      errorTo('missing-code'),
    );
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('error=access_denied → denied (state consumed); another Intuit error → exchange-failed', async () => {
    const w = world();
    const { state } = await w.startFlow();
    await expect(w.callback({ error: 'access_denied', state })).resolves.toEqual(errorTo('denied'));
    expect(w.stored(stateDocPath(state))).toBeUndefined();
    await expect(w.callback({ error: 'invalid_scope' })).resolves.toEqual(
      errorTo('exchange-failed'),
    );
  });

  it('no state, a malformed one, or one never issued → invalid-state', async () => {
    const w = world();
    const code = fake.issueCode(REALM);
    await expect(w.callback({ code, realmId: REALM })).resolves.toEqual(errorTo('invalid-state'));
    await expect(w.callback({ code, realmId: REALM, state: 'short' })).resolves.toEqual(
      errorTo('invalid-state'),
    );
    await expect(w.callback({ code, realmId: REALM, state: randomState() })).resolves.toEqual(
      errorTo('invalid-state'),
    );
  });

  it('a code Intuit refuses (invalid_grant) → exchange-failed, logged without the code', async () => {
    const w = world();
    const { state } = await w.startFlow();
    const bogus = 'AB11notIssuedCode0123456789';
    await expect(w.callback({ code: bogus, state, realmId: REALM })).resolves.toEqual(
      errorTo('exchange-failed'),
    );
    expect(w.logs.map((l) => l.context?.['intuitCode'])).toContain('invalid_grant');
    expect(JSON.stringify(w.logs)).not.toContain(bogus);
    expect(w.stored(connectionPath('u1'))).toBeUndefined();
  });

  it('company info failing does not undo the connection (company name left out)', async () => {
    const w = world();
    const { state, code } = await w.startFlow();
    fake.failNext(`/v3/company/${REALM}/companyinfo`, { status: 500, body: {} });
    await expect(w.callback({ code, state, realmId: REALM })).resolves.toMatchObject({
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
      {
        store: w.store,
        intuit,
        appOrigin: ORIGIN,
        log: { error: () => undefined },
        verifySession: async () => null,
      },
      T0,
    );
    expect(answer).toEqual({ status: 405 });
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
    expect(second?.['accessToken']).not.toBe(first?.['accessToken']);
    expect(second?.['accessTokenExpiresAt']).toEqual(new Date(w.clock.now.getTime() + 3600_000));
    // The query after the refresh used the new token.
    expect(fake.requests.at(-1)?.headers['authorization']).toBe(
      `Bearer ${second?.['accessToken']}`,
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
    const refreshToken = w.stored(connectionPath('u1'))?.['refreshToken'];
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
