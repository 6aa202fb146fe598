/**
 * Typed wrappers of the address callables (functions/src/places). Every failure
 * of the two Places calls is a `SuggestionsError` carrying the spec's text
 * (see places-model.ts). The Maps key is lib/firebase/maps-config.ts.
 */
import { callFunction } from '@/lib/firebase/functions';
import { toSuggestionsError, type PlaceAddress, type PlaceSuggestion } from './places-model';

export * from './places-model';

/**
 * The server gives Google 8 s; past this the list says "No response from server"
 * instead of waiting for the SDK's default 70 s.
 */
export const PLACES_CALL_TIMEOUT_MS = 12_000;
const options = { timeout: PLACES_CALL_TIMEOUT_MS };

/** Suggestions for `input` (the server trims it and wants 3..200 characters). */
export async function fetchSuggestions(
  input: string,
  sessionToken: string,
): Promise<PlaceSuggestion[]> {
  try {
    const result = await callFunction('placesAutocomplete', { input, sessionToken }, options);
    return result.suggestions;
  } catch (error) {
    throw toSuggestionsError(error);
  }
}

/** The address fields of a chosen suggestion; ends the billing session (renew the token after). */
export async function fetchPlaceDetails(
  placeId: string,
  sessionToken: string,
): Promise<PlaceAddress> {
  try {
    return await callFunction('placesDetails', { placeId, sessionToken }, options);
  } catch (error) {
    throw toSuggestionsError(error);
  }
}
