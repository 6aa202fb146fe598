/** Test-only helpers shared by the callables' tests (tier 1 and tier 2); not bundled. */
import { afterAll, beforeAll, expect } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import { assertStorageReachable } from './emulators';
import { lazyFiles, type Files } from './files';
import { firestoreStore } from './firestore-store';
import { autoId, type FilePorts } from './ports';
import { STORAGE_EMULATOR_HOST } from './storage-emulator.test-support';
import { storageFiles } from './storage-files';
import type { PublicResponse } from './public-limit';
import {
  callableShell,
  type Caller,
  type CallableRequestLike,
  type Logger,
  type ShellOptions,
} from './callable';
import type { AccountRecord } from './ports';

/**
 * A tier-2 test file's own Admin app on the emulators (`name` unique to the run), with its
 * Firestore. Refuses to start without FIRESTORE_EMULATOR_HOST, so no test can reach a real
 * project; the caller deletes the app in afterAll.
 */
export function emulatorAdmin(name: string, storageBucket?: string): { app: App; db: Firestore } {
  if (!process.env['FIRESTORE_EMULATOR_HOST'])
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: tier-2 tests run only against the emulators.',
    );
  const app = initializeApp(
    { projectId: 'demo-homeledger', ...(storageBucket ? { storageBucket } : {}) },
    name,
  );
  return { app, db: getFirestore(app) };
}

/** The demo project's default bucket, on the Storage emulator in a tier-2 run. */
export const EMULATOR_BUCKET = 'demo-homeledger.appspot.com';

/**
 * A file-handling callable's ports on the emulators, as the Functions emulator wires them:
 * firestoreStore on Firestore, storageFiles on the bucket when the Storage emulator runs
 * (else the guard whose every touch answers 'unavailable'), auto ids.
 */
export function emulatorFilePorts(app: App, db: Firestore, log: FilePorts['log']): FilePorts {
  return {
    store: firestoreStore(db),
    files: STORAGE_EMULATOR_HOST
      ? storageFiles(getStorage(app).bucket(EMULATOR_BUCKET))
      : filesWithoutStorage(),
    newId: autoId,
    log,
  };
}

/** Whether the emulator bucket holds a file at `path`. */
export async function emulatorFileExists(app: App, path: string): Promise<boolean> {
  const [exists] = await getStorage(app).bucket(EMULATOR_BUCKET).file(path).exists();
  return exists;
}

/**
 * A Storage tier-2 suite's own Admin app (`name` unique to the run) on the emulator bucket,
 * made before its tests; after them the files under `prefix` go, then the app. Call it in
 * the suite's describe; the getter gives the app to the tests.
 */
export function storageSuiteApp(name: string, prefix: string): () => App {
  let app: App | undefined;
  beforeAll(() => {
    ({ app } = emulatorAdmin(name, EMULATOR_BUCKET));
  });
  afterAll(async () => {
    if (!app) return;
    await getStorage(app).bucket().deleteFiles({ prefix });
    await deleteApp(app);
  });
  return () => {
    if (!app) throw new Error('the suite app is made in beforeAll');
    return app;
  };
}

/** An account, by default a verified homeowner's whose email is `{uid}@home.example` and name its uid. */
export const accountOf = (uid: string, over: Partial<AccountRecord> = {}): AccountRecord => ({
  uid,
  email: `${uid}@home.example`,
  role: 'homeowner',
  name: uid,
  disabled: false,
  emailVerified: true,
  ...over,
});

/**
 * The error a promise rejected with, checked to be a `type` (fails the test when it resolved
 * or threw something else).
 */
export async function rejectionOf<E extends Error>(
  promise: Promise<unknown>,
  type: new (...args: never[]) => E,
): Promise<E> {
  const error = await promise.then(
    () => new Error('expected the call to fail'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(type);
  return error as E;
}

/** The HttpsError a call rejected with (fails the test when it resolved or threw something else). */
export const httpsFailure = (promise: Promise<unknown>): Promise<HttpsError> =>
  rejectionOf(promise, HttpsError);

/** A response that records what a public HTTP endpoint answered. */
export interface RecordedResponse extends PublicResponse {
  statusCode: number;
  headers: Record<string, string>;
  body: string;
}

export function recordResponse(): RecordedResponse {
  const res: RecordedResponse = {
    statusCode: 0,
    headers: {},
    body: '',
    status(code) {
      res.statusCode = code;
      return res;
    },
    set(headers) {
      Object.assign(res.headers, headers);
      return res;
    },
    send(body) {
      res.body = body;
      return res;
    },
  };
  return res;
}

/**
 * The Files port as the Functions emulator wires it when the Storage emulator is not
 * running (admin-ports.ts): lazy, and its connect is the real guard, so every touch
 * throws Rejection('unavailable', STORAGE_UNAVAILABLE_MESSAGE). `touches` counts them.
 */
export function filesWithoutStorage(): Files & { touches: number } {
  const port = {
    touches: 0,
    ...lazyFiles(async () => {
      port.touches += 1;
      assertStorageReachable({ FUNCTIONS_EMULATOR: 'true' });
      throw new Error('Storage was reachable in an environment without it');
    }),
  };
  return port;
}

export {
  STORAGE_EMULATOR_HOST,
  WITHOUT_STORAGE,
  describeWithStorage,
  itWithStorage,
} from './storage-emulator.test-support';

/** The plan tests' fixed clock: 1 May 2026, noon UTC (already 2 May on the Line Islands). */
export const NOW = new Date('2026-05-01T12:00:00Z');

/** A signed-in, verified caller named by its uid, a homeowner at `{uid}@home.example` unless `over` says otherwise. */
export const callerOf = (uid: string, over: Partial<Omit<Caller, 'uid'>> = {}): Caller => ({
  uid,
  role: 'homeowner',
  name: uid,
  email: `${uid}@home.example`,
  emailVerified: true,
  ...over,
});

/** A verified homeowner calling a callable (the plan tests' usual caller). */
export const homeowner = (uid = 'olive'): Caller => callerOf(uid);

/** The auth a callable receives from callerOf's caller: a verified homeowner at `{uid}@home.example` unless `claims` say otherwise. */
export const authOf = (uid: string, claims: Record<string, unknown> = {}) => ({
  uid,
  token: {
    role: 'homeowner',
    name: uid,
    email: `${uid}@home.example`,
    email_verified: true,
    ...claims,
  },
});

/** The tests' usual home, 12 Oak Lane, Springfield IL 62704: its address fields (frozen, so no test changes it for another). */
export const OAK_LANE_ADDRESS = Object.freeze({
  address: '12 Oak Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
});

/**
 * Calls through the kit's shell, as a deployed callable runs, on these ports, log and clock:
 * `shellCalls(ports, log, opts)(spec)(auth, data)` resolves to what the callable answered.
 */
export const shellCalls =
  (ports: unknown, log?: Logger, options?: ShellOptions) =>
  (spec: Parameters<typeof callableShell>[0]) =>
  (auth: CallableRequestLike['auth'], data: unknown) =>
    callableShell(spec as never, ports, log, options)({ auth, data }) as Promise<
      Record<string, unknown>
    >;

/** The tests' other usual home, 1 Main St, Springfield IL 62704 (frozen, like OAK_LANE_ADDRESS). */
export const MAIN_ST_ADDRESS = Object.freeze({
  address: '1 Main St',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
});
