/**
 * Tier 2: the households migration (scripts/migrate/households.mjs) on the Firestore emulator —
 * a dry run writes nothing, --apply migrates homes and their tasks and warranties, and a
 * second run changes nothing (idempotent). Ids are unique to the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../../functions/src/kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { migrateHouseholds } from './households.mjs';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const OLD = `properties/old-${RUN}`;
const NEW = `properties/new-${RUN}`;
const SEED: Record<string, Record<string, unknown>> = {
  // Before households: no memberIds, no members.
  [OLD]: { ownerId: `olive-${RUN}`, viewerIds: [`olive-${RUN}`] },
  // Already a household: left alone.
  [NEW]: {
    ownerId: `nora-${RUN}`,
    viewerIds: [`nora-${RUN}`, `cole-${RUN}`],
    memberIds: [`nora-${RUN}`, `cole-${RUN}`],
    members: { [`cole-${RUN}`]: { role: 'co-owner' } },
  },
  [`maintenanceTasks/t-old-${RUN}`]: { propertyId: `old-${RUN}`, ownerId: `olive-${RUN}` },
  [`warranties/w-old-${RUN}`]: { propertyId: `old-${RUN}`, ownerId: `olive-${RUN}` },
  [`maintenanceTasks/t-new-${RUN}`]: {
    propertyId: `new-${RUN}`,
    ownerId: `nora-${RUN}`,
    memberIds: [`nora-${RUN}`],
  },
  [`warranties/w-gone-${RUN}`]: { propertyId: `gone-${RUN}`, ownerId: `x-${RUN}` },
};

let app: App;
let db: Firestore;
const read = async (path: string) => (await db.doc(path).get()).data() ?? {};

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`migrate-households-${RUN}`));
  await Promise.all(Object.entries(SEED).map(([path, data]) => db.doc(path).set(data)));
});

afterAll(async () => {
  if (!app) return;
  await Promise.allSettled(Object.keys(SEED).map((path) => db.doc(path).delete()));
  await deleteApp(app);
});

describe('scripts/migrate/households.mjs', () => {
  it('dry run counts and writes nothing; --apply migrates; a rerun changes nothing', async () => {
    const lines: string[] = [];
    const dry = await migrateHouseholds(db, { log: (line) => lines.push(line) });
    expect(dry.propertiesChanged).toBeGreaterThanOrEqual(1);
    expect(dry.copiesChanged).toBeGreaterThanOrEqual(3);
    expect(dry.copiesOrphaned).toBeGreaterThanOrEqual(1);
    expect(lines[0]).toMatch(/^Dry run/);
    expect(await read(OLD)).toEqual(SEED[OLD]);

    const applied = await migrateHouseholds(db, { apply: true });
    expect(applied).toMatchObject({
      propertiesChanged: dry.propertiesChanged,
      copiesChanged: dry.copiesChanged,
    });
    expect(await read(OLD)).toEqual({ ...SEED[OLD], memberIds: [`olive-${RUN}`], members: {} });
    expect(await read(NEW)).toEqual(SEED[NEW]);
    expect((await read(`maintenanceTasks/t-old-${RUN}`))['memberIds']).toEqual([`olive-${RUN}`]);
    expect((await read(`warranties/w-old-${RUN}`))['memberIds']).toEqual([`olive-${RUN}`]);
    expect((await read(`maintenanceTasks/t-new-${RUN}`))['memberIds']).toEqual([
      `nora-${RUN}`,
      `cole-${RUN}`,
    ]);
    expect((await read(`warranties/w-gone-${RUN}`))['memberIds']).toBeUndefined();

    const again = await migrateHouseholds(db, { apply: true });
    expect(again).toMatchObject({ propertiesChanged: 0, copiesChanged: 0 });
  });
});
