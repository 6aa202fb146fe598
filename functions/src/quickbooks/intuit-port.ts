/**
 * The Intuit port (docs/architecture.md §3): what the QuickBooks callables need from
 * Intuit — the OAuth 2.0 authorization URL, the token endpoint (authorization
 * code and refresh grants), token revocation, and the accounting API's invoice
 * query (one page at a time) and company info. `intuit-client.ts` implements it
 * over fetch and `node-quickbooks`; tests point the same code at
 * `fake-intuit-server.ts`. Every failure is an `IntuitError`.
 */

/**
 * Only the accounting scope: the spec's OpenID scopes (openid, profile, email, phone,
 * address) would hand us the contractor's Intuit identity, which nothing here uses.
 */
export const QUICKBOOKS_SCOPES = ['com.intuit.quickbooks.accounting'] as const;

/** What Intuit's token endpoint answers, read into absolute expiry instants. */
export interface TokenSet {
  accessToken: string;
  refreshToken: string;
  accessTokenExpiresAt: Date;
  /** Intuit's `x_refresh_token_expires_in` (about 100 days); null when absent. */
  refreshTokenExpiresAt: Date | null;
}

/** One invoice as the accounting API returns it (only the fields we read, spec §3). */
export interface IntuitInvoice {
  Id?: unknown;
  DocNumber?: unknown;
  TxnDate?: unknown;
  CustomerRef?: { value?: unknown; name?: unknown } | null;
  TotalAmt?: unknown;
  Balance?: unknown;
  Line?: unknown;
  PrivateNote?: unknown;
}

export interface InvoicePage {
  invoices: IntuitInvoice[];
  /** QueryResponse.startPosition as answered (1-based). */
  startPosition: number;
}

export interface CompanyAccess {
  accessToken: string;
  realmId: string;
}

/**
 * Failure kinds:
 * - `invalid-grant`: the token endpoint refused the code or refresh token (`{"error":"invalid_grant"}`, 400/401)
 * - `unauthorized`: the accounting API refused the access token (401, Fault AuthenticationFault)
 * - `rejected`: any other 4xx (bad query, forbidden, invalid client)
 * - `server`: 5xx
 * - `network`: no answer (refused, reset, timeout)
 * - `malformed`: an answer we cannot read
 */
export type IntuitFailure =
  'invalid-grant' | 'unauthorized' | 'rejected' | 'server' | 'network' | 'malformed';

export class IntuitError extends Error {
  constructor(
    public readonly failure: IntuitFailure,
    message: string,
    /** HTTP status when there was an answer. */
    public readonly httpStatus: number | null = null,
    /** Intuit's error code: the OAuth `error` or the Fault's first `code`. */
    public readonly intuitCode: string | null = null,
  ) {
    super(message);
    this.name = 'IntuitError';
  }
}

export interface IntuitPort {
  /** 'sandbox' or 'production' (stored with a connection: tokens of one do not work on the other). */
  readonly environment: QuickbooksEnvironment;
  /**
   * The URL the browser is sent to (scope, state, redirect URI, response_type=code,
   * and the PKCE `code_challenge` with `code_challenge_method=S256`).
   */
  authorizeUrl(state: string, codeChallenge: string): string;
  /** authorization_code grant with the configured redirect URI and the PKCE `code_verifier`. */
  exchangeCode(code: string, codeVerifier: string, now: Date): Promise<TokenSet>;
  /** refresh_token grant. */
  refresh(refreshToken: string, now: Date): Promise<TokenSet>;
  /** Revokes the (refresh) token and with it the connection. */
  revoke(token: string): Promise<void>;
  /** `select * from Invoice startposition {start} maxresults {max}`. */
  queryInvoices(access: CompanyAccess, start: number, max: number): Promise<InvoicePage>;
  /** CompanyInfo.CompanyName, or null when Intuit does not say. */
  companyName(access: CompanyAccess): Promise<string | null>;
}

export type QuickbooksEnvironment = 'sandbox' | 'production';
