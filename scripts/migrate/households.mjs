// @ts-check
// Households migration (issue #31, docs/architecture.md "Households"): homes from before
// households get their membership fields, and their maintenance tasks and warranties the
// household copy the read rules use.
//
//   node scripts/migrate/households.mjs            dry run: counts what would change
//   node scripts/migrate/households.mjs --apply    writes it
//
// Against the emulators when FIRESTORE_EMULATOR_HOST is set (npm start, with-emulators.mjs);
// otherwise against the project named by GCLOUD_PROJECT with application default
// credentials. Idempotent: a property that has `memberIds` is left alone; a task or warranty
// whose `memberIds` already equals its property's is left alone, so a second run writes
// nothing. Writes are batched (≤ 500 per commit).
import { runMigrationCommand } from '../lib/migration-command.mjs';

const PAGE = 300;
const BATCH = 500;
/** The collections that carry a `memberIds` copy of their property's household. */
export const MEMBER_COPY_COLLECTIONS = ['maintenanceTasks', 'warranties'];

/**
 * @typedef {{ propertiesSeen: number, propertiesChanged: number, copiesSeen: number,
 *   copiesChanged: number, copiesOrphaned: number }} MigrationReport
 */

/** @param {unknown} value */
const stringList = (value) =>
  Array.isArray(value) ? value.filter((v) => typeof v === 'string' && v !== '') : [];

/** @param {readonly string[]} a @param {readonly string[]} b */
const same = (a, b) => a.length === b.length && a.every((v, i) => v === b[i]);

/**
 * The `memberIds` a property should carry: the stored one, or (not yet migrated) its owner.
 * @param {Record<string, unknown>} data
 */
export function memberIdsFor(data) {
  const stored = stringList(data['memberIds']);
  if (stored.length > 0) return stored;
  return typeof data['ownerId'] === 'string' && data['ownerId'] !== '' ? [data['ownerId']] : [];
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ apply?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<MigrationReport>}
 */
export async function migrateHouseholds(db, { apply = false, log = () => undefined } = {}) {
  /** @type {MigrationReport} */
  const report = {
    propertiesSeen: 0,
    propertiesChanged: 0,
    copiesSeen: 0,
    copiesChanged: 0,
    copiesOrphaned: 0,
  };
  /** @type {{ ref: import('firebase-admin/firestore').DocumentReference, data: Record<string, unknown> }[]} */
  let pending = [];
  const flush = async () => {
    if (!apply || pending.length === 0) {
      pending = [];
      return;
    }
    const batch = db.batch();
    for (const { ref, data } of pending) batch.update(ref, data);
    await batch.commit();
    pending = [];
  };
  /** @param {import('firebase-admin/firestore').DocumentReference} ref @param {Record<string, unknown>} data */
  const write = async (ref, data) => {
    pending.push({ ref, data });
    if (pending.length >= BATCH) await flush();
  };

  // 1. Properties: memberIds [ownerId] and an empty members map where missing.
  /** @type {Map<string, string[]>} */
  const household = new Map();
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    let page = db.collection('properties').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snaps = await page.get();
    if (snaps.empty) break;
    for (const snap of snaps.docs) {
      report.propertiesSeen += 1;
      const data = snap.data();
      const ids = memberIdsFor(data);
      household.set(snap.id, ids);
      if (stringList(data['memberIds']).length > 0) continue;
      report.propertiesChanged += 1;
      /** @type {Record<string, unknown>} */
      const update = { memberIds: ids };
      if (typeof data['members'] !== 'object' || data['members'] === null) update['members'] = {};
      await write(snap.ref, update);
    }
    last = snaps.docs[snaps.docs.length - 1];
  }
  await flush();

  // 2. Tasks and warranties: their property's memberIds.
  for (const collection of MEMBER_COPY_COLLECTIONS) {
    last = undefined;
    for (;;) {
      let page = db.collection(collection).orderBy('__name__').limit(PAGE);
      if (last) page = page.startAfter(last);
      const snaps = await page.get();
      if (snaps.empty) break;
      for (const snap of snaps.docs) {
        report.copiesSeen += 1;
        const data = snap.data();
        const ids = household.get(String(data['propertyId'] ?? ''));
        if (!ids) {
          // Its home is gone: nothing to copy (deleteProperty's cascade removes it).
          report.copiesOrphaned += 1;
          continue;
        }
        if (same(stringList(data['memberIds']), ids)) continue;
        report.copiesChanged += 1;
        await write(snap.ref, { memberIds: ids });
      }
      last = snaps.docs[snaps.docs.length - 1];
    }
  }
  await flush();
  log(
    `${apply ? 'Applied' : 'Dry run (pass --apply to write)'}: ` +
      `properties ${report.propertiesChanged} of ${report.propertiesSeen} to migrate, ` +
      `tasks and warranties ${report.copiesChanged} of ${report.copiesSeen} to copy ` +
      `(${report.copiesOrphaned} without a home).`,
  );
  return report;
}

await runMigrationCommand(import.meta.url, 'migrate-households', migrateHouseholds);
