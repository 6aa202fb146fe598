import { afterEach, describe, expect, it, vi } from 'vitest';
import type { SessionUser } from '../auth/session-user';

/**
 * A stand-in for Firebase Auth's user and token listeners that behaves as the SDK does
 * where it matters here: `reload()` updates `emailVerified` from "the server" and
 * notifies the token listeners with the same, older ID token; `getIdToken(true)` mints a
 * token from the server's current state and notifies them again.
 */
const fake = vi.hoisted(() => {
  type Listener = (user: unknown) => void;
  const listeners = new Set<Listener>();
  const notify = (user: unknown) => {
    for (const listener of [...listeners]) listener(user);
  };
  let uidCounter = 0;

  interface FakeAccount {
    /** What the Auth server knows. */
    server: { emailVerified: boolean; role: string };
    /** When set, the refreshed token keeps saying unverified (the server disagrees). */
    tokenStaysUnverified?: boolean;
    /** When set, refreshing fails (offline). */
    refreshFails?: boolean;
  }

  function makeUser(
    account: FakeAccount,
    { emailVerified, tokenVerified }: { emailVerified: boolean; tokenVerified: boolean },
  ) {
    uidCounter += 1;
    let claims: Record<string, unknown> = {
      role: account.server.role,
      email_verified: tokenVerified,
    };
    const user = {
      uid: `uid-${uidCounter}`,
      displayName: 'Nora Newcomer',
      email: 'nora@example.com',
      emailVerified,
      refreshes: 0,
      getIdTokenResult: vi.fn(async () => ({ claims })),
      getIdToken: vi.fn(async (force?: boolean) => {
        if (force) {
          user.refreshes += 1;
          // Let the caller (and any concurrent one) see the refresh as in flight.
          await Promise.resolve();
          if (account.refreshFails) throw new Error('auth/network-request-failed');
          claims = {
            role: account.server.role,
            email_verified: account.tokenStaysUnverified ? false : account.server.emailVerified,
          };
          notifyIfCurrent(user);
        }
        return 'token';
      }),
      reload: vi.fn(async () => {
        user.emailVerified = account.server.emailVerified;
        notifyIfCurrent(user);
      }),
    };
    return user;
  }

  const auth = { currentUser: null as unknown };
  // As Firebase Auth does: a user who is no longer signed in notifies nobody.
  function notifyIfCurrent(user: unknown) {
    if (auth.currentUser === user) notify(user);
  }
  function signOut() {
    auth.currentUser = null;
    notify(null);
  }
  return { listeners, makeUser, auth, signOut };
});

vi.mock('firebase/auth', () => ({
  onIdTokenChanged: (_auth: unknown, next: (user: unknown) => void) => {
    fake.listeners.add(next);
    next(fake.auth.currentUser);
    return () => fake.listeners.delete(next);
  },
  sendEmailVerification: vi.fn(),
  sendPasswordResetEmail: vi.fn(),
  signInWithEmailAndPassword: vi.fn(),
  signOut: vi.fn(),
}));
vi.mock('./auth', () => ({ firebaseAuth: () => fake.auth }));

const { reloadEmailVerification, tokenLagsVerification, watchSession } =
  await import('./auth-service');

/** Starts the watcher and collects what it reports. */
function watch() {
  const reports: (SessionUser | null)[] = [];
  const errors: Error[] = [];
  const stop = watchSession(
    (user) => reports.push(user),
    (error) => errors.push(error),
  );
  return { reports, errors, stop };
}

const flush = () => new Promise((resolve) => setTimeout(resolve, 0));

afterEach(() => {
  fake.listeners.clear();
  fake.auth.currentUser = null;
  vi.restoreAllMocks();
});

describe('tokenLagsVerification', () => {
  it('is true only for a verified account whose token does not say so', () => {
    expect(tokenLagsVerification({ emailVerified: true }, { email_verified: false })).toBe(true);
    expect(tokenLagsVerification({ emailVerified: true }, {})).toBe(true);
    expect(tokenLagsVerification({ emailVerified: true }, { email_verified: true })).toBe(false);
    expect(tokenLagsVerification({ emailVerified: false }, { email_verified: false })).toBe(false);
  });
});

