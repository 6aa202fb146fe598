import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callableShell, type Logger } from '../kit/callable';
import { createGooglePlacesPort, type GooglePlacesPort } from './google-places';
import {
  FAKE_PLACES_KEY,
  startFakePlacesServer,
  type FakePlacesServer,
} from './fake-places-server';
import {
  autocompleteAmphitheatre,
  detailsAmphitheatre,
  detailsToronto,
  errorInternal,
  errorQuota,
} from './places-fixtures';
import {
  PLACES_MESSAGES,
  mapsConfigSpec,
  placesAutocompleteSpec,
  placesDetailsSpec,
  type PlacesCallablePorts,
} from './places-callables';
import { PlacesApiError, type PlacesPort } from './places-port';
import { createRateLimiter } from '../kit/rate-limit';
import { httpsFailure } from '../kit/test-support';

const TOKEN = '3f0e2c9a-8d7b-4c1e-9a55-0b6f3e7d2a10';
const auth = (role: string = 'homeowner', uid = 'u1') => ({ uid, token: { role } });

function harness(places: PlacesPort | null, limit = 60) {
  const logs: { message: string; context?: Record<string, unknown> }[] = [];
  const log: Logger = { error: (message, context) => void logs.push({ message, context }) };
  const ports: PlacesCallablePorts = {
    places,
    limiter: createRateLimiter({ limit, windowMs: 60_000 }),
    log,
  };
  return {
    logs,
    autocomplete: callableShell(placesAutocompleteSpec, ports, log),
    details: callableShell(placesDetailsSpec, ports, log),
  };
}

/** A port that records calls and answers from fixtures through the real mapping. */
function recordingPort(): PlacesPort & { calls: string[] } {
  const calls: string[] = [];
  return {
    calls,
    async autocomplete(input, sessionToken) {
      calls.push(`autocomplete:${input}:${sessionToken}`);
      return [{ placeId: 'p1', text: `${input}, Springfield, IL, USA` }];
    },
    async details(placeId, sessionToken) {
      calls.push(`details:${placeId}:${sessionToken}`);
      return {
        address: '12 Oak Lane',
        city: 'Springfield',
        state: 'IL',
        zipCode: '62704',
        location: { lat: 39.78, lng: -89.65 },
        countryCode: 'US',
      };
    },
  };
}

describe('placesAutocomplete / placesDetails: requests', () => {
  it('passes the trimmed input and the session token through; details drops the country', async () => {
    const port = recordingPort();
    const { autocomplete, details } = harness(port);
    await expect(
      autocomplete({ auth: auth(), data: { input: '  12 Oak  ', sessionToken: TOKEN } }),
    ).resolves.toEqual({ suggestions: [{ placeId: 'p1', text: '12 Oak, Springfield, IL, USA' }] });
    await expect(
      details({ auth: auth('realtor'), data: { placeId: 'p1', sessionToken: TOKEN } }),
    ).resolves.toEqual({
      address: '12 Oak Lane',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      location: { lat: 39.78, lng: -89.65 },
    });
    expect(port.calls).toEqual([`autocomplete:12 Oak:${TOKEN}`, `details:p1:${TOKEN}`]);
  });

  it('invalid input → invalid-argument with a readable message, and Google is not called', async () => {
    const port = recordingPort();
    const { autocomplete, details } = harness(port);
    const cases: [unknown, string, string | undefined][] = [
      [{ input: ' ab ', sessionToken: TOKEN }, PLACES_MESSAGES.input, 'input'],
      [{ input: 'x'.repeat(201), sessionToken: TOKEN }, PLACES_MESSAGES.inputTooLong, 'input'],
      [{ sessionToken: TOKEN }, PLACES_MESSAGES.input, 'input'],
      [{ input: '12 Oak Lane' }, PLACES_MESSAGES.sessionToken, 'sessionToken'],
      [
        { input: '12 Oak', sessionToken: 'a'.repeat(37) },
        PLACES_MESSAGES.sessionToken,
        'sessionToken',
      ],
      [
        { input: '12 Oak', sessionToken: 'has space' },
        PLACES_MESSAGES.sessionToken,
        'sessionToken',
      ],
      ['12 Oak', PLACES_MESSAGES.form, undefined],
    ];
    for (const [data, message, field] of cases) {
      const error = await httpsFailure(autocomplete({ auth: auth(), data }));
      expect([
        error.code,
        error.message,
        (error.details as { field?: string } | undefined)?.field,
      ]).toEqual(['invalid-argument', message, field]);
    }
    for (const placeId of ['', '../photos/x', 'a/b', 'p'.repeat(513), 5]) {
      const error = await httpsFailure(
        details({ auth: auth(), data: { placeId, sessionToken: TOKEN } }),
      );
      expect([error.code, error.message]).toEqual(['invalid-argument', PLACES_MESSAGES.placeId]);
    }
    expect(port.calls).toEqual([]);
  });

  it('signed out → unauthenticated; contractors → permission-denied', async () => {
    const port = recordingPort();
    const { autocomplete, details } = harness(port);
    const data = { input: '12 Oak', sessionToken: TOKEN };
    const signedOut = await httpsFailure(autocomplete({ data }));
    expect([signedOut.code, signedOut.message]).toEqual([
      'unauthenticated',
      PLACES_MESSAGES.unauthenticated,
    ]);
    const contractor = await httpsFailure(
      details({ auth: auth('contractor'), data: { placeId: 'p1', sessionToken: TOKEN } }),
    );
    expect([contractor.code, contractor.message]).toEqual([
      'permission-denied',
      PLACES_MESSAGES.permissionDenied,
    ]);
    expect(port.calls).toEqual([]);
  });
});

