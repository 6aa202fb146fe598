/**
 * What every tier-2 rules test starts from (docs/architecture.md §6): the demo project and
 * its bucket, ids unique per run (the tests share the emulators and never clear them), a
 * RulesTestEnvironment with this repo's firestore.rules (and storage.rules where a test
 * needs Storage) on the emulators the environment names, and seeding / removing documents
 * with the rules off.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll } from 'vitest';
import {
  assertFails,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  deleteDoc,
  doc,
  setDoc,
  updateDoc,
  type DocumentData,
  type Firestore,
} from 'firebase/firestore';

export const PROJECT_ID = 'demo-homeledger';
export const BUCKET = `gs://${PROJECT_ID}.appspot.com`;

// Storage tests run only with the Storage emulator, as the functions' tier-2 tests do.
export {
  STORAGE_EMULATOR_HOST,
  WITHOUT_STORAGE,
  describeWithStorage,
  itWithStorage,
} from '../../functions/src/kit/storage-emulator.test-support';

/** A suffix unique to this run, for every id a test seeds or creates. */
export const uniqueRun = (): string =>
  `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

function hostAndPort(variable: string, fallback: string): { host: string; port: number } {
  const [fallbackHost, fallbackPort] = fallback.split(':');
  const [host, port] = (process.env[variable] ?? fallback).split(':');
  return { host: host || fallbackHost!, port: Number(port) || Number(fallbackPort) };
}

/** The rules test environment on the running emulators: Firestore, and Storage if asked. */
export function rulesTestEnvironment({ storage = false } = {}): Promise<RulesTestEnvironment> {
  return initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync('firestore.rules', 'utf8'),
      ...hostAndPort('FIRESTORE_EMULATOR_HOST', '127.0.0.1:8080'),
    },
    ...(storage && {
      storage: {
        rules: readFileSync('storage.rules', 'utf8'),
        ...hostAndPort('FIREBASE_STORAGE_EMULATOR_HOST', '127.0.0.1:9199'),
      },
    }),
  });
}

/** Writes `seed` (document path → data) with the rules off. */
export async function seedDocuments(
  testEnv: RulesTestEnvironment,
  seed: Record<string, DocumentData>,
): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(Object.entries(seed).map(([path, data]) => setDoc(doc(db, path), data)));
  });
}

/** Deletes the documents at `paths` with the rules off (a missing one is no error). */
export async function removeDocuments(
  testEnv: RulesTestEnvironment,
  paths: readonly string[],
): Promise<void> {
  await testEnv.withSecurityRulesDisabled(async (context) => {
    const db = context.firestore() as unknown as Firestore;
    await Promise.all(paths.map((path) => deleteDoc(doc(db, path))));
  });
}

/**
 * As the caller `db` signs in as, every client write is refused: creating `create.path`
 * with `create.data`, updating `target` with `update`, and deleting `target`.
 */
export async function expectNoClientWrites(
  db: Firestore,
  {
    create,
    target,
    update,
  }: { create: { path: string; data: DocumentData }; target: string; update: DocumentData },
): Promise<void> {
  await assertFails(setDoc(doc(db, create.path), create.data));
  await assertFails(updateDoc(doc(db, target), update));
  await assertFails(deleteDoc(doc(db, target)));
}

/** A caller's auth: uid and token claims; null for a signed-out caller. */
export type AuthOf<Who extends string> = (
  who: Who,
) => { uid: string; token: Record<string, unknown> } | null;

/**
 * Registers a file's Firestore rules world: before all, the environment with `seed` written
 * (the emulator must be named: tier 2 never falls back to a default host); after all, the
 * seed and the `created` paths removed. Returns each caller's client Firestore, made once.
 */
export function seededRulesCallers<Who extends string>({
  seed,
  created = [],
  authOf,
}: {
  seed: Record<string, DocumentData>;
  /** Paths the tests may create: deleted after the run, like the seed. */
  created?: readonly string[];
  authOf: AuthOf<Who>;
}): (who: Who) => Firestore {
  let testEnv: RulesTestEnvironment;
  const dbs = new Map<Who, Firestore>();

  beforeAll(async () => {
    if (!process.env['FIRESTORE_EMULATOR_HOST'])
      throw new Error(
        'FIRESTORE_EMULATOR_HOST is not set: tier-2 tests run only against the emulators.',
      );
    testEnv = await rulesTestEnvironment();
    await seedDocuments(testEnv, seed);
  });

  afterAll(async () => {
    if (!testEnv) return;
    await removeDocuments(testEnv, [...Object.keys(seed), ...created]);
    await testEnv.cleanup();
  });

  // rules-unit-testing's Firestore works with the modular API.
  return (who) => {
    const cached = dbs.get(who);
    if (cached) return cached;
    const auth = authOf(who);
    const context = auth
      ? testEnv.authenticatedContext(auth.uid, auth.token)
      : testEnv.unauthenticatedContext();
    const db = context.firestore() as unknown as Firestore;
    dbs.set(who, db);
    return db;
  };
}
