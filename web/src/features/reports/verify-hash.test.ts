import { describe, expect, it } from 'vitest';
import { fileMatches, sha256Hex } from './verify-hash';

describe('sha256Hex', () => {
  it('is the SHA-256 of the bytes, in lower-case hex', async () => {
    expect(await sha256Hex(new TextEncoder().encode('abc'))).toBe(
      'ba7816bf8f01cfea414140de5dae2223b00361a396177a9cb410ff61f20015ad',
    );
  });

  it('tells an identical file from a changed one', async () => {
    const original = new Blob(['%PDF-1.7 report']);
    const sha = await sha256Hex(new TextEncoder().encode('%PDF-1.7 report'));
    expect(await fileMatches(original, sha.toUpperCase())).toBe(true);
    expect(await fileMatches(new Blob(['%PDF-1.7 rep0rt']), sha)).toBe(false);
  });
});
