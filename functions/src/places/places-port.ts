/**
 * The Places port (docs/architecture.md §3): what the address-suggestion callables
 * need from Google Places, in our own terms. Production uses the Google client
 * (`google-places.ts`); tests use the same adapter against a local fake server,
 * or a hand-written port.
 */

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

export interface LatLng {
  lat: number;
  lng: number;
}

/** The Add Property fields a chosen suggestion fills in. Empty string = Google did not say. */
export interface PlaceAddress {
  /** Street number + route (+ " #unit" when the place is a unit). */
  address: string;
  city: string;
  /** Two-letter state code (administrative_area_level_1 short name). */
  state: string;
  zipCode: string;
  location: LatLng | null;
}

/** What the adapter reads from a place: the address plus its ISO country code (null when absent). */
export interface PlaceDetails extends PlaceAddress {
  countryCode: string | null;
}

export interface PlacesPort {
  autocomplete(input: string, sessionToken: string): Promise<PlaceSuggestion[]>;
  details(placeId: string, sessionToken: string): Promise<PlaceDetails>;
}

/**
 * Why a call to Google failed, in the terms the callables map to user messages:
 * - `bad-request`: 400 (e.g. an invalid place id or session token)
 * - `denied`: 401/403 (key invalid, API not enabled, referrer/IP restriction)
 * - `not-found`: 404 (the place no longer exists)
 * - `quota`: 429 (Google's quota)
 * - `server`: 5xx
 * - `network`: no answer (refused, reset, DNS, timeout)
 * - `unknown`: anything else
 */
export type PlacesFailure =
  'bad-request' | 'denied' | 'not-found' | 'quota' | 'server' | 'network' | 'unknown';

/** A failed Places call. `message` is for logs (never contains the key), not for users. */
export class PlacesApiError extends Error {
  constructor(
    public readonly failure: PlacesFailure,
    message: string,
    public readonly httpStatus: number | null = null,
    /** Google's status text, e.g. 'PERMISSION_DENIED'. */
    public readonly googleStatus: string | null = null,
  ) {
    super(message);
    this.name = 'PlacesApiError';
  }
}
