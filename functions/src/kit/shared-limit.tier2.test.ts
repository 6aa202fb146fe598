/**
 * Tier 2: the shared rate limit (shared-limit.ts) on the Firestore emulator — the same
 * contract as tier 1, through the Admin SDK store: sharded counts summed in a transaction,
 * per address and window, with an expiry for the TTL policy. The scope is unique per run.
 */
import { afterAll, beforeAll } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from './firestore-store';
import { describeSharedLimitContract } from './shared-limit.contract';

const RUN = `limit${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let app: App;
let db: Firestore;

beforeAll(() => {
  if (!process.env['FIRESTORE_EMULATOR_HOST'])
    throw new Error(
      'FIRESTORE_EMULATOR_HOST is not set: tier-2 tests run only against the emulators.',
    );
  app = initializeApp({ projectId: 'demo-homeledger' }, `shared-limit-tier2-${RUN}`);
  db = getFirestore(app);
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describeSharedLimitContract('Firestore (emulator)', () => firestoreStore(db), RUN);
