/**
 * Mulberry32, a small deterministic generator: the benchmarks' seeded data and made-up
 * receipts come out the same on every run.
 * @param {number} seed
 * @returns {() => number} the next number in [0, 1)
 */
export function seededRandom(seed) {
  let s = seed >>> 0;
  return () => {
    s = (s + 0x6d2b79f5) >>> 0;
    let t = s;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}
