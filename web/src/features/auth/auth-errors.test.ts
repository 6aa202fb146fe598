import { describe, expect, it } from 'vitest';
import { INVALID_CREDENTIALS_MESSAGE, loginErrorMessage } from './auth-errors';

describe('loginErrorMessage', () => {
  it('gives one message for a wrong email or a wrong password', () => {
    for (const code of [
      'auth/invalid-credential',
      'auth/wrong-password',
      'auth/user-not-found',
      'auth/invalid-email',
    ]) {
      expect(loginErrorMessage({ code })).toBe(INVALID_CREDENTIALS_MESSAGE);
    }
    expect(INVALID_CREDENTIALS_MESSAGE).toBe('Invalid email or password. Please try again.');
  });

  it('explains throttling and network failures', () => {
    expect(loginErrorMessage({ code: 'auth/too-many-requests' })).toMatch(
      /Too many failed attempts/,
    );
    expect(loginErrorMessage({ code: 'auth/network-request-failed' })).toMatch(/connection/);
  });

  it('falls back to the invalid-credentials message for anything else', () => {
    expect(loginErrorMessage(new Error('boom'))).toBe(INVALID_CREDENTIALS_MESSAGE);
    expect(loginErrorMessage(undefined)).toBe(INVALID_CREDENTIALS_MESSAGE);
  });
});
