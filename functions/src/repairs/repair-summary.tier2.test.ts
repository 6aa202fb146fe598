/**
 * Tier 2 (docs/architecture.md §5): the repair search summaries on the Firestore emulator —
 * the shell's transaction (a query inside it, whole shards set) through firestoreStore, and
 * the deployed `syncRepairSummary` trigger in the Functions emulator keeping a home's
 * summary in step when a repair is written directly (any writer). Ids are unique per run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import {
  PROPERTIES_COLLECTION,
  REPAIR_SUMMARIES_COLLECTION,
  REPAIRS_COLLECTION,
} from '@homeledger/domain';
import { firestoreStore } from '../kit/firestore-store';
import { syncRepairSummary } from './repair-summary';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OWNER = `olive-${RUN}`;
const SHELL_HOME = `summary-shell-${RUN}`;
const TRIGGER_HOME = `summary-trigger-${RUN}`;

let app: App;
let db: Firestore;

const property = (viewerIds: string[]) => ({
  ownerId: OWNER,
  address: '9 Test Lane',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  viewerIds,
});
const repair = (propertyId: string, over: Record<string, unknown> = {}) => ({
  propertyId,
  ownerId: OWNER,
  viewerIds: [OWNER],
  property: { address: '9 Test Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
  serviceType: 'Plumbing',
  date: '2026-02-01',
  status: 'completed',
  description: 'Fixed the kitchen sink',
  contractorName: 'Carlos Plumbing',
  costCents: 15_000,
  validation: { state: 'none' },
  isContractorValidated: false,
  source: 'owner',
  addedBy: OWNER,
  ...over,
});
const summary = async (propertyId: string) =>
  (await db.doc(`${REPAIR_SUMMARIES_COLLECTION}/${propertyId}~0`).get()).data();

/** Polls until `check` holds (the trigger runs after the write returns), else the last value. */
async function eventually<T>(read: () => Promise<T>, check: (value: T) => boolean): Promise<T> {
  let value = await read();
  for (let i = 0; i < 120 && !check(value); i++) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    value = await read();
  }
  return value;
}

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`repair-summary-tier2-${RUN}`));
  await db.doc(`${PROPERTIES_COLLECTION}/${SHELL_HOME}`).set(property([OWNER]));
  await db.doc(`${PROPERTIES_COLLECTION}/${TRIGGER_HOME}`).set(property([OWNER]));
});

afterAll(async () => {
  if (!db) return;
  const batch = db.batch();
  for (const path of [
    `${PROPERTIES_COLLECTION}/${SHELL_HOME}`,
    `${PROPERTIES_COLLECTION}/${TRIGGER_HOME}`,
    `${REPAIR_SUMMARIES_COLLECTION}/${SHELL_HOME}~0`,
    `${REPAIR_SUMMARIES_COLLECTION}/${TRIGGER_HOME}~0`,
  ])
    batch.delete(db.doc(path));
  await batch.commit();
  await deleteApp(app);
});

describe('syncRepairSummary shell (firestoreStore)', () => {
  it('adds, updates and removes an entry in one transaction each', async () => {
    const id = `shell-r1-${RUN}`;
    const store = firestoreStore(db);
    await db.doc(`${REPAIRS_COLLECTION}/${id}`).set(repair(SHELL_HOME));
    await syncRepairSummary(store, id, null);
    expect(await summary(SHELL_HOME)).toMatchObject({
      propertyId: SHELL_HOME,
      ownerId: OWNER,
      viewerIds: [OWNER],
      shard: 0,
      entries: { [id]: { serviceType: 'Plumbing', contractorName: 'Carlos Plumbing' } },
    });

    await db.doc(`${PROPERTIES_COLLECTION}/${SHELL_HOME}`).update({ viewerIds: [OWNER, 'rita'] });
    await db.doc(`${REPAIRS_COLLECTION}/${id}`).update({ description: 'Replaced the faucet' });
    await syncRepairSummary(store, id, SHELL_HOME);
    expect(await summary(SHELL_HOME)).toMatchObject({
      viewerIds: [OWNER, 'rita'],
      entries: { [id]: { description: 'Replaced the faucet' } },
    });
    // In step now: a second delivery writes nothing.
    expect(await syncRepairSummary(store, id, SHELL_HOME)).toBe(0);

    await db.doc(`${REPAIRS_COLLECTION}/${id}`).delete();
    await syncRepairSummary(store, id, SHELL_HOME);
    expect(await summary(SHELL_HOME)).toBeUndefined();
  });
});

describe('the syncRepairSummary trigger (Functions emulator)', () => {
  it('follows a repair written directly, whoever wrote it', async () => {
    const id = `trigger-r1-${RUN}`;
    await db.doc(`${REPAIRS_COLLECTION}/${id}`).set(repair(TRIGGER_HOME));
    const added = await eventually(
      () => summary(TRIGGER_HOME),
      (s) => Boolean(s?.['entries']?.[id]),
    );
    expect(added?.['entries']?.[id]).toMatchObject({ description: 'Fixed the kitchen sink' });

    await db.doc(`${REPAIRS_COLLECTION}/${id}`).update({ contractorName: 'Bright Spark Electric' });
    const edited = await eventually(
      () => summary(TRIGGER_HOME),
      (s) => s?.['entries']?.[id]?.contractorName === 'Bright Spark Electric',
    );
    expect(edited?.['entries']?.[id]?.contractorName).toBe('Bright Spark Electric');

    await db.doc(`${REPAIRS_COLLECTION}/${id}`).delete();
    expect(
      await eventually(
        () => summary(TRIGGER_HOME),
        (s) => s === undefined,
      ),
    ).toBeUndefined();
  });
});
