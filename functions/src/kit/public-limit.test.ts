import { describe, expect, it } from 'vitest';
import { createPublicLimiter, tooManyRequestsHeaders } from './public-limit';

const LIMITS = {
  perClient: { limit: 3, windowMs: 60_000 },
  perToken: { limit: 2, windowMs: 60_000 },
};

describe('createPublicLimiter', () => {
  it('limits one token across addresses, and says when to come back', () => {
    let now = 0;
    const limiter = createPublicLimiter(LIMITS, { now: () => now });
    expect(limiter.check({ token: 't1', clientIp: '198.51.100.1' })).toEqual({ allowed: true });
    now = 20_000;
    expect(limiter.check({ token: 't1', clientIp: '198.51.100.2' })).toEqual({ allowed: true });
    now = 30_400;
    // Third use of t1 from a third address: the token's window started at 0.
    expect(limiter.check({ token: 't1', clientIp: '198.51.100.3' })).toEqual({
      allowed: false,
      retryAfterSeconds: 30,
    });
    expect(limiter.check({ token: 't2', clientIp: '198.51.100.3' })).toEqual({ allowed: true });
    now = 60_000;
    expect(limiter.check({ token: 't1', clientIp: '198.51.100.4' })).toEqual({ allowed: true });
  });

  it('limits one address across tokens (guessing tokens gets nowhere fast)', () => {
    let now = 0;
    const limiter = createPublicLimiter(LIMITS, { now: () => now });
    for (const token of ['a', 'b', 'c'])
      expect(limiter.check({ token, clientIp: '203.0.113.9' })).toEqual({ allowed: true });
    now = 59_999;
    expect(limiter.check({ token: 'd', clientIp: '203.0.113.9' })).toEqual({
      allowed: false,
      retryAfterSeconds: 1,
    });
    expect(limiter.check({ token: 'd', clientIp: '203.0.113.10' })).toEqual({ allowed: true });
    // Requests without an address share one count.
    for (const token of ['e', 'f', 'g']) limiter.check({ token, clientIp: undefined });
    expect(limiter.check({ token: 'h', clientIp: undefined }).allowed).toBe(false);
  });

  it('answers 429 headers: Retry-After, never cached, not indexed', () => {
    expect(tooManyRequestsHeaders(42)).toEqual({
      'Retry-After': '42',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
  });
});
