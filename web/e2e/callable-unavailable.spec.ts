// Without the Firestore emulator (tier 1 machines), a callable that
// needs Firestore must fail fast with a clear 'unavailable' — not hang for a
// minute trying to reach production Firestore — and must not leave a
// half-created account behind. Talks to the Functions emulator's callable HTTP
// endpoint directly (the protocol the web SDK uses).
import { AUTH_EMULATOR, PROJECT_ID, expect, test, uniqueEmail } from './fixtures';

const FUNCTIONS = process.env.HOMELEDGER_FUNCTIONS_EMULATOR ?? 'http://127.0.0.1:5001';
const HUB = process.env.HOMELEDGER_EMULATOR_HUB ?? 'http://127.0.0.1:4400';
const REQUEST_TIMEOUT_MS = 5_000;
// functions/src/kit/emulators.ts FIRESTORE_UNAVAILABLE_MESSAGE (the spec cannot import functions code).
const UNAVAILABLE_MESSAGE =
  "The Firestore emulator is not running, so your data can't be saved here. See README → Test tiers.";

interface CallableResponse {
  status: number;
  body: { result?: unknown; error?: { status: string; message: string; details?: unknown } };
}

async function callCallable(name: string, data: unknown): Promise<CallableResponse> {
  const res = await fetch(`${FUNCTIONS}/${PROJECT_ID}/us-central1/${name}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ data }),
    signal: AbortSignal.timeout(REQUEST_TIMEOUT_MS),
  });
  return { status: res.status, body: (await res.json()) as CallableResponse['body'] };
}

async function authUserExists(email: string): Promise<boolean> {
  const res = await fetch(
    `${AUTH_EMULATOR}/identitytoolkit.googleapis.com/v1/projects/${PROJECT_ID}/accounts:lookup`,
    {
      method: 'POST',
      // The Auth emulator treats "Bearer owner" as an admin credential.
      headers: { 'content-type': 'application/json', authorization: 'Bearer owner' },
      body: JSON.stringify({ email: [email] }),
    },
  );
  expect(res.ok).toBe(true);
  const body = (await res.json()) as { users?: unknown[] };
  return (body.users ?? []).length > 0;
}

async function firestoreEmulatorRunning(): Promise<boolean> {
  const res = await fetch(`${HUB}/emulators`).catch(() => null);
  if (!res?.ok) return false;
  return 'firestore' in ((await res.json()) as Record<string, unknown>);
}

/**
 * The Functions emulator loads a function's code on its first request (several
 * seconds, and "does not exist" until loading is done). Warm registerAccount up
 * with a payload it refuses before touching anything, so the timed call below
 * measures the callable, not the cold start.
 */
async function warmUp(name: string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    const res = await fetch(`${FUNCTIONS}/${PROJECT_ID}/us-central1/${name}`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ data: null }),
    }).catch(() => null);
    const body = res ? ((await res.json().catch(() => ({}))) as CallableResponse['body']) : {};
    if (body.error?.status === 'INVALID_ARGUMENT') return;
    if (Date.now() > deadline) throw new Error(`${name} did not load in the Functions emulator`);
    await new Promise((resolve) => setTimeout(resolve, 500));
  }
}

test.describe('callables without the Firestore emulator', () => {
  test.beforeEach(async () => {
    test.skip(
      await firestoreEmulatorRunning(),
      'The Firestore emulator is running here: the unavailable path cannot happen.',
    );
    test.setTimeout(90_000);
    await warmUp('registerAccount');
  });

  test('registerAccount with a fresh email → UNAVAILABLE at once, no Auth user created', async () => {
    const email = uniqueEmail('unavailable');
    const started = Date.now();
    const { status, body } = await callCallable('registerAccount', {
      name: 'Una Vailable',
      email,
      password: 'correct-horse-42',
      role: 'homeowner',
    });
    expect(Date.now() - started).toBeLessThan(REQUEST_TIMEOUT_MS);
    expect(status).toBe(503);
    expect(body.error).toEqual({
      status: 'UNAVAILABLE',
      message: UNAVAILABLE_MESSAGE,
      details: { banner: 'error' },
    });
    expect(await authUserExists(email)).toBe(false);
  });

  test('a taken email still gets its ALREADY_EXISTS answer (decided before the database is needed)', async ({
    authEmulator,
  }) => {
    const email = uniqueEmail('taken');
    await authEmulator.createUser({ email, password: 'correct-horse-42', role: 'realtor' });
    const { status, body } = await callCallable('registerAccount', {
      name: 'Tak En',
      email,
      password: 'correct-horse-42',
      role: 'homeowner',
    });
    expect(status).toBe(409);
    // The same answer whichever kind of account holds the email (#33).
    expect(body.error).toMatchObject({
      status: 'ALREADY_EXISTS',
      message: 'This email is already registered. Please try logging in instead.',
      details: { banner: 'error' },
    });
  });
});
