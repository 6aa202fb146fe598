/**
 * The production Places adapter against a local fake of the Places API (New)
 * REST endpoints: the requests it sends (paths, key and field-mask headers,
 * body, session token) and how it reads answers and errors. Never the internet.
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import {
  AUTOCOMPLETE_FIELD_MASK,
  DETAILS_FIELD_MASK,
  createGooglePlacesPort,
  toPlacesApiError,
  type GooglePlacesPort,
} from './google-places';
import {
  FAKE_PLACES_KEY,
  startFakePlacesServer,
  type FakePlacesServer,
} from './fake-places-server';
import {
  autocompleteAmphitheatre,
  autocompleteEmpty,
  detailsAmphitheatre,
  errorInternal,
  errorInvalidArgument,
  errorNotFound,
  errorQuota,
} from './places-fixtures';
import { PlacesApiError } from './places-port';
import { rejectionOf } from '../kit/test-support';

const TOKEN = '3f0e2c9a-8d7b-4c1e-9a55-0b6f3e7d2a10';

let fake: FakePlacesServer;
let port: GooglePlacesPort;
const ports: GooglePlacesPort[] = [];

function adapter(apiKey = FAKE_PLACES_KEY, timeoutMs = 2_000): GooglePlacesPort {
  const created = createGooglePlacesPort({ apiKey, endpoint: fake.endpoint, timeoutMs });
  ports.push(created);
  return created;
}

beforeAll(async () => {
  fake = await startFakePlacesServer();
  port = adapter();
});
afterEach(() => {
  fake.requests.length = 0;
});
afterAll(async () => {
  await Promise.all(ports.map((p) => p.close()));
  await fake.close();
});

describe('autocomplete', () => {
  it('POSTs /v1/places:autocomplete with the key, the field mask, US-only street types and the session token', async () => {
    fake.autocomplete = () => ({ status: 200, body: autocompleteAmphitheatre });
    const suggestions = await port.autocomplete('1600 amph', TOKEN);
    expect(suggestions.map((s) => s.text)).toEqual([
      '1600 Amphitheatre Parkway, Mountain View, CA, USA',
      '1600 Amphitheatre Drive, Bakersfield, CA, USA',
    ]);
    expect(fake.requests).toHaveLength(1);
    const request = fake.requests[0]!;
    expect([request.method, request.path]).toEqual(['POST', '/v1/places:autocomplete']);
    expect(request.headers['x-goog-api-key']).toBe(FAKE_PLACES_KEY);
    expect(request.headers['x-goog-fieldmask']).toBe(AUTOCOMPLETE_FIELD_MASK);
    expect(request.body).toEqual({
      input: '1600 amph',
      sessionToken: TOKEN,
      includedRegionCodes: ['us'],
      includedPrimaryTypes: ['street_address', 'premise', 'subpremise'],
      languageCode: 'en',
      regionCode: 'us',
    });
    // The key travels in the header only, never in the URL.
    expect(request.query.toString()).not.toContain(FAKE_PLACES_KEY);
  });

  it('no match: Google’s empty object → []', async () => {
    fake.autocomplete = () => ({ status: 200, body: autocompleteEmpty });
    await expect(port.autocomplete('zzzz qqq', TOKEN)).resolves.toEqual([]);
  });
});

describe('details', () => {
  it('GETs /v1/places/{id} with the session token and the Essentials field mask', async () => {
    fake.place = (id) =>
      id === detailsAmphitheatre.id
        ? { status: 200, body: detailsAmphitheatre }
        : { status: 404, body: errorNotFound };
    await expect(port.details(detailsAmphitheatre.id, TOKEN)).resolves.toEqual({
      address: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'CA',
      zipCode: '94043',
      location: { lat: 37.4224857, lng: -122.0855846 },
      countryCode: 'US',
    });
    const request = fake.requests[0]!;
    expect([request.method, request.path]).toEqual(['GET', `/v1/places/${detailsAmphitheatre.id}`]);
    expect(request.query.get('sessionToken')).toBe(TOKEN);
    expect(request.headers['x-goog-fieldmask']).toBe(DETAILS_FIELD_MASK);
    expect(request.headers['x-goog-api-key']).toBe(FAKE_PLACES_KEY);
  });
});

describe('errors', () => {
  it('400 INVALID_ARGUMENT → bad-request, with Google’s message for the log', async () => {
    fake.place = () => ({ status: 400, body: errorInvalidArgument });
    const error = await rejectionOf(port.details('xyz', TOKEN), PlacesApiError);
    expect([error.failure, error.httpStatus, error.googleStatus, error.message]).toEqual([
      'bad-request',
      400,
      'INVALID_ARGUMENT',
      'Not a valid Place ID: places/xyz',
    ]);
  });

  it('a key Google rejects → 403 PERMISSION_DENIED → denied; the key is in no message', async () => {
    const wrongKey = 'AIzaWrongKey_doNotLeak_987654321';
    const error = await rejectionOf(
      adapter(wrongKey).autocomplete('12 oak', TOKEN),
      PlacesApiError,
    );
    expect([error.failure, error.httpStatus, error.googleStatus]).toEqual([
      'denied',
      403,
      'PERMISSION_DENIED',
    ]);
    expect(error.message).toBe('API key not valid. Please pass a valid API key.');
    expect(JSON.stringify({ ...error, message: error.message, stack: error.stack })).not.toContain(
      wrongKey,
    );
  });

  it('404 → not-found; 429 → quota; 500 → server', async () => {
    fake.place = () => ({ status: 404, body: errorNotFound });
    expect((await rejectionOf(port.details('gone', TOKEN), PlacesApiError)).failure).toBe(
      'not-found',
    );
    fake.autocomplete = () => ({ status: 429, body: errorQuota });
    const quota = await rejectionOf(port.autocomplete('12 oak', TOKEN), PlacesApiError);
    expect([quota.failure, quota.httpStatus, quota.googleStatus]).toEqual([
      'quota',
      429,
      'RESOURCE_EXHAUSTED',
    ]);
    fake.autocomplete = () => ({ status: 500, body: errorInternal });
    expect((await rejectionOf(port.autocomplete('12 oak', TOKEN), PlacesApiError)).failure).toBe(
      'server',
    );
    // One request each: the adapter does not retry on its own.
    expect(fake.requests).toHaveLength(3);
  });

  it('no answer within the deadline → network', async () => {
    fake.autocomplete = () => 'hang';
    const started = Date.now();
    const error = await rejectionOf(
      adapter(FAKE_PLACES_KEY, 300).autocomplete('12 oak', TOKEN),
      PlacesApiError,
    );
    expect(error.failure).toBe('network');
    expect(error.message).toContain('no answer within 300 ms');
    expect(Date.now() - started).toBeLessThan(2_000);
  });

  it('nothing listening (connection refused) → network', async () => {
    const closed = await startFakePlacesServer();
    const endpoint = closed.endpoint;
    await closed.close();
    const refused = createGooglePlacesPort({ apiKey: FAKE_PLACES_KEY, endpoint, timeoutMs: 2_000 });
    ports.push(refused);
    const error = await rejectionOf(refused.autocomplete('12 oak', TOKEN), PlacesApiError);
    expect(error.failure).toBe('network');
  });
});

describe('toPlacesApiError', () => {
  it('reads gRPC codes (GoogleError), string network codes and unknown throws; redacts the key', () => {
    expect(toPlacesApiError({ code: 7, message: 'denied' }, 'k').failure).toBe('denied');
    expect(toPlacesApiError({ code: 14, message: 'unavailable' }, 'k').failure).toBe('server');
    expect(toPlacesApiError({ code: 'ECONNRESET', message: 'socket hang up' }, 'k').failure).toBe(
      'network',
    );
    expect(toPlacesApiError({ code: 99 }, 'k').failure).toBe('unknown');
    const unknown = toPlacesApiError(new Error('bad key SECRET123 in url'), 'SECRET123');
    expect([unknown.failure, unknown.message]).toEqual(['unknown', 'bad key [redacted] in url']);
    const same = new PlacesApiError('quota', 'x');
    expect(toPlacesApiError(same, 'k')).toBe(same);
  });
});
