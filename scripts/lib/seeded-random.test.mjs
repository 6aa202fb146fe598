import { describe, expect, it } from 'vitest';
import { seededRandom } from './seeded-random.mjs';

describe('seededRandom', () => {
  it('gives the same numbers in [0, 1) for the same seed, others for another', () => {
    const take = (/** @type {number} */ seed) => Array.from({ length: 50 }, seededRandom(seed));
    const first = take(42);
    expect(take(42)).toEqual(first);
    expect(take(43)).not.toEqual(first);
    for (const n of first) {
      expect(n).toBeGreaterThanOrEqual(0);
      expect(n).toBeLessThan(1);
    }
  });
});
