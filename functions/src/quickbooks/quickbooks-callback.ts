/**
 * quickbooksCallback (HTTP): where Intuit sends the browser back after the
 * consent page, `<app origin>/api/quickbooks/callback?code&state&realmId` (or
 * `?error=access_denied&state`), served same-origin through a Hosting rewrite.
 *
 * It consumes the state (single use, 10 minutes, bound to the uid that asked),
 * exchanges the code at Intuit's token endpoint, stores the tokens and realm id
 * in `quickbooksConnections/{uid}` (no client can read them) and answers 302 to
 * `/contractor?quickbooks=connected`, or `/contractor?quickbooks=error&reason=…`
 * with one of: denied, expired, invalid-state, exchange-failed, missing-code.
 *
 * When the browser sends the `__session` cookie (the only cookie Hosting passes
 * to functions) holding the signed-in user's Firebase ID token, a state made by
 * another user is refused. Without it the state alone decides whose connection
 * this is — it was handed to that user only and is useless after one use.
 */
import type { Logger } from '../kit/callable';
import type { Store } from '../kit/store';
import {
  STATE_PATTERN,
  connectionPath,
  consumeState,
  planConnected,
  readConnection,
  stateDocPath,
  type CallbackReason,
} from './connection';
import { IntuitError, type IntuitPort } from './intuit-port';
import { INTUIT_ID_PATTERN } from './invoices';

export interface CallbackPorts {
  store: Store;
  intuit: IntuitPort | null;
  /** The uid of a verified Firebase ID token, or null (invalid, expired, absent). */
  verifySession(idToken: string): Promise<string | null>;
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
}

export const CALLBACK_PATH = '/api/quickbooks/callback';
const MAX_CODE_LENGTH = 2048;

export function redirectTo(appOrigin: string, outcome: 'connected' | CallbackReason): string {
  const base = `${appOrigin.replace(/\/+$/, '')}/contractor`;
  return outcome === 'connected'
    ? `${base}?quickbooks=connected`
    : `${base}?quickbooks=error&reason=${outcome}`;
}

/** The `__session` cookie's value, if any. */
export function sessionCookie(header: string | undefined): string | null {
  if (!header) return null;
  for (const part of header.split(';')) {
    const [name, ...rest] = part.trim().split('=');
    if (name === '__session') {
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
  const done = (outcome: 'connected' | CallbackReason): CallbackAnswer => ({
    status: 302,
    location: redirectTo(ports.appOrigin, outcome),
  });

  const params = new URL(request.url, 'http://callback.invalid').searchParams;
  const state = params.get('state') ?? '';
  const code = params.get('code') ?? '';
  const realmId = params.get('realmId') ?? '';
  const error = params.get('error');

  // Consume the state first, whatever else the answer says: it is single-use.
  let verdict: ReturnType<typeof consumeState> | null = null;
  if (STATE_PATTERN.test(state)) {
    const cookie = sessionCookie(request.cookie);
    const sessionUid = cookie ? await ports.verifySession(cookie).catch(() => null) : null;
    const path = stateDocPath(state);
    verdict = await ports.store.transact(async (tx) => {
      const snap = await tx.get(path);
      const result = consumeState({ path, data: snap?.data ?? null, sessionUid, now });
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
  if (!verdict) return done('invalid-state');
  if (!verdict.ok) return done(verdict.reason);
  if (code === '' || code.length > MAX_CODE_LENGTH || !INTUIT_ID_PATTERN.test(realmId))
    return done('missing-code');

  const intuit = ports.intuit;
  if (!intuit) {
    ports.log.error('quickbooksCallback: QuickBooks is not configured on this server', {});
    return done('exchange-failed');
  }
  const uid = verdict.uid;
  let tokens;
  try {
    tokens = await intuit.exchangeCode(code, now);
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
      tokens,
      previous,
      now,
    });
    return { writes: [write], result: null };
  });
  return done('connected');
}
