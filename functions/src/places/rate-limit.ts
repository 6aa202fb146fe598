/**
 * A per-user request limit for the Places callables (each call costs money).
 *
 * Fixed one-minute windows per uid, kept in memory: each function instance
 * counts on its own, so with N warm instances a user can reach N × the limit.
 * That is enough to stop a runaway client or a script from one account; a
 * global limit would need a shared counter (Firestore or Redis) on every
 * keystroke, which costs more than the abuse it prevents at this scale.
 */
export interface RateLimiter {
  /** Counts one request for `key`; false when the key is over its limit in the current window. */
  take(key: string): boolean;
}

export interface RateLimitOptions {
  limit: number;
  windowMs: number;
  now?: () => number;
  /** Forget finished windows when more keys than this are tracked. */
  maxKeys?: number;
}

export function createRateLimiter({
  limit,
  windowMs,
  now = Date.now,
  maxKeys = 10_000,
}: RateLimitOptions): RateLimiter {
  const windows = new Map<string, { start: number; count: number }>();

  function prune(at: number): void {
    for (const [key, window] of windows) {
      if (at - window.start >= windowMs) windows.delete(key);
    }
  }

  return {
    take(key) {
      const at = now();
      const current = windows.get(key);
      if (!current || at - current.start >= windowMs) {
        if (!current && windows.size >= maxKeys) prune(at);
        windows.set(key, { start: at, count: 1 });
        return true;
      }
      if (current.count >= limit) return false;
      current.count += 1;
      return true;
    },
  };
}
