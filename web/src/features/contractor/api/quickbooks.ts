/**
 * The QuickBooks Online callables (functions/src/contractors, issue #11), typed.
 * Tokens never reach the browser: these only start the OAuth flow, report the
 * connection, revoke it and run the invoice import on the server.
 */
import { callableClientTimeoutMs } from '@homeledger/domain';
import { firebaseAuth } from '../../../lib/firebase/auth';
import { callFunction } from '../../../lib/firebase/functions';
import {
  QUICKBOOKS_CALLBACK_COOKIE,
  QUICKBOOKS_CALLBACK_COOKIE_MAX_AGE_SECONDS,
  QUICKBOOKS_CALLBACK_PATH,
} from '../../../lib/storage-keys';
import type { QuickBooksImportResult, QuickBooksStatus } from '../contractor-types';

/**
 * Intuit's authorization URL for this contractor (a single-use state, 10 minutes).
 * Also leaves the user's ID token in the `__session` cookie for the callback, so a
 * state handed to someone else is refused there (functions/src/quickbooks/quickbooks-callback.ts).
 */
export async function quickbooksConnect(): Promise<{ url: string }> {
  const result = await callFunction<Record<string, never>, { url: string }>(
    'quickbooksConnect',
    {},
  );
  const idToken = await firebaseAuth().currentUser?.getIdToken();
  if (idToken) document.cookie = callbackSessionCookie(idToken, window.location.protocol);
  return result;
}

/** The cookie assignment carrying `idToken` to the QuickBooks callback only. */
export function callbackSessionCookie(idToken: string, protocol: string): string {
  return [
    `${QUICKBOOKS_CALLBACK_COOKIE}=${encodeURIComponent(idToken)}`,
    `path=${QUICKBOOKS_CALLBACK_PATH}`,
    `max-age=${QUICKBOOKS_CALLBACK_COOKIE_MAX_AGE_SECONDS}`,
    // Intuit sends the browser back with a top-level GET: Lax cookies go along.
    'SameSite=Lax',
    ...(protocol === 'https:' ? ['Secure'] : []),
  ].join('; ');
}

export function quickbooksStatus(): Promise<QuickBooksStatus> {
  return callFunction<Record<string, never>, QuickBooksStatus>('quickbooksStatus', {});
}

/** Revokes the tokens at Intuit and forgets them. */
export function quickbooksDisconnect(): Promise<{ connected: false }> {
  return callFunction<Record<string, never>, { connected: false }>('quickbooksDisconnect', {});
}

/** Reads every invoice (all pages) and upserts them as service records. */
export function quickbooksImport(): Promise<QuickBooksImportResult> {
  // Paging through a large company's invoices can take a while: wait longer than the server may run.
  return callFunction<Record<string, never>, QuickBooksImportResult>(
    'quickbooksImport',
    {},
    { timeout: callableClientTimeoutMs('quickbooksImport') },
  );
}
