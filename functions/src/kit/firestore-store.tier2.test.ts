/**
 * Tier 2 (docs/architecture.md §6): the Admin SDK Store against the Firestore
 * emulator, with the same behavioural contract the in-memory store passes in
 * tier 1 (store.contract.ts). Runs only inside an emulator suite (vitest project
 * `tier2`, FIRESTORE_EMULATOR_HOST set). Collections are unique per run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from './test-support';
import { Timestamp, type Firestore } from 'firebase-admin/firestore';
import { firestoreStore } from './firestore-store';
import { describeStoreContract } from './store.contract';

const RUN = `kit${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;

let app: App;
let db: Firestore;

beforeAll(() => {
  ({ app, db } = emulatorAdmin(`firestore-store-tier2-${RUN}`));
});

afterAll(async () => {
  if (app) await deleteApp(app);
});

let n = 0;
describeStoreContract('Firestore (emulator)', async () => ({
  store: firestoreStore(db),
  collection: (name) => `${RUN}_${name}_${(n += 1)}`,
}));

describe('firestoreStore: Firestore specifics', () => {
  it('Dates are stored as Timestamps', async () => {
    const store = firestoreStore(db);
    const at = new Date('2024-02-03T04:05:06.789Z');
    await store.commit([{ op: 'set', path: `${RUN}_ts/a`, data: { at } }]);
    const raw = (await db.doc(`${RUN}_ts/a`).get()).get('at') as unknown;
    expect(raw).toBeInstanceOf(Timestamp);
    expect((raw as Timestamp).toMillis()).toBe(at.getTime());
  });
});
