/**
 * The QuickBooks Online callables (functions/src/contractors, issue #11), typed.
 * Tokens never reach the browser: these only start the OAuth flow, report the
 * connection, revoke it and run the invoice import on the server.
 */
import { callFunction } from '../../../lib/firebase/functions';
import type { QuickBooksImportResult, QuickBooksStatus } from '../contractor-types';

/** Intuit's authorization URL for this contractor (a single-use state, 10 minutes). */
export function quickbooksConnect(): Promise<{ url: string }> {
  return callFunction<Record<string, never>, { url: string }>('quickbooksConnect', {});
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
  // Paging through a large company's invoices can take a while.
  return callFunction<Record<string, never>, QuickBooksImportResult>(
    'quickbooksImport',
    {},
    { timeout: 300_000 },
  );
}
