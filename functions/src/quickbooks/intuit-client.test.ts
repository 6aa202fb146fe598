/**
 * The production Intuit adapter — fetch for OAuth, the real `node-quickbooks`
 * client for the accounting API — against the local fake Intuit server: the
 * requests it sends and how it reads answers and errors. Never the internet.
 */
import { createHash } from 'node:crypto';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createIntuitClient, intuitUrls, readTokenSet } from './intuit-client';
import {
  FAKE_CLIENT_ID,
  FAKE_CLIENT_SECRET,
  fault,
  sampleInvoices,
  startFakeIntuitServer,
  type FakeIntuitServer,
} from './fake-intuit-server';
import { IntuitError, type IntuitPort } from './intuit-port';
import { rejectionOf } from '../kit/test-support';

const NOW = new Date('2026-03-01T12:00:00.000Z');
const REALM = '9341452172839';
let fake: FakeIntuitServer;
let intuit: IntuitPort;

function client(options: { secret?: string; timeoutMs?: number } = {}): IntuitPort {
  return createIntuitClient({
    clientId: FAKE_CLIENT_ID,
    clientSecret: options.secret ?? FAKE_CLIENT_SECRET,
    environment: 'sandbox',
    redirectUri: fake.redirectUri,
    urls: fake.urls,
    timeoutMs: options.timeoutMs ?? 3_000,
  });
}

beforeAll(async () => {
  fake = await startFakeIntuitServer();
  fake.companies.set(REALM, {
    realmId: REALM,
    companyName: 'Sandbox Company_US_1',
    invoices: sampleInvoices(250),
  });
  intuit = client();
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await fake.close();
});

/** A PKCE code verifier (43 characters); codes issued without a challenge ignore it. */
const VERIFIER = 'v'.repeat(43);

describe('authorization URL', () => {
  it('client id, response_type=code, only the accounting scope, the redirect URI, the state, PKCE S256', () => {
    const url = new URL(intuit.authorizeUrl('st4te', 'ch4llenge'));
    expect(url.origin + url.pathname).toBe(fake.urls.authorize);
    expect(Object.fromEntries(url.searchParams)).toEqual({
      client_id: FAKE_CLIENT_ID,
      response_type: 'code',
      scope: 'com.intuit.quickbooks.accounting',
      redirect_uri: fake.redirectUri,
      state: 'st4te',
      code_challenge: 'ch4llenge',
      code_challenge_method: 'S256',
    });
    expect(url.toString()).not.toContain(FAKE_CLIENT_SECRET);
  });

  it('production and sandbox use Intuit’s documented endpoints', () => {
    expect(intuitUrls('sandbox')).toEqual({
      authorize: 'https://appcenter.intuit.com/connect/oauth2',
      token: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
      revoke: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
      api: 'https://sandbox-quickbooks.api.intuit.com',
    });
    expect(intuitUrls('production').api).toBe('https://quickbooks.api.intuit.com');
  });
});