describe('no key configured', () => {
  it('failed-precondition at once with the not-configured reason, for both callables', async () => {
    const { autocomplete, details } = harness(null);
    const started = performance.now();
    const first = await httpsFailure(
      autocomplete({ auth: auth(), data: { input: '12 Oak', sessionToken: TOKEN } }),
    );
    const second = await httpsFailure(
      details({ auth: auth(), data: { placeId: 'p1', sessionToken: TOKEN } }),
    );
    for (const error of [first, second]) {
      expect([error.code, error.message, error.details]).toEqual([
        'failed-precondition',
        PLACES_MESSAGES.notConfigured,
        { reason: 'not-configured' },
      ]);
    }
    expect(performance.now() - started).toBeLessThan(100);
  });
});

describe('rate limit', () => {
  it('the limit per user and minute, then resource-exhausted; other users are not affected', async () => {
    const port = recordingPort();
    const { autocomplete } = harness(port, 3);
    const data = { input: '12 Oak', sessionToken: TOKEN };
    for (let i = 0; i < 3; i += 1) await autocomplete({ auth: auth(), data });
    const error = await httpsFailure(autocomplete({ auth: auth(), data }));
    expect([error.code, error.message, error.details]).toEqual([
      'resource-exhausted',
      PLACES_MESSAGES.rateLimited,
      { reason: 'rate-limited' },
    ]);
    await expect(autocomplete({ auth: auth('homeowner', 'u2'), data })).resolves.toBeDefined();
    expect(port.calls).toHaveLength(4);
  });
});

describe('Google failures', () => {
  const cases = [
    ['network', 'unavailable', PLACES_MESSAGES.unavailable],
    ['server', 'unavailable', PLACES_MESSAGES.unavailable],
    ['quota', 'unavailable', PLACES_MESSAGES.busy],
    ['denied', 'internal', PLACES_MESSAGES.rejected],
    ['bad-request', 'internal', PLACES_MESSAGES.rejected],
    ['unknown', 'internal', PLACES_MESSAGES.rejected],
    ['not-found', 'not-found', PLACES_MESSAGES.notFound],
  ] as const;

  it.each(cases)(
    '%s → %s with a readable message, logged with its cause',
    async (failure, code, message) => {
      const failing: PlacesPort = {
        autocomplete: async () => {
          throw new PlacesApiError(failure, `google said ${failure}`, 418, 'SOME_STATUS');
        },
        details: async () => {
          throw new PlacesApiError(failure, `google said ${failure}`);
        },
      };
      const { autocomplete, logs } = harness(failing);
      const error = await httpsFailure(
        autocomplete({ auth: auth(), data: { input: '12 Oak', sessionToken: TOKEN } }),
      );
      expect([error.code, error.message, error.details]).toEqual([
        code,
        message,
        { source: 'places-api' },
      ]);
      expect(logs).toEqual([
        {
          message: 'placesAutocomplete: Places API call failed',
          context: {
            uid: 'u1',
            failure,
            httpStatus: 418,
            googleStatus: 'SOME_STATUS',
            detail: `google said ${failure}`,
          },
        },
      ]);
    },
  );

  it('anything else thrown → the kit’s internal error with the Places wording, logged', async () => {
    const broken: PlacesPort = {
      autocomplete: async () => {
        throw new TypeError('boom');
      },
      details: async () => ({}) as never,
    };
    const { autocomplete, logs } = harness(broken);
    const error = await httpsFailure(
      autocomplete({ auth: auth(), data: { input: '12 Oak', sessionToken: TOKEN } }),
    );
    expect([error.code, error.message]).toEqual(['internal', PLACES_MESSAGES.rejected]);
    expect(logs).toHaveLength(1);
  });
});

