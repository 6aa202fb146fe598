/**
 * The shared limit's behaviour, run on the in-memory store (tier 1) and on the Firestore
 * emulator (tier 2), as store.contract.ts is: the count is the store's, so two instances
 * (two limiters on one store) share it.
 */
import { describe, expect, it } from 'vitest';
import { Rejection } from './callable';
import { servePublicPage } from './public-page';
import { sharedPublicLimiter, type PublicRequest } from './public-limit';
import { shardPaths, takeSharedLimit, type SharedLimit } from './shared-limit';
import type { Store } from './store';
import { recordResponse } from './test-support';

export function describeSharedLimitContract(name: string, makeStore: () => Store, scope: string) {
  const limit: SharedLimit = { scope, limit: 3, windowMs: 60_000, shards: 2 };
  const t0 = new Date('2026-11-27T06:00:00Z');

  describe(`shared rate limit (${name})`, () => {
    it('counts across instances, per address, and starts again next window', async () => {
      const store = makeStore();
      let shard = 0;
      // Alternate shards, as random picks would: the limit is their sum.
      const pick = () => shard++ % 2;
      for (let i = 0; i < 3; i++) await takeSharedLimit(store, limit, '203.0.113.9', t0, pick);
      const refused = await takeSharedLimit(store, limit, '203.0.113.9', t0, pick).catch(
        (error: unknown) => error,
      );
      expect(refused).toBeInstanceOf(Rejection);
      expect((refused as Rejection).code).toBe('resource-exhausted');
      // Another address has its own count.
      await takeSharedLimit(store, limit, '198.51.100.7', t0, pick);
      // The next window starts at zero.
      await takeSharedLimit(store, limit, '203.0.113.9', new Date(t0.getTime() + 60_000), pick);
    });

    it('keeps no address as it came, and gives every shard an expiry after its window', async () => {
      const store = makeStore();
      await takeSharedLimit(store, limit, '192.0.2.44', t0, () => 1);
      const [first, second] = shardPaths(limit, '192.0.2.44', t0);
      expect(first).not.toContain('192.0.2.44'); // an address of its own: the emulator store is shared
      expect(await store.get(first as string)).toBeNull();
      const written = await store.get(second as string);
      expect(written?.data['count']).toBe(1);
      const expires = written?.data['expiresAt'];
      const ms =
        expires instanceof Date
          ? expires.getTime()
          : (expires as { toMillis(): number }).toMillis();
      expect(ms).toBe(new Date('2026-11-27T06:02:00Z').getTime());
    });
  });

  describe(`public HTTP pages' shared limit (${name}, #33)`, () => {
    const limits = {
      perClient: { limit: 3, windowMs: 60_000 },
      perToken: { limit: 100, windowMs: 60_000 },
    };
    // Behind Google's front end: the client's own X-Forwarded-For, then the platform's hop.
    const request = (token: string, claimed: string, hop: string): PublicRequest => ({
      method: 'GET',
      path: '/unsubscribe',
      query: { token },
      ip: claimed, // Express's req.ip is the left-most entry: the client's claim
      headers: { 'x-forwarded-for': `${claimed}, ${hop}` },
    });
    const serve = async (limiter: ReturnType<typeof sharedPublicLimiter>, req: PublicRequest) => {
      const res = recordResponse();
      await servePublicPage(req, res, {
        limiter,
        answer: async () => ({ status: 200, html: 'ok' }),
      });
      return res;
    };

    it('counts one address across instances, whatever address the client claims', async () => {
      const store = makeStore();
      const now = () => t0.getTime();
      // Two instances of the function: two limiters over one store.
      const one = sharedPublicLimiter(`${scope}-page`, limits, async () => store, { now });
      const two = sharedPublicLimiter(`${scope}-page`, limits, async () => store, { now });
      const hop = '203.0.113.77';
      const statuses: number[] = [];
      for (const [i, limiter] of [one, two, one].entries())
        statuses.push((await serve(limiter, request(`t${i}`, `10.0.0.${i}`, hop))).statusCode);
      expect(statuses).toEqual([200, 200, 200]);
      // The fourth, on the other instance, with yet another claimed address: refused.
      const refused = await serve(two, request('t9', '10.9.9.9', hop));
      expect(refused.statusCode).toBe(429);
      expect(Number(refused.headers['Retry-After'])).toBe(60);
      // Another platform hop has its own count.
      expect((await serve(two, request('t9', '10.9.9.9', '198.51.100.8'))).statusCode).toBe(200);
    });

    it('counts one token across instances and addresses', async () => {
      const store = makeStore();
      const now = () => t0.getTime();
      const perToken = { perClient: { limit: 100, windowMs: 60_000 }, perToken: limits.perClient };
      const one = sharedPublicLimiter(`${scope}-token`, perToken, async () => store, { now });
      const two = sharedPublicLimiter(`${scope}-token`, perToken, async () => store, { now });
      for (const [i, limiter] of [one, two, one].entries())
        expect((await serve(limiter, request('same', '10.0.0.1', `192.0.2.${i}`))).statusCode).toBe(
          200,
        );
      expect((await serve(two, request('same', '10.0.0.1', '192.0.2.50'))).statusCode).toBe(429);
    });
  });
}