describe('token endpoint', () => {
  it('PKCE: a code issued for a challenge is exchanged only with its verifier', async () => {
    const challenge = createHash('sha256').update(VERIFIER).digest('base64url');
    const wrong = await rejectionOf(
      intuit.exchangeCode(fake.issueCode(REALM, challenge), 'w'.repeat(43), NOW),
      IntuitError,
    );
    expect(wrong.failure).toBe('invalid-grant');
    expect(wrong.message).not.toContain('w'.repeat(43));
    await expect(
      intuit.exchangeCode(fake.issueCode(REALM, challenge), VERIFIER, NOW),
    ).resolves.toMatchObject({ accessToken: expect.any(String) });
  });

  it('authorization_code: Basic client auth, form body with the redirect URI; expiries from expires_in', async () => {
    const code = fake.issueCode(REALM);
    const tokens = await intuit.exchangeCode(code, VERIFIER, NOW);
    expect(tokens.accessTokenExpiresAt).toEqual(new Date(NOW.getTime() + 3600_000));
    expect(tokens.refreshTokenExpiresAt).toEqual(new Date(NOW.getTime() + 8_726_400_000));
    const request = fake.requests[0]!;
    expect([request.method, request.path]).toEqual(['POST', '/oauth2/v1/tokens/bearer']);
    expect(request.headers['authorization']).toBe(
      `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`,
    );
    expect(request.headers['content-type']).toBe('application/x-www-form-urlencoded');
    expect(Object.fromEntries(new URLSearchParams(request.body))).toEqual({
      grant_type: 'authorization_code',
      code,
      redirect_uri: fake.redirectUri,
      code_verifier: VERIFIER,
    });
    // A code works once: Intuit's {"error":"invalid_grant"}.
    const again = await rejectionOf(intuit.exchangeCode(code, VERIFIER, NOW), IntuitError);
    expect([again.failure, again.httpStatus, again.intuitCode]).toEqual([
      'invalid-grant',
      400,
      'invalid_grant',
    ]);
    expect(again.message).not.toContain(code);
  });

  it('refresh_token: new tokens; the old refresh token stops working', async () => {
    const first = await intuit.exchangeCode(fake.issueCode(REALM), VERIFIER, NOW);
    const later = new Date(NOW.getTime() + 3_000_000);
    const second = await intuit.refresh(first.refreshToken, later);
    expect(second.accessToken).not.toBe(first.accessToken);
    expect(second.accessTokenExpiresAt).toEqual(new Date(later.getTime() + 3600_000));
    expect(Object.fromEntries(new URLSearchParams(fake.requests.at(-1)!.body))).toEqual({
      grant_type: 'refresh_token',
      refresh_token: first.refreshToken,
    });
    const stale = await rejectionOf(intuit.refresh(first.refreshToken, later), IntuitError);
    expect(stale.failure).toBe('invalid-grant');
    expect(stale.message).not.toContain(first.refreshToken);
  });

  it('a wrong client secret → invalid_client; the secret is in no message', async () => {
    const wrong = 'wrongSecret_doNotLeak_1234';
    const error = await rejectionOf(
      client({ secret: wrong }).exchangeCode(fake.issueCode(REALM), VERIFIER, NOW),
      IntuitError,
    );
    expect([error.failure, error.intuitCode]).toEqual(['unauthorized', 'invalid_client']);
    expect(JSON.stringify({ m: error.message, s: error.stack })).not.toContain(wrong);
  });

  it('5xx → server; no answer → network; an answer without tokens → malformed', async () => {
    fake.failNext('/oauth2', { status: 503, body: { error: 'temporarily_unavailable' } });
    expect((await rejectionOf(intuit.refresh('r', NOW), IntuitError)).failure).toBe('server');
    fake.failNext('/oauth2', 'hang');
    const hung = await rejectionOf(client({ timeoutMs: 300 }).refresh('r', NOW), IntuitError);
    expect(hung.failure).toBe('network');
    fake.failNext('/oauth2', { status: 200, body: { token_type: 'bearer' } });
    expect((await rejectionOf(intuit.refresh('r', NOW), IntuitError)).failure).toBe('malformed');
    expect(() =>
      readTokenSet({ access_token: 'a', refresh_token: 'r', expires_in: 0 }, NOW),
    ).toThrow(IntuitError);
  });

  it('revoke: JSON { token } with Basic auth; the grant stops working', async () => {
    const tokens = await intuit.exchangeCode(fake.issueCode(REALM), VERIFIER, NOW);
    await intuit.revoke(tokens.refreshToken);
    const request = fake.requests.at(-1)!;
    expect([request.path, request.headers['content-type'], JSON.parse(request.body)]).toEqual([
      '/v2/oauth2/tokens/revoke',
      'application/json',
      { token: tokens.refreshToken },
    ]);
    expect(fake.revoked).toContain(tokens.refreshToken);
    expect((await rejectionOf(intuit.refresh(tokens.refreshToken, NOW), IntuitError)).failure).toBe(
      'invalid-grant',
    );
    const access = { accessToken: tokens.accessToken, realmId: REALM };
    expect((await rejectionOf(intuit.queryInvoices(access, 1, 10), IntuitError)).failure).toBe(
      'unauthorized',
    );
  });
});

