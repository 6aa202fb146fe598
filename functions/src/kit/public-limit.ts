/**
 * Rate limits for the public HTTP endpoints (docs/architecture.md §5 and §8: `/unsubscribe`,
 * `/calendar/{token}.ics`): one count per token and one per client address, in memory per
 * function instance (kit/rate-limit.ts). Over either, the answer is 429 with Retry-After,
 * never cached.
 *
 * Neither the token nor the address is kept as it came: the token as its SHA-256, the
 * address as an HMAC under a key made when the instance starts, so a count cannot be
 * turned back into an address, and it is swept once its window has passed.
 *
 * The address is the one the Functions runtime reports (`req.ip`, from X-Forwarded-For as
 * Google's front end and Hosting forward it). A client can put addresses of its own in
 * front of that header, so the per-address count slows a careless script; the per-token
 * count and the function's maxInstances bound the rest.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createRateLimiter, type RateLimitOptions } from './rate-limit';

export interface PublicLimits {
  perToken: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
  perClient: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
}

export type PublicVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface PublicLimiter {
  /** Counts one request; refused when the client or the token is over its limit. */
  check(request: { token: string; clientIp: string | undefined }): PublicVerdict;
}

export function createPublicLimiter(
  limits: PublicLimits,
  options: { now?: () => number; addressKey?: Uint8Array } = {},
): PublicLimiter {
  const now = options.now ?? Date.now;
  const addressKey = options.addressKey ?? randomBytes(32);
  const perClient = createRateLimiter({ ...limits.perClient, now });
  const perToken = createRateLimiter({ ...limits.perToken, now });
  const refused = (retryMs: number): PublicVerdict => ({
    allowed: false,
    // At least a second: Retry-After counts whole seconds, and 0 would invite a retry at once.
    retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)),
  });
  return {
    check({ token, clientIp }) {
      const client = createHmac('sha256', addressKey)
        .update(clientIp ?? '')
        .digest('base64url');
      if (!perClient.take(client)) return refused(perClient.retryAfterMs(client));
      const tokenKey = createHash('sha256').update(token).digest('base64url');
      if (!perToken.take(tokenKey)) return refused(perToken.retryAfterMs(tokenKey));
      return { allowed: true };
    },
  };
}

/** The headers of a 429 answer. */
export function tooManyRequestsHeaders(retryAfterSeconds: number): Record<string, string> {
  return {
    'Retry-After': String(retryAfterSeconds),
    'Cache-Control': 'no-store',
    'X-Robots-Tag': 'noindex',
  };
}

/** What a public endpoint needs of the runtime's request (an Express request fits). */
export interface PublicRequest {
  method: string;
  path: string;
  query: Record<string, unknown>;
  ip?: string | undefined;
}

/** What it needs of the response (an Express response fits). */
export interface PublicResponse {
  status(code: number): unknown;
  set(headers: Record<string, string>): unknown;
  send(body: string): unknown;
}
