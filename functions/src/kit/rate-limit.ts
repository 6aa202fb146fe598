/**
 * Per-key request limits kept in memory: the Places callables (per uid; each call costs
 * money) and the public endpoints (per token and per client address, public-limit.ts).
 *
 * Fixed windows per key: each function instance counts on its own, so with N warm
 * instances a key can reach N × the limit. That is enough to stop a runaway client or a
 * script; a global limit would need a shared counter (Firestore or Redis) on every
 * request, which costs more than the abuse it prevents at this scale.
 *
 * Finished windows are swept once a window has passed, so a key (for the public endpoints
 * a keyed hash of a client address) is not kept much past the window it counts in.
 */
export interface RateLimiter {
  /** Counts one request for `key`; false when the key is over its limit in the current window. */
  take(key: string): boolean;
  /** Milliseconds until `key`'s current window ends (0 when it has none): the Retry-After. */
  retryAfterMs(key: string): number;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Forget finished windows at once when more keys than this are tracked. */
  maxKeys?: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();
  let lastSweep = now();

  function sweep(at: number): void {
    lastSweep = at;
    for (const [key, window] of windows) {
      if (at - window.start >= windowMs) windows.delete(key);
    }
  }

  return {
    take(key) {
      const at = now();
      if (at - lastSweep >= windowMs) sweep(at);
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        if (!current && windows.size >= maxKeys) sweep(at);
        windows.set(key, { start: at, count: 1 });
        return true;
      }
      if (current.count >= limit) return false;
      current.count += 1;
      return true;
    },
    retryAfterMs(key) {
      const current = windows.get(key);
      return current ? Math.max(0, current.start + windowMs - now()) : 0;
    },
  };
}
