/**
 * App Check on every callable (docs/security-model.md): a production configuration
 * (no FUNCTIONS_EMULATOR) must refuse a call without an App Check token before our
 * handler runs, for every callable the bundle exports; the Functions emulator, which
 * cannot verify App Check tokens, must not. Each exported callable is invoked through
 * firebase-functions' own HTTP handler with a request that has no App Check header.
 */
import { afterEach, describe, expect, it, vi } from 'vitest';

interface Answer {
  status: number;
  body: { error?: { status?: string; message?: string } } | undefined;
}

type HttpHandler = ((req: unknown, res: unknown) => unknown) & {
  __endpoint?: { callableTrigger?: unknown };
};

/** A bare express-like POST of `{ data: {} }` with no Authorization and no App Check header. */
function invoke(handler: HttpHandler): Promise<Answer> {
  return new Promise((resolve) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    const req = {
      method: 'POST',
      url: '/',
      originalUrl: '/',
      headers,
      body: { data: {} },
      header: (name: string) => headers[name.toLowerCase()],
      get: (name: string) => headers[name.toLowerCase()],
    };
    const sent: Record<string, unknown> = {};
    const res = {
      statusCode: 200,
      headersSent: false,
      setHeader: (name: string, value: unknown) => void (sent[name.toLowerCase()] = value),
      getHeader: (name: string) => sent[name.toLowerCase()],
      removeHeader: (name: string) => void delete sent[name.toLowerCase()],
      on: () => res,
      once: () => res,
      write: () => true,
      status(code: number) {
        res.statusCode = code;
        return res;
      },
      send(body: unknown) {
        resolve({ status: res.statusCode, body: body as Answer['body'] });
        return res;
      },
      json(body: unknown) {
        return res.send(body);
      },
      end(body?: unknown) {
        return res.send(body);
      },
    };
    void handler(req, res);
  });
}

async function callables(emulator: boolean): Promise<[string, HttpHandler][]> {
  vi.resetModules();
  if (emulator) process.env['FUNCTIONS_EMULATOR'] = 'true';
  else delete process.env['FUNCTIONS_EMULATOR'];
  // As firebase-tools sets it when it loads the bundle (the Storage trigger needs the bucket).
  process.env['FIREBASE_CONFIG'] ??= JSON.stringify({
    projectId: 'demo-homeledger',
    storageBucket: 'demo-homeledger.appspot.com',
  });
  const exported = (await import('./index')) as Record<string, unknown>;
  return Object.entries(exported).filter(
    (entry): entry is [string, HttpHandler] =>
      typeof entry[1] === 'function' &&
      (entry[1] as HttpHandler).__endpoint?.callableTrigger !== undefined,
  );
}

const saved = {
  FUNCTIONS_EMULATOR: process.env['FUNCTIONS_EMULATOR'],
  FIREBASE_CONFIG: process.env['FIREBASE_CONFIG'],
};
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
  vi.resetModules();
});

describe('App Check', () => {
  it('is enforced on every exported callable in a production configuration', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const all = await callables(false);
    // Every callable there is: a missing one would hide here.
    expect(all.length).toBeGreaterThanOrEqual(25);
    for (const [name, handler] of all) {
      const answer = await invoke(handler);
      expect(
        { name, status: answer.status, error: answer.body?.error },
        `${name} answered without an App Check token`,
      ).toEqual({
        name,
        status: 401,
        // firebase-functions' own refusal: our handler (whose messages differ) never ran.
        error: { status: 'UNAUTHENTICATED', message: 'Unauthenticated' },
      });
    }
  });

  it('is off in the Functions emulator, which cannot verify App Check tokens', async () => {
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    for (const [name, handler] of await callables(true)) {
      const answer = await invoke(handler);
      expect(answer.body?.error?.message, name).not.toBe('Unauthenticated');
    }
  });
});
