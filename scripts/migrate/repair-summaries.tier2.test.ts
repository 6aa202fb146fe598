/**
 * Tier 2: the repair summaries migration (scripts/migrate/repair-summaries.mjs) on the
 * Firestore emulator — a home whose summary is missing (repairs from before the release):
 * a dry run writes nothing, --apply builds it with the trigger's own plan, a second run
 * changes nothing for it. Ids are unique to the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../../functions/src/kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import * as plan from '../../functions/src/repairs/repair-summary.plan';
import { migrateRepairSummaries } from './repair-summaries.mjs';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOME = `migrate-summary-${RUN}`;
const OWNER = `olive-${RUN}`;
const SUMMARY = `repairSummaries/${HOME}~0`;
const repair = (n: number) => ({
  propertyId: HOME,
  ownerId: OWNER,
  viewerIds: [OWNER],
  property: { address: '3 Birch Way' },
  serviceType: 'Roofing',
  date: `2020-01-0${n}`,
  status: 'completed',
  description: `Job ${n}`,
  costCents: 100 * n,
  addedBy: OWNER,
});

let app: App;
let db: Firestore;

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`migrate-summaries-${RUN}`));
  await db.doc(`properties/${HOME}`).set({ ownerId: OWNER, viewerIds: [OWNER] });
  for (const n of [1, 2, 3]) await db.doc(`repairs/r${n}-${RUN}`).set(repair(n));
  // The trigger (when the Functions emulator runs) summarises the repairs as they are
  // written: let it finish, then take the summary away, as before the release.
  for (let i = 0; i < 40; i++) {
    const entries = (await db.doc(SUMMARY).get()).data()?.['entries'] ?? {};
    if (Object.keys(entries).length === 3) break;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await db.doc(SUMMARY).delete();
});

afterAll(async () => {
  if (!db) return;
  const batch = db.batch();
  for (const path of [
    `properties/${HOME}`,
    SUMMARY,
    ...[1, 2, 3].map((n) => `repairs/r${n}-${RUN}`),
  ])
    batch.delete(db.doc(path));
  await batch.commit();
  await deleteApp(app);
});

describe('migrateRepairSummaries', () => {
  it('builds a missing summary with --apply only, once', async () => {
    const lines: string[] = [];
    const dry = await migrateRepairSummaries(db, plan, { log: (line) => lines.push(line) });
    expect(dry.homesChanged).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatch(/^Dry run/);
    expect((await db.doc(SUMMARY).get()).exists).toBe(false);

    await migrateRepairSummaries(db, plan, { apply: true });
    const built = (await db.doc(SUMMARY).get()).data();
    expect(built).toMatchObject({ propertyId: HOME, ownerId: OWNER, viewerIds: [OWNER], shard: 0 });
    expect(Object.keys(built?.['entries'] ?? {}).sort()).toEqual(
      [1, 2, 3].map((n) => `r${n}-${RUN}`),
    );

    // Idempotent: nothing left to write for this home.
    const again = await migrateRepairSummaries(db, plan);
    const writesFor = plan.planSummaryRebuild({
      home: plan.toSummaryHome({
        path: `properties/${HOME}`,
        id: HOME,
        data: { ownerId: OWNER, viewerIds: [OWNER] },
      }),
      repairs: [1, 2, 3].map((n) => ({
        path: `repairs/r${n}-${RUN}`,
        id: `r${n}-${RUN}`,
        data: repair(n),
      })),
      shards: [plan.toSummaryShard({ path: SUMMARY, id: `${HOME}~0`, data: built ?? {} })],
    });
    expect(writesFor).toEqual([]);
    expect(again.homesSeen).toBeGreaterThanOrEqual(1);
  });
});
