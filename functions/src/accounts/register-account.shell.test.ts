import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { ACCOUNT_MESSAGES as M, REGISTRATION_MESSAGES, type Role } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { registerAccountSpec } from './register-account';
import type { RegisterAccountDeps } from './register-account.shell';
import { FAKE_SERVER_TIME, memoryRegisterDeps, type FakeAuthUser } from './register-account.fakes';
import { httpsFailure } from '../kit/test-support';

const NOW = FAKE_SERVER_TIME;
const PASSWORD = 'canwefixit-secret';

const homeowner = {
  name: 'Ada Lovelace',
  email: 'ada@example.com',
  password: PASSWORD,
  role: 'homeowner',
};
const contractor = {
  name: 'Bob Builder',
  email: 'bob@example.com',
  password: PASSWORD,
  role: 'contractor',
  businessName: 'Builder & Co',
  phoneNumber: '(555) 010-4663',
  website: '',
};

function authError(code: string): Error {
  return Object.assign(new Error(`fake ${code}`), { code });
}

/** The in-memory Auth and profiles (register-account.fakes), each override still recorded. */
function fakes(
  setup: { users?: FakeAuthUser[]; override?: Partial<RegisterAccountDeps<string>> } = {},
) {
  const {
    deps: base,
    users,
    profiles,
    calls,
    logs,
  } = memoryRegisterDeps({
    users: setup.users,
    password: PASSWORD,
  });
  // Overrides still record the call, then run the override.
  const deps = { ...base };
  for (const [name, fn] of Object.entries(setup.override ?? {})) {
    (deps as Record<string, unknown>)[name] = (...args: unknown[]) => {
      const first = args[0];
      const label =
        typeof first === 'object' && first !== null && 'email' in first ? first.email : first;
      if (name !== 'now' && name !== 'logError')
        calls.push(`${name} ${String(label)} (overridden)`);
      return (fn as (...a: unknown[]) => unknown)(...args);
    };
  }
  // Through the kit, as deployed: the spec parses the payload once, then runs the shell.
  const call = callableShell(registerAccountSpec, deps, { error: () => undefined });
  return { deps, users, profiles, calls, logs, register: (data: unknown) => call({ data }) };
}

function expectInternal(error: HttpsError) {
  expect(error.code).toBe('internal');
  expect(error.message).toBe('There was a problem creating your account. Please try again.');
  expect(error.details).toEqual({ banner: 'error' });
}

describe('registerAccountShell: happy path', () => {
  it('homeowner: looks up, creates, claims, writes the profile — in that order', async () => {
    const f = fakes();
    await expect(f.register(homeowner)).resolves.toEqual({ uid: 'uid-1', role: 'homeowner' });
    expect(f.calls).toEqual([
      'getUserByEmail ada@example.com',
      'createUser ada@example.com Ada Lovelace',
      'setCustomUserClaims uid-1 homeowner',
      'writeProfile uid-1',
    ]);
    expect(f.profiles.get('uid-1')).toEqual({
      name: 'Ada Lovelace',
      email: 'ada@example.com',
      role: 'homeowner',
      createdAt: NOW,
    });
    expect(f.users.get('ada@example.com')?.customClaims).toEqual({ role: 'homeowner' });
    expect(f.logs).toEqual([]);
  });

  it('contractor: business fields in the profile, empty website omitted, trimmed input', async () => {
    const f = fakes();
    await expect(
      f.register({ ...contractor, email: '  bob@example.com ', businessName: ' Builder & Co ' }),
    ).resolves.toEqual({ uid: 'uid-1', role: 'contractor' });
    expect(f.calls[0]).toBe('getUserByEmail bob@example.com');
    expect(f.profiles.get('uid-1')).toEqual({
      name: 'Bob Builder',
      email: 'bob@example.com',
      role: 'contractor',
      businessName: 'Builder & Co',
      phoneNumber: '(555) 010-4663',
      createdAt: NOW,
    });
  });

  it('realtor with a website keeps it', async () => {
    const f = fakes();
    await f.register({ ...contractor, role: 'realtor', website: 'https://homes.example.com' });
    expect(f.profiles.get('uid-1')).toMatchObject({
      role: 'realtor',
      website: 'https://homes.example.com',
    });
  });
});

describe('registerAccountShell: invalid input', () => {
  it('invalid-argument with the first failing field, and touches nothing', async () => {
    const f = fakes();
    const error = await httpsFailure(
      f.register({ ...contractor, email: 'nope', phoneNumber: '1' }),
    );
    expect(error.code).toBe('invalid-argument');
    expect(error.message).toBe(M.email);
    expect(error.details).toEqual({ banner: 'error', field: 'email' });
    expect(f.calls).toEqual([]);
  });

  it('a non-object payload: invalid-argument without a field', async () => {
    const f = fakes();
    const error = await httpsFailure(f.register(undefined));
    expect(error.code).toBe('invalid-argument');
    expect(error.details).toEqual({ banner: 'error' });
    expect(f.calls).toEqual([]);
  });
});

