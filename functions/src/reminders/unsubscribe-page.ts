/**
 * The public unsubscribe endpoint's answers (docs/architecture.md §8): GET shows a page
 * with one button (link scanners that prefetch GETs must not unsubscribe anyone); POST —
 * the button, or a mail client's RFC 8058 one-click — turns reminders off. Never cached,
 * never indexed. Pure apart from the `unsubscribe` write it is given.
 */
import type {
  PublicLimiter,
  PublicLimits,
  PublicRequest,
  PublicResponse,
} from '../kit/public-limit';
import { publicPage as page, servePublicPage, type PageAnswer } from '../kit/public-page';
import { verifyUnsubscribeToken } from './unsubscribe-token';

export async function answerUnsubscribe(args: {
  method: string;
  token: unknown;
  secret: string;
  unsubscribe: (uid: string) => Promise<void>;
}): Promise<PageAnswer> {
  const uid = verifyUnsubscribeToken(args.secret, args.token);
  if (!uid)
    return {
      status: 404,
      html: page(
        'Link not valid',
        '<p>This unsubscribe link is not valid. You can turn reminders off in your HomeLedger settings.</p>',
      ),
    };
  if (args.method === 'POST') {
    await args.unsubscribe(uid);
    return {
      status: 200,
      html: page(
        'You are unsubscribed',
        '<p>You will not get maintenance reminder emails any more. You can turn them back on in your HomeLedger settings.</p>',
      ),
    };
  }
  if (args.method !== 'GET') return { status: 405, html: page('Not allowed', '') };
  const token = String(args.token).replace(/[^A-Za-z0-9_.-]/g, '');
  return {
    status: 200,
    html: page(
      'Stop reminder emails?',
      `<p>You will no longer get maintenance reminder emails from HomeLedger.</p><form method="post" action="/unsubscribe?token=${token}"><button type="submit" style="font-size:16px;padding:8px 16px">Unsubscribe</button></form>`,
    ),
  };
}

/**
 * Per function instance. Mail providers send one-click unsubscribes (and link scanners
 * their GETs) from shared addresses, so the per-address limit leaves room for many
 * people; one link needs only its page and its button.
 */
export const UNSUBSCRIBE_LIMITS: PublicLimits = {
  perClient: { limit: 60, windowMs: 60_000 },
  perToken: { limit: 10, windowMs: 60_000 },
};

/** The `unsubscribeReminders` HTTPS function: rate-limited, then answerUnsubscribe. */
export function serveUnsubscribe(
  req: PublicRequest,
  res: PublicResponse,
  deps: { limiter: PublicLimiter; secret: string; unsubscribe: (uid: string) => Promise<void> },
): Promise<void> {
  return servePublicPage(req, res, {
    limiter: deps.limiter,
    answer: ({ method, token }) =>
      answerUnsubscribe({ method, token, secret: deps.secret, unsubscribe: deps.unsubscribe }),
  });
}
