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
 * In production the counts are shared by every instance (#33): `sharedPublicLimiter` keeps
 * them in Firestore (shared-limit.ts), keyed on the platform's hop of the caller's address
 * (client-address.ts: the right-most X-Forwarded-For entry, which a client cannot write),
 * never on `req.ip` (the left-most, the client's own claim). The in-memory limiter stays
 * for the Functions emulator and for tests of other things.
 */
import { createHash, createHmac, randomBytes } from 'node:crypto';
import { createRateLimiter, type RateLimitOptions } from './rate-limit';
import { inFunctionsEmulator } from './callable';
import { countSharedLimit } from './shared-limit';
import type { Store } from './store';

export interface PublicLimits {
  perToken: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
  perClient: Pick<RateLimitOptions, 'limit' | 'windowMs'>;
}

export type PublicVerdict = { allowed: true } | { allowed: false; retryAfterSeconds: number };

export interface PublicLimiter {
  /** Counts one request; refused when the client or the token is over its limit. */
  check(request: {
    token: string;
    clientIp: string | undefined;
  }): PublicVerdict | Promise<PublicVerdict>;
}

/** The in-memory limiter answers at once. */
export interface MemoryPublicLimiter extends PublicLimiter {
  check(request: { token: string; clientIp: string | undefined }): PublicVerdict;
}

/** At least a second: Retry-After counts whole seconds, and 0 would invite a retry at once. */
const refusedFor = (retryMs: number): PublicVerdict => ({
  allowed: false,
  retryAfterSeconds: Math.max(1, Math.ceil(retryMs / 1000)),
});

/**
 * The limiter every instance shares (#33): one count per client address and one per token
 * (its SHA-256), each a shared limit in `rateLimits` under `scope`. `store` is got on first
 * use (a page that is never asked for never connects).
 */
export function sharedPublicLimiter(
  scope: string,
  limits: PublicLimits,
  store: () => Promise<Pick<Store, 'transact'>>,
  options: { now?: () => number } = {},
): PublicLimiter {
  const now = options.now ?? Date.now;
  return {
    async check({ token, clientIp }) {
      const at = new Date(now());
      const db = await store();
      const client = await countSharedLimit(
        db,
        { scope: `${scope}:client`, ...limits.perClient },
        clientIp || null,
        at,
      );
      if (!client.allowed) return refusedFor(client.retryAfterMs);
      const tokenKey = createHash('sha256').update(token).digest('base64url');
      const perToken = await countSharedLimit(
        db,
        { scope: `${scope}:token`, ...limits.perToken },
        tokenKey,
        at,
      );
      return perToken.allowed ? { allowed: true } : refusedFor(perToken.retryAfterMs);
    },
  };
}

export function createPublicLimiter(
  limits: PublicLimits,
  options: { now?: () => number; addressKey?: Uint8Array } = {},
): MemoryPublicLimiter {
  const now = options.now ?? Date.now;
  const addressKey = options.addressKey ?? randomBytes(32);
  const perClient = createRateLimiter({ ...limits.perClient, now });
  const perToken = createRateLimiter({ ...limits.perToken, now });
  const refused = refusedFor;
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

/**
 * A public endpoint's limiter as deployed: shared by every instance (sharedPublicLimiter),
 * but per instance in the Functions emulator, as verifyReport's is (reports.functions.ts):
 * every local test browser is one address there.
 */
export function publicLimiter(
  scope: string,
  limits: PublicLimits,
  store: () => Promise<Pick<Store, 'transact'>>,
): PublicLimiter {
  return inFunctionsEmulator()
    ? createPublicLimiter(limits)
    : sharedPublicLimiter(scope, limits, store);
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
  /** X-Forwarded-For is read from here (platformClientAddress), never `ip`. */
  headers?: Record<string, string | string[] | undefined>;
}

/** What it needs of the response (an Express response fits). */
export interface PublicResponse {
  status(code: number): unknown;
  set(headers: Record<string, string>): unknown;
  send(body: string): unknown;
}
