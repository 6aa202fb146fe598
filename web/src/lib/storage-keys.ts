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
