/**
 * Pure mapping from Places API (New) shapes to ours. The input types are the
 * fields we read, structurally compatible with both the REST JSON Google sends
 * and the objects the `@googlemaps/places` client decodes it into (where unset
 * fields may be `null`, `''` or `[]`).
 */
import type { LatLng, PlaceDetails, PlaceSuggestion } from './places-port';

type Maybe<T> = T | null | undefined;

interface TextLike {
  text?: Maybe<string>;
}

export interface AutocompleteResponseLike {
  suggestions?: Maybe<
    ReadonlyArray<{
      /** Search-query predictions (not places); asked for off by default, ignored. */
      queryPrediction?: unknown;
      placePrediction?: Maybe<{
        placeId?: Maybe<string>;
        text?: Maybe<TextLike>;
        structuredFormat?: Maybe<{ mainText?: Maybe<TextLike>; secondaryText?: Maybe<TextLike> }>;
      }>;
    }>
  >;
}

export interface AddressComponentLike {
  longText?: Maybe<string>;
  shortText?: Maybe<string>;
  types?: Maybe<readonly string[]>;
}

export interface PlaceLike {
  addressComponents?: Maybe<readonly AddressComponentLike[]>;
  location?: Maybe<{ latitude?: Maybe<number>; longitude?: Maybe<number> }>;
}

function clean(value: Maybe<string>): string {
  return typeof value === 'string' ? value.trim() : '';
}

/** Place predictions → suggestions; query predictions, rows without id or text and repeats are dropped. */
export function toSuggestions(response: Maybe<AutocompleteResponseLike>): PlaceSuggestion[] {
  const seen = new Set<string>();
  const suggestions: PlaceSuggestion[] = [];
  for (const suggestion of response?.suggestions ?? []) {
    const prediction = suggestion.placePrediction;
    const placeId = clean(prediction?.placeId);
    const text = clean(prediction?.text?.text);
    if (!prediction || !placeId || !text || seen.has(placeId)) continue;
    seen.add(placeId);
    const mainText = clean(prediction.structuredFormat?.mainText?.text);
    const secondaryText = clean(prediction.structuredFormat?.secondaryText?.text);
    suggestions.push({
      placeId,
      text,
      ...(mainText ? { mainText } : {}),
      ...(secondaryText ? { secondaryText } : {}),
    });
  }
  return suggestions;
}

function component(
  components: readonly AddressComponentLike[],
  type: string,
): AddressComponentLike | undefined {
  return components.find((c) => c.types?.includes(type));
}

function longText(components: readonly AddressComponentLike[], type: string): string {
  const found = component(components, type);
  return clean(found?.longText) || clean(found?.shortText);
}

function shortText(components: readonly AddressComponentLike[], type: string): string {
  const found = component(components, type);
  return clean(found?.shortText) || clean(found?.longText);
}

/** Where US addresses keep the city, best first (NYC boroughs have no locality; townships use level 3). */
const CITY_TYPES = [
  'locality',
  'postal_town',
  'sublocality_level_1',
  'sublocality',
  'administrative_area_level_3',
  'neighborhood',
] as const;

function toLocation(location: PlaceLike['location']): LatLng | null {
  const lat = location?.latitude;
  const lng = location?.longitude;
  if (typeof lat !== 'number' || typeof lng !== 'number') return null;
  if (!Number.isFinite(lat) || !Number.isFinite(lng)) return null;
  if (Math.abs(lat) > 90 || Math.abs(lng) > 180) return null;
  // The client decodes an absent LatLng as 0,0; nobody's house is in the Gulf of Guinea.
  if (lat === 0 && lng === 0) return null;
  return { lat, lng };
}

/**
 * A place's address components → the Add Property fields:
 * - address: street number + route (long form, "1600 Amphitheatre Parkway"), plus " #unit"
 *   for a subpremise so two flats in one building stay two properties; the route alone
 *   when there is no number; else the premise name.
 * - city: locality, else postal_town, sublocality, township, neighbourhood.
 * - state: administrative_area_level_1 short name ("CA").
 * - zipCode: postal_code, five digits (the ZIP+4 suffix is left out, as a typed ZIP would be).
 * Missing parts are '' so the form shows its own validation message.
 */
export function toPlaceDetails(place: Maybe<PlaceLike>): PlaceDetails {
  const components = place?.addressComponents ?? [];
  const number = longText(components, 'street_number');
  const route = longText(components, 'route');
  const unit = longText(components, 'subpremise');
  const street = [number, route].filter(Boolean).join(' ') || longText(components, 'premise');
  const address = street && unit ? `${street} #${unit.replace(/^#\s*/, '')}` : street;
  const city = CITY_TYPES.map((type) => longText(components, type)).find(Boolean) ?? '';
  const country = shortText(components, 'country');
  return {
    address,
    city,
    state: shortText(components, 'administrative_area_level_1'),
    zipCode: longText(components, 'postal_code'),
    location: toLocation(place?.location),
    countryCode: country ? country.toUpperCase() : null,
  };
}
