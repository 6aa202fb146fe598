// @ts-check
// npm run bench:cold-start — what each function's cold start costs in module loading.
//
//   node scripts/bench/bench-cold-start.mjs [--runs N] [--no-build] [--only name,name] [--lib file]
//
// (--lib measures another build of the bundle, e.g. an older one kept for comparison.)
//
// Cloud Functions loads the whole functions/lib bundle in every instance, then runs one
// function in it. For each exported function this runs, in a fresh Node process per
// sample: `import('functions/lib/index.js')` (what every instance pays), then the
// function's warm-up — what its first request loads before it touches a backend: its
// ports (Firestore, Storage, Auth, the Places or QuickBooks client). Fake secrets and
// a demo project are set so the clients are made; nothing is called and no network is
// used. Prints the median of N samples per function and the heavy packages it loaded.
// Numbers only: it never fails on a time.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../lib/paths.mjs';

const argv = process.argv.slice(2);
const option = (/** @type {string} */ name) => {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
};
const LIB = path.resolve(option('--lib') ?? path.join(ROOT, 'functions', 'lib', 'index.js'));
const runs = Number(option('--runs') ?? 5);
const only = option('--only')?.split(',');
if (!Number.isInteger(runs) || runs < 1) {
  console.error('bench:cold-start: --runs needs a positive whole number');
  process.exit(2);
}

if (!argv.includes('--no-build') && !option('--lib')) {
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(ROOT, 'functions'),
    stdio: 'inherit',
  });
  if (built.status !== 0) process.exit(built.status ?? 1);
}
if (!existsSync(LIB)) {
  console.error(`bench:cold-start: ${LIB} is missing (run without --no-build)`);
  process.exit(2);
}

/** Packages whose loading is worth naming (what a function's first request may pull in). */
const HEAVY = {
  firestore: '/node_modules/@google-cloud/firestore/',
  storage: '/node_modules/@google-cloud/storage/',
  auth: '/node_modules/firebase-admin/lib/auth/',
  places: '/node_modules/@googlemaps/places/',
  quickbooks: '/node_modules/node-quickbooks/',
  gax: '/node_modules/google-gax/',
};

const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(dir, { recursive: true });
const runner = path.join(dir, `bench-cold-start-${process.pid}.mjs`);
writeFileSync(
  runner,
  `import { createRequire } from 'node:module';
const [name] = process.argv.slice(2);
const heavy = ${JSON.stringify(HEAVY)};
const t0 = performance.now();
const mod = await import(${JSON.stringify(pathToFileURL(LIB).href)});
const t1 = performance.now();
if (!name) {
  console.log(JSON.stringify(Object.keys(mod).filter((k) => mod[k] && mod[k].__endpoint)));
  process.exit(0);
}
const warmUp = mod[name]?.[Symbol.for('homeledger.warmUp')];
if (typeof warmUp === 'function') await warmUp();
const t2 = performance.now();
const loaded = Object.keys(createRequire(import.meta.url).cache);
const used = Object.entries(heavy)
  .filter(([, dir]) => loaded.some((file) => file.includes(dir)))
  .map(([label]) => label);
console.log(JSON.stringify({ importMs: t1 - t0, firstUseMs: t2 - t1, warmUp: typeof warmUp === 'function', used, modules: loaded.length }));
`,
);

const env = {
  ...process.env,
  // A demo project and bucket so the Admin SDK's clients can be made without credentials.
  GCLOUD_PROJECT: 'demo-homeledger',
  FIREBASE_CONFIG: JSON.stringify({
    projectId: 'demo-homeledger',
    storageBucket: 'demo-homeledger.appspot.com',
  }),
  // Fake secrets: the Places and QuickBooks clients are made only when configured.
  GOOGLE_PLACES_API_KEY: 'bench-key',
  GOOGLE_MAPS_BROWSER_KEY: 'bench-key',
  QUICKBOOKS_CLIENT_ID: 'bench-id',
  QUICKBOOKS_CLIENT_SECRET: 'bench-secret',
  FUNCTIONS_EMULATOR: '',
  FIRESTORE_EMULATOR_HOST: '',
  FIREBASE_STORAGE_EMULATOR_HOST: '',
  STORAGE_EMULATOR_HOST: '',
};

/** @param {string | null} name the function to load, or null for the list of names */
function sample(name) {
  const child = spawnSync(process.execPath, [runner, ...(name ? [name] : [])], {
    encoding: 'utf8',
    cwd: ROOT,
    env,
  });
  if (child.status !== 0) throw new Error(`bench:cold-start ${name ?? ''}: ${child.stderr}`);
  return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '');
}

const median = (/** @type {number[]} */ values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  const at = (/** @type {number} */ i) => sorted[i] ?? Number.NaN;
  return sorted.length % 2 ? at(mid) : (at(mid - 1) + at(mid)) / 2;
};

try {
  const names = sample(null).filter((/** @type {string} */ name) => !only || only.includes(name));
  const rows = [];
  for (const name of names) {
    const samples = Array.from({ length: runs }, () => sample(name));
    const importMs = median(samples.map((s) => s.importMs));
    const firstUseMs = median(samples.map((s) => s.firstUseMs));
    rows.push({
      name,
      importMs,
      firstUseMs,
      totalMs: median(samples.map((s) => s.importMs + s.firstUseMs)),
      used: samples[0].used.join(', ') || '—',
      warmUp: samples[0].warmUp,
    });
  }
  const width = Math.max(...rows.map((r) => r.name.length), 8);
  const ms = (/** @type {number} */ n) => `${n.toFixed(0).padStart(6)} ms`;
  console.log(
    `bench:cold-start: median of ${runs} fresh processes per function (Node ${process.version})\n` +
      `${'function'.padEnd(width)}  ${'import'.padStart(9)}  ${'1st use'.padStart(9)}  ${'total'.padStart(9)}  heavy packages loaded`,
  );
  for (const r of rows)
    console.log(
      `${r.name.padEnd(width)}  ${ms(r.importMs)}  ${r.warmUp ? ms(r.firstUseMs) : '       n/a'}  ${ms(r.totalMs)}  ${r.used}`,
    );
} finally {
  rmSync(runner, { force: true });
}
