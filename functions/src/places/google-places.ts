/**
 * The production `PlacesPort`: the official `@googlemaps/places` client (Places
 * API New) over its REST transport, authenticated with the server-side API key
 * (sent as `X-Goog-Api-Key`, never to the browser). Tests point the same code
 * at a local fake server through `endpoint`; nothing else differs.
 *
 * - Autocomplete: POST /v1/places:autocomplete, US only (includedRegionCodes ['us']),
 *   street-address types, with the caller's session token.
 * - Details: GET /v1/places/{id}?sessionToken=… with the field mask
 *   `id,addressComponents,location` (Essentials), closing the billing session.
 * - Every call has its own deadline (the client's own timeout does not apply to
 *   its REST transport) and every failure becomes a `PlacesApiError`.
 *
 * The client library is loaded on first use, so functions that never suggest an
 * address do not pay for loading it on a cold start.
 */
import type { PlacesClient } from '@googlemaps/places';
import { toPlaceDetails, toSuggestions } from './places-mapping';
import { PlacesApiError, type PlacesFailure, type PlacesPort } from './places-port';

/** Where the client sends its requests. Production: Google (`places.googleapis.com:443`, https). */
export interface PlacesEndpoint {
  host: string;
  port: number;
  protocol: 'http' | 'https';
}

export interface GooglePlacesOptions {
  apiKey: string;
  /** Tests: the fake server. Default: Google. */
  endpoint?: PlacesEndpoint;
  /** Deadline per call. */
  timeoutMs?: number;
}

export const PLACES_TIMEOUT_MS = 8_000;

/** Street addresses only (Table A types; at most 5 are allowed). */
export const AUTOCOMPLETE_TYPES = ['street_address', 'premise', 'subpremise'] as const;
export const AUTOCOMPLETE_FIELD_MASK =
  'suggestions.placePrediction.placeId,suggestions.placePrediction.text.text,suggestions.placePrediction.structuredFormat';
export const DETAILS_FIELD_MASK = 'id,addressComponents,location';

/** @googlemaps/places is loaded on first use: only the address functions pay for it. */
export function loadPlacesLibrary() {
  return import('@googlemaps/places');
}

async function createClient(options: GooglePlacesOptions): Promise<PlacesClient> {
  const { PlacesClient } = await loadPlacesLibrary();
  const endpoint = options.endpoint;
  return new PlacesClient({
    apiKey: options.apiKey,
    // Without a project id the auth library probes the GCE metadata server (~3 s off GCP).
    // With an API key it is not used for anything else.
    projectId: process.env['GCLOUD_PROJECT'] || 'homeledger',
    fallback: true,
    ...(endpoint
      ? { apiEndpoint: endpoint.host, port: endpoint.port, protocol: endpoint.protocol }
      : {}),
  });
}

const HTTP_FAILURES: Record<number, PlacesFailure> = {
  400: 'bad-request',
  401: 'denied',
  403: 'denied',
  404: 'not-found',
  429: 'quota',
};

/** gRPC status codes (a GoogleError's `code`) → our failure kinds. */
const GRPC_FAILURES: Record<number, PlacesFailure> = {
  3: 'bad-request',
  4: 'network',
  5: 'not-found',
  7: 'denied',
  8: 'quota',
  13: 'server',
  14: 'server',
  16: 'denied',
};

function asNumber(value: unknown): number | null {
  return typeof value === 'number' && Number.isInteger(value) ? value : null;
}

function redact(text: string, apiKey: string): string {
  return apiKey ? text.split(apiKey).join('[redacted]') : text;
}

/** Google's `{ error: { status, message } }` from an error message that carries the body. */
function googleBody(message: string): { status: string | null; message: string | null } {
  try {
    const parsed = JSON.parse(message) as { error?: { status?: unknown; message?: unknown } };
    const status = parsed.error?.status;
    const text = parsed.error?.message;
    return {
      status: typeof status === 'string' ? status : null,
      message: typeof text === 'string' ? text : null,
    };
  } catch {
    return { status: null, message: null };
  }
}

