/**
 * Production wiring of QuickBooks Online.
 *
 * Configuration (README "QuickBooks Online"):
 * - secrets `QUICKBOOKS_CLIENT_ID`, `QUICKBOOKS_CLIENT_SECRET` (the Intuit app's keys)
 *   and `QUICKBOOKS_TOKEN_KEY` (32 random bytes, base64: the AES-256-GCM key the
 *   tokens are sealed with at rest), bound only to these functions;
 * - param `QUICKBOOKS_ENVIRONMENT`: `sandbox` (default) or `production`;
 * - param `APP_ORIGIN`: the site's public origin; the redirect URI registered at
 *   Intuit is `<APP_ORIGIN>/api/quickbooks/callback` (a Hosting rewrite to
 *   quickbooksCallback, so it is same-origin).
 *
 * No client id, secret or token key (an empty secret, or in the emulator no value in
 * functions/.secret.local) ⇒ connect / import / disconnect answer
 * failed-precondition "QuickBooks is not configured on this server.", status answers
 * { connected: false, problem: 'not-configured' } and the callback sends the browser
 * back with reason exchange-failed.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import { clearQuickbooksFlowCookie } from '@homeledger/domain';
import { onRequest } from 'firebase-functions/v2/https';
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminStore } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { secretValue } from '../kit/secret-value';
import type { Store } from '../kit/store';
import { createIntuitClient, loadQuickBooks } from './intuit-client';
import { aesGcmTokenCipher, parseTokenKey, type TokenCipher } from './token-cipher';
import type { IntuitPort, QuickbooksEnvironment } from './intuit-port';
import { CALLBACK_PATH, handleQuickbooksCallback, redirectTo } from './quickbooks-callback';
import {
  QUICKBOOKS_CALLABLES as specs,
  randomState,
  type QuickbooksPorts,
} from './quickbooks-callables';
import { appOrigin } from '../kit/app-origin';

export const QUICKBOOKS_CLIENT_ID = defineSecret('QUICKBOOKS_CLIENT_ID');
export const QUICKBOOKS_CLIENT_SECRET = defineSecret('QUICKBOOKS_CLIENT_SECRET');
export const QUICKBOOKS_TOKEN_KEY = defineSecret('QUICKBOOKS_TOKEN_KEY');
export const QUICKBOOKS_ENVIRONMENT = defineString('QUICKBOOKS_ENVIRONMENT', {
  default: 'sandbox',
  description: 'QuickBooks Online company type to connect: sandbox or production.',
  input: { select: { options: [{ value: 'sandbox' }, { value: 'production' }] } },
});

const SECRETS = [QUICKBOOKS_CLIENT_ID, QUICKBOOKS_CLIENT_SECRET, QUICKBOOKS_TOKEN_KEY];

function environment(): QuickbooksEnvironment {
  return QUICKBOOKS_ENVIRONMENT.value().trim() === 'production' ? 'production' : 'sandbox';
}

// One client per configuration per instance (it changes only with a new deployment).
let cached: { key: string; port: IntuitPort } | undefined;
function intuitPort(): IntuitPort | null {
  const clientId = secretValue(QUICKBOOKS_CLIENT_ID);
  const clientSecret = secretValue(QUICKBOOKS_CLIENT_SECRET);
  if (!clientId || !clientSecret) return null;
  const env = environment();
  const redirectUri = `${appOrigin()}${CALLBACK_PATH}`;
  const key = JSON.stringify([clientId, clientSecret, env, redirectUri]);
  if (cached?.key !== key)
    cached = {
      key,
      port: createIntuitClient({ clientId, clientSecret, environment: env, redirectUri }),
    };
  return cached.port;
}

// One cipher per key per instance.
let cachedCipher: { key: string; cipher: TokenCipher } | undefined;
function tokenCipher(): TokenCipher | null {
  const text = secretValue(QUICKBOOKS_TOKEN_KEY);
  const key = text ? parseTokenKey(text) : null;
  if (!key) {
    if (text)
      logger.error('QUICKBOOKS_TOKEN_KEY is not 32 bytes (base64 or hex): QuickBooks is off');
    return null;
  }
  if (cachedCipher?.key !== text) cachedCipher = { key: text, cipher: aesGcmTokenCipher(key) };
  return cachedCipher.cipher;
}

/**
 * The Firestore store, made on first use: a callable that answers without the
 * database (not configured, status) works even where Firestore is unreachable
 * (the emulator guard in adminStore throws 'unavailable' only when it is used).
 */
function lazyStore(): Store {
  let store: Promise<Store> | undefined;
  const get = () => (store ??= adminStore());
  return {
    get: async (path) => (await get()).get(path),
    getAll: async (paths) => (await get()).getAll(paths),
    query: async (q) => (await get()).query(q),
    transact: async (fn) => (await get()).transact(fn),
    commit: async (writes) => (await get()).commit(writes),
  };
}

const ports = (): QuickbooksPorts => ({
  store: lazyStore(),
  intuit: intuitPort(),
  cipher: tokenCipher(),
  newState: randomState,
  log: logger,
});

/** What a first request loads: Firestore when it is used, node-quickbooks when configured. */
async function warmUp(): Promise<void> {
  await adminStore();
  if (intuitPort()) await loadQuickBooks();
}

const withSecrets = { secrets: SECRETS };
export const quickbooksConnect = onCallable(specs.quickbooksConnect, ports, withSecrets, warmUp);
export const quickbooksStatus = onCallable(specs.quickbooksStatus, ports, withSecrets, warmUp);
export const quickbooksDisconnect = onCallable(
  specs.quickbooksDisconnect,
  ports,
  withSecrets,
  warmUp,
);
/** A large company is read 100 invoices per request: time and memory from FUNCTION_PLANS. */
export const quickbooksImport = onCallable(specs.quickbooksImport, ports, withSecrets, warmUp);

export const quickbooksCallback = withWarmUp(
  onRequest({ ...functionOptions('quickbooksCallback'), secrets: SECRETS }, async (req, res) => {
    // `private`: Firebase Hosting drops a function's Set-Cookie unless the response is
    // private, and the callback must clear the flow cookie. `no-store`: never cached.
    res.set('Cache-Control', 'private, no-store');
    res.set('Referrer-Policy', 'no-referrer');
    try {
      const answer = await handleQuickbooksCallback(
        { method: req.method, url: req.originalUrl || req.url, cookie: req.headers.cookie },
        {
          store: lazyStore(),
          intuit: intuitPort(),
          cipher: tokenCipher(),
          appOrigin: appOrigin(),
          log: logger,
        },
        new Date(),
      );
      if (answer.status === 405) {
        res.set('Allow', 'GET, HEAD').status(405).send('Method Not Allowed');
        return;
      }
      if (answer.setCookie) res.set('Set-Cookie', answer.setCookie);
      res.redirect(302, answer.location ?? redirectTo(appOrigin(), 'exchange-failed'));
    } catch (error) {
      logger.error('quickbooksCallback: unexpected error', { error });
      res.set('Set-Cookie', clearQuickbooksFlowCookie(appOrigin().startsWith('https:')));
      res.redirect(302, redirectTo(appOrigin(), 'exchange-failed'));
    }
  }),
  warmUp,
);
