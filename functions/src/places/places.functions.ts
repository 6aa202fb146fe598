/**
 * Production wiring of the address callables: the keys are Secret Manager
 * secrets (`defineSecret`), bound only to the functions that read them, and
 * never sent to the browser — except the browser Maps key, which is made for
 * it (restricted to the site's referrers) and returned by mapsConfig.
 *
 * No key configured (an empty secret, or in the emulator no value in
 * functions/.secret.local) ⇒ placesAutocomplete/placesDetails answer
 * failed-precondition at once and mapsConfig answers { apiKey: null }.
 */
import { defineSecret } from 'firebase-functions/params';
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { secretValue } from '../kit/secret-value';
import { createGooglePlacesPort, loadPlacesLibrary, type GooglePlacesPort } from './google-places';
import {
  AUTOCOMPLETE_LIMIT_PER_MINUTE,
  DETAILS_LIMIT_PER_MINUTE,
  mapsConfigSpec,
  placesAutocompleteSpec,
  placesDetailsSpec,
  type PlacesCallablePorts,
} from './places-callables';
import { createRateLimiter, type RateLimiter } from '../kit/rate-limit';

export const GOOGLE_PLACES_API_KEY = defineSecret('GOOGLE_PLACES_API_KEY');
export const GOOGLE_MAPS_BROWSER_KEY = defineSecret('GOOGLE_MAPS_BROWSER_KEY');

// One client per key per instance (keys change only with a new deployment).
let cachedPort: { apiKey: string; port: GooglePlacesPort } | undefined;
function placesPort(): GooglePlacesPort | null {
  const apiKey = secretValue(GOOGLE_PLACES_API_KEY);
  if (!apiKey) return null;
  if (cachedPort?.apiKey !== apiKey)
    cachedPort = { apiKey, port: createGooglePlacesPort({ apiKey }) };
  return cachedPort.port;
}

function ports(limiter: RateLimiter): () => PlacesCallablePorts {
  return () => ({ places: placesPort(), limiter, log: logger });
}

const minute = 60_000;

/** What a first request loads before calling Google: the Places client, when a key is set. */
async function warmUp(): Promise<void> {
  if (placesPort()) await loadPlacesLibrary();
}

export const placesAutocomplete = onCallable(
  placesAutocompleteSpec,
  ports(createRateLimiter({ limit: AUTOCOMPLETE_LIMIT_PER_MINUTE, windowMs: minute })),
  { secrets: [GOOGLE_PLACES_API_KEY] },
  warmUp,
);

export const placesDetails = onCallable(
  placesDetailsSpec,
  ports(createRateLimiter({ limit: DETAILS_LIMIT_PER_MINUTE, windowMs: minute })),
  { secrets: [GOOGLE_PLACES_API_KEY] },
  warmUp,
);

export const mapsConfig = onCallable(
  mapsConfigSpec,
  () => ({ browserKey: secretValue(GOOGLE_MAPS_BROWSER_KEY) || null }),
  { secrets: [GOOGLE_MAPS_BROWSER_KEY] },
);
