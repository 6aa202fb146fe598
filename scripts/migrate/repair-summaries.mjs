// @ts-check
// Repair search summaries migration (issue #29, docs/architecture.md "Repair History
// paging"): every home gets the `repairSummaries` shards its repairs' search needs. The
// syncRepairSummary trigger keeps them in step from the release on; this builds them for
// repairs written before it.
//
//   node scripts/migrate/repair-summaries.mjs            dry run: counts what would change
//   node scripts/migrate/repair-summaries.mjs --apply    writes it
//
// Against the emulators when FIRESTORE_EMULATOR_HOST is set (npm start, with-emulators.mjs);
// otherwise against the project named by GCLOUD_PROJECT with application default
// credentials. Idempotent: a home whose shards already equal what its repairs give is left
// alone, so a second run writes nothing. The packing is the trigger's own plan
// (functions/src/repairs/repair-summary.plan.ts), bundled with esbuild (Node 20 runs no
// TypeScript). Writes are batched (≤ 500 per commit; a shard is ≤ 800 KB, so fewer).
import { importTypeScript } from '../lib/import-typescript.mjs';
import { runMigrationCommand } from '../lib/migration-command.mjs';

const PAGE = 100;
/** Shards are large: a few per commit keeps each request well under Firestore's 10 MiB. */
const BATCH = 8;

/**
 * @typedef {typeof import('../../functions/src/repairs/repair-summary.plan.ts')} SummaryPlan
 * @typedef {{ homesSeen: number, homesChanged: number, repairsSeen: number,
 *   shardsWritten: number, shardsDeleted: number }} MigrationReport
 */

/** The trigger's plan, bundled from TypeScript (as the benches load the domain). */
export async function loadSummaryPlan() {
  return /** @type {SummaryPlan} */ (
    await importTypeScript('summary-plan', 'functions/src/repairs/repair-summary.plan.ts')
  );
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {SummaryPlan} plan
 * @param {{ apply?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<MigrationReport>}
 */
export async function migrateRepairSummaries(
  db,
  plan,
  { apply = false, log = () => undefined } = {},
) {
  /** @type {MigrationReport} */
  const report = {
    homesSeen: 0,
    homesChanged: 0,
    repairsSeen: 0,
    shardsWritten: 0,
    shardsDeleted: 0,
  };
  /** @type {import('../../functions/src/kit/store.ts').WriteOp[]} */
  let pending = [];
  const flush = async () => {
    if (apply && pending.length > 0) {
      const batch = db.batch();
      for (const w of pending) {
        if (w.op === 'delete') batch.delete(db.doc(w.path));
        else batch.set(db.doc(w.path), w.data);
      }
      await batch.commit();
    }
    pending = [];
  };
  /** @param {import('firebase-admin/firestore').QueryDocumentSnapshot} snap */
  const docSnap = (snap) => ({ path: snap.ref.path, id: snap.id, data: snap.data() });

  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    let page = db.collection('properties').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const homes = await page.get();
    if (homes.empty) break;
    for (const homeSnap of homes.docs) {
      report.homesSeen += 1;
      const [repairs, shards] = await Promise.all([
        db.collection('repairs').where('propertyId', '==', homeSnap.id).get(),
        db.collection('repairSummaries').where('propertyId', '==', homeSnap.id).get(),
      ]);
      report.repairsSeen += repairs.size;
      const writes = plan.planSummaryRebuild({
        home: plan.toSummaryHome(docSnap(homeSnap)),
        repairs: repairs.docs.map(docSnap),
        shards: shards.docs.map((s) => plan.toSummaryShard(docSnap(s))),
      });
      if (writes.length === 0) continue;
      report.homesChanged += 1;
      for (const w of writes) {
        if (w.op === 'delete') report.shardsDeleted += 1;
        else report.shardsWritten += 1;
        pending.push(w);
        if (pending.length >= BATCH) await flush();
      }
    }
    last = homes.docs[homes.docs.length - 1];
  }
  await flush();
  log(
    `${apply ? 'Applied' : 'Dry run (pass --apply to write)'}: ` +
      `${report.homesChanged} of ${report.homesSeen} homes to summarise ` +
      `(${report.repairsSeen} repairs; ${report.shardsWritten} shards to write, ` +
      `${report.shardsDeleted} to delete).`,
  );
  return report;
}

await runMigrationCommand(import.meta.url, 'migrate-repair-summaries', async (db, options) =>
  migrateRepairSummaries(db, await loadSummaryPlan(), options),
);
