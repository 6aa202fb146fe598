/**
 * Tier 2 (docs/architecture.md §6): the real registerAccount shell and Admin SDK
 * wiring against the Auth and Firestore emulators. Run by `npm test` inside an
 * emulator suite (vitest project `tier2`), which sets FIREBASE_AUTH_EMULATOR_HOST
 * and FIRESTORE_EMULATOR_HOST. Uses unique emails and never clears the
 * emulators, so it can run beside the rules tests.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getAuth, type Auth } from 'firebase-admin/auth';
import { getFirestore, Timestamp, type Firestore } from 'firebase-admin/firestore';
import { PROFILES_COLLECTION, REGISTRATION_MESSAGES } from '@homeledger/domain';
import { createAdminRegisterDeps } from './register-account.admin';
import { callableShell } from '../kit/callable';
import { registerAccountSpec } from './register-account';
import type { RegisterAccountDeps } from './register-account.shell';
import { httpsFailure } from '../kit/test-support';

const PROJECT_ID = 'demo-homeledger';

let app: App;
let auth: Auth;
let db: Firestore;
const createdUids: string[] = [];
const logged: unknown[] = [];

function uniqueEmail(label: string): string {
  return `${label}-${Date.now()}-${Math.random().toString(36).slice(2, 8)}@example.com`;
}

function deps(override: Partial<RegisterAccountDeps<unknown>> = {}): RegisterAccountDeps<unknown> {
  const real = createAdminRegisterDeps(auth, db, {
    error: (...args: unknown[]) => void logged.push(args),
  });
  return { ...real, ...override } as RegisterAccountDeps<unknown>;
}

async function register(data: unknown, override?: Partial<RegisterAccountDeps<unknown>>) {
  const result = await callableShell(registerAccountSpec, deps(override))({ data });
  createdUids.push(result.uid);
  return result;
}

const failure = httpsFailure;

async function userExists(email: string): Promise<boolean> {
  try {
    await auth.getUserByEmail(email);
    return true;
  } catch (error) {
    if ((error as { code?: string }).code === 'auth/user-not-found') return false;
    throw error;
  }
}

beforeAll(() => {
  for (const name of ['FIREBASE_AUTH_EMULATOR_HOST', 'FIRESTORE_EMULATOR_HOST']) {
    if (!process.env[name]) {
      throw new Error(
        `${name} is not set: tier-2 tests run only against the emulators (npm test starts them).`,
      );
    }
  }
  app = initializeApp({ projectId: PROJECT_ID }, `register-account-tier2-${Date.now()}`);
  auth = getAuth(app);
  db = getFirestore(app);
});

afterAll(async () => {
  if (!app) return;
  await Promise.allSettled(
    createdUids.flatMap((uid) => [
      auth.deleteUser(uid),
      db.collection(PROFILES_COLLECTION).doc(uid).delete(),
    ]),
  );
  await deleteApp(app);
});

describe('registerAccount shell against the Auth and Firestore emulators', () => {
  it('creates a contractor: Auth user with display name, role claim, and profile', async () => {
    const email = uniqueEmail('contractor');
    const { uid, role } = await register({
      name: '  Bob Builder ',
      email: ` ${email} `,
      password: 'canwefixit',
      role: 'contractor',
      businessName: 'Builder & Co',
      phoneNumber: '(555) 010-4663',
      website: 'https://builder.example.com',
    });
    expect(role).toBe('contractor');

    const user = await auth.getUser(uid);
    expect(user.email).toBe(email);
    expect(user.displayName).toBe('Bob Builder');
    expect(user.customClaims).toEqual({ role: 'contractor' });

    const snapshot = await db.collection(PROFILES_COLLECTION).doc(uid).get();
    const { createdAt, ...profile } = snapshot.data() ?? {};
    expect(profile).toEqual({
      name: 'Bob Builder',
      email,
      role: 'contractor',
      businessName: 'Builder & Co',
      phoneNumber: '(555) 010-4663',
      website: 'https://builder.example.com',
    });
    expect(createdAt).toBeInstanceOf(Timestamp);
  });

  it('creates a homeowner without business fields, and a realtor without an empty website', async () => {
    const homeowner = await register({
      name: 'Ada Lovelace',
      email: uniqueEmail('homeowner'),
      password: 'correct horse',
      role: 'homeowner',
      businessName: 'ignored',
    });
    const homeownerProfile = (
      await db.collection(PROFILES_COLLECTION).doc(homeowner.uid).get()
    ).data();
    expect(Object.keys(homeownerProfile ?? {}).sort()).toEqual([
      'createdAt',
      'email',
      'name',
      'role',
    ]);

    const realtor = await register({
      name: 'Rita Realtor',
      email: uniqueEmail('realtor'),
      password: 'password123',
      role: 'realtor',
      businessName: 'Homes Inc',
      phoneNumber: '5550104663',
      website: '',
    });
    const realtorProfile = (await db.collection(PROFILES_COLLECTION).doc(realtor.uid).get()).data();
    expect(realtorProfile).not.toHaveProperty('website');
    expect((await auth.getUser(realtor.uid)).customClaims).toEqual({ role: 'realtor' });
  });

  it('answers an already-registered email the same way whatever its role (#33)', async () => {
    const email = uniqueEmail('taken');
    await register({ name: 'First', email, password: 'password123', role: 'homeowner' });

    const same = await failure(
      register({ name: 'Again', email, password: 'password123', role: 'homeowner' }),
    );
    expect([same.code, same.message, same.details]).toEqual([
      'already-exists',
      REGISTRATION_MESSAGES.emailRegistered,
      { banner: 'error' },
    ]);

    const other = await failure(
      register({
        name: 'Again',
        email,
        password: 'password123',
        role: 'realtor',
        businessName: 'Homes Inc',
        phoneNumber: '5550104663',
      }),
    );
    expect([other.code, other.message, other.details]).toEqual([
      'already-exists',
      REGISTRATION_MESSAGES.emailRegistered,
      { banner: 'error' },
    ]);
  });

  it('maps the real auth/email-already-exists from createUser (lost race)', async () => {
    const email = uniqueEmail('race');
    const winner = await auth.createUser({ email, password: 'password123' });
    createdUids.push(winner.uid);
    await auth.setCustomUserClaims(winner.uid, { role: 'contractor' });

    let lookups = 0;
    const realLookup = deps().getUserByEmail;
    const error = await failure(
      register(
        { name: 'Late', email, password: 'password123', role: 'homeowner' },
        {
          // The first lookup "happens before" the winner registered.
          getUserByEmail: async (e) => {
            lookups += 1;
            if (lookups === 1)
              throw Object.assign(new Error('not yet'), { code: 'auth/user-not-found' });
            return realLookup(e);
          },
        },
      ),
    );
    // #33: the same answer as any taken email, whatever the winner's role; no second lookup.
    expect([error.code, error.message, error.details]).toEqual([
      'already-exists',
      REGISTRATION_MESSAGES.emailRegistered,
      { banner: 'error' },
    ]);
    expect(lookups).toBe(1);
    expect((await auth.getUser(winner.uid)).customClaims).toEqual({ role: 'contractor' });
  });

  it('rolls back: when the profile write fails, no Auth user and no profile remain', async () => {
    const email = uniqueEmail('rollback');
    let uidSeen: string | undefined;
    const error = await failure(
      register(
        { name: 'Rolled Back', email, password: 'password123', role: 'homeowner' },
        {
          writeProfile: async (uid) => {
            uidSeen = uid;
            throw new Error('simulated Firestore outage');
          },
        },
      ),
    );
    expect([error.code, error.message]).toEqual(['internal', REGISTRATION_MESSAGES.generic]);
    expect(uidSeen).toBeDefined();
    expect(await userExists(email)).toBe(false);
    expect(
      (
        await db
          .collection(PROFILES_COLLECTION)
          .doc(uidSeen as string)
          .get()
      ).exists,
    ).toBe(false);
  });

  it('rolls back: when setting the claim fails, the Auth user is deleted', async () => {
    const email = uniqueEmail('rollback-claims');
    const error = await failure(
      register(
        { name: 'Rolled Back', email, password: 'password123', role: 'homeowner' },
        {
          setCustomUserClaims: async () => {
            throw new Error('simulated claims failure');
          },
        },
      ),
    );
    expect(error.code).toBe('internal');
    expect(await userExists(email)).toBe(false);
  });

  it('invalid input creates nothing', async () => {
    const email = uniqueEmail('invalid');
    const error = await failure(
      register({ name: 'A', email, password: 'password123', role: 'homeowner' }),
    );
    expect([error.code, error.details]).toEqual([
      'invalid-argument',
      { banner: 'error', field: 'name' },
    ]);
    expect(await userExists(email)).toBe(false);
  });
});
