import type { RegisterField } from './account';
import { REGISTER_FIELDS } from './account';

/**
 * How `registerAccount` reports failures, shared by the callable and the register
 * screen. Every HttpsError it throws carries `details: RegistrationErrorDetails`.
 *
 * | code               | message                                   | details                              |
 * |--------------------|-------------------------------------------|--------------------------------------|
 * | `invalid-argument` | the first failing field's §5 message      | `{ banner: 'error', field }`         |
 * | `already-exists`   | `REGISTRATION_MESSAGES.emailRegistered`   | `{ banner: 'error' }` (any role: #33 |
 * |                    |                                           | never tells which kind holds it)     |
 * | `internal`         | `REGISTRATION_MESSAGES.generic`           | `{ banner: 'error' }`                |
 */
export const REGISTRATION_MESSAGES = {
  emailRegistered: 'This email is already registered. Please try logging in instead.',
  emailRegisteredOtherRole:
    'This email is already registered with a different account type. Please use a different email address.',
  generic: 'There was a problem creating your account. Please try again.',
} as const;

export type RegistrationBanner = 'error' | 'warning';

export const REGISTRATION_BANNER_TITLES: Record<RegistrationBanner, string> = {
  error: 'Registration Error',
  warning: 'Registration Warning',
};

/** Title of the destructive toast shown with the banner. */
export const REGISTRATION_FAILED_TITLE = 'Registration failed';

export interface RegistrationErrorDetails {
  banner: RegistrationBanner;
  /** Only for `invalid-argument`: the field whose message this is. */
  field?: RegisterField;
}

export function isRegistrationErrorDetails(value: unknown): value is RegistrationErrorDetails {
  if (typeof value !== 'object' || value === null) return false;
  const { banner, field } = value as { banner?: unknown; field?: unknown };
  if (banner !== 'error' && banner !== 'warning') return false;
  return field === undefined || (REGISTER_FIELDS as readonly unknown[]).includes(field);
}

export interface RegistrationFailure {
  banner: RegistrationBanner;
  /** "Registration Error" or "Registration Warning". */
  title: string;
  message: string;
  field?: RegisterField;
}

/**
 * Turns whatever `httpsCallable(functions, 'registerAccount')` rejected with into
 * the banner to show. Errors from the callable carry `RegistrationErrorDetails`
 * and a user-facing message; anything else (network, timeouts, "INTERNAL") gets
 * the generic message in an error banner.
 */
export function describeRegistrationFailure(error: unknown): RegistrationFailure {
  const { message, details } = (typeof error === 'object' && error !== null ? error : {}) as {
    message?: unknown;
    details?: unknown;
  };
  // The Functions web SDK appends the HTTP status to the server's message ("… [409]").
  const text = typeof message === 'string' ? message.replace(/\s*\[\d{1,3}\]$/, '').trim() : '';
  if (isRegistrationErrorDetails(details) && text) {
    return {
      banner: details.banner,
      title: REGISTRATION_BANNER_TITLES[details.banner],
      message: text,
      ...(details.field ? { field: details.field } : {}),
    };
  }
  return {
    banner: 'error',
    title: REGISTRATION_BANNER_TITLES.error,
    message: REGISTRATION_MESSAGES.generic,
  };
}
