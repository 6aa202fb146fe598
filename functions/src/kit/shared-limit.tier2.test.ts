/**
 * Tier 2: the shared rate limit (shared-limit.ts) on the Firestore emulator — the same
 * contract as tier 1, through the Admin SDK store: sharded counts summed in a transaction,
 * per address and window, with an expiry for the TTL policy. The scope is unique per run.
 */
import { afterAll, beforeAll } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from './test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from './firestore-store';
import { describeSharedLimitContract } from './shared-limit.contract';

const RUN = `limit${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
let app: App;
let db: Firestore;

beforeAll(() => {
  ({ app, db } = emulatorAdmin(`shared-limit-tier2-${RUN}`));
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

describeSharedLimitContract('Firestore (emulator)', () => firestoreStore(db), RUN);
