/**
 * Recorded-shape Places API (New) responses (REST JSON as Google sends it, trimmed
 * to the fields our field masks ask for). Used by the mapping tests and served by
 * the fake Places server in the adapter and callable tests.
 */

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
    { longText: '1600', shortText: '1600', types: ['street_number'], languageCode: 'en-US' },
    {
      longText: 'Amphitheatre Parkway',
      shortText: 'Amphitheatre Pkwy',
      types: ['route'],
      languageCode: 'en',
    },
    {
      longText: 'Mountain View',
      shortText: 'Mountain View',
      types: ['locality', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'Santa Clara County',
      shortText: 'Santa Clara County',
      types: ['administrative_area_level_2', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'California',
      shortText: 'CA',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'United States',
      shortText: 'US',
      types: ['country', 'political'],
      languageCode: 'en',
    },
    { longText: '94043', shortText: '94043', types: ['postal_code'], languageCode: 'en-US' },
    { longText: '1351', shortText: '1351', types: ['postal_code_suffix'], languageCode: 'en-US' },
  ],
  location: { latitude: 37.4224857, longitude: -122.0855846 },
} as const;

/** A Brooklyn apartment: no locality (the borough is a sublocality), a subpremise. */
export const detailsBrooklynApartment = {
  id: 'EjQ0NDAgS2VudCBBdmUgIzRCLCBCcm9va2x5biwgTlkgMTEyNDksIFVTQQ',
  addressComponents: [
    { longText: '4B', shortText: '4B', types: ['subpremise'], languageCode: 'en-US' },
    { longText: '440', shortText: '440', types: ['street_number'], languageCode: 'en-US' },
    { longText: 'Kent Avenue', shortText: 'Kent Ave', types: ['route'], languageCode: 'en' },
    {
      longText: 'Williamsburg',
      shortText: 'Williamsburg',
      types: ['neighborhood', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'Brooklyn',
      shortText: 'Brooklyn',
      types: ['sublocality_level_1', 'sublocality', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'Kings County',
      shortText: 'Kings County',
      types: ['administrative_area_level_2', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'New York',
      shortText: 'NY',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'United States',
      shortText: 'US',
      types: ['country', 'political'],
      languageCode: 'en',
    },
    { longText: '11249', shortText: '11249', types: ['postal_code'], languageCode: 'en-US' },
  ],
  location: { latitude: 40.7092826, longitude: -73.9683918 },
} as const;

/** A route without a street number (e.g. a rural road chosen from the list). */
export const detailsNoStreetNumber = {
  id: 'EiZDb3VudHkgUmQgMTIsIFdpbnRlcnNldCwgSUEgNTAyNzMsIFVTQQ',
  addressComponents: [
    { longText: 'County Road 12', shortText: 'Co Rd 12', types: ['route'], languageCode: 'en' },
    {
      longText: 'Winterset',
      shortText: 'Winterset',
      types: ['locality', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'Iowa',
      shortText: 'IA',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'United States',
      shortText: 'US',
      types: ['country', 'political'],
      languageCode: 'en',
    },
    { longText: '50273', shortText: '50273', types: ['postal_code'], languageCode: 'en-US' },
  ],
  location: { latitude: 41.3308, longitude: -94.0138 },
} as const;

/** A street address Google has no ZIP for, and no location. */
export const detailsNoZip = {
  id: 'ChIJnozip',
  addressComponents: [
    { longText: '7', shortText: '7', types: ['street_number'], languageCode: 'en-US' },
    {
      longText: 'Lakeview Terrace',
      shortText: 'Lakeview Terrace',
      types: ['route'],
      languageCode: 'en',
    },
    {
      longText: 'Town of Westport',
      shortText: 'Westport',
      types: ['administrative_area_level_3', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'Wisconsin',
      shortText: 'WI',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    {
      longText: 'United States',
      shortText: 'US',
      types: ['country', 'political'],
      languageCode: 'en',
    },
  ],
} as const;

/** Outside the US (a place id from another session or a crafted request). */
export const detailsToronto = {
  id: 'ChIJpTvG15DL1IkRd8S0KlBVNTI',
  addressComponents: [
    { longText: '100', shortText: '100', types: ['street_number'], languageCode: 'en' },
    {
      longText: 'Queen Street West',
      shortText: 'Queen St W',
      types: ['route'],
      languageCode: 'en',
    },
    { longText: 'Toronto', shortText: 'Toronto', types: ['locality', 'political'] },
    {
      longText: 'Ontario',
      shortText: 'ON',
      types: ['administrative_area_level_1', 'political'],
      languageCode: 'en',
    },
    { longText: 'Canada', shortText: 'CA', types: ['country', 'political'], languageCode: 'en' },
    { longText: 'M5H 2N2', shortText: 'M5H 2N2', types: ['postal_code'], languageCode: 'en' },
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
