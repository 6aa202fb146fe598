/**
 * A local stand-in for Intuit (OAuth 2.0 and the QuickBooks Online accounting
 * API) for tier-1 tests — nothing reaches the internet. Listens on 127.0.0.1 on a
 * random port and behaves as Intuit documents:
 *
 * - GET  /connect/oauth2                       the authorization page (URL shape only: 200 with the query echoed)
 * - POST /oauth2/v1/tokens/bearer              grant_type=authorization_code (code, redirect_uri) or
 *                                              refresh_token (refresh_token); HTTP Basic client auth.
 *                                              Errors as Intuit: 400 `{"error":"invalid_grant"}`,
 *                                              401 `{"error":"invalid_client"}`, 400 `{"error":"unsupported_grant_type"}`
 * - POST /v2/oauth2/tokens/revoke              JSON `{ token }`; 200, or 400 for an unknown token
 * - GET  /v3/company/{realmId}/query?query=select * from Invoice startposition N maxresults M
 *                                              paged QueryResponse; Fault JSON on errors (401 AuthenticationFault,
 *                                              400 ValidationFault for a query it cannot read)
 * - GET  /v3/company/{realmId}/companyinfo/{realmId}
 *
 * Codes are single-use and bound to their redirect URI; refresh rotates the tokens
 * (the old refresh token stops working); access tokens expire when the test says so
 * (`expireAccessTokens()`). Every request is recorded; `failNext` injects one answer.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { createHash, randomBytes } from 'node:crypto';
import type { IntuitInvoice } from './intuit-port';
import type { IntuitUrls } from './intuit-client';

export const FAKE_CLIENT_ID = 'ABfakeClientId0123456789';
export const FAKE_CLIENT_SECRET = 'fakeClientSecret_doNotLeak_42';

export interface FakeRecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: string;
}

export interface FakeCompany {
  realmId: string;
  companyName: string;
  invoices: IntuitInvoice[];
}

export interface FakeReply {
  status: number;
  body: unknown;
}

interface Grant {
  realmId: string;
  refreshToken: string;
  accessToken: string;
}

export interface FakeIntuitServer {
  urls: IntuitUrls;
  /** The redirect URI the fake app is registered with. */
  redirectUri: string;
  companies: Map<string, FakeCompany>;
  requests: FakeRecordedRequest[];
  /** Seconds the tokens it issues live (Intuit: 3600 and 8726400). */
  expiresIn: number;
  refreshExpiresIn: number;
  /** Issues a single-use authorization code for a company, bound to a PKCE challenge when given. */
  issueCode(realmId: string, codeChallenge?: string | null): string;
  /** Makes every access token issued so far invalid (Intuit answers 401 AuthenticationFault). */
  expireAccessTokens(): void;
  /** Makes every refresh token issued so far invalid (`invalid_grant`), as when a user revokes at Intuit. */
  expireRefreshTokens(): void;
  /** Tokens revoked through the revoke endpoint. */
  revoked: string[];
  /** The next request to this path prefix (or that this test accepts) gets this answer instead. */
  failNext(
    match: string | ((request: FakeRecordedRequest) => boolean),
    reply: FakeReply | 'hang',
  ): void;
  /** Counts of grants issued, for assertions. */
  grants: { authorizationCode: number; refreshToken: number };
  close(): Promise<void>;
}

export const FAKE_REDIRECT_URI = 'http://127.0.0.1:5002/api/quickbooks/callback';

function send(res: ServerResponse, reply: FakeReply): void {
  res.statusCode = reply.status;
  res.setHeader('content-type', 'application/json;charset=UTF-8');
  res.end(JSON.stringify(reply.body));
}

const token = (prefix: string) => `${prefix}_${randomBytes(18).toString('base64url')}`;

/** Intuit's Fault body. */
export function fault(type: string, code: string, message: string, detail = ''): unknown {
  return {
    Fault: { Error: [{ Message: message, Detail: detail, code }], type },
    time: '2026-01-01T00:00:00.000-08:00',
  };
}

const authFault = () =>
  fault(
    'AuthenticationFault',
    '3200',
    'message=AuthenticationFailed; errorCode=003200; statusCode=401',
    'Token expired: ...',
  );

