import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { aesGcmTokenCipher, parseTokenKey, tokenContext } from './token-cipher';

const key = randomBytes(32);
const cipher = aesGcmTokenCipher(key);
const context = tokenContext('u1', 'refreshToken');

describe('token cipher (AES-256-GCM)', () => {
  it('round-trips, with a fresh IV every time, and never shows the token', () => {
    const token = 'AB11refresh_secret_value';
    const a = cipher.seal(token, context);
    const b = cipher.seal(token, context);
    expect(a).not.toBe(b);
    expect(a).not.toContain(token);
    expect(a).toMatch(/^v1\.[A-Za-z0-9_-]{16}\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]+$/);
    expect(cipher.open(a, context)).toBe(token);
  });

  it('refuses another context, another key, or any altered byte', () => {
    const sealed = cipher.seal('token', context);
    expect(() => cipher.open(sealed, tokenContext('u2', 'refreshToken'))).toThrow();
    expect(() => aesGcmTokenCipher(randomBytes(32)).open(sealed, context)).toThrow();
    const [v, iv, tag, body] = sealed.split('.') as [string, string, string, string];
    const flip = (text: string) => (text[0] === 'A' ? 'B' : 'A') + text.slice(1);
    for (const altered of [
      [v, flip(iv), tag, body],
      [v, iv, flip(tag), body],
      [v, iv, tag, flip(body)],
      ['v2', iv, tag, body],
    ])
      expect(() => cipher.open(altered.join('.'), context)).toThrow();
    expect(() => cipher.open('plain-token', context)).toThrow();
  });

  it('reads a 32-byte key as base64, base64url or hex; anything else is no key', () => {
    const bytes = randomBytes(32);
    expect(parseTokenKey(bytes.toString('base64'))).toEqual(bytes);
    expect(parseTokenKey(` ${bytes.toString('base64url')}\n`)).toEqual(bytes);
    expect(parseTokenKey(bytes.toString('hex'))).toEqual(bytes);
    for (const bad of ['', ' ', 'short', randomBytes(16).toString('base64'), 'x'.repeat(64)])
      expect(parseTokenKey(bad)).toBeNull();
    expect(() => aesGcmTokenCipher(randomBytes(16))).toThrow();
  });
});
