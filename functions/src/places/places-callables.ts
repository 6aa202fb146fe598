/**
 * The address-suggestion callables as kit specs (docs/architecture.md §3):
 *
 * - `placesAutocomplete` { input (3..200 chars after trim), sessionToken } → { suggestions }
 * - `placesDetails` { placeId, sessionToken } → { address, city, state, zipCode, location }
 * - `mapsConfig` {} → { apiKey } (the browser Maps key, or null when not configured)
 *
 * Access: the two Places callables are for homeowners and realtors — the roles
 * that can open Add Property (contractors are sent to /contractor) — because each
 * call is billed; mapsConfig is for any signed-in user (the property detail map).
 *
 * Errors (HttpsError code · message · details), which the client maps to the
 * spec's suggestion copy (web/src/features/properties/api/places-errors.ts):
 * - no key configured → failed-precondition · PLACES_MESSAGES.notConfigured · { reason: 'not-configured' }
 * - over the per-user limit → resource-exhausted · PLACES_MESSAGES.rateLimited · { reason: 'rate-limited' }
 * - Google failed → unavailable (no answer, 5xx, Google's quota) or internal
 *   (key rejected, bad request) or not-found (place gone) · readable message ·
 *   { source: 'places-api' }; the failure is logged, never the key.
 * - a place outside the US → invalid-argument · PLACES_MESSAGES.notUs
 */
import * as v from 'valibot';
import { PLACE_ID_MAX_LENGTH } from '@homeledger/domain';
import {
  Rejection,
  type ContractSpec,
  type FunctionsErrorCode,
  type Logger,
} from '../kit/callable';
import type { RateLimiter } from '../kit/rate-limit';
import {
  PlacesApiError,
  type PlaceAddress,
  type PlaceSuggestion,
  type PlacesFailure,
  type PlacesPort,
} from './places-port';

export const AUTOCOMPLETE_MIN_LENGTH = 3;
export const AUTOCOMPLETE_MAX_LENGTH = 200;
/** Google: "a URL and filename safe base64 string with at most 36 ASCII characters" (a UUID fits). */
export const SESSION_TOKEN_PATTERN = /^[A-Za-z0-9_-]{1,36}$/;
/** Place ids are URL-safe base64; anything else could address another resource path. */
export const PLACE_ID_PATTERN = /^[A-Za-z0-9_-]+$/;

/** Requests per user per minute, per function instance (see kit/rate-limit.ts). */
export const AUTOCOMPLETE_LIMIT_PER_MINUTE = 60;
export const DETAILS_LIMIT_PER_MINUTE = 30;

export const PLACES_MESSAGES = {
  form: 'Type an address to see suggestions.',
  input: 'Type at least 3 characters of the address.',
  inputTooLong: 'The address is too long for suggestions (at most 200 characters).',
  sessionToken: 'The suggestion session is not valid. Reload the page and try again.',
  placeId: 'The address suggestion is not valid.',
  unauthenticated: 'You must be logged in to look up addresses.',
  permissionDenied: 'Only homeowners and realtors can look up addresses.',
  notConfigured: 'Address suggestions are not set up. Enter the address manually.',
  rateLimited: 'Too many address lookups. Please wait a minute and try again.',
  unavailable: 'The address service is not responding. Try again, or enter the address manually.',
  busy: 'The address service is busy. Try again in a moment, or enter the address manually.',
  rejected: 'The address service refused the request. Enter the address manually.',
  notFound: 'That address could not be found. Enter it manually.',
  notUs: 'Only addresses in the United States can be added.',
} as const;
const M = PLACES_MESSAGES;

export const PLACES_ACCESS = ['homeowner', 'realtor'] as const;

const sessionTokenField = v.pipe(
  v.string(M.sessionToken),
  v.regex(SESSION_TOKEN_PATTERN, M.sessionToken),
);

function missingKeyMessage(messages: Record<string, string>) {
  return (issue: v.ObjectIssue): string => {
    const key = issue.path?.[0]?.key;
    return typeof key === 'string' && Object.hasOwn(messages, key)
      ? (messages[key] as string)
      : M.form;
  };
}

export const PlacesAutocompleteSchema = v.object(
  {
    input: v.pipe(
      v.string(M.input),
      v.trim(),
      v.minLength(AUTOCOMPLETE_MIN_LENGTH, M.input),
      v.maxLength(AUTOCOMPLETE_MAX_LENGTH, M.inputTooLong),
    ),
    sessionToken: sessionTokenField,
  },
  missingKeyMessage({ input: M.input, sessionToken: M.sessionToken }),
);
export type PlacesAutocompleteInput = v.InferOutput<typeof PlacesAutocompleteSchema>;

