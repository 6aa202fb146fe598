/**
 * The shared limit's behaviour, run on the in-memory store (tier 1) and on the Firestore
 * emulator (tier 2), as store.contract.ts is: the count is the store's, so two instances
 * (two limiters on one store) share it.
 */
import { describe, expect, it } from 'vitest';
import { Rejection } from './callable';
import { shardPaths, takeSharedLimit, type SharedLimit } from './shared-limit';
import type { Store } from './store';

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
}
