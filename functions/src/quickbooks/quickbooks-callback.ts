/**
 * quickbooksCallback (HTTP): where Intuit sends the browser back after the
 * consent page, `<app origin>/api/quickbooks/callback?code&state&realmId` (or
 * `?error=access_denied&state`), served same-origin through a Hosting rewrite.
 *
 * It fails closed. The browser that pressed Connect holds the flow's cookie
 * (`__session`, the only cookie Hosting passes to a function; 32 random bytes, see
 * the domain's contractors/quickbooks.ts): without it the answer is "could not be
 * verified" at once, before any Firestore read. With it, the state is consumed
 * (single use, 10 minutes, bound to the uid that asked) and must keep the cookie's
 * SHA-256; the cookie is also the PKCE code verifier of the token exchange. Only
 * then are the tokens stored, sealed, in `quickbooksConnections/{uid}` (no client
 * can read them). Every answer clears the cookie and is a 302 to
 * `/contractor?quickbooks=connected`, or `/contractor?quickbooks=error&reason=…`
 * with one of: denied, unverified, exchange-failed, missing-code.
 */
import {
  QUICKBOOKS_FLOW_COOKIE,
  QUICKBOOKS_FLOW_NONCE_PATTERN,
  clearQuickbooksFlowCookie,
} from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';
import {
  STATE_PATTERN,
  connectionPath,
  consumeState,
  planConnected,
  readConnection,
  sealedTokens,
  stateDocPath,
  type CallbackReason,
} from './connection';
import { IntuitError, type IntuitPort } from './intuit-port';
import { INTUIT_ID_PATTERN } from './invoices';
import { tokenContext, type TokenCipher } from './token-cipher';

export interface CallbackPorts {
  store: Store;
  intuit: IntuitPort | null;
  /** Seals the tokens at rest; null when the token key is not configured. */
  cipher: TokenCipher | null;
  /** `https://homeledger.example` — where the browser is sent back to. */
  appOrigin: string;
  log: Logger;
}

export interface CallbackRequest {
  method: string;
  /** Path and query as received (`/api/quickbooks/callback?code=…`). */
  url: string;
  cookie?: string | undefined;
}

export interface CallbackAnswer {
  status: 302 | 405;
  location?: string;
  /** The `Set-Cookie` that removes the flow's cookie (every 302 carries it). */
  setCookie?: string;
}

export const CALLBACK_PATH = '/api/quickbooks/callback';
const MAX_CODE_LENGTH = 2048;

export function redirectTo(appOrigin: string, outcome: 'connected' | CallbackReason): string {
  const base = `${appOrigin.replace(/\/+$/, '')}/contractor`;
  return outcome === 'connected'
    ? `${base}?quickbooks=connected`
    : `${base}?quickbooks=error&reason=${outcome}`;
}

/** The flow cookie's value, if any (the first `__session` in the header). */
export function flowCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === QUICKBOOKS_FLOW_COOKIE) {
      const value = rest.join('=').trim();
      return value === '' ? null : value;
    }
  }
  return null;
}

export async function handleQuickbooksCallback(
  request: CallbackRequest,
  ports: CallbackPorts,
  now: Date,
): Promise<CallbackAnswer> {
  if (request.method !== 'GET' && request.method !== 'HEAD') return { status: 405 };
  const setCookie = clearQuickbooksFlowCookie(ports.appOrigin.startsWith('https:'));
  const done = (outcome: 'connected' | CallbackReason): CallbackAnswer => ({
    status: 302,
    location: redirectTo(ports.appOrigin, outcome),
    setCookie,
  });

  // Not the browser that pressed Connect (or a cookie that cannot be one): refused
  // before anything is read.
  const nonce = flowCookie(request.cookie);
  if (nonce === null || !QUICKBOOKS_FLOW_NONCE_PATTERN.test(nonce)) return done('unverified');

  const params = new URL(request.url, 'http://callback.invalid').searchParams;
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? '';
  const realmId = params.get('realmId') ?? '';
  const error = params.get('error');

  // Consume the state first, whatever else the answer says: it is single-use.
  let verdict: ReturnType<typeof consumeState> | null = null;
  if (STATE_PATTERN.test(state)) {
    const path = stateDocPath(state);
    verdict = await ports.store.transact(async (tx) => {
      const snap = await tx.get(path);
      const result = consumeState({ path, data: snap?.data ?? null, nonce, now });
      return { writes: result.writes, result };
    });
  }

  if (error !== null) {
    if (error !== 'access_denied')
      ports.log.error('quickbooksCallback: Intuit answered an error', {
        error: error.slice(0, 100),
      });
    return done(error === 'access_denied' ? 'denied' : 'exchange-failed');
  }
  if (!verdict || !verdict.ok) return done('unverified');
  if (code === '' || code.length > MAX_CODE_LENGTH || !INTUIT_ID_PATTERN.test(realmId))
    return done('missing-code');

  const { intuit, cipher } = ports;
  if (!intuit || !cipher) {
    ports.log.error('quickbooksCallback: QuickBooks is not configured on this server', {});
    return done('exchange-failed');
  }
  const uid = verdict.uid;
  let tokens;
  try {
    // The cookie is the PKCE code verifier: a code that reached another browser fails here too.
    tokens = await intuit.exchangeCode(code, nonce, now);
  } catch (failure) {
    if (!(failure instanceof IntuitError)) throw failure;
    ports.log.error('quickbooksCallback: token exchange failed', {
      uid,
      failure: failure.failure,
      httpStatus: failure.httpStatus,
      intuitCode: failure.intuitCode,
      detail: failure.message,
    });
    return done('exchange-failed');
  }

  // The company's name is a nicety for the portal: its failure does not undo the connection.
  let companyName: string | null = null;
  try {
    companyName = await intuit.companyName({ accessToken: tokens.accessToken, realmId });
  } catch (failure) {
    ports.log.error('quickbooksCallback: company info unavailable', {
      uid,
      detail: failure instanceof Error ? failure.message : String(failure),
    });
  }

  const path = connectionPath(uid);
  await ports.store.transact(async (tx) => {
    const previous = readConnection((await tx.get(path))?.data ?? null);
    const write = planConnected({
      uid,
      realmId,
      environment: intuit.environment,
      companyName,
      tokens: sealedTokens(tokens, (plain, field) => cipher.seal(plain, tokenContext(uid, field))),
      previous,
      now,
    });
    return { writes: [write], result: null };
  });
  return done('connected');
}
