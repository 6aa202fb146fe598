/** registerAccount through the kit's shell (what the deployed callable runs), with in-memory deps. */
import { describe, expect, it } from 'vitest';
import { ACCOUNT_MESSAGES as M, REGISTRATION_MESSAGES } from '@homeledger/domain';
import { callableShell, Rejection } from '../kit/callable';
import { FIRESTORE_UNAVAILABLE_MESSAGE, assertFirestoreReachable } from '../kit/emulators';
import { registerAccountSpec } from './register-account';
import { memoryRegisterDeps, type FakeAuthUser } from './register-account.fakes';
import {
  CONTRACTOR_FORM as contractor,
  HOMEOWNER_FORM as homeowner,
  REALTOR_FORM as realtor,
} from './register-account.test-support';
import { httpsFailure } from '../kit/test-support';

function shell(setup: Parameters<typeof memoryRegisterDeps>[0] = {}) {
  const fake = memoryRegisterDeps(setup);
  const logged: unknown[] = [];
  const call = callableShell(registerAccountSpec, fake.deps, {
    error: (...args: unknown[]) => void logged.push(args),
  });
  return { ...fake, logged, register: (data: unknown) => call({ data }) };
}

const unavailable = () =>
  assertFirestoreReachable({ FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: undefined });

describe('registerAccount: the kit parses the form once, the first failing field wins', () => {
  it.each([
    [{ ...homeowner, name: 'A' }, 'name', M.name],
    [{ ...homeowner, email: 'nope' }, 'email', M.email],
    [{ ...homeowner, password: 'short' }, 'password', M.registerPassword],
    [{ ...homeowner, role: 'admin' }, 'role', M.role],
    [{ ...contractor, businessName: '' }, 'businessName', M.businessName],
    [{ ...contractor, phoneNumber: '555' }, 'phoneNumber', M.phoneNumber],
    [{ ...realtor, website: 'www.example' }, 'website', M.website],
    [
      { ...realtor, businessName: undefined, phoneNumber: undefined },
      'businessName',
      M.businessName,
    ],
    [{ name: '', email: '', password: '', role: 'x', website: 'y' }, 'name', M.name],
    [{ ...contractor, email: 'x', phoneNumber: '1' }, 'email', M.email],
    [{ ...contractor, phoneNumber: '1', website: 'x' }, 'phoneNumber', M.phoneNumber],
  ])('%j → invalid-argument at %s, nothing called', async (input, field, message) => {
    const f = shell();
    const error = await httpsFailure(f.register(input));
    expect([error.code, error.message, error.details]).toEqual([
      'invalid-argument',
      message,
      { banner: 'error', field },
    ]);
    expect(f.calls).toEqual([]);
  });

  it('invalid input wins over a conflicting account (nothing to compare roles with)', async () => {
    const f = shell({
      users: [{ uid: 'uid-0', email: homeowner.email, customClaims: { role: 'homeowner' } }],
    });
    const error = await httpsFailure(f.register({ ...homeowner, password: 'x' }));
    expect(error.code).toBe('invalid-argument');
  });
});

describe('registerAccount (kit spec)', () => {
  it('is public: a guest registers; the result is the uid and role', async () => {
    const f = shell();
    await expect(f.register(homeowner)).resolves.toEqual({ uid: 'uid-1', role: 'homeowner' });
    expect(f.writes()).toBe(3);
    expect(f.profiles.get('uid-1')).toMatchObject({ email: 'ada@example.com' });
  });

  it('invalid input: invalid-argument, first field in form order, banner details; nothing called', async () => {
    const f = shell();
    const error = await httpsFailure(f.register({ ...homeowner, name: 'A', password: 'x' }));
    expect([error.code, error.message, error.details]).toEqual([
      'invalid-argument',
      M.name,
      { banner: 'error', field: 'name' },
    ]);
    const notObject = await httpsFailure(f.register('nope'));
    expect([notObject.code, notObject.message, notObject.details]).toEqual([
      'invalid-argument',
      M.form,
      { banner: 'error' },
    ]);
    expect(f.calls).toEqual([]);
  });

  it('unexpected failures: internal with the registration wording and banner', async () => {
    const f = shell();
    f.deps.getUserByEmail = async () => {
      throw Object.assign(new Error('backend'), { code: 'auth/internal-error' });
    };
    const error = await httpsFailure(f.register(homeowner));
    expect([error.code, error.message, error.details]).toEqual([
      'internal',
      REGISTRATION_MESSAGES.generic,
      { banner: 'error' },
    ]);
  });
});

describe('registerAccount without Firestore', () => {
  it('a fresh email: unavailable with the README message after the lookup, before any Auth user', async () => {
    const f = shell({ checkWritable: unavailable });
    const error = await httpsFailure(f.register(homeowner));
    expect([error.code, error.message, error.details]).toEqual([
      'unavailable',
      FIRESTORE_UNAVAILABLE_MESSAGE,
      { banner: 'error' },
    ]);
    expect(f.calls).toEqual(['getUserByEmail ada@example.com']);
    expect(f.writes()).toBe(0);
    expect(f.users.size).toBe(0);
  });

  it.each([
    ['homeowner', REGISTRATION_MESSAGES.emailRegistered, 'error'],
    ['realtor', REGISTRATION_MESSAGES.emailRegistered, 'error'],
  ])(
    'a taken email still gets its banner (no database needed): existing %s',
    async (role, message, banner) => {
      const existing: FakeAuthUser = {
        uid: 'old',
        email: 'ada@example.com',
        customClaims: { role },
      };
      const f = shell({ users: [existing], checkWritable: unavailable });
      const error = await httpsFailure(f.register(homeowner));
      expect([error.code, error.message, error.details]).toEqual([
        'already-exists',
        message,
        { banner },
      ]);
    },
  );

  it('invalid input is still invalid-argument (checked before anything else)', async () => {
    const f = shell({ checkWritable: unavailable });
    expect((await httpsFailure(f.register({ ...homeowner, email: 'x' }))).code).toBe(
      'invalid-argument',
    );
  });

  it('a guard that fails unexpectedly → internal, logged, nothing created', async () => {
    const boom = new Error('env unreadable');
    const f = shell({
      checkWritable: () => {
        throw boom;
      },
    });
    expect((await httpsFailure(f.register(homeowner))).code).toBe('internal');
    expect(f.writes()).toBe(0);
    expect(f.logs.map((log) => log.context['error'])).toContain(boom);
  });

  it('a passing guard changes nothing', async () => {
    const f = shell({
      checkWritable: () =>
        assertFirestoreReachable({ FUNCTIONS_EMULATOR: 'true', FIRESTORE_EMULATOR_HOST: 'x:1' }),
    });
    await expect(f.register(homeowner)).resolves.toMatchObject({ role: 'homeowner' });
  });

  it('the guard throws the kit Rejection', () => {
    expect(unavailable).toThrow(Rejection);
  });
});