describe('registerAccountShell: email already registered', () => {
  const existing = (role?: Role): FakeAuthUser => ({
    uid: 'old',
    email: 'bob@example.com',
    ...(role ? { customClaims: { role } } : {}),
  });

  it('same role → already-exists, error banner; nothing created', async () => {
    const f = fakes({ users: [existing('contractor')] });
    const error = await httpsFailure(f.register(contractor));
    expect(error.code).toBe('already-exists');
    expect(error.message).toBe(REGISTRATION_MESSAGES.emailRegistered);
    expect(error.details).toEqual({ banner: 'error' });
    expect(f.calls).toEqual(['getUserByEmail bob@example.com']);
  });

  it('another role, or none, gets the same answer: the role is not told (#33)', async () => {
    for (const holder of [existing('homeowner'), existing()]) {
      const f = fakes({ users: [holder] });
      const error = await httpsFailure(f.register(contractor));
      expect([error.code, error.message, error.details]).toEqual([
        'already-exists',
        REGISTRATION_MESSAGES.emailRegistered,
        { banner: 'error' },
      ]);
      expect(f.calls).toEqual(['getUserByEmail bob@example.com']);
    }
  });

  describe('race: createUser itself reports auth/email-already-exists', () => {
    function racing(winner: FakeAuthUser | null) {
      let lookups = 0;
      return fakes({
        override: {
          async getUserByEmail(email) {
            lookups += 1;
            if (lookups === 1 || !winner) throw authError('auth/user-not-found');
            return { ...winner, email };
          },
          async createUser() {
            throw authError('auth/email-already-exists');
          },
        },
      });
    }

    it('winner has the same role → error banner', async () => {
      const f = racing(existing('contractor'));
      const error = await httpsFailure(f.register(contractor));
      expect([error.code, error.message, error.details]).toEqual([
        'already-exists',
        REGISTRATION_MESSAGES.emailRegistered,
        { banner: 'error' },
      ]);
      expect(f.calls).toEqual([
        'getUserByEmail bob@example.com (overridden)',
        'createUser bob@example.com (overridden)',
      ]);
    });

    it('winner has another role → the same error banner', async () => {
      const f = racing(existing('realtor'));
      const error = await httpsFailure(f.register(contractor));
      expect([error.code, error.message, error.details]).toEqual([
        'already-exists',
        REGISTRATION_MESSAGES.emailRegistered,
        { banner: 'error' },
      ]);
    });

    it('nothing is rolled back (we created nothing)', async () => {
      const f = racing(existing('realtor'));
      await httpsFailure(f.register(contractor));
      expect(f.calls.some((call) => call.startsWith('delete'))).toBe(false);
    });
  });
});

describe('registerAccountShell: rollback (no half-created accounts)', () => {
  it('claims fail → the user is deleted again, no profile written, internal error', async () => {
    const boom = new Error('claims backend down');
    const f = fakes({
      override: {
        setCustomUserClaims: async () => {
          throw boom;
        },
      },
    });
    expectInternal(await httpsFailure(f.register(homeowner)));
    expect(f.calls).toEqual([
      'getUserByEmail ada@example.com',
      'createUser ada@example.com Ada Lovelace',
      'setCustomUserClaims uid-1 (overridden)',
      'deleteUser uid-1',
    ]);
    expect(f.users.size).toBe(0);
    expect(f.profiles.size).toBe(0);
    expect(f.logs.map((log) => log.context['error'])).toContain(boom);
  });

  it('profile write fails → profile and user are deleted again, internal error', async () => {
    const boom = new Error('DEADLINE_EXCEEDED');
    const f = fakes({
      override: {
        writeProfile: async () => {
          throw boom;
        },
      },
    });
    expectInternal(await httpsFailure(f.register(contractor)));
    expect(f.calls).toEqual([
      'getUserByEmail bob@example.com',
      'createUser bob@example.com Bob Builder',
      'setCustomUserClaims uid-1 contractor',
      'writeProfile uid-1 (overridden)',
      'deleteProfile uid-1',
      'deleteUser uid-1',
    ]);
    expect(f.users.size).toBe(0);
    expect(f.logs.map((log) => log.context['error'])).toContain(boom);
  });

  it('a failing undo step is logged and the other still runs; the caller still gets internal', async () => {
    const f = fakes({
      override: {
        writeProfile: async () => {
          throw new Error('write failed');
        },
        deleteProfile: async () => {
          throw new Error('delete profile failed');
        },
        deleteUser: async () => {
          throw new Error('delete user failed');
        },
      },
    });
    expectInternal(await httpsFailure(f.register(homeowner)));
    expect(f.calls.slice(-2)).toEqual([
      'deleteProfile uid-1 (overridden)',
      'deleteUser uid-1 (overridden)',
    ]);
    const messages = f.logs.map((log) => log.message);
    expect(messages.filter((m) => m.includes('ROLLBACK FAILED'))).toHaveLength(2);
  });
});

describe('registerAccountShell: unexpected errors', () => {
  it('createUser fails for another reason → internal, logged, nothing to undo', async () => {
    const boom = authError('auth/internal-error');
    const f = fakes({
      override: {
        createUser: async () => {
          throw boom;
        },
      },
    });
    expectInternal(await httpsFailure(f.register(homeowner)));
    expect(f.logs).toHaveLength(1);
    expect(f.logs[0]?.context['error']).toBe(boom);
    expect(f.calls.some((call) => call.startsWith('delete'))).toBe(false);
  });

  it('the email lookup fails → internal, nothing created', async () => {
    const f = fakes({
      override: {
        getUserByEmail: async () => {
          throw authError('auth/internal-error');
        },
      },
    });
    expectInternal(await httpsFailure(f.register(homeowner)));
    expect(f.calls).toEqual(['getUserByEmail ada@example.com (overridden)']);
    expect(f.logs).toHaveLength(1);
  });

  it('never logs the password', async () => {
    const f = fakes({
      override: {
        writeProfile: async () => {
          throw new Error('write failed');
        },
      },
    });
    await httpsFailure(f.register(homeowner));
    expect(f.logs.length).toBeGreaterThan(0);
    const logged = JSON.stringify(f.logs, (_key, value: unknown) =>
      value instanceof Error ? { message: value.message, stack: value.stack } : value,
    );
    expect(logged).not.toContain(PASSWORD);
  });
});
