/**
 * Maps Firebase Auth sign-in errors to the product spec's login message (§8).
 * Registration failures are mapped by `describeRegistrationFailure` in
 * @homeledger/domain, shared with the callable.
 */

export const INVALID_CREDENTIALS_MESSAGE = 'Invalid email or password. Please try again.';

interface ErrorLike {
  code?: unknown;
  message?: unknown;
  details?: unknown;
}

function asErrorLike(error: unknown): ErrorLike {
  return typeof error === 'object' && error !== null ? (error as ErrorLike) : {};
}

const CREDENTIAL_CODES = new Set([
  'auth/invalid-credential',
  'auth/invalid-login-credentials',
  'auth/wrong-password',
  'auth/user-not-found',
  'auth/invalid-email',
  'auth/missing-password',
]);

/** Never reveals whether the email or the password was wrong. */
export function loginErrorMessage(error: unknown): string {
  const { code } = asErrorLike(error);
  if (typeof code === 'string') {
    if (CREDENTIAL_CODES.has(code)) return INVALID_CREDENTIALS_MESSAGE;
    if (code === 'auth/too-many-requests')
      return 'Too many failed attempts. Please wait a few minutes and try again.';
    if (code === 'auth/user-disabled')
      return 'This account has been disabled. Please contact support.';
    if (code === 'auth/network-request-failed')
      return 'Could not reach the server. Check your connection and try again.';
  }
  return INVALID_CREDENTIALS_MESSAGE;
}
