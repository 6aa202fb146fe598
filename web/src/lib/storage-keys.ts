/**
 * Browser storage keys set by HomeLedger itself, in one place so the cookie
 * policy lists exactly what the code uses.
 */
export { THEME_STORAGE_KEY } from './theme/theme';
export { SESSION_HINT_KEY } from './auth/session-hint';

/** localStorage key of the preview gate's bypass flag. */
export const PREVIEW_BYPASS_KEY = 'homeledger.previewBypass';
/** The bypass flag's value (spec §9: "has value true"). */
export const PREVIEW_BYPASS_VALUE = 'true';
/** The sidebar's cookie, holding `true` (expanded) or `false` (collapsed to icons). */
export const SIDEBAR_COOKIE_NAME = 'sidebar_state';

/**
 * Cookie set just before a contractor leaves for Intuit's consent page: 32 random bytes
 * for this one connection (the server keeps only their SHA-256), so the QuickBooks
 * callback (the only cookie Firebase Hosting passes to a function is `__session`) can
 * prove it is the same browser that pressed Connect. Sent only to /api/quickbooks, for
 * 10 minutes (the state's lifetime), and cleared by the callback.
 */
export const QUICKBOOKS_CALLBACK_COOKIE = '__session';
export const QUICKBOOKS_CALLBACK_PATH = '/api/quickbooks';
export const QUICKBOOKS_CALLBACK_COOKIE_MAX_AGE_SECONDS = 600;
