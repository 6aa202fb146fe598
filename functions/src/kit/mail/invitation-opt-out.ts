/**
 * "Never invite me again" (#33): every invitation mail (a transfer, a household) carries a
 * signed link to `/stop-invitations`. GET shows a page with one button (link scanners that
 * prefetch GETs must not opt anyone out); POST records `invitationOptOuts/{key}`, where
 * `key` is the SHA-256 of the normalised address: the address itself is not stored. Later
 * invitations to that address by mail are refused with a clear message; an account that
 * registers with it can still be offered a home directly (it asked for that by signing up).
 *
 * The link is `<key>.<HMAC-SHA256(secret, purpose + key)>`, base64url, signed with the mail
 * link key (MAIL_LINK_KEY), so nobody can opt out someone else's address. It never expires.
 */
import { createHash, createHmac, timingSafeEqual } from 'node:crypto';
import { normalizeEmail } from '@homeledger/domain';
import type { DocSnap, TxReader, WriteOp } from '../store';
import type { PublicLimiter, PublicLimits, PublicRequest, PublicResponse } from '../public-limit';
import { publicPage as page, servePublicPage, type PageAnswer } from '../public-page';
import { escapeHtml } from './mail';

export const INVITATION_OPT_OUTS_COLLECTION = 'invitationOptOuts';
export const STOP_INVITATIONS_PATH = '/stop-invitations';
const PURPOSE = 'homeledger:stop-invitations:v1:';

/** The opt-out document's id for an address. */
export function optOutKey(email: string): string {
  return createHash('sha256').update(normalizeEmail(email), 'utf8').digest('hex');
}

export function optOutPath(email: string): string {
  return `${INVITATION_OPT_OUTS_COLLECTION}/${optOutKey(email)}`;
}

function mac(secret: string, key: string): Buffer {
  return createHmac('sha256', secret)
    .update(PURPOSE + key)
    .digest();
}

/** The signed token for an address's stop link. */
export function optOutToken(secret: string, email: string): string {
  if (!secret) throw new Error('A mail link key is required.');
  const key = optOutKey(email);
  return `${key}.${mac(secret, key).toString('base64url')}`;
}

/** The link an invitation mail carries, or null without a key (then the mail has none). */
export function stopInvitationsLink(appUrl: string, secret: string, email: string): string | null {
  if (!secret) return null;
  const url = new URL(STOP_INVITATIONS_PATH, appUrl);
  url.searchParams.set('token', optOutToken(secret, email));
  return url.toString();
}

/** The key a token was signed for, or null when it is malformed or not ours. */
export function verifyOptOutToken(secret: string, token: unknown): string | null {
  if (!secret || typeof token !== 'string' || token.length > 200) return null;
  const [key, encodedMac, extra] = token.split('.');
  if (!key || !encodedMac || extra !== undefined) return null;
  if (!/^[0-9a-f]{64}$/.test(key) || !/^[A-Za-z0-9_-]+$/.test(encodedMac)) return null;
  const given = Buffer.from(encodedMac, 'base64url');
  const expected = mac(secret, key);
  return given.length === expected.length && timingSafeEqual(given, expected) ? key : null;
}

/** Whether an address asked never to be invited (read in the inviting transaction). */
export async function hasOptedOut(tx: Pick<TxReader, 'get'>, email: string): Promise<boolean> {
  return (await tx.get(optOutPath(email))) !== null;
}

/** The opt-out's write (idempotent: a second press keeps the first time). */
export function planOptOut(key: string, existing: DocSnap | null, now: Date): WriteOp[] {
  if (existing) return [];
  return [{ op: 'create', path: `${INVITATION_OPT_OUTS_COLLECTION}/${key}`, data: { at: now } }];
}

export async function answerStopInvitations(args: {
  method: string;
  token: unknown;
  secret: string;
  optOut: (key: string) => Promise<void>;
}): Promise<PageAnswer> {
  const key = verifyOptOutToken(args.secret, args.token);
  if (!key)
    return {
      status: 404,
      html: page(
        'Link not valid',
        '<p>This link is not valid. Use the link in the invitation email you received.</p>',
      ),
    };
  if (args.method === 'POST') {
    await args.optOut(key);
    return {
      status: 200,
      html: page(
        'You will not be invited again',
        '<p>HomeLedger will not send invitations to this email address any more. If you create an account with it later, homeowners can still offer you a home on your dashboard.</p>',
      ),
    };
  }
  if (args.method !== 'GET') return { status: 405, html: page('Not allowed', '') };
  const action = `${STOP_INVITATIONS_PATH}?token=${escapeHtml(String(args.token))}`;
  return {
    status: 200,
    html: page(
      'Stop invitations from HomeLedger?',
      `<p>HomeLedger will not send invitations to this email address any more, from anyone.</p><form method="post" action="${action}"><button type="submit" style="font-size:16px;padding:8px 16px">Never invite me again</button></form>`,
    ),
  };
}

/** Per function instance, like the unsubscribe page's. */
export const STOP_INVITATIONS_LIMITS: PublicLimits = {
  perClient: { limit: 60, windowMs: 60_000 },
  perToken: { limit: 10, windowMs: 60_000 },
};

/** The `stopInvitations` HTTPS function: rate-limited, then answerStopInvitations. */
export function serveStopInvitations(
  req: PublicRequest,
  res: PublicResponse,
  deps: { limiter: PublicLimiter; secret: string; optOut: (key: string) => Promise<void> },
): Promise<void> {
  return servePublicPage(req, res, {
    limiter: deps.limiter,
    answer: ({ method, token }) =>
      answerStopInvitations({ method, token, secret: deps.secret, optOut: deps.optOut }),
  });
}
