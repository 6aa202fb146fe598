/**
 * The production `IntuitPort`:
 *
 * - OAuth 2.0 (authorization URL, token endpoint for the authorization_code and
 *   refresh_token grants, revocation) over `fetch`, with HTTP Basic client
 *   authentication as Intuit documents it;
 * - the accounting API (invoice query, company info) through `node-quickbooks`
 *   in OAuth 2.0 mode. Its base URL is the per-instance `endpoint`, so tests point
 *   the same client at the local fake server; its static OAuth URLs and
 *   `setOauthVersion` (which downloads a discovery document) are never used.
 *
 * Every call has a deadline and every failure becomes an `IntuitError` whose
 * message never contains a token or the client secret.
 */
import type QuickBooksClient from 'node-quickbooks';
import {
  IntuitError,
  QUICKBOOKS_SCOPES,
  type CompanyAccess,
  type IntuitFailure,
  type IntuitInvoice,
  type IntuitPort,
  type InvoicePage,
  type QuickbooksEnvironment,
  type TokenSet,
} from './intuit-port';

export interface IntuitUrls {
  /** The authorization page the browser is sent to. */
  authorize: string;
  /** OAuth token endpoint (both grants). */
  token: string;
  /** OAuth revocation endpoint. */
  revoke: string;
  /** Accounting API origin; `/v3/company/{realmId}/…` is appended. */
  api: string;
}

/** Intuit's documented endpoints (discovery documents of 2024–2026). */
export function intuitUrls(environment: QuickbooksEnvironment): IntuitUrls {
  return {
    authorize: 'https://appcenter.intuit.com/connect/oauth2',
    token: 'https://oauth.platform.intuit.com/oauth2/v1/tokens/bearer',
    revoke: 'https://developer.api.intuit.com/v2/oauth2/tokens/revoke',
    api:
      environment === 'production'
        ? 'https://quickbooks.api.intuit.com'
        : 'https://sandbox-quickbooks.api.intuit.com',
  };
}

export interface IntuitClientOptions {
  clientId: string;
  clientSecret: string;
  environment: QuickbooksEnvironment;
  /** `<app origin>/api/quickbooks/callback`, exactly as registered at Intuit. */
  redirectUri: string;
  /** Tests: the fake server's URLs. Default: Intuit's for the environment. */
  urls?: IntuitUrls;
  /** Deadline per HTTP call. */
  timeoutMs?: number;
}

export const INTUIT_TIMEOUT_MS = 15_000;
/** The accounting API minor version we read (node-quickbooks' default). */
export const QUICKBOOKS_MINOR_VERSION = '75';

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function failureForStatus(status: number): IntuitFailure {
  if (status === 401) return 'unauthorized';
  if (status >= 500) return 'server';
  return 'rejected';
}

/** Removes every secret we hold from a text that may end up in a log. */
function redactor(secrets: readonly string[]): (text: string) => string {
  const present = secrets.filter((s) => s.length >= 4);
  return (text) => present.reduce((out, s) => out.split(s).join('[redacted]'), text);
}

/** A Fault body's first error: `{ Fault: { Error: [{ Message, Detail, code }], type } }`. */
function faultOf(body: unknown): { code: string | null; message: string; type: string } | null {
  if (!isRecord(body)) return null;
  const fault = body['Fault'] ?? body['fault'];
  if (!isRecord(fault)) return null;
  const errors = fault['Error'] ?? fault['error'];
  const first = Array.isArray(errors) && isRecord(errors[0]) ? errors[0] : {};
  const code = first['code'];
  const message = [first['Message'], first['Detail']]
    .filter((m): m is string => typeof m === 'string' && m !== '')
    .join(': ');
  return {
    code: typeof code === 'string' ? code : null,
    message: message || 'QuickBooks answered with a fault.',
    type: typeof fault['type'] === 'string' ? fault['type'] : '',
  };
}