describe('accounting API through node-quickbooks', () => {
  it('pages with `select * from invoice startposition N maxresults M`, Bearer token, minorversion', async () => {
    const tokens = await intuit.exchangeCode(fake.issueCode(REALM), VERIFIER, NOW);
    const access = { accessToken: tokens.accessToken, realmId: REALM };
    fake.requests.length = 0;
    const pages = [
      await intuit.queryInvoices(access, 1, 100),
      await intuit.queryInvoices(access, 101, 100),
      await intuit.queryInvoices(access, 201, 100),
      await intuit.queryInvoices(access, 301, 100),
    ];
    expect(pages.map((p) => p.invoices.length)).toEqual([100, 100, 50, 0]);
    expect(pages.map((p) => p.startPosition)).toEqual([1, 101, 201, 301]);
    expect(pages[2]!.invoices[0]).toMatchObject({ Id: '201', DocNumber: '1201' });
    const request = fake.requests[1]!;
    expect([request.method, request.path]).toEqual(['GET', `/v3/company/${REALM}/query`]);
    expect(request.query.get('query')).toBe(
      'select * from invoice startposition 101 maxresults 100',
    );
    expect(request.query.get('minorversion')).toBe('75');
    expect(request.query.get('format')).toBe('json');
    expect(request.headers['authorization']).toBe(`Bearer ${tokens.accessToken}`);
  });

  it('company info → CompanyName', async () => {
    const tokens = await intuit.exchangeCode(fake.issueCode(REALM), VERIFIER, NOW);
    await expect(
      intuit.companyName({ accessToken: tokens.accessToken, realmId: REALM }),
    ).resolves.toBe('Sandbox Company_US_1');
    expect(fake.requests.at(-1)!.path).toBe(`/v3/company/${REALM}/companyinfo/${REALM}`);
  });

  it('Fault bodies: 401 AuthenticationFault → unauthorized, 400 ValidationFault → rejected, 500 → server, 200 Fault → rejected', async () => {
    const tokens = await intuit.exchangeCode(fake.issueCode(REALM), VERIFIER, NOW);
    const access = { accessToken: tokens.accessToken, realmId: REALM };
    const expired = await rejectionOf(
      intuit.queryInvoices({ ...access, accessToken: 'eyJexpired' }, 1, 100),
      IntuitError,
    );
    expect([expired.failure, expired.httpStatus, expired.intuitCode]).toEqual([
      'unauthorized',
      401,
      '3200',
    ]);
    expect(expired.message).toContain('AuthenticationFailed');

    fake.failNext('/v3/company', {
      status: 400,
      body: fault('ValidationFault', '4000', 'Error parsing query', 'QueryParserError'),
    });
    const bad = await rejectionOf(intuit.queryInvoices(access, 1, 100), IntuitError);
    expect([bad.failure, bad.intuitCode, bad.message]).toEqual([
      'rejected',
      '4000',
      'Error parsing query: QueryParserError',
    ]);

    fake.failNext('/v3/company', {
      status: 500,
      body: fault('SystemFault', '10000', 'An application error has occurred'),
    });
    expect((await rejectionOf(intuit.queryInvoices(access, 1, 100), IntuitError)).failure).toBe(
      'server',
    );

    fake.failNext('/v3/company', {
      status: 200,
      body: fault('ValidationFault', '610', 'Object Not Found'),
    });
    expect((await rejectionOf(intuit.queryInvoices(access, 1, 100), IntuitError)).failure).toBe(
      'rejected',
    );

    fake.failNext('/v3/company', { status: 200, body: { nothing: true } });
    expect((await rejectionOf(intuit.queryInvoices(access, 1, 100), IntuitError)).failure).toBe(
      'malformed',
    );
  });

  it('no answer within the deadline → network, without the token in the message', async () => {
    const tokens = await intuit.exchangeCode(fake.issueCode(REALM), VERIFIER, NOW);
    fake.failNext('/v3/company', 'hang');
    const error = await rejectionOf(
      client({ timeoutMs: 300 }).queryInvoices(
        { accessToken: tokens.accessToken, realmId: REALM },
        1,
        100,
      ),
      IntuitError,
    );
    expect(error.failure).toBe('network');
    expect(error.message).not.toContain(tokens.accessToken);
  });

  it('nothing listening → network', async () => {
    const closed = await startFakeIntuitServer();
    const urls = closed.urls;
    await closed.close();
    const refused = createIntuitClient({
      clientId: FAKE_CLIENT_ID,
      clientSecret: FAKE_CLIENT_SECRET,
      environment: 'sandbox',
      redirectUri: fake.redirectUri,
      urls,
      timeoutMs: 2_000,
    });
    expect((await rejectionOf(refused.refresh('r', NOW), IntuitError)).failure).toBe('network');
    expect(
      (
        await rejectionOf(
          refused.queryInvoices({ accessToken: 'a', realmId: REALM }, 1, 1),
          IntuitError,
        )
      ).failure,
    ).toBe('network');
  });
});
