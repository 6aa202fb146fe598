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
export { SIDEBAR_COOKIE_NAME } from '../components/sidebar/sidebar-state';

/**
 * Cookie set just before a contractor leaves for Intuit's consent page: their Firebase
 * ID token, so the QuickBooks callback (the only cookie Firebase Hosting passes to a
 * function is `__session`) can refuse a state made by another user. Sent only to
 * /api/quickbooks, for 10 minutes (the state's lifetime).
 */
export const QUICKBOOKS_CALLBACK_COOKIE = '__session';
export const QUICKBOOKS_CALLBACK_PATH = '/api/quickbooks';
export const QUICKBOOKS_CALLBACK_COOKIE_MAX_AGE_SECONDS = 600;
