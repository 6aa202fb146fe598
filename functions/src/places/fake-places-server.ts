/**
 * A local stand-in for the Places API (New) REST endpoints the client calls, for
 * tier-1 tests (never the internet). Listens on 127.0.0.1 on a random port.
 *
 * - POST /v1/places:autocomplete          → `autocomplete(body)`
 * - GET  /v1/places/{placeId}?sessionToken → `place(placeId, sessionToken)`
 *
 * Like Google it answers 403 PERMISSION_DENIED for a wrong `X-Goog-Api-Key` and
 * 400 for a missing `X-Goog-FieldMask`. A handler returns `{ status, body }` or
 * 'hang' (accept the request, never answer). Every request is recorded.
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { errorKeyInvalid } from './places-fixtures';
import type { PlacesEndpoint } from './google-places';

export interface FakeReply {
  status: number;
  body: unknown;
}
export type FakeAnswer = FakeReply | 'hang';

export interface RecordedRequest {
  method: string;
  path: string;
  query: URLSearchParams;
  headers: IncomingMessage['headers'];
  body: unknown;
}

export interface FakePlacesServer {
  endpoint: PlacesEndpoint;
  /** The key the server accepts. */
  validKey: string;
  autocomplete: (body: Record<string, unknown>) => FakeAnswer;
  place: (placeId: string, sessionToken: string | null) => FakeAnswer;
  requests: RecordedRequest[];
  close(): Promise<void>;
}

export const FAKE_PLACES_KEY = 'AIzaFakeKeyForTests_0123456789abcdefghij';

function send(res: ServerResponse, reply: FakeReply): void {
  res.statusCode = reply.status;
  res.setHeader('content-type', 'application/json; charset=UTF-8');
  res.end(JSON.stringify(reply.body));
}

const ok = (body: unknown): FakeReply => ({ status: 200, body });

export async function startFakePlacesServer(): Promise<FakePlacesServer> {
  const fake: Omit<FakePlacesServer, 'endpoint' | 'close'> = {
    validKey: FAKE_PLACES_KEY,
    autocomplete: () => ok({}),
    place: () => ({
      status: 404,
      body: { error: { code: 404, message: 'Not found.', status: 'NOT_FOUND' } },
    }),
    requests: [],
  };

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://127.0.0.1');
      const text = Buffer.concat(chunks).toString('utf8');
      const body = parseBody(text);
      fake.requests.push({
        method: req.method ?? '',
        path: url.pathname,
        query: url.searchParams,
        headers: req.headers,
        body,
      });

      if (req.headers['x-goog-api-key'] !== fake.validKey) return send(res, errorReply403());
      if (!req.headers['x-goog-fieldmask']) {
        return send(res, {
          status: 400,
          body: {
            error: {
              code: 400,
              message: 'FieldMask is a required parameter. See how to specify it.',
              status: 'INVALID_ARGUMENT',
            },
          },
        });
      }

      let answer: FakeAnswer;
      const placeMatch = /^\/v1\/places\/([^/:]+)$/.exec(url.pathname);
      if (req.method === 'POST' && url.pathname === '/v1/places:autocomplete') {
        answer = fake.autocomplete((body ?? {}) as Record<string, unknown>);
      } else if (req.method === 'GET' && placeMatch) {
        answer = fake.place(
          decodeURIComponent(placeMatch[1] ?? ''),
          url.searchParams.get('sessionToken'),
        );
      } else {
        answer = {
          status: 404,
          body: { error: { code: 404, message: 'Method not found.', status: 'NOT_FOUND' } },
        };
      }
      if (answer !== 'hang') send(res, answer);
    });
  });

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return Object.assign(fake, {
    endpoint: { host: '127.0.0.1', port, protocol: 'http' as const },
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  });
}

function errorReply403(): FakeReply {
  return { status: 403, body: errorKeyInvalid };
}

function parseBody(text: string): unknown {
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    return text;
  }
}
