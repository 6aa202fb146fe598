import { describe, expect, it } from 'vitest';
import { createRateLimiter } from './rate-limit';

describe('createRateLimiter', () => {
  it('allows `limit` requests per key per window, then refuses until the window ends', () => {
    let now = 1_000;
    const limiter = createRateLimiter({ limit: 2, windowMs: 60_000, now: () => now });
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
    expect(limiter.take('b')).toBe(true);
    now += 59_999;
    expect(limiter.take('a')).toBe(false);
    now += 1;
    expect([limiter.take('a'), limiter.take('a'), limiter.take('a')]).toEqual([true, true, false]);
  });

  it('forgets finished windows when it tracks too many keys', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10, now: () => now, maxKeys: 2 });
    expect(limiter.take('a')).toBe(true);
    expect(limiter.take('b')).toBe(true);
    now = 5;
    // 'c' is new while 2 keys are tracked: nothing has expired yet, so both stay limited.
    expect(limiter.take('c')).toBe(true);
    expect(limiter.take('a')).toBe(false);
    now = 20;
    expect(limiter.take('d')).toBe(true);
    expect(limiter.take('a')).toBe(true);
  });
});

describe('createRateLimiter: Retry-After and forgetting', () => {
  it('says how long until the refused key may try again', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 60_000, now: () => now });
    expect(limiter.retryAfterMs('a')).toBe(0);
    limiter.take('a');
    now = 45_500;
    expect(limiter.take('a')).toBe(false);
    expect(limiter.retryAfterMs('a')).toBe(14_500);
    now = 60_000;
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.take('a')).toBe(true);
  });

  it('drops finished windows once a window has passed, however few keys it tracks', () => {
    let now = 0;
    const limiter = createRateLimiter({ limit: 1, windowMs: 10, now: () => now });
    limiter.take('a');
    now = 9;
    limiter.take('b');
    now = 10;
    // Any request after a window sweeps: 'a' (ended) is gone, 'b' (still counting) stays.
    limiter.take('c');
    expect(limiter.retryAfterMs('a')).toBe(0);
    expect(limiter.retryAfterMs('b')).toBe(9);
    expect(limiter.take('b')).toBe(false);
  });
});
