import { describe, expect, it } from 'vitest';
import { platformClientAddress } from './client-address';

describe('platformClientAddress', () => {
  it('takes the right-most X-Forwarded-For entry: the one the platform appended', () => {
    // The client wrote "1.2.3.4" itself; Google's front end appended 203.0.113.9.
    expect(
      platformClientAddress({
        ip: '1.2.3.4',
        headers: { 'x-forwarded-for': '1.2.3.4, 203.0.113.9' },
      }),
    ).toBe('203.0.113.9');
    expect(
      platformClientAddress({ headers: { 'x-forwarded-for': ['9.9.9.9', ' 198.51.100.7 '] } }),
    ).toBe('198.51.100.7');
  });

  it('falls back to the socket address, else null', () => {
    expect(platformClientAddress({ ip: '198.51.100.1', headers: {} })).toBe('198.51.100.1');
    expect(platformClientAddress({ headers: { 'x-forwarded-for': ' , ' } })).toBeNull();
    expect(platformClientAddress(undefined)).toBeNull();
  });
});
