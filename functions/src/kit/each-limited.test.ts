import { describe, expect, it } from 'vitest';
import { eachLimited } from './each-limited';

describe('eachLimited', () => {
  it('runs every item once with at most `limit` in flight', async () => {
    let inFlight = 0;
    let most = 0;
    const done: number[] = [];
    await eachLimited([...Array(23).keys()], 4, async (item) => {
      inFlight += 1;
      most = Math.max(most, inFlight);
      await new Promise((resolve) => setImmediate(resolve));
      inFlight -= 1;
      done.push(item);
    });
    expect(most).toBe(4);
    expect(done.sort((a, b) => a - b)).toEqual([...Array(23).keys()]);
    await expect(eachLimited([], 4, async () => undefined)).resolves.toBeUndefined();
  });
});
