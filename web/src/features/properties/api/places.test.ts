// @vitest-environment node
/**
 * The places wrappers through the real Functions SDK, against a local server
 * speaking the callable protocol (as the Functions emulator does): what reaches
 * the server, and how each kind of failure becomes the spec's suggestion copy.
 */
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { deleteApp, initializeApp, type FirebaseApp } from 'firebase/app';
import { getFunctions, httpsCallableFromURL } from 'firebase/functions';
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import {
  SUGGESTION_MESSAGES,
  SuggestionsError,
  fetchPlaceDetails,
  fetchSuggestions,
  toSuggestionsError,
} from './places';

interface Reply {
  status: number;
  body: unknown;
}
let reply: (name: string, data: unknown) => Reply | 'drop' = () => ({
  status: 200,
  body: { result: null },
});
const received: { name: string; data: unknown }[] = [];

let server: Server;
let baseUrl = '';
let app: FirebaseApp;

vi.mock('@/lib/firebase/functions', () => ({
  callFunction: async (name: string, data: unknown, options?: { timeout?: number }) => {
    expect(options?.timeout).toBeGreaterThan(0);
    const callable = httpsCallableFromURL(getFunctions(app), `${baseUrl}/${name}`, {
      timeout: 2_000,
    });
    return (await callable(data)).data;
  },
}));

beforeAll(async () => {
  app = initializeApp({ projectId: 'demo-places-test', apiKey: 'demo' }, 'places-test');
  server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const name = (req.url ?? '').slice(1);
      const { data } = JSON.parse(Buffer.concat(chunks).toString('utf8')) as { data: unknown };
      received.push({ name, data });
      const answer = reply(name, data);
      if (answer === 'drop') {
        req.socket.destroy();
        return;
      }
      res.writeHead(answer.status, { 'content-type': 'application/json' });
      res.end(JSON.stringify(answer.body));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  baseUrl = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterEach(() => {
  received.length = 0;
});
afterAll(async () => {
  await new Promise<void>((resolve) => server.close(() => resolve()));
  await deleteApp(app);
});

const TOKEN = '3f0e2c9a-8d7b-4c1e-9a55-0b6f3e7d2a10';
const httpsError = (status: number, code: string, message: string, details?: unknown): Reply => ({
  status,
  body: { error: { status: code, message, ...(details === undefined ? {} : { details }) } },
});

async function failure(promise: Promise<unknown>): Promise<SuggestionsError> {
  const error = await promise.then(
    () => new Error('expected a failure'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(SuggestionsError);
  return error as SuggestionsError;
}

/** The kind and message fetchSuggestions fails with when the callable answers `answer`. */
async function suggestionsFailure(answer: Reply): Promise<[string, string]> {
  reply = () => answer;
  const error = await failure(fetchSuggestions('12 Oak', TOKEN));
  return [error.kind, error.message];
}

/** The message fetchPlaceDetails fails with when the callable answers `answer`. */
async function placeDetailsFailure(answer: Reply): Promise<string> {
  reply = () => answer;
  return (await failure(fetchPlaceDetails('p1', TOKEN))).message;
}

describe('successful calls', () => {
  it('fetchSuggestions sends input and session token to placesAutocomplete', async () => {
    const suggestions = [{ placeId: 'p1', text: '12 Oak Lane, Springfield, IL, USA' }];
    reply = () => ({ status: 200, body: { result: { suggestions } } });
    await expect(fetchSuggestions('12 Oak', TOKEN)).resolves.toEqual(suggestions);
    expect(received).toEqual([
      { name: 'placesAutocomplete', data: { input: '12 Oak', sessionToken: TOKEN } },
    ]);
  });

  it('fetchPlaceDetails sends the place id and the same token to placesDetails', async () => {
    const address = {
      address: '12 Oak Lane',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      location: { lat: 39.78, lng: -89.65 },
    };
    reply = () => ({ status: 200, body: { result: address } });
    await expect(fetchPlaceDetails('p1', TOKEN)).resolves.toEqual(address);
    expect(received).toEqual([
      { name: 'placesDetails', data: { placeId: 'p1', sessionToken: TOKEN } },
    ]);
  });
});

describe('failures → the spec’s suggestion copy', () => {
  it('no key configured → "Error loading suggestions: …", kind not-configured', async () => {
    expect(
      await suggestionsFailure(
        httpsError(
          400,
          'FAILED_PRECONDITION',
          'Address suggestions are not set up. Enter the address manually.',
          { reason: 'not-configured' },
        ),
      ),
    ).toEqual([
      'not-configured',
      'Error loading suggestions: Address suggestions are not set up. Enter the address manually.',
    ]);
  });

  it('our own refusals (rate limit, sign-in) → "Error loading suggestions: …", kind server', async () => {
    expect(
      await suggestionsFailure(
        httpsError(429, 'RESOURCE_EXHAUSTED', 'Too many address lookups. Please wait a minute.', {
          reason: 'rate-limited',
        }),
      ),
    ).toEqual([
      'server',
      'Error loading suggestions: Too many address lookups. Please wait a minute.',
    ]);
    expect(
      await placeDetailsFailure(
        httpsError(401, 'UNAUTHENTICATED', 'You must be logged in to look up addresses.'),
      ),
    ).toBe('Error loading suggestions: You must be logged in to look up addresses.');
  });

  it('Google failed (source places-api) → "API Error: …", kind api', async () => {
    expect(
      await suggestionsFailure(
        httpsError(503, 'UNAVAILABLE', 'The address service is not responding.', {
          source: 'places-api',
        }),
      ),
    ).toEqual(['api', 'API Error: The address service is not responding.']);
    expect(
      await placeDetailsFailure(
        httpsError(500, 'INTERNAL', 'The address service refused the request.', {
          source: 'places-api',
        }),
      ),
    ).toBe('API Error: The address service refused the request.');
  });

  it('the connection drops, or nobody listens → "No response from server"', async () => {
    reply = () => 'drop';
    const dropped = await failure(fetchSuggestions('12 Oak', TOKEN));
    expect([dropped.kind, dropped.message]).toEqual(['no-response', 'No response from server']);

    const saved = baseUrl;
    baseUrl = 'http://127.0.0.1:1';
    try {
      expect((await failure(fetchSuggestions('12 Oak', TOKEN))).message).toBe(
        SUGGESTION_MESSAGES.noResponse,
      );
    } finally {
      baseUrl = saved;
    }
  });

  it('a bare 5xx without a body (a proxy, a crashed instance) → "No response from server"', async () => {
    reply = () => ({ status: 503, body: 'Service Unavailable' });
    expect((await failure(fetchSuggestions('12 Oak', TOKEN))).kind).toBe('no-response');
  });
});

describe('toSuggestionsError', () => {
  it('non-Functions errors → no response; a SuggestionsError is kept', () => {
    expect(toSuggestionsError(new TypeError('Failed to fetch')).message).toBe(
      'No response from server',
    );
    expect(toSuggestionsError(undefined).kind).toBe('no-response');
    const kept = new SuggestionsError('api', 'API Error: x');
    expect(toSuggestionsError(kept)).toBe(kept);
  });

  it('a server error without a message of its own gets a short fallback detail', () => {
    expect(
      toSuggestionsError({
        code: 'functions/resource-exhausted',
        message: 'resource-exhausted [429]',
      }).message,
    ).toBe('Error loading suggestions: Please try again.');
    expect(
      toSuggestionsError({
        code: 'functions/unavailable',
        message: 'unavailable [503]',
        details: { source: 'places-api' },
      }).message,
    ).toBe('API Error: Please try again.');
  });
});