/** `select * from Invoice startposition 101 maxresults 100` (any case, extra spaces) → {start, max}. */
export function parseInvoiceQuery(query: string): { start: number; max: number } | null {
  const match =
    /^\s*select\s+\*\s+from\s+invoice(?:\s+startposition\s+(\d+))?(?:\s+maxresults\s+(\d+))?\s*$/i.exec(
      query,
    );
  if (!match) return null;
  const start = match[1] ? Number(match[1]) : 1;
  const max = match[2] ? Number(match[2]) : 100;
  if (start < 1 || max < 1 || max > 1000) return null;
  return { start, max };
}

export async function startFakeIntuitServer(): Promise<FakeIntuitServer> {
  const codes = new Map<
    string,
    { realmId: string; redirectUri: string; codeChallenge: string | null }
  >();
  const accessTokens = new Map<string, Grant>();
  const refreshTokens = new Map<string, Grant>();
  const failures: { match: (r: FakeRecordedRequest) => boolean; reply: FakeReply | 'hang' }[] = [];
  const basic = `Basic ${Buffer.from(`${FAKE_CLIENT_ID}:${FAKE_CLIENT_SECRET}`).toString('base64')}`;

  const fake = {
    redirectUri: FAKE_REDIRECT_URI,
    companies: new Map<string, FakeCompany>(),
    requests: [] as FakeRecordedRequest[],
    revoked: [] as string[],
    expiresIn: 3600,
    refreshExpiresIn: 8_726_400,
    grants: { authorizationCode: 0, refreshToken: 0 },
    issueCode(realmId: string, codeChallenge: string | null = null) {
      const code = token('AB11code');
      codes.set(code, { realmId, redirectUri: fake.redirectUri, codeChallenge });
      return code;
    },
    expireAccessTokens() {
      accessTokens.clear();
    },
    expireRefreshTokens() {
      refreshTokens.clear();
    },
    failNext(match: string | ((r: FakeRecordedRequest) => boolean), reply: FakeReply | 'hang') {
      failures.push({
        match: typeof match === 'string' ? (r) => r.path.startsWith(match) : match,
        reply,
      });
    },
  };

  function issue(realmId: string): FakeReply {
    const grant: Grant = {
      realmId,
      accessToken: token('eyJaccess'),
      refreshToken: token('AB11refresh'),
    };
    accessTokens.set(grant.accessToken, grant);
    refreshTokens.set(grant.refreshToken, grant);
    return {
      status: 200,
      body: {
        token_type: 'bearer',
        access_token: grant.accessToken,
        refresh_token: grant.refreshToken,
        expires_in: fake.expiresIn,
        x_refresh_token_expires_in: fake.refreshExpiresIn,
        id_token: 'eyJ.fake.idtoken',
      },
    };
  }

  function tokenEndpoint(req: FakeRecordedRequest): FakeReply {
    if (req.headers['authorization'] !== basic)
      return { status: 401, body: { error: 'invalid_client' } };
    const form = new URLSearchParams(req.body);
    const grantType = form.get('grant_type');
    if (grantType === 'authorization_code') {
      const code = form.get('code') ?? '';
      const issued = codes.get(code);
      codes.delete(code); // single use, even when the redirect URI is wrong
      if (!issued || issued.redirectUri !== form.get('redirect_uri'))
        return { status: 400, body: { error: 'invalid_grant' } };
      // PKCE (RFC 7636, S256): a code issued for a challenge needs its verifier.
      const verifier = form.get('code_verifier') ?? '';
      if (
        issued.codeChallenge !== null &&
        createHash('sha256').update(verifier).digest('base64url') !== issued.codeChallenge
      )
        return { status: 400, body: { error: 'invalid_grant' } };
      fake.grants.authorizationCode += 1;
      return issue(issued.realmId);
    }
    if (grantType === 'refresh_token') {
      const old = refreshTokens.get(form.get('refresh_token') ?? '');
      if (!old) return { status: 400, body: { error: 'invalid_grant' } };
      refreshTokens.delete(old.refreshToken);
      accessTokens.delete(old.accessToken);
      fake.grants.refreshToken += 1;
      return issue(old.realmId);
    }
    return { status: 400, body: { error: 'unsupported_grant_type' } };
  }

  function revokeEndpoint(req: FakeRecordedRequest): FakeReply {
    if (req.headers['authorization'] !== basic)
      return { status: 401, body: { error: 'invalid_client' } };
    let value: unknown;
    try {
      value = (JSON.parse(req.body) as { token?: unknown }).token;
    } catch {
      value = undefined;
    }
    if (typeof value !== 'string') return { status: 400, body: { error: 'invalid_request' } };
    const grant = refreshTokens.get(value) ?? accessTokens.get(value);
    if (!grant) return { status: 400, body: { error: 'invalid_token' } };
    // Revoking either token ends the whole grant, as at Intuit.
    refreshTokens.delete(grant.refreshToken);
    accessTokens.delete(grant.accessToken);
    fake.revoked.push(value);
    return { status: 200, body: {} };
  }

  function companyEndpoint(req: FakeRecordedRequest, realmId: string, rest: string): FakeReply {
    const bearer = /^Bearer (.+)$/.exec(req.headers['authorization'] ?? '')?.[1];
    const grant = bearer ? accessTokens.get(bearer) : undefined;
    if (!grant || grant.realmId !== realmId) return { status: 401, body: authFault() };
    const company = fake.companies.get(realmId);
    if (!company)
      return { status: 403, body: fault('AuthorizationFault', '403', 'Forbidden', 'No company') };
    if (rest === '/query') {
      const page = parseInvoiceQuery(req.query.get('query') ?? '');
      if (!page)
        return {
          status: 400,
          body: fault(
            'ValidationFault',
            '4000',
            'Error parsing query',
            `QueryParserError: ${req.query.get('query')}`,
          ),
        };
      const rows = company.invoices.slice(page.start - 1, page.start - 1 + page.max);
      // As Intuit: an empty page has no Invoice key.
      const QueryResponse =
        rows.length > 0
          ? { Invoice: rows, startPosition: page.start, maxResults: rows.length }
          : {};
      return { status: 200, body: { QueryResponse, time: '2026-01-01T00:00:00.000-08:00' } };
    }
    if (rest === `/companyinfo/${realmId}`)
      return {
        status: 200,
        body: { CompanyInfo: { Id: '1', CompanyName: company.companyName }, time: 'x' },
      };
    return { status: 400, body: fault('ValidationFault', '4001', 'Unsupported operation') };
  }

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const recorded: FakeRecordedRequest = {
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body: Buffer.concat(chunks).toString('utf8'),
      };
      fake.requests.push(recorded);

      const injected = failures.findIndex((f) => f.match(recorded));
      if (injected >= 0) {
        const [failure] = failures.splice(injected, 1);
        if (failure?.reply === 'hang') return;
        if (failure) return send(res, failure.reply);
      }

      const company = /^\/v3\/company\/([^/]+)(\/.*)$/.exec(url.pathname);
      if (req.method === 'GET' && url.pathname === '/connect/oauth2')
        return send(res, { status: 200, body: Object.fromEntries(url.searchParams) });
      if (req.method === 'POST' && url.pathname === '/oauth2/v1/tokens/bearer')
        return send(res, tokenEndpoint(recorded));
      if (req.method === 'POST' && url.pathname === '/v2/oauth2/tokens/revoke')
        return send(res, revokeEndpoint(recorded));
      if (req.method === 'GET' && company)
        return send(
          res,
          companyEndpoint(recorded, decodeURIComponent(company[1] ?? ''), company[2] ?? ''),
        );
      send(res, { status: 404, body: fault('SystemFault', '404', 'Not found') });
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  const origin = `http://127.0.0.1:${port}`;

  return Object.assign(fake, {
    urls: {
      authorize: `${origin}/connect/oauth2`,
      token: `${origin}/oauth2/v1/tokens/bearer`,
      revoke: `${origin}/v2/oauth2/tokens/revoke`,
      api: origin,
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

/** `count` invoices numbered from 1001, alternating paid and open, amounts with cents that floats get wrong. */
export function sampleInvoices(count: number): IntuitInvoice[] {
  const amounts = [1234.56, 0.1, 19.99, 100, 0.29, 1005.7];
  return Array.from({ length: count }, (_, i) => {
    const total = amounts[i % amounts.length] ?? 1;
    return {
      Id: String(i + 1),
      DocNumber: String(1001 + i),
      TxnDate: `2026-0${(i % 9) + 1}-${String((i % 27) + 1).padStart(2, '0')}`,
      CustomerRef: { value: String((i % 7) + 1), name: `Customer ${(i % 7) + 1}` },
      TotalAmt: total,
      Balance: i % 2 === 0 ? 0 : total,
      Line: [
        { Description: `Work order ${i + 1}`, Amount: total, DetailType: 'SalesItemLineDetail' },
        { Amount: total, DetailType: 'SubTotalLineDetail' },
      ],
    };
  });
}
