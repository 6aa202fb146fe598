import { describe, expect, it } from 'vitest';
import {
  REGISTRATION_MESSAGES,
  describeRegistrationFailure,
  isRegistrationErrorDetails,
} from './registration-errors';

/** Shape of the client SDK's FunctionsError (code prefixed with `functions/`). */
function functionsError(code: string, message: string, details?: unknown) {
  return Object.assign(new Error(message), { code: `functions/${code}`, details });
}

describe('describeRegistrationFailure', () => {
  it('same role: error banner with the log-in message', () => {
    expect(
      describeRegistrationFailure(
        functionsError('already-exists', REGISTRATION_MESSAGES.emailRegistered, {
          banner: 'error',
        }),
      ),
    ).toEqual({
      banner: 'error',
      title: 'Registration Error',
      message: REGISTRATION_MESSAGES.emailRegistered,
    });
  });

  it('other role: warning banner with the different-account-type message', () => {
    expect(
      describeRegistrationFailure(
        functionsError('already-exists', REGISTRATION_MESSAGES.emailRegisteredOtherRole, {
          banner: 'warning',
        }),
      ),
    ).toEqual({
      banner: 'warning',
      title: 'Registration Warning',
      message: REGISTRATION_MESSAGES.emailRegisteredOtherRole,
    });
  });

  it('drops the HTTP status the Functions web SDK appends ("… [409]")', () => {
    expect(
      describeRegistrationFailure(
        functionsError('already-exists', `${REGISTRATION_MESSAGES.emailRegistered} [409]`, {
          banner: 'error',
        }),
      ).message,
    ).toBe(REGISTRATION_MESSAGES.emailRegistered);
  });

  it('invalid input keeps the field', () => {
    expect(
      describeRegistrationFailure(
        functionsError('invalid-argument', 'Please enter a valid email.', {
          banner: 'error',
          field: 'email',
        }),
      ),
    ).toEqual({
      banner: 'error',
      title: 'Registration Error',
      message: 'Please enter a valid email.',
      field: 'email',
    });
  });

  it('anything else: the generic message in an error banner', () => {
    for (const error of [
      functionsError('internal', 'INTERNAL'),
      functionsError('unavailable', 'unavailable', { banner: 'nope' }),
      new Error('Failed to fetch'),
      'boom',
      null,
    ]) {
      expect(describeRegistrationFailure(error)).toEqual({
        banner: 'error',
        title: 'Registration Error',
        message: REGISTRATION_MESSAGES.generic,
      });
    }
  });
});

describe('isRegistrationErrorDetails', () => {
  it('accepts only the documented shape', () => {
    expect(isRegistrationErrorDetails({ banner: 'error' })).toBe(true);
    expect(isRegistrationErrorDetails({ banner: 'warning' })).toBe(true);
    expect(isRegistrationErrorDetails({ banner: 'error', field: 'website' })).toBe(true);
    expect(isRegistrationErrorDetails({ banner: 'error', field: 'nope' })).toBe(false);
    expect(isRegistrationErrorDetails({ banner: 'info' })).toBe(false);
    expect(isRegistrationErrorDetails(null)).toBe(false);
  });
});