describe('watchSession and a verified email', () => {
  it('renews a token minted before the email was verified, then reports the user verified', async () => {
    // App start after opening the link: Firebase Auth's start-up reload set emailVerified,
    // the stored token still says email_verified=false.
    const user = fake.makeUser(
      { server: { emailVerified: true, role: 'homeowner' } },
      { emailVerified: true, tokenVerified: false },
    );
    fake.auth.currentUser = user;
    const { reports, errors } = watch();
    await vi.waitFor(() => expect(reports.at(-1)?.emailVerified).toBe(true));
    await flush();

    expect(user.refreshes).toBe(1);
    expect(errors).toEqual([]);
    // The stale token was never reported as the session (role guards read the same report).
    expect(reports).toEqual([
      {
        id: user.uid,
        name: 'Nora Newcomer',
        email: 'nora@example.com',
        role: 'homeowner',
        emailVerified: true,
      },
    ]);
  });

  it('leaves an unverified account alone', async () => {
    const user = fake.makeUser(
      { server: { emailVerified: false, role: 'homeowner' } },
      { emailVerified: false, tokenVerified: false },
    );
    fake.auth.currentUser = user;
    const { reports } = watch();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    await flush();

    expect(user.refreshes).toBe(0);
    expect(reports[0]?.emailVerified).toBe(false);
  });

  it('does not refresh a token that already says verified', async () => {
    const user = fake.makeUser(
      { server: { emailVerified: true, role: 'realtor' } },
      { emailVerified: true, tokenVerified: true },
    );
    fake.auth.currentUser = user;
    const { reports } = watch();
    await vi.waitFor(() => expect(reports).toHaveLength(1));

    expect(user.refreshes).toBe(0);
    expect(reports[0]).toMatchObject({ role: 'realtor', emailVerified: true });
  });

  it('asks once when the renewed token still lags, and reports what the server sees', async () => {
    const user = fake.makeUser(
      { server: { emailVerified: true, role: 'homeowner' }, tokenStaysUnverified: true },
      { emailVerified: true, tokenVerified: false },
    );
    fake.auth.currentUser = user;
    const { reports } = watch();
    await vi.waitFor(() => expect(reports.length).toBeGreaterThan(0));
    await flush();
    await flush();

    expect(user.refreshes).toBe(1);
    expect(reports.every((r) => r?.emailVerified === false)).toBe(true);
  });

  it('keeps the session, unverified, when the token cannot be renewed (offline)', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const user = fake.makeUser(
      { server: { emailVerified: true, role: 'homeowner' }, refreshFails: true },
      { emailVerified: true, tokenVerified: false },
    );
    fake.auth.currentUser = user;
    const { reports, errors } = watch();
    await vi.waitFor(() => expect(reports).toHaveLength(1));

    expect(errors).toEqual([]);
    expect(reports[0]).toMatchObject({ id: user.uid, emailVerified: false });
    expect(error).toHaveBeenCalledWith(
      'Renewing the ID token after email verification failed',
      expect.any(Error),
    );
  });

  it('never reports a session read that finished after a sign-out', async () => {
    const user = fake.makeUser(
      { server: { emailVerified: true, role: 'homeowner' } },
      { emailVerified: true, tokenVerified: false },
    );
    fake.auth.currentUser = user;
    const { reports } = watch();
    // Signed out while the token refresh is still in flight.
    fake.signOut();
    await flush();
    await flush();

    expect(reports.at(-1)).toBeNull();
  });
});

describe('reloadEmailVerification (the banner\u2019s "I\u2019ve verified it")', () => {
  it('after the link was opened elsewhere: reloads, renews the token once and resolves true', async () => {
    const account = { server: { emailVerified: false, role: 'homeowner' } };
    const user = fake.makeUser(account, { emailVerified: false, tokenVerified: false });
    fake.auth.currentUser = user;
    const { reports } = watch();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.emailVerified).toBe(false);

    account.server.emailVerified = true; // the link was opened on another device
    await expect(reloadEmailVerification()).resolves.toBe(true);
    await vi.waitFor(() => expect(reports.at(-1)?.emailVerified).toBe(true));

    // The watcher (notified by the reload) and the check share one refresh.
    expect(user.refreshes).toBe(1);
  });

  it('renews the token even after the watcher has had its one try', async () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const account = {
      server: { emailVerified: true, role: 'homeowner' },
      refreshFails: true,
    };
    const user = fake.makeUser(account, { emailVerified: true, tokenVerified: false });
    fake.auth.currentUser = user;
    const { reports } = watch();
    await vi.waitFor(() => expect(reports).toHaveLength(1));
    expect(reports[0]?.emailVerified).toBe(false);
    expect(error).toHaveBeenCalled();

    account.refreshFails = false; // back online
    await expect(reloadEmailVerification()).resolves.toBe(true);
    await vi.waitFor(() => expect(reports.at(-1)?.emailVerified).toBe(true));
    expect(user.refreshes).toBe(2);
  });

  it('resolves false and renews nothing while the email is not verified', async () => {
    const user = fake.makeUser(
      { server: { emailVerified: false, role: 'homeowner' } },
      { emailVerified: false, tokenVerified: false },
    );
    fake.auth.currentUser = user;
    await expect(reloadEmailVerification()).resolves.toBe(false);
    expect(user.reload).toHaveBeenCalledTimes(1);
    expect(user.refreshes).toBe(0);
  });

  it('resolves false when nobody is signed in', async () => {
    await expect(reloadEmailVerification()).resolves.toBe(false);
  });
});
