/**
 * What a failed callable means for the user (the client side of the callable
 * kit, functions/src/kit/callable.ts). Feature `api/` wrappers call
 * `callFunction` and, on failure, show `callableFailure(error).message` (and put
 * it at `field` when the server named one).
 *
 * The server's message is shown only for the codes the kit uses for expected,
 * user-facing refusals; everything else — 'internal', network failures,
 * timeouts, unknown errors — gets one generic message, never a raw SDK string.
 */

export const CALLABLE_FALLBACK_MESSAGE = 'Something went wrong. Please try again.';

/** The codes whose server message is written for the user. */
export const USER_FACING_CODES = [
  'invalid-argument',
  'already-exists',
  'not-found',
  'permission-denied',
  'failed-precondition',
  'unauthenticated',
  'unavailable',
  'resource-exhausted',
] as const;

const FUNCTIONS_CODES = new Set<string>([
  ...USER_FACING_CODES,
  'ok',
  'cancelled',
  'unknown',
  'deadline-exceeded',
  'aborted',
  'out-of-range',
  'unimplemented',
  'internal',
  'data-loss',
]);

export interface CallableFailure {
  /** The Functions error code without the `functions/` prefix ('unknown' when there is none). */
  code: string;
  /** What to show the user. */
  message: string;
  /** The form field the server blamed (`details.field`), if any. */
  field: string | null;
}

function codeOf(error: Record<string, unknown>): string {
  const raw = error['code'];
  if (typeof raw !== 'string') return 'unknown';
  const code = raw.startsWith('functions/') ? raw.slice('functions/'.length) : raw;
  return FUNCTIONS_CODES.has(code) ? code : 'unknown';
}

/**
 * The server's own words, or null. The Functions SDK appends the HTTP status
 * ("… [409]") and, when the server sent no message, uses the code itself
 * ("unavailable [503]") or "Backend error status: …": none of that is copy.
 */
export function serverMessage(error: unknown, code: string): string | null {
  if (typeof error !== 'object' || error === null) return null;
  const raw = (error as { message?: unknown }).message;
  if (typeof raw !== 'string') return null;
  const message = raw.replace(/\s*\[\d{1,3}\]$/, '').trim();
  if (message === '' || message.toLowerCase() === code || /^Backend error status:/i.test(message))
    return null;
  return message;
}

export function callableFailure(error: unknown): CallableFailure {
  const fields = (typeof error === 'object' && error !== null ? error : {}) as Record<
    string,
    unknown
  >;
  const code = codeOf(fields);
  const details = fields['details'];
  const rawField =
    typeof details === 'object' && details !== null
      ? (details as Record<string, unknown>)['field']
      : undefined;
  const field = typeof rawField === 'string' && rawField !== '' ? rawField : null;
  const userFacing = (USER_FACING_CODES as readonly string[]).includes(code);
  const message = (userFacing && serverMessage(error, code)) || CALLABLE_FALLBACK_MESSAGE;
  return { code, message, field };
}
