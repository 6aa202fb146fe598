import { describe, expect, it, vi } from 'vitest';

vi.mock('../../../lib/firebase/auth', () => ({ firebaseAuth: vi.fn() }));
vi.mock('../../../lib/firebase/functions', () => ({ callFunction: vi.fn() }));

const { callbackSessionCookie } = await import('./quickbooks');

describe('the QuickBooks callback session cookie', () => {
  const token = 'eyJhbGciOiJSUzI1NiJ9.eyJzdWIiOiJ1MSJ9.c2ln-_';

  it('goes to the callback path only, for the state’s 10 minutes, on a top-level return', () => {
    expect(callbackSessionCookie(token, 'https:')).toBe(
      `__session=${token}; path=/api/quickbooks; max-age=600; SameSite=Lax; Secure`,
    );
  });

  it('is not marked Secure on a plain-http development origin (the browser would drop it)', () => {
    expect(callbackSessionCookie(token, 'http:')).not.toContain('Secure');
  });
});
