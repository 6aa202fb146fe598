/**
 * A rate limit counted in Firestore, shared by every instance of a function (#33): the
 * in-memory limiter (rate-limit.ts) counts per instance, so ten instances allowed ten
 * times the limit. Used by the public callables (`verifyReport`, `registerAccount`, the buyer
 * page's) and the public HTTP pages (public-limit.ts), keyed on the platform's hop of the
 * caller's address (client-address.ts).
 *
 * One fixed window per key, spread over `shards` documents so that a burst does not queue
 * on one document (Firestore sustains about one write a second per document): a request
 * reads every shard in a transaction, is refused when their sum has reached the limit,
 * and otherwise adds one to a random shard. The address is kept only inside a SHA-256 of
 * scope, window and address (pseudonymous: the IPv4 space is small), and each shard
 * carries `expiresAt` for a TTL policy on `rateLimits` to delete it after its window.
 */
import { createHash } from 'node:crypto';
import { Rejection } from './callable';
import type { Store } from './store';

export const RATE_LIMITS_COLLECTION = 'rateLimits';
export const RATE_LIMITED_MESSAGE = 'Too many requests from your network. Please try again later.';

export interface SharedLimit {
  /** What is counted, e.g. 'verifyReport'. */
  scope: string;
  limit: number;
  windowMs: number;
  /** Documents a window's count is spread over (default 4). */
  shards?: number;
}

/** The shard documents of one key's current window. */
export function shardPaths(limit: SharedLimit, key: string, now: Date): string[] {
  const window = Math.floor(now.getTime() / limit.windowMs);
  const id = createHash('sha256').update(`${limit.scope}\n${window}\n${key}`).digest('base64url');
  return Array.from(
    { length: limit.shards ?? 4 },
    (_, shard) => `${RATE_LIMITS_COLLECTION}/${id}_${shard}`,
  );
}

/**
 * Counts one request for `key` (the caller's address; an unknown one shares one count).
 * Throws a 'resource-exhausted' Rejection once the window's count has reached the limit.
 */
export async function takeSharedLimit(
  store: Pick<Store, 'transact'>,
  limit: SharedLimit,
  key: string | null,
  now: Date,
  pick?: (shards: number) => number,
): Promise<void> {
  const verdict = await countSharedLimit(store, limit, key, now, pick);
  if (!verdict.allowed)
    throw new Rejection('resource-exhausted', RATE_LIMITED_MESSAGE, { reason: 'rate-limit' });
}

/**
 * takeSharedLimit's count, answered rather than thrown (the public HTTP pages answer 429
 * with Retry-After): refused with the time left in the window.
 */
export async function countSharedLimit(
  store: Pick<Store, 'transact'>,
  limit: SharedLimit,
  key: string | null,
  now: Date,
  pick: (shards: number) => number = (shards) => Math.floor(Math.random() * shards),
): Promise<{ allowed: true } | { allowed: false; retryAfterMs: number }> {
  const paths = shardPaths(limit, key ?? 'unknown', now);
  const windowEnd = (Math.floor(now.getTime() / limit.windowMs) + 1) * limit.windowMs;
  const allowed = await store.transact(async (tx) => {
    const snaps = await tx.getAll(paths);
    const counts = snaps.map((snap) => {
      const n = snap?.data['count'];
      return typeof n === 'number' && Number.isSafeInteger(n) ? n : 0;
    });
    if (counts.reduce((a, b) => a + b, 0) >= limit.limit) return { writes: [], result: false };
    const shard = pick(paths.length);
    return {
      writes: [
        {
          op: 'set' as const,
          path: paths[shard] as string,
          data: {
            scope: limit.scope,
            count: (counts[shard] ?? 0) + 1,
            expiresAt: new Date(windowEnd + limit.windowMs),
          },
        },
      ],
      result: true,
    };
  });
  return allowed ? { allowed: true } : { allowed: false, retryAfterMs: windowEnd - now.getTime() };
}
