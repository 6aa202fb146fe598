import { describe, expect, it } from 'vitest';
import { FirebaseError } from 'firebase/app';
import { FunctionsError } from 'firebase/functions';
import { CALLABLE_FALLBACK_MESSAGE, USER_FACING_CODES, callableFailure } from './callable';

/** What the Functions SDK throws for an HttpsError (it appends the HTTP status to the message). */
function fromServer(code: string, message: string, details?: unknown, status = 400) {
  return new FunctionsError(
    code as ConstructorParameters<typeof FunctionsError>[0],
    `${message} [${status}]`,
    details,
  );
}

describe('callableFailure', () => {
  it.each(USER_FACING_CODES)(
    '%s: shows the server message (without the SDK status suffix)',
    (code) => {
      expect(callableFailure(fromServer(code, 'Property not found.'))).toEqual({
        code,
        message: 'Property not found.',
        field: null,
      });
    },
  );

  it('invalid-argument carries the field from details', () => {
    const error = fromServer('invalid-argument', 'Please enter a valid email.', {
      field: 'email',
      banner: 'error',
    });
    expect(callableFailure(error)).toEqual({
      code: 'invalid-argument',
      message: 'Please enter a valid email.',
      field: 'email',
    });
  });

  it('the unavailable message from the emulator guard is shown as is', () => {
    const message =
      "The Firestore emulator is not running, so your data can't be saved here. See README → Test tiers.";
    expect(
      callableFailure(fromServer('unavailable', message, { banner: 'error' }, 503)).message,
    ).toBe(message);
  });

  it.each([
    'internal',
    'unknown',
    'deadline-exceeded',
    'cancelled',
    'aborted',
    'data-loss',
    'unimplemented',
  ])('%s: the generic message, whatever the server said', (code) => {
    expect(
      callableFailure(fromServer(code, 'TypeError: cannot read x of undefined', undefined, 500)),
    ).toEqual({
      code,
      message: CALLABLE_FALLBACK_MESSAGE,
      field: null,
    });
  });

  it('SDK-made messages are not copy: network failure, no body, timeout, unknown status', () => {
    // Network failure: status 0 → internal "internal [0]".
    expect(callableFailure(new FunctionsError('internal', 'internal [0]'))).toMatchObject({
      code: 'internal',
      message: CALLABLE_FALLBACK_MESSAGE,
    });
    // A 503 without a body: the code as the message.
    expect(callableFailure(new FunctionsError('unavailable', 'unavailable [503]'))).toEqual({
      code: 'unavailable',
      message: CALLABLE_FALLBACK_MESSAGE,
      field: null,
    });
    expect(
      callableFailure(new FunctionsError('not-found', 'Backend error status: NOT_FOUND [404]'))
        .message,
    ).toBe(CALLABLE_FALLBACK_MESSAGE);
    expect(
      callableFailure(new FunctionsError('deadline-exceeded', 'deadline-exceeded')).message,
    ).toBe(CALLABLE_FALLBACK_MESSAGE);
    expect(callableFailure(new FunctionsError('permission-denied', '')).message).toBe(
      CALLABLE_FALLBACK_MESSAGE,
    );
  });

  it('plain errors and junk → unknown, generic', () => {
    for (const error of [new TypeError('Failed to fetch'), 'boom', null, undefined, 42, {}]) {
      expect(callableFailure(error)).toEqual({
        code: 'unknown',
        message: CALLABLE_FALLBACK_MESSAGE,
        field: null,
      });
    }
  });

  it('other Firebase errors (not functions/…) → unknown, generic', () => {
    expect(
      callableFailure(new FirebaseError('auth/network-request-failed', 'Firebase: Error.')),
    ).toEqual({
      code: 'unknown',
      message: CALLABLE_FALLBACK_MESSAGE,
      field: null,
    });
  });

  it('a plain object shaped like a callable error (e.g. from a test double) is understood', () => {
    expect(
      callableFailure({
        code: 'functions/already-exists',
        message: 'Already shared.',
        details: { field: 'email' },
      }),
    ).toEqual({ code: 'already-exists', message: 'Already shared.', field: 'email' });
    expect(
      callableFailure({ code: 'failed-precondition', message: 'Connect QuickBooks first.' })
        .message,
    ).toBe('Connect QuickBooks first.');
  });

  it('ignores a field that is not a non-empty string', () => {
    expect(callableFailure(fromServer('invalid-argument', 'Bad.', { field: 3 })).field).toBeNull();
    expect(callableFailure(fromServer('invalid-argument', 'Bad.', { field: '' })).field).toBeNull();
    expect(callableFailure(fromServer('invalid-argument', 'Bad.', 'details')).field).toBeNull();
  });
});
