// @ts-check
// Report verification codes migration (issue #33, docs/security-model.md): a report keeps
// only the SHA-256 of its verification code (`codeHash`, what verifyReport looks a code up
// by), never the code. Reports made before that release store the code as it is: this adds
// the hash to each, and removes the code from every finished report (it is printed on the
// report, which is where it lives). A report still queued, rendering or failed keeps its
// code until the render prints it (the render then drops it itself).
//
//   node scripts/migrate/report-codes.mjs            dry run: counts what would change
//   node scripts/migrate/report-codes.mjs --apply    writes it
//
// Run it with the release that ships the hashed lookup: until it has run, verifying an
// older report answers "unknown". Against the emulators when FIRESTORE_EMULATOR_HOST is set;
// otherwise against the project named by GCLOUD_PROJECT with application default
// credentials. Idempotent: a second run changes nothing. Batched (≤ 400 updates a commit).
// The hash is functions/src/reports/report-code-hash.ts's (its tier-2 test checks they agree).
import { createHash } from 'node:crypto';
import { runMigrationCommand } from '../lib/migration-command.mjs';
import { FieldValue } from 'firebase-admin/firestore';

const PAGE = 300;
const BATCH = 400;

/** @param {string} code */
export function reportCodeHash(code) {
  return createHash('sha256')
    .update(code.toLowerCase().replace(/[\s-]/g, ''), 'utf8')
    .digest('hex');
}

/**
 * What one report needs: its hash added, its code removed (finished reports), or nothing.
 * @param {Record<string, unknown>} data
 * @returns {Record<string, unknown> | null}
 */
export function reportCodeUpdate(data) {
  const code = data['code'];
  if (typeof code !== 'string' || code === '') return null;
  /** @type {Record<string, unknown>} */
  const update = {};
  const hash = reportCodeHash(code);
  if (data['codeHash'] !== hash) update['codeHash'] = hash;
  if (data['state'] === 'done') update['code'] = FieldValue.delete();
  return Object.keys(update).length > 0 ? update : null;
}

/**
 * @param {import('firebase-admin/firestore').Firestore} db
 * @param {{ apply?: boolean, log?: (line: string) => void }} [options]
 * @returns {Promise<{ reportsSeen: number, hashed: number, codesRemoved: number }>}
 */
export async function migrateReportCodes(db, { apply = false, log = () => undefined } = {}) {
  const report = { reportsSeen: 0, hashed: 0, codesRemoved: 0 };
  let batch = db.batch();
  let inBatch = 0;
  const flush = async () => {
    if (apply && inBatch > 0) await batch.commit();
    batch = db.batch();
    inBatch = 0;
  };
  /** @type {import('firebase-admin/firestore').QueryDocumentSnapshot | undefined} */
  let last;
  for (;;) {
    let page = db.collection('reports').orderBy('__name__').limit(PAGE);
    if (last) page = page.startAfter(last);
    const snaps = await page.get();
    if (snaps.empty) break;
    for (const snap of snaps.docs) {
      report.reportsSeen += 1;
      const update = reportCodeUpdate(snap.data());
      if (!update) continue;
      if ('codeHash' in update) report.hashed += 1;
      if ('code' in update) report.codesRemoved += 1;
      batch.update(snap.ref, update);
      inBatch += 1;
      if (inBatch >= BATCH) await flush();
    }
    last = snaps.docs[snaps.docs.length - 1];
  }
  await flush();
  log(
    `${apply ? 'Applied' : 'Dry run (pass --apply to write)'}: ` +
      `${report.hashed} of ${report.reportsSeen} reports to hash, ` +
      `${report.codesRemoved} codes to remove.`,
  );
  return report;
}

await runMigrationCommand(import.meta.url, 'migrate-report-codes', migrateReportCodes);
