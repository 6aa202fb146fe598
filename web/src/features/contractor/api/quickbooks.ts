/**
 * The QuickBooks Online callables (functions/src/quickbooks), typed.
 * Tokens never reach the browser: these only start the OAuth flow, report the
 * connection, revoke it and run the invoice import on the server.
 */
import { callableClientTimeoutMs, quickbooksFlowCookie } from '@homeledger/domain';
import { callFunction } from '@/lib/firebase/functions';
import type { QuickBooksImportResult, QuickBooksStatus } from '../contractor-types';

/** 32 random bytes, base64url (43 characters): one connection attempt's nonce. */
export function newFlowNonce(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(32));
  let binary = '';
  for (const byte of bytes) binary += String.fromCharCode(byte);
  return btoa(binary).replace(/\+/g, '-').replace(/\//g, '_').replace(/=+$/, '');
}

/**
 * Intuit's authorization URL for this contractor (a single-use state, 10 minutes).
 * First leaves a fresh random nonce in the `__session` cookie, sent only to
 * /api/quickbooks: the callback accepts Intuit's answer only in this browser (the
 * server keeps just the nonce's hash, which is also the PKCE challenge). The cookie
 * holds nothing about the user — never an ID token.
 */
export async function quickbooksConnect(): Promise<{ url: string }> {
  const nonce = newFlowNonce();
  document.cookie = quickbooksFlowCookie(nonce, window.location.protocol);
  return callFunction('quickbooksConnect', { nonce });
}

export function quickbooksStatus(): Promise<QuickBooksStatus> {
  return callFunction('quickbooksStatus', {});
}

/** Revokes the tokens at Intuit and forgets them. */
export function quickbooksDisconnect(): Promise<{ connected: false }> {
  return callFunction('quickbooksDisconnect', {});
}

/** Reads every invoice (all pages) and upserts them as service records. */
export function quickbooksImport(): Promise<QuickBooksImportResult> {
  // Paging through a large company's invoices can take a while: wait longer than the server may run.
  return callFunction(
    'quickbooksImport',
    {},
    { timeout: callableClientTimeoutMs('quickbooksImport') },
  );
}