describe('through the Google adapter and the fake Places server', () => {
  let fake: FakePlacesServer;
  let google: GooglePlacesPort;
  beforeAll(async () => {
    fake = await startFakePlacesServer();
    google = createGooglePlacesPort({
      apiKey: FAKE_PLACES_KEY,
      endpoint: fake.endpoint,
      timeoutMs: 2_000,
    });
  });
  afterAll(async () => {
    await google.close();
    await fake.close();
  });

  it('a suggestion session: autocomplete, then details with the same token', async () => {
    fake.autocomplete = () => ({ status: 200, body: autocompleteAmphitheatre });
    fake.place = () => ({ status: 200, body: detailsAmphitheatre });
    const { autocomplete, details } = harness(google);
    const { suggestions } = await autocomplete({
      auth: auth(),
      data: { input: '1600 amph', sessionToken: TOKEN },
    });
    const chosen = suggestions[0]!;
    await expect(
      details({ auth: auth(), data: { placeId: chosen.placeId, sessionToken: TOKEN } }),
    ).resolves.toEqual({
      address: '1600 Amphitheatre Parkway',
      city: 'Mountain View',
      state: 'CA',
      zipCode: '94043',
      location: { lat: 37.4224857, lng: -122.0855846 },
    });
    const tokens = fake.requests.map((r) =>
      r.method === 'GET'
        ? r.query.get('sessionToken')
        : (r.body as { sessionToken: string }).sessionToken,
    );
    expect(tokens).toEqual([TOKEN, TOKEN]);
  });

  it('a place outside the US → invalid-argument', async () => {
    fake.place = () => ({ status: 200, body: detailsToronto });
    const error = await httpsFailure(
      harness(google).details({
        auth: auth(),
        data: { placeId: detailsToronto.id, sessionToken: TOKEN },
      }),
    );
    expect([error.code, error.message]).toEqual(['invalid-argument', PLACES_MESSAGES.notUs]);
  });

  it('Google’s 429 and 500 → unavailable; the key appears in no error or log', async () => {
    const { autocomplete, logs } = harness(google);
    const data = { input: '12 Oak', sessionToken: TOKEN };
    fake.autocomplete = () => ({ status: 429, body: errorQuota });
    expect((await httpsFailure(autocomplete({ auth: auth(), data }))).code).toBe('unavailable');
    fake.autocomplete = () => ({ status: 500, body: errorInternal });
    const error = await httpsFailure(autocomplete({ auth: auth(), data }));
    expect(error.code).toBe('unavailable');
    expect(JSON.stringify([error.toJSON(), logs])).not.toContain(FAKE_PLACES_KEY);
    expect(logs.map((l) => l.context?.['googleStatus'])).toEqual([
      'RESOURCE_EXHAUSTED',
      'INTERNAL',
    ]);
  });
});

describe('mapsConfig', () => {
  it('the browser key when configured, null otherwise; signed-in users of any role', async () => {
    const configured = callableShell(mapsConfigSpec, { browserKey: 'AIzaBrowserKey' });
    const missing = callableShell(mapsConfigSpec, { browserKey: null });
    await expect(configured({ auth: auth('contractor'), data: null })).resolves.toEqual({
      apiKey: 'AIzaBrowserKey',
    });
    await expect(missing({ auth: auth(), data: {} })).resolves.toEqual({ apiKey: null });
    await expect(missing({ auth: auth(), data: undefined })).resolves.toEqual({ apiKey: null });
    expect((await httpsFailure(configured({ data: null }))).code).toBe('unauthenticated');
    expect((await httpsFailure(configured({ auth: auth(), data: 'x' }))).code).toBe(
      'invalid-argument',
    );
  });
});
