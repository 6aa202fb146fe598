import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../kit/memory-store';
import { createPublicLimiter } from '../kit/public-limit';
import { recordResponse } from '../kit/test-support';
import { unsubscribe } from './reminder-settings';
import { UNSUBSCRIBE_LIMITS, answerUnsubscribe, serveUnsubscribe } from './unsubscribe-page';
import { unsubscribeToken } from './unsubscribe-token';

describe('the public unsubscribe endpoint', () => {
  const secret = 's3cret';
  const token = unsubscribeToken(secret, 'ann');

  it('GET asks (link scanners must not unsubscribe); POST turns reminders off', async () => {
    const store = new MemoryStore({
      'reminderSettings/ann': { emailEnabled: true, frequency: 'daily', timeZone: 'UTC' },
    });
    const off = vi.fn((uid: string) => unsubscribe(store, uid, new Date('2026-06-15T00:00:00Z')));
    const get = await answerUnsubscribe({ method: 'GET', token, secret, unsubscribe: off });
    expect(get.status).toBe(200);
    expect(get.html).toContain('<form method="post"');
    expect(get.html).toContain('noindex');
    expect(off).not.toHaveBeenCalled();
    const post = await answerUnsubscribe({ method: 'POST', token, secret, unsubscribe: off });
    expect(post.html).toContain('You are unsubscribed');
    expect(store.snapshot()['reminderSettings/ann']).toMatchObject({
      emailEnabled: false,
      frequency: 'daily',
    });
  });

  it('a bad token changes nothing; a missing settings document is created off', async () => {
    const store = new MemoryStore();
    const off = vi.fn((uid: string) => unsubscribe(store, uid, new Date()));
    const bad = await answerUnsubscribe({
      method: 'POST',
      token: `${token}x`,
      secret,
      unsubscribe: off,
    });
    expect(bad.status).toBe(404);
    expect(off).not.toHaveBeenCalled();
    await answerUnsubscribe({ method: 'POST', token, secret, unsubscribe: off });
    expect(store.snapshot()['reminderSettings/ann']).toMatchObject({ emailEnabled: false });
  });
});

describe('serveUnsubscribe: rate-limited per link and per address', () => {
  const secret = 's3cret';
  const token = unsubscribeToken(secret, 'ann');
  const request = (method: string, query: Record<string, unknown>, ip = '198.51.100.7') => ({
    method,
    path: '/unsubscribe',
    query,
    ip,
  });

  it('answers the page until a link is over its limit, then 429 with Retry-After', async () => {
    let now = 0;
    const limiter = createPublicLimiter(UNSUBSCRIBE_LIMITS, { now: () => now });
    const off = vi.fn(async () => undefined);
    const deps = { limiter, secret, unsubscribe: off };
    for (let i = 0; i < UNSUBSCRIBE_LIMITS.perToken.limit; i++) {
      const res = recordResponse();
      await serveUnsubscribe(request('GET', { token }, `198.51.100.${i}`), res, deps);
      expect(res.statusCode).toBe(200);
      expect(res.headers['Cache-Control']).toBe('no-store');
    }
    now = 15_000;
    const res = recordResponse();
    await serveUnsubscribe(request('POST', { token }, '203.0.113.1'), res, deps);
    expect(res.statusCode).toBe(429);
    expect(res.headers).toMatchObject({
      'Retry-After': '45',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
      'Content-Type': 'text/html; charset=utf-8',
    });
    expect(res.body).toContain('Too many requests');
    expect(off).not.toHaveBeenCalled();
    // The window over, the one-click POST goes through.
    now = 60_000;
    const later = recordResponse();
    await serveUnsubscribe(request('POST', { token }, '203.0.113.1'), later, deps);
    expect(later.statusCode).toBe(200);
    expect(off).toHaveBeenCalledWith('ann');
  });

  it('limits one address trying many links, whatever they are', async () => {
    const limiter = createPublicLimiter(UNSUBSCRIBE_LIMITS, { now: () => 0 });
    const deps = { limiter, secret, unsubscribe: vi.fn(async () => undefined) };
    const statuses: number[] = [];
    for (let i = 0; i <= UNSUBSCRIBE_LIMITS.perClient.limit; i++) {
      const res = recordResponse();
      await serveUnsubscribe(request('GET', { token: `guess${i}` }), res, deps);
      statuses.push(res.statusCode);
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
    // A malformed query (an array) counts like any other request and is not a valid link.
    const other = recordResponse();
    await serveUnsubscribe(request('GET', { token: ['a', 'b'] }, '192.0.2.50'), other, deps);
    expect(other.statusCode).toBe(404);
  });
});