/** Whatever the client threw → a PlacesApiError (exported for tests). */
export function toPlacesApiError(error: unknown, apiKey: string): PlacesApiError {
  if (error instanceof PlacesApiError) return error;
  const e = (typeof error === 'object' && error !== null ? error : {}) as {
    status?: unknown;
    code?: unknown;
    response?: { status?: unknown };
    message?: unknown;
    name?: unknown;
  };
  const rawMessage = redact(typeof e.message === 'string' ? e.message : String(error), apiKey);
  const body = googleBody(rawMessage);
  const logMessage = body.message ?? rawMessage;
  const httpStatus =
    asNumber(e.status) ??
    asNumber(e.response?.status) ??
    (asNumber(e.code) !== null && (e.code as number) >= 100 ? (e.code as number) : null);
  if (httpStatus !== null) {
    const failure = HTTP_FAILURES[httpStatus] ?? (httpStatus >= 500 ? 'server' : 'unknown');
    return new PlacesApiError(failure, logMessage, httpStatus, body.status);
  }
  const grpcCode = asNumber(e.code);
  if (grpcCode !== null) {
    return new PlacesApiError(GRPC_FAILURES[grpcCode] ?? 'unknown', logMessage, null, body.status);
  }
  // Node/fetch network errors carry a string code (ECONNREFUSED, ECONNRESET, ENOTFOUND, …).
  if (typeof e.code === 'string' || e.name === 'AbortError' || e.name === 'FetchError') {
    return new PlacesApiError('network', logMessage);
  }
  return new PlacesApiError('unknown', logMessage);
}

function withDeadline<T>(promise: Promise<T>, timeoutMs: number, what: string): Promise<T> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new PlacesApiError('network', `${what}: no answer within ${timeoutMs} ms`)),
      timeoutMs,
    );
  });
  return Promise.race([promise, deadline]).finally(() => clearTimeout(timer));
}

export interface GooglePlacesPort extends PlacesPort {
  /** Releases the client's connections (tests; production keeps it for the instance's life). */
  close(): Promise<void>;
}

export function createGooglePlacesPort(options: GooglePlacesOptions): GooglePlacesPort {
  const timeoutMs = options.timeoutMs ?? PLACES_TIMEOUT_MS;
  let client: Promise<PlacesClient> | undefined;
  const getClient = () => {
    client ??= createClient(options).catch((error: unknown) => {
      client = undefined;
      throw error;
    });
    return client;
  };

  async function call<T>(what: string, run: (c: PlacesClient) => Promise<T>): Promise<T> {
    try {
      // The deadline is for Google's answer, not for loading the library on a cold start.
      const placesClient = await getClient();
      return await withDeadline(run(placesClient), timeoutMs, what);
    } catch (error) {
      throw toPlacesApiError(error, options.apiKey);
    }
  }

  return {
    async autocomplete(input, sessionToken) {
      const [response] = await call('autocomplete', (c) =>
        c.autocompletePlaces(
          {
            input,
            sessionToken,
            includedRegionCodes: ['us'],
            includedPrimaryTypes: [...AUTOCOMPLETE_TYPES],
            languageCode: 'en',
            regionCode: 'us',
          },
          { otherArgs: { headers: { 'X-Goog-FieldMask': AUTOCOMPLETE_FIELD_MASK } } },
        ),
      );
      return toSuggestions(response);
    },
    async details(placeId, sessionToken) {
      const [place] = await call('details', (c) =>
        c.getPlace(
          { name: `places/${placeId}`, sessionToken, languageCode: 'en', regionCode: 'us' },
          { otherArgs: { headers: { 'X-Goog-FieldMask': DETAILS_FIELD_MASK } } },
        ),
      );
      return toPlaceDetails(place);
    },
    async close() {
      if (!client) return;
      const pending = client;
      client = undefined;
      await (await pending).close();
    },
  };
}