export const PlacesDetailsSchema = v.object(
  {
    placeId: v.pipe(
      v.string(M.placeId),
      v.maxLength(PLACE_ID_MAX_LENGTH, M.placeId),
      v.regex(PLACE_ID_PATTERN, M.placeId),
    ),
    sessionToken: sessionTokenField,
  },
  missingKeyMessage({ placeId: M.placeId, sessionToken: M.sessionToken }),
);
export type PlacesDetailsInput = v.InferOutput<typeof PlacesDetailsSchema>;

/** mapsConfig takes nothing; `null`/`undefined` (what the web SDK sends for no data) or `{}`. */
export const MapsConfigSchema = v.nullish(v.object({}, 'mapsConfig takes no arguments.'));

export interface PlacesAutocompleteResult {
  suggestions: PlaceSuggestion[];
}
export type PlacesDetailsResult = PlaceAddress;
export interface MapsConfigResult {
  apiKey: string | null;
}

export interface PlacesCallablePorts {
  /** null when no server key is configured. */
  places: PlacesPort | null;
  limiter: RateLimiter;
  log: Logger;
}

export interface MapsConfigPorts {
  /** The browser (referrer-restricted) Maps key, or null when not configured. */
  browserKey: string | null;
}

export const PLACES_API_SOURCE = { source: 'places-api' } as const;

const FAILURE_ERRORS: Record<PlacesFailure, { code: FunctionsErrorCode; message: string }> = {
  network: { code: 'unavailable', message: M.unavailable },
  server: { code: 'unavailable', message: M.unavailable },
  quota: { code: 'unavailable', message: M.busy },
  denied: { code: 'internal', message: M.rejected },
  'bad-request': { code: 'internal', message: M.rejected },
  unknown: { code: 'internal', message: M.rejected },
  'not-found': { code: 'not-found', message: M.notFound },
};

function requirePlaces(ports: PlacesCallablePorts, uid: string): PlacesPort {
  if (!ports.places) {
    throw new Rejection('failed-precondition', M.notConfigured, { reason: 'not-configured' });
  }
  if (!ports.limiter.take(uid)) {
    throw new Rejection('resource-exhausted', M.rateLimited, { reason: 'rate-limited' });
  }
  return ports.places;
}

/** Runs a Places call; a PlacesApiError is logged and becomes a Rejection with a readable message. */
async function guarded<T>(
  callable: string,
  uid: string,
  log: Logger,
  run: () => Promise<T>,
): Promise<T> {
  try {
    return await run();
  } catch (error) {
    if (!(error instanceof PlacesApiError)) throw error;
    log.error(`${callable}: Places API call failed`, {
      uid,
      failure: error.failure,
      httpStatus: error.httpStatus,
      googleStatus: error.googleStatus,
      detail: error.message,
    });
    const mapped = FAILURE_ERRORS[error.failure];
    throw new Rejection(mapped.code, mapped.message, { ...PLACES_API_SOURCE });
  }
}

const placesMessages = {
  unauthenticated: M.unauthenticated,
  permissionDenied: M.permissionDenied,
  internal: M.rejected,
};

export const placesAutocompleteSpec: ContractSpec<'placesAutocomplete', PlacesCallablePorts> = {
  name: 'placesAutocomplete',
  schema: PlacesAutocompleteSchema,
  fieldOrder: ['input', 'sessionToken'],
  access: PLACES_ACCESS,
  messages: placesMessages,
  async run({ input, caller, ports }) {
    const places = requirePlaces(ports, caller.uid);
    const suggestions = await guarded('placesAutocomplete', caller.uid, ports.log, () =>
      places.autocomplete(input.input, input.sessionToken),
    );
    return { suggestions };
  },
};

export const placesDetailsSpec: ContractSpec<'placesDetails', PlacesCallablePorts> = {
  name: 'placesDetails',
  schema: PlacesDetailsSchema,
  fieldOrder: ['placeId', 'sessionToken'],
  access: PLACES_ACCESS,
  messages: placesMessages,
  async run({ input, caller, ports }) {
    const places = requirePlaces(ports, caller.uid);
    const details = await guarded('placesDetails', caller.uid, ports.log, () =>
      places.details(input.placeId, input.sessionToken),
    );
    if (details.countryCode !== null && details.countryCode !== 'US') {
      throw new Rejection('invalid-argument', M.notUs, { field: 'placeId' });
    }
    const { address, city, state, zipCode, location } = details;
    return { address, city, state, zipCode, location };
  },
};

export const mapsConfigSpec: ContractSpec<'mapsConfig', MapsConfigPorts> = {
  name: 'mapsConfig',
  schema: MapsConfigSchema,
  access: 'signed-in',
  async run({ ports }) {
    return { apiKey: ports.browserKey || null };
  },
};
