/**
 * The small HTML pages public links in mails open (`/unsubscribe`, `/stop-invitations`): one
 * look, never cached, never indexed, rate-limited per client and per token (public-limit.ts)
 * before the page's own answer runs. A page asks on GET and acts on POST (its button), so a
 * link scanner that prefetches GETs never acts for anyone.
 */
import {
  tooManyRequestsHeaders,
  type PublicLimiter,
  type PublicRequest,
  type PublicResponse,
} from './public-limit';
import { platformClientAddress } from './client-address';

export interface PageAnswer {
  status: number;
  html: string;
}

/** A page: its title and body HTML (the caller escapes what it puts in). */
export function publicPage(title: string, body: string): string {
  return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="robots" content="noindex"><meta name="viewport" content="width=device-width,initial-scale=1"><title>${title} · HomeLedger</title></head><body style="font-family:system-ui,sans-serif;max-width:480px;margin:64px auto;padding:0 16px;line-height:1.5"><h1 style="font-size:22px">${title}</h1>${body}</body></html>`;
}

export const PUBLIC_PAGE_HEADERS = {
  'Cache-Control': 'no-store',
  'X-Robots-Tag': 'noindex',
  'Content-Type': 'text/html; charset=utf-8',
} as const;

/** Serves a page keyed by its `token` query parameter: the limits first, then `answer`. */
export async function servePublicPage(
  req: PublicRequest,
  res: PublicResponse,
  deps: {
    limiter: PublicLimiter;
    answer: (args: { method: string; token: unknown }) => Promise<PageAnswer>;
  },
): Promise<void> {
  const token = req.query['token'];
  // Keyed on the platform's hop, not on `req.ip`, which the client writes (#33).
  const verdict = await deps.limiter.check({
    token: typeof token === 'string' ? token : '',
    clientIp: platformClientAddress(req) ?? undefined,
  });
  if (!verdict.allowed) {
    res.status(429);
    res.set({ ...PUBLIC_PAGE_HEADERS, ...tooManyRequestsHeaders(verdict.retryAfterSeconds) });
    res.send(publicPage('Too many requests', '<p>Please wait a minute and try again.</p>'));
    return;
  }
  const answer = await deps.answer({ method: req.method, token });
  res.status(answer.status);
  res.set(PUBLIC_PAGE_HEADERS);
  res.send(answer.html);
}
