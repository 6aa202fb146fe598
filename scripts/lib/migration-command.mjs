// @ts-check
// The command-line entry every scripts/migrate/*.mjs shares: run only when the file is the
// command (a test imports the same file for its migrate function), `--apply` writes (a dry
// run otherwise), the project from the usual variables, and a warning when no emulator is
// set, since the run then reaches a real project.
import { pathToFileURL } from 'node:url';
import { deleteApp, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';

/**
 * When `moduleUrl` (the caller's `import.meta.url`) is the command being run: opens
 * Firestore, runs `migrate` (dry unless `--apply`), prints its report as JSON, closes.
 * @template T
 * @param {string} moduleUrl
 * @param {string} name the Admin app's name, e.g. `migrate-report-codes`
 * @param {(db: import('firebase-admin/firestore').Firestore, options: { apply: boolean, log: (line: string) => void }) => Promise<T>} migrate
 */
export async function runMigrationCommand(moduleUrl, name, migrate) {
  if (moduleUrl !== pathToFileURL(process.argv[1] ?? '').href) return;
  const apply = process.argv.includes('--apply');
  const projectId =
    process.env['GCLOUD_PROJECT'] ?? process.env['GOOGLE_CLOUD_PROJECT'] ?? 'demo-homeledger';
  if (!process.env['FIRESTORE_EMULATOR_HOST'])
    console.warn(`FIRESTORE_EMULATOR_HOST is not set: this runs against project ${projectId}.`);
  const app = initializeApp({ projectId }, name);
  try {
    const report = await migrate(getFirestore(app), { apply, log: console.log });
    console.log(JSON.stringify(report));
  } finally {
    await deleteApp(app);
  }
}
