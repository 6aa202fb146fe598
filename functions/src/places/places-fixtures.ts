/**
 * Recorded-shape Places API (New) responses (REST JSON as Google sends it, trimmed
 * to the fields our field masks ask for). Used by the mapping tests and served by
 * the fake Places server in the adapter and callable tests.
 */

/** One entry of `addressComponents` as Google sends it (`en` unless said). */
function part(longText: string, shortText: string, types: string[], languageCode = 'en') {
  return { longText, shortText, types, languageCode };
}
/** A component whose long and short texts are the same (numbers, most names). */
function same(text: string, types: string[], languageCode = 'en') {
  return part(text, text, types, languageCode);
}

/** POST /v1/places:autocomplete for "1600 amph". */
export const autocompleteAmphitheatre = {
  suggestions: [
    {
      placePrediction: {
        placeId: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
        text: {
          text: '1600 Amphitheatre Parkway, Mountain View, CA, USA',
          matches: [{ endOffset: 4 }, { startOffset: 5, endOffset: 9 }],
        },
        structuredFormat: {
          mainText: {
            text: '1600 Amphitheatre Parkway',
            matches: [{ endOffset: 4 }, { startOffset: 5, endOffset: 9 }],
          },
          secondaryText: { text: 'Mountain View, CA, USA' },
        },
      },
    },
    {
      placePrediction: {
        placeId: 'EjIxNjAwIEFtcGhpdGhlYXRyZSBEciwgQmFrZXJzZmllbGQsIENBIDkzMzA5LCBVU0E',
        text: {
          text: '1600 Amphitheatre Drive, Bakersfield, CA, USA',
          matches: [{ endOffset: 4 }],
        },
        structuredFormat: {
          mainText: { text: '1600 Amphitheatre Drive', matches: [{ endOffset: 4 }] },
          secondaryText: { text: 'Bakersfield, CA, USA' },
        },
      },
    },
  ],
} as const;

/** Google answers an autocomplete with no match with an empty object. */
export const autocompleteEmpty = {} as const;

/** A query prediction and a malformed row (no place id) among place predictions. */
export const autocompleteMixed = {
  suggestions: [
    { queryPrediction: { text: { text: 'pizza near 12 Oak Lane' } } },
    { placePrediction: { text: { text: 'Nowhere Street, USA' } } },
    {
      placePrediction: {
        placeId: 'ChIJoak',
        text: { text: '12 Oak Lane, Springfield, IL, USA' },
      },
    },
    {
      placePrediction: {
        placeId: 'ChIJoak',
        text: { text: '12 Oak Lane, Springfield, IL, USA' },
      },
    },
  ],
} as const;

/** GET /v1/places/{id} with field mask id,addressComponents,location: a full US street address. */
export const detailsAmphitheatre = {
  id: 'ChIJF4Yf2Ry7j4AR__1AkytDyAE',
  addressComponents: [
    same('1600', ['street_number'], 'en-US'),
    part('Amphitheatre Parkway', 'Amphitheatre Pkwy', ['route']),
    same('Mountain View', ['locality', 'political']),
    same('Santa Clara County', ['administrative_area_level_2', 'political']),
    part('California', 'CA', ['administrative_area_level_1', 'political']),
    part('United States', 'US', ['country', 'political']),
    same('94043', ['postal_code'], 'en-US'),
    same('1351', ['postal_code_suffix'], 'en-US'),
  ],
  location: { latitude: 37.4224857, longitude: -122.0855846 },
} as const;

/** A Brooklyn apartment: no locality (the borough is a sublocality), a subpremise. */
export const detailsBrooklynApartment = {
  id: 'EjQ0NDAgS2VudCBBdmUgIzRCLCBCcm9va2x5biwgTlkgMTEyNDksIFVTQQ',
  addressComponents: [
    same('4B', ['subpremise'], 'en-US'),
    same('440', ['street_number'], 'en-US'),
    part('Kent Avenue', 'Kent Ave', ['route']),
    same('Williamsburg', ['neighborhood', 'political']),
    same('Brooklyn', ['sublocality_level_1', 'sublocality', 'political']),
    same('Kings County', ['administrative_area_level_2', 'political']),
    part('New York', 'NY', ['administrative_area_level_1', 'political']),
    part('United States', 'US', ['country', 'political']),
    same('11249', ['postal_code'], 'en-US'),
  ],
  location: { latitude: 40.7092826, longitude: -73.9683918 },
} as const;

/** A route without a street number (e.g. a rural road chosen from the list). */
export const detailsNoStreetNumber = {
  id: 'EiZDb3VudHkgUmQgMTIsIFdpbnRlcnNldCwgSUEgNTAyNzMsIFVTQQ',
  addressComponents: [
    part('County Road 12', 'Co Rd 12', ['route']),
    same('Winterset', ['locality', 'political']),
    part('Iowa', 'IA', ['administrative_area_level_1', 'political']),
    part('United States', 'US', ['country', 'political']),
    same('50273', ['postal_code'], 'en-US'),
  ],
  location: { latitude: 41.3308, longitude: -94.0138 },
} as const;

/** A street address Google has no ZIP for, and no location. */
export const detailsNoZip = {
  id: 'ChIJnozip',
  addressComponents: [
    same('7', ['street_number'], 'en-US'),
    same('Lakeview Terrace', ['route']),
    part('Town of Westport', 'Westport', ['administrative_area_level_3', 'political']),
    part('Wisconsin', 'WI', ['administrative_area_level_1', 'political']),
    part('United States', 'US', ['country', 'political']),
  ],
} as const;

/** Outside the US (a place id from another session or a crafted request). */
export const detailsToronto = {
  id: 'ChIJpTvG15DL1IkRd8S0KlBVNTI',
  addressComponents: [
    same('100', ['street_number']),
    part('Queen Street West', 'Queen St W', ['route']),
    { longText: 'Toronto', shortText: 'Toronto', types: ['locality', 'political'] },
    part('Ontario', 'ON', ['administrative_area_level_1', 'political']),
    part('Canada', 'CA', ['country', 'political']),
    same('M5H 2N2', ['postal_code']),
  ],
  location: { latitude: 43.6534817, longitude: -79.3839347 },
} as const;

/** Google's error bodies (google.rpc.Status as JSON). */
export const errorInvalidArgument = {
  error: {
    code: 400,
    message: 'Not a valid Place ID: places/xyz',
    status: 'INVALID_ARGUMENT',
  },
} as const;

export const errorKeyInvalid = {
  error: {
    code: 403,
    message: 'API key not valid. Please pass a valid API key.',
    status: 'PERMISSION_DENIED',
    details: [
      {
        '@type': 'type.googleapis.com/google.rpc.ErrorInfo',
        reason: 'API_KEY_INVALID',
        domain: 'googleapis.com',
        metadata: { service: 'places.googleapis.com' },
      },
    ],
  },
} as const;

export const errorNotFound = {
  error: {
    code: 404,
    message: 'The requested place was not found.',
    status: 'NOT_FOUND',
  },
} as const;

export const errorQuota = {
  error: {
    code: 429,
    message:
      "Quota exceeded for quota metric 'Autocomplete requests' and limit 'Autocomplete requests per minute' of service 'places.googleapis.com'.",
    status: 'RESOURCE_EXHAUSTED',
  },
} as const;

export const errorInternal = {
  error: { code: 500, message: 'Internal error encountered.', status: 'INTERNAL' },
} as const;