/** What node-quickbooks rejects with: an AxiosError (HTTP error), a Fault body (200), or a plain error. */
export function toIntuitError(error: unknown, redact: (text: string) => string): IntuitError {
  if (error instanceof IntuitError) return error;
  if (isRecord(error)) {
    const response = error['response'];
    if (isRecord(response) && typeof response['status'] === 'number') {
      const status = response['status'];
      const fault = faultOf(response['data']);
      const failure =
        fault?.type === 'AuthenticationFault' || status === 401
          ? 'unauthorized'
          : failureForStatus(status);
      return new IntuitError(
        failure,
        redact(fault?.message ?? `QuickBooks answered HTTP ${status}.`),
        status,
        fault?.code ?? null,
      );
    }
    const fault = faultOf(error);
    if (fault) {
      const failure = fault.type === 'AuthenticationFault' ? 'unauthorized' : 'rejected';
      return new IntuitError(failure, redact(fault.message), 200, fault.code);
    }
  }
  const message = error instanceof Error ? error.message : String(error);
  // An HTTP client error without a response is a network failure (refused, reset, DNS);
  // anything else thrown while reading the answer means we could not read it.
  if (isRecord(error) && error['isAxiosError'] === true)
    return new IntuitError('network', redact(`No answer from QuickBooks: ${message}`));
  return new IntuitError('malformed', redact(`Unreadable QuickBooks answer: ${message}`));
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: NodeJS.Timeout | undefined;
  const deadline = new Promise<never>((_, rejectDeadline) => {
    timer = setTimeout(
      () =>
        rejectDeadline(new IntuitError('network', `${what}: no answer within ${timeoutMs} ms.`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

function positiveSeconds(value: unknown): number | null {
  const n = typeof value === 'string' ? Number(value) : value;
  return typeof n === 'number' && Number.isFinite(n) && n > 0 ? n : null;
}

/** Reads a token endpoint answer: access_token, refresh_token, expires_in, x_refresh_token_expires_in. */
export function readTokenSet(body: unknown, now: Date): TokenSet {
  if (!isRecord(body)) throw new IntuitError('malformed', 'The token endpoint answer is not JSON.');
  const accessToken = body['access_token'];
  const refreshToken = body['refresh_token'];
  const expiresIn = positiveSeconds(body['expires_in']);
  if (typeof accessToken !== 'string' || accessToken === '')
    throw new IntuitError('malformed', 'The token endpoint answer has no access_token.');
  if (typeof refreshToken !== 'string' || refreshToken === '')
    throw new IntuitError('malformed', 'The token endpoint answer has no refresh_token.');
  if (expiresIn === null)
    throw new IntuitError('malformed', 'The token endpoint answer has no expires_in.');
  const refreshIn = positiveSeconds(body['x_refresh_token_expires_in']);
  return {
    accessToken,
    refreshToken,
    accessTokenExpiresAt: new Date(now.getTime() + expiresIn * 1000),
    refreshTokenExpiresAt: refreshIn === null ? null : new Date(now.getTime() + refreshIn * 1000),
  };
}

type QuickBooksCtor = typeof QuickBooksClient;
let quickBooksModule: Promise<QuickBooksCtor> | undefined;
/** node-quickbooks is loaded on first use: functions that never import pay nothing on a cold start. */
export function loadQuickBooks(): Promise<QuickBooksCtor> {
  quickBooksModule ??= import('node-quickbooks').then(
    (mod) => ((mod as { default?: QuickBooksCtor }).default ?? mod) as QuickBooksCtor,
  );
  return quickBooksModule;
}

export function createIntuitClient(options: IntuitClientOptions): IntuitPort {
  const urls = options.urls ?? intuitUrls(options.environment);
  const timeoutMs = options.timeoutMs ?? INTUIT_TIMEOUT_MS;
  const basic = Buffer.from(`${options.clientId}:${options.clientSecret}`).toString('base64');
  const baseRedact = redactor([options.clientSecret, basic]);

  /** POSTs to an OAuth endpoint; answers the parsed JSON body or throws an IntuitError. */
  async function oauthPost(
    url: string,
    body: { form: Record<string, string> } | { json: Record<string, string> },
    what: string,
    secrets: readonly string[],
  ): Promise<unknown> {
    const redact = (text: string) => redactor(secrets)(baseRedact(text));
    let response: Response;
    try {
      response = await fetch(url, {
        method: 'POST',
        headers: {
          Accept: 'application/json',
          Authorization: `Basic ${basic}`,
          'Content-Type': 'form' in body ? 'application/x-www-form-urlencoded' : 'application/json',
        },
        body:
          'form' in body ? new URLSearchParams(body.form).toString() : JSON.stringify(body.json),
        signal: AbortSignal.timeout(timeoutMs),
      });
    } catch (error) {
      const reason = error instanceof Error ? error.message : String(error);
      throw new IntuitError('network', redact(`${what}: no answer (${reason}).`));
    }
    const text = await response.text().catch(() => '');
    let parsed: unknown;
    try {
      parsed = text ? (JSON.parse(text) as unknown) : null;
    } catch {
      parsed = null;
    }
    if (response.ok) return parsed;
    const code = isRecord(parsed) && typeof parsed['error'] === 'string' ? parsed['error'] : null;
    const description =
      isRecord(parsed) && typeof parsed['error_description'] === 'string'
        ? `: ${parsed['error_description']}`
        : '';
    const failure: IntuitFailure =
      code === 'invalid_grant'
        ? 'invalid-grant'
        : response.status >= 500
          ? 'server'
          : response.status === 401
            ? 'unauthorized'
            : 'rejected';
    throw new IntuitError(
      failure,
      redact(`${what} failed with HTTP ${response.status} ${code ?? ''}${description}`.trim()),
      response.status,
      code,
    );
  }

  async function client(access: CompanyAccess): Promise<QuickBooksClient> {
    const QuickBooks = await loadQuickBooks();
    const qbo = new QuickBooks(
      options.clientId,
      options.clientSecret,
      access.accessToken,
      false,
      access.realmId,
      options.environment === 'sandbox',
      false,
      QUICKBOOKS_MINOR_VERSION,
      '2.0',
      null,
    );
    // The per-instance base URL (`{endpoint}{realmId}/query…`): Intuit's for the environment, or the fake's.
    qbo.endpoint = `${urls.api.replace(/\/+$/, '')}/v3/company/`;
    return qbo;
  }

  function call<T>(
    access: CompanyAccess,
    what: string,
    run: (qbo: QuickBooksClient, done: (err: unknown, data: unknown) => void) => void,
  ): Promise<T> {
    const redact = (text: string) => redactor([access.accessToken])(baseRedact(text));
    const request = client(access).then(
      (qbo) =>
        new Promise<T>((resolve, rejectCall) => {
          run(qbo, (err, data) => (err ? rejectCall(err) : resolve(data as T)));
        }),
    );
    return withDeadline(request, timeoutMs, what).catch((error: unknown) => {
      throw toIntuitError(error, redact);
    });
  }

  return {
    environment: options.environment,

    authorizeUrl(state, codeChallenge) {
      const url = new URL(urls.authorize);
      url.searchParams.set('client_id', options.clientId);
      url.searchParams.set('response_type', 'code');
      url.searchParams.set('scope', QUICKBOOKS_SCOPES.join(' '));
      url.searchParams.set('redirect_uri', options.redirectUri);
      url.searchParams.set('state', state);
      url.searchParams.set('code_challenge', codeChallenge);
      url.searchParams.set('code_challenge_method', 'S256');
      return url.toString();
    },

    async exchangeCode(code, codeVerifier, now) {
      const body = await oauthPost(
        urls.token,
        {
          form: {
            grant_type: 'authorization_code',
            code,
            redirect_uri: options.redirectUri,
            code_verifier: codeVerifier,
          },
        },
        'Token exchange',
        [code, codeVerifier],
      );
      return readTokenSet(body, now);
    },

    async refresh(refreshToken, now) {
      const body = await oauthPost(
        urls.token,
        { form: { grant_type: 'refresh_token', refresh_token: refreshToken } },
        'Token refresh',
        [refreshToken],
      );
      return readTokenSet(body, now);
    },

    async revoke(token) {
      await oauthPost(urls.revoke, { json: { token } }, 'Token revocation', [token]);
    },

    async queryInvoices(access, start, max) {
      const data = await call<unknown>(access, 'Invoice query', (qbo, done) =>
        qbo.findInvoices(
          [
            { field: 'offset', value: start },
            { field: 'limit', value: max },
          ],
          (err, result) => done(err, result),
        ),
      );
      const response = isRecord(data) ? data['QueryResponse'] : undefined;
      if (!isRecord(response))
        throw new IntuitError('malformed', 'The invoice query answer has no QueryResponse.');
      const rows = response['Invoice'] ?? [];
      if (!Array.isArray(rows))
        throw new IntuitError('malformed', 'The invoice query answer has no Invoice list.');
      const startPosition = response['startPosition'];
      return {
        invoices: rows.filter(isRecord) as IntuitInvoice[],
        startPosition: typeof startPosition === 'number' ? startPosition : start,
      } satisfies InvoicePage;
    },

    async companyName(access) {
      const info = await call<unknown>(access, 'Company info', (qbo, done) =>
        qbo.getCompanyInfo(access.realmId, (err, result) => done(err, result)),
      );
      const name = isRecord(info) ? (info['CompanyName'] ?? info['LegalName']) : undefined;
      return typeof name === 'string' && name.trim() !== '' ? name.trim() : null;
    },
  };
}
