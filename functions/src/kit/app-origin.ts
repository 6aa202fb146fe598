/**
 * The site's public origin (scheme://host[:port]): every link the functions print or mail
 * (History Report verification links and QR codes, invitations, digests, notices), the
 * QuickBooks redirect URI and the bucket's CORS origin. One param, `APP_ORIGIN` (README
 * "First deploy"); the Hosting emulator's address by default, the dev server's under
 * `npm start` (its block in functions/.env.local).
 */
import { defineString } from 'firebase-functions/params';

const HOSTING_EMULATOR = 'http://127.0.0.1:5002';

export const APP_ORIGIN = defineString('APP_ORIGIN', {
  default: HOSTING_EMULATOR,
  description:
    'Public origin of the web app (scheme://host[:port], no trailing slash): links in mails ' +
    'and reports; QuickBooks redirects to <APP_ORIGIN>/api/quickbooks/callback.',
});

/**
 * The origin without a trailing slash. Read from the environment, where firebase-functions
 * puts params (and where a job run by hand or a test sets its own), so it is never the
 * unresolved param.
 */
export function appOrigin(env: Readonly<Record<string, string | undefined>> = process.env) {
  return (env['APP_ORIGIN'] ?? '').trim().replace(/\/+$/, '') || HOSTING_EMULATOR;
}
