/**
 * The Firebase-free half of the address-suggestion API: the callables' wire
 * types (functions/src/places/places-callables.ts), the spec's suggestion copy
 * (§8 "Suggestions") and the mapping from a failed call to that copy. The
 * combobox and the catalogue import this; only `places.ts` talks to Firebase.
 */
import { serverMessage } from '@/lib/firebase/callable';

/** One row of the suggestion list. */
export interface PlaceSuggestion {
  placeId: string;
  /** The whole prediction, e.g. "1600 Amphitheatre Parkway, Mountain View, CA, USA". */
  text: string;
  /** Street part, e.g. "1600 Amphitheatre Parkway". */
  mainText?: string;
  /** The rest, e.g. "Mountain View, CA, USA". */
  secondaryText?: string;
}

/** What a chosen suggestion fills in (placesDetails). Empty string = Google did not say. */
export interface PlaceAddress {
  /** Street number + route. */
  address: string;
  city: string;
  /** Two-letter code, e.g. "CA". */
  state: string;
  zipCode: string;
  location: { lat: number; lng: number } | null;
}

/** List messages, word for word from the spec. */
export const SUGGESTION_MESSAGES = {
  loading: 'Loading suggestions...',
  noResults: 'No results found',
  noResponse: 'No response from server',
  error: (detail: string) => `Error loading suggestions: ${detail}`,
  apiError: (detail: string) => `API Error: ${detail}`,
} as const;

/** Shown when a server error carries no message of its own. */
export const SUGGESTION_FALLBACK_DETAIL = 'Please try again.';

/**
 * - `not-configured`: the server has no Places key — manual entry is the way (stop asking).
 * - `no-response`: the request got no answer (offline, server down, timeout).
 * - `api`: the server reached Google and Google failed.
 * - `server`: any other refusal by our server (rate limit, validation, sign-in…).
 */
export type SuggestionsErrorKind = 'not-configured' | 'no-response' | 'api' | 'server';

/** A failed suggestion or details call; `message` is the spec's text, ready to show. */
export class SuggestionsError extends Error {
  constructor(
    public readonly kind: SuggestionsErrorKind,
    message: string,
  ) {
    super(message);
    this.name = 'SuggestionsError';
  }
}

const NO_RESPONSE_CODES = new Set(['internal', 'unavailable', 'deadline-exceeded', 'cancelled']);

function fieldsOf(error: unknown): { code: string; details: Record<string, unknown> } {
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    code?: unknown;
    details?: unknown;
  };
  const raw = typeof e.code === 'string' ? e.code : '';
  const code = raw.startsWith('functions/') ? raw.slice('functions/'.length) : raw;
  const details =
    typeof e.details === 'object' && e.details !== null
      ? (e.details as Record<string, unknown>)
      : {};
  return { code, details };
}

/**
 * A failed callable → the spec's suggestion copy:
 * - the server says Google failed (`details.source === 'places-api'`) → "API Error: {message}"
 * - no server message (network failure, timeout, a bare 5xx; or not a Functions error at all)
 *   → "No response from server"
 * - otherwise (no key configured, rate limit, …) → "Error loading suggestions: {message}"
 */
export function toSuggestionsError(error: unknown): SuggestionsError {
  if (error instanceof SuggestionsError) return error;
  const { code, details } = fieldsOf(error);
  if (!code) return new SuggestionsError('no-response', SUGGESTION_MESSAGES.noResponse);
  const message = serverMessage(error, code);
  if (details['source'] === 'places-api') {
    return new SuggestionsError(
      'api',
      SUGGESTION_MESSAGES.apiError(message ?? SUGGESTION_FALLBACK_DETAIL),
    );
  }
  if (!message && NO_RESPONSE_CODES.has(code)) {
    return new SuggestionsError('no-response', SUGGESTION_MESSAGES.noResponse);
  }
  const detail = message ?? SUGGESTION_FALLBACK_DETAIL;
  const kind = details['reason'] === 'not-configured' ? 'not-configured' : 'server';
  return new SuggestionsError(kind, SUGGESTION_MESSAGES.error(detail));
}
