// @ts-check
// Demo accounts (and, with Firestore, demo properties) for the running emulators.
//
//   node scripts/lib/seed-demo.mjs        seed the running emulators (ports from firebase.json,
//                                     or FIREBASE_AUTH_EMULATOR_HOST / FIRESTORE_EMULATOR_HOST;
//                                     Firestore only when it answers)
//   import { seedDemoData } from './seed-demo.mjs'   (scripts/dev/start.mjs, the E2E spec)
//
// The seed itself is scripts/lib/seed-demo.ts: it shares registerAccount's plan and the
// domain's address key, which are TypeScript. Node 20 cannot run TypeScript, so it is
// bundled here with esbuild (firebase-admin stays external) and imported.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

import { importTypeScript } from './import-typescript.mjs';

/** @type {Promise<typeof import('./seed-demo.ts')> | undefined} */
let loaded;

/** The compiled scripts/lib/seed-demo.ts. */
export function loadSeedModule() {
  loaded ??= importTypeScript('seed-demo', 'scripts/lib/seed-demo.ts');
  return loaded;
}

/** @param {import('./seed-demo.ts').SeedOptions} [options] */
export async function seedDemoData(options) {
  return (await loadSeedModule()).seedDemoData(options);
}

/** @param {import('./seed-demo.ts').SeedResult} result */
export async function formatSeedReport(result) {
  return (await loadSeedModule()).formatSeedReport(result);
}

export async function demoAccounts() {
  return (await loadSeedModule()).DEMO_ACCOUNTS;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  // By hand: the emulators of firebase.json unless the environment names others.
  const { emulatorPorts } = await import('../lib/emulators.mjs');
  const ports = emulatorPorts();
  const at = (name) => `${ports[name].host}:${ports[name].port}`;
  try {
    const result = await seedDemoData({
      authEmulatorHost: process.env.FIREBASE_AUTH_EMULATOR_HOST ?? at('auth'),
      firestoreEmulatorHost: process.env.FIRESTORE_EMULATOR_HOST ?? at('firestore'),
    });
    console.log(await formatSeedReport(result));
  } catch (error) {
    console.error(
      `Could not seed the demo data (are the emulators running? npm start): ${error instanceof Error ? error.message : error}`,
    );
    process.exit(1);
  }
}
