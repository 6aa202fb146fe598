/**
 * The QuickBooks connection flow's browser side (README "QuickBooks Online"): before
 * leaving for Intuit, the browser sets a per-flow cookie holding 32 random bytes
 * (base64url) and sends the same value to `quickbooksConnect`, which keeps only its
 * SHA-256 in the OAuth state document and uses that hash as the PKCE S256 code
 * challenge. The callback accepts Intuit's answer only in the browser holding the
 * cookie: the cookie is the PKCE code verifier, so a code that comes back to any
 * other browser can be neither verified nor exchanged. The cookie never holds an ID
 * token or anything else about the user.
 */
import * as v from 'valibot';
import { keyMessages } from '../kit/issues';

/** The only cookie Firebase Hosting passes to a function. */
export const QUICKBOOKS_FLOW_COOKIE = '__session';
/** Sent only to the callback (`/api/quickbooks/callback`). */
export const QUICKBOOKS_FLOW_COOKIE_PATH = '/api/quickbooks';
/** The OAuth state's lifetime (10 minutes). */
export const QUICKBOOKS_FLOW_COOKIE_MAX_AGE_SECONDS = 600;
/** 32 random bytes, base64url without padding: 43 characters (also a valid PKCE verifier). */
export const QUICKBOOKS_FLOW_NONCE_PATTERN = /^[A-Za-z0-9_-]{43}$/;

export const QUICKBOOKS_FLOW_MESSAGES = {
  nonce: 'Failed to initiate QuickBooks connection',
} as const;

/** `quickbooksConnect` payload: the flow's nonce (the cookie's value). */
export const QuickbooksConnectSchema = v.object(
  {
    nonce: v.pipe(
      v.string(QUICKBOOKS_FLOW_MESSAGES.nonce),
      v.regex(QUICKBOOKS_FLOW_NONCE_PATTERN, QUICKBOOKS_FLOW_MESSAGES.nonce),
    ),
  },
  keyMessages({ nonce: QUICKBOOKS_FLOW_MESSAGES.nonce }, QUICKBOOKS_FLOW_MESSAGES.nonce),
);
export type QuickbooksConnectInput = v.InferOutput<typeof QuickbooksConnectSchema>;

/**
 * The cookie assignment for a flow's nonce: `Path=/api/quickbooks; Secure;
 * SameSite=Lax; Max-Age=600` (Lax: Intuit brings the browser back with a top-level GET).
 * `Secure` is left out only on a plain-http development origin, where the browser
 * would drop the cookie.
 */
export function quickbooksFlowCookie(nonce: string, protocol: string): string {
  return [
    `${QUICKBOOKS_FLOW_COOKIE}=${nonce}`,
    `Path=${QUICKBOOKS_FLOW_COOKIE_PATH}`,
    ...(protocol === 'https:' ? ['Secure'] : []),
    'SameSite=Lax',
    `Max-Age=${QUICKBOOKS_FLOW_COOKIE_MAX_AGE_SECONDS}`,
  ].join('; ');
}

/** The callback's `Set-Cookie` that removes the flow's cookie (same name and path). */
export function clearQuickbooksFlowCookie(secure: boolean): string {
  return [
    `${QUICKBOOKS_FLOW_COOKIE}=`,
    `Path=${QUICKBOOKS_FLOW_COOKIE_PATH}`,
    ...(secure ? ['Secure'] : []),
    'HttpOnly',
    'SameSite=Lax',
    'Max-Age=0',
  ].join('; ');
}
