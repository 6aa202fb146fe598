// @ts-check
// npm run deploy:check -- --project <project-id> [--no-build]
//
// What can be verified on this machine before `firebase deploy`, then the list of what
// is left to check by hand (README → First deploy). Checks:
//   - firebase.json: functions runtime, the rules and indexes files it names exist;
//   - every deployed function (functions/lib, built first unless --no-build) has its
//     region and its options (maxInstances, and a timeout ≥ the client's expectations);
//   - every Hosting rewrite to a function names an exported HTTPS function in its region;
//   - firestore.indexes.json is valid (fields, orders, no duplicates);
//   - storage-cors.json is present and allows only GET/HEAD; its origins are resolved for
//     the project (Hosting's two domains and APP_ORIGIN from functions/.env.<project-id>,
//     the one place the site's public origin is configured) into
//     .firebase/storage-cors.<project-id>.json, the file the CORS deploy step applies;
//   - the secrets named in code are each bound to a function (their values live in
//     Secret Manager: listed with the command that checks each).
// Exits 1 when a check fails. `npm test` runs it against the repo's own configuration.
import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, readdirSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { ROOT } from '../lib/paths.mjs';
import { messageOf } from '../lib/errors.mjs';
const argv = process.argv.slice(2);
const projectAt = argv.indexOf('--project');
const project = projectAt >= 0 ? argv[projectAt + 1] : undefined;
if (!project || !/^[a-z][a-z0-9-]{4,29}$/.test(project)) {
  console.error('Usage: npm run deploy:check -- --project <project-id> [--no-build]');
  process.exit(2);
}

/** @type {string[]} */
const errors = [];
/** @type {string[]} */
const notes = [];
const ok = (/** @type {string} */ text) => console.log(`  ✓ ${text}`);
const fail = (/** @type {string} */ text) => {
  errors.push(text);
  console.log(`  ✗ ${text}`);
};
const note = (/** @type {string} */ text) => {
  notes.push(text);
  console.log(`  ! ${text}`);
};

/**
 * What this script reads of the JSON files, every field as it might be (the checks below say
 * which are wrong) and of a function's endpoint as firebase-functions declares it.
 * @typedef {{ source: string, function?: string | { functionId: string, region?: string } }} Rewrite
 * @typedef {{ functions?: { runtime?: string }[], firestore?: { rules?: string, indexes?: string },
 *   storage?: { rules?: string }, hosting?: { rewrites?: Rewrite[] } }} FirebaseJson
 * @typedef {{ fieldPath?: string, order?: string, arrayConfig?: string, vectorConfig?: unknown }} IndexField
 * @typedef {{ collectionGroup?: string, queryScope?: string, fields?: IndexField[] }} Index
 * @typedef {{ indexes?: (Index | null)[], fieldOverrides?: unknown }} IndexesJson
 * @typedef {{ origin?: string[], method?: string[] }} CorsRule
 * @typedef {{ region: string[], maxInstances?: number, httpsTrigger?: unknown,
 *   secretEnvironmentVariables?: { key: string }[] }} Endpoint
 */

/**
 * @param {string} file
 * @returns {unknown} the parsed file, or null (and a failure) when it is missing or invalid
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(path.join(ROOT, file), 'utf8'));
  } catch (error) {
    fail(`${file}: ${messageOf(error)}`);
    return null;
  }
}

/** KEY=value lines of a dotenv file (no expansion), {} when it does not exist. */
/**
 * @param {string} file
 * @returns {Record<string, string>}
 */
function readEnv(file) {
  const full = path.join(ROOT, file);
  if (!existsSync(full)) return {};
  /** @type {Record<string, string>} */
  const out = {};
  for (const line of readFileSync(full, 'utf8').split('\n')) {
    const match = /^\s*([A-Z_][A-Z0-9_]*)\s*=\s*(.*?)\s*$/.exec(line);
    if (match?.[1] && match[2] !== undefined)
      out[match[1]] = match[2].replace(/^(['"])(.*)\1$/, '$2');
  }
  return out;
}

console.log(`deploy:check --project ${project}`);

// ── firebase.json ─────────────────────────────────────────────────────────────
const firebase = /** @type {FirebaseJson | null} */ (readJson('firebase.json'));
const RUNTIME = 'nodejs22';
if (firebase) {
  const codebases = firebase.functions ?? [];
  const wrong = codebases.filter((c) => c.runtime !== RUNTIME);
  if (codebases.length === 0) fail('firebase.json: no functions codebase');
  else if (wrong.length > 0) fail(`firebase.json: functions runtime must be ${RUNTIME}`);
  else ok(`firebase.json: functions runtime ${RUNTIME}`);
  const files = [firebase.firestore?.rules, firebase.firestore?.indexes, firebase.storage?.rules];
  const missing = files.filter((file) => !file || !existsSync(path.join(ROOT, file)));
  if (missing.length > 0)
    fail(`firebase.json names files that do not exist: ${missing.join(', ')}`);
  else ok(`rules and indexes files present: ${files.join(', ')}`);
}

// ── the functions, as firebase deploy will see them ───────────────────────────
const LIB = path.join(ROOT, 'functions', 'lib', 'index.js');
if (!argv.includes('--no-build')) {
  const built = spawnSync(process.execPath, ['build.mjs'], {
    cwd: path.join(ROOT, 'functions'),
    stdio: 'inherit',
  });
  if (built.status !== 0) fail('the functions build failed');
}
/** @type {Record<string, Endpoint>} */
let endpoints = {};
if (existsSync(LIB)) {
  // Loading the bundle defines the functions and touches nothing (the Admin SDK starts on first use).
  // firebase-tools provides FIREBASE_CONFIG when it loads the bundle; the Storage trigger
  // reads the default bucket from it while it is defined.
  process.env.FIREBASE_CONFIG ??= JSON.stringify({
    projectId: project,
    storageBucket: `${project}.firebasestorage.app`,
  });
  const mod = await import(pathToFileURL(LIB).href);
  endpoints = Object.fromEntries(
    Object.entries(mod)
      .filter(([, value]) => (value && typeof value === 'object') || typeof value === 'function')
      .filter(([, value]) => value.__endpoint)
      .map(([name, value]) => [name, value.__endpoint]),
  );
} else fail('functions/lib/index.js is missing: build the functions (npm run build -w functions)');

const names = Object.keys(endpoints);
if (names.length > 0) {
  const bad = names.filter((name) => {
    const e = endpoints[name];
    return !(
      Array.isArray(e?.region) &&
      e.region.length === 1 &&
      typeof e.maxInstances === 'number' &&
      e.maxInstances > 0
    );
  });
  if (bad.length > 0) fail(`functions without a region or maxInstances: ${bad.join(', ')}`);
  else {
    const regions = [...new Set(names.map((name) => endpoints[name]?.region[0]))];
    ok(`${names.length} functions, each with its region (${regions.join(', ')}) and maxInstances`);
  }
}

// ── Hosting rewrites ──────────────────────────────────────────────────────────
for (const rewrite of firebase?.hosting?.rewrites ?? []) {
  if (!rewrite.function) continue;
  const target =
    typeof rewrite.function === 'string'
      ? { functionId: rewrite.function, region: 'us-central1' }
      : rewrite.function;
  const endpoint = endpoints[target.functionId];
  if (!endpoint)
    fail(`rewrite ${rewrite.source} → ${target.functionId}: no such exported function`);
  else if (!endpoint.httpsTrigger)
    fail(`rewrite ${rewrite.source} → ${target.functionId}: not an HTTPS (onRequest) function`);
  else if (!endpoint.region.includes(target.region ?? 'us-central1'))
    fail(
      `rewrite ${rewrite.source} → ${target.functionId}: in ${endpoint.region.join(', ')}, not ${target.region}`,
    );
  else ok(`rewrite ${rewrite.source} → ${target.functionId} (${endpoint.region[0]}, HTTPS)`);
}

// ── firestore.indexes.json ────────────────────────────────────────────────────
const indexes = /** @type {IndexesJson | null} */ (
  firebase?.firestore?.indexes ? readJson(firebase.firestore.indexes) : null
);
if (indexes) {
  const problems = [];
  if (!Array.isArray(indexes.indexes)) problems.push('"indexes" is not an array');
  if (indexes.fieldOverrides !== undefined && !Array.isArray(indexes.fieldOverrides))
    problems.push('"fieldOverrides" is not an array');
  const seen = new Set();
  for (const [i, index] of (indexes.indexes ?? []).entries()) {
    const where = `index ${i} (${index?.collectionGroup})`;
    if (typeof index?.collectionGroup !== 'string' || index.collectionGroup === '')
      problems.push(`${where}: no collectionGroup`);
    if (!['COLLECTION', 'COLLECTION_GROUP'].includes(index?.queryScope ?? ''))
      problems.push(`${where}: queryScope must be COLLECTION or COLLECTION_GROUP`);
    const fields = Array.isArray(index?.fields) ? index.fields : [];
    // A composite index has at least two fields; Firestore refuses one it makes itself.
    if (fields.length < 2) problems.push(`${where}: fewer than two fields`);
    for (const field of fields) {
      const kinds = /** @type {const} */ (['order', 'arrayConfig', 'vectorConfig']).filter(
        (k) => field?.[k] !== undefined,
      );
      if (typeof field?.fieldPath !== 'string' || field.fieldPath === '')
        problems.push(`${where}: a field without fieldPath`);
      if (kinds.length !== 1)
        problems.push(`${where}: ${field?.fieldPath} needs exactly one of order / arrayConfig`);
      if (field?.order !== undefined && !['ASCENDING', 'DESCENDING'].includes(field.order))
        problems.push(`${where}: ${field.fieldPath} order ${field.order}`);
      if (field?.arrayConfig !== undefined && field.arrayConfig !== 'CONTAINS')
        problems.push(`${where}: ${field.fieldPath} arrayConfig ${field.arrayConfig}`);
    }
    const key = JSON.stringify([index?.collectionGroup, index?.queryScope, fields]);
    if (seen.has(key)) problems.push(`${where}: declared twice`);
    seen.add(key);
  }
  if (problems.length > 0)
    for (const problem of problems) fail(`firestore.indexes.json: ${problem}`);
  else ok(`firestore.indexes.json: ${indexes.indexes?.length} composite indexes, valid`);
}

// ── Storage CORS ──────────────────────────────────────────────────────────────
const params = { ...readEnv('functions/.env'), ...readEnv(`functions/.env.${project}`) };
const webEnv = { ...readEnv('web/.env.production'), ...readEnv('web/.env.production.local') };
const bucket = webEnv.VITE_FIREBASE_STORAGE_BUCKET || `${project}.firebasestorage.app`;
const corsFile = path.join('.firebase', `storage-cors.${project}.json`);
const cors = existsSync(path.join(ROOT, 'storage-cors.json'))
  ? /** @type {CorsRule[] | null} */ (readJson('storage-cors.json'))
  : null;
if (!cors) fail('storage-cors.json is missing');
else if (!Array.isArray(cors) || cors.length === 0) fail('storage-cors.json: not a list of rules');
else {
  const appOrigin = (params.APP_ORIGIN ?? '').replace(/\/+$/, '');
  const resolved = cors.map((rule) => ({
    ...rule,
    origin: [
      ...new Set(
        (rule.origin ?? [])
          .map((origin) => origin.replaceAll('{project}', project))
          .flatMap((origin) =>
            origin === '{APP_ORIGIN}'
              ? appOrigin.startsWith('https://')
                ? [appOrigin]
                : []
              : [origin],
          ),
      ),
    ],
  }));
  const methods = new Set(resolved.flatMap((rule) => rule.method ?? []));
  const origins = resolved.flatMap((rule) => rule.origin);
  if ([...methods].some((method) => !['GET', 'HEAD'].includes(method)) || methods.size === 0)
    fail(`storage-cors.json: only GET and HEAD are needed (found ${[...methods].join(', ')})`);
  else if (origins.some((origin) => origin === '*' || !/^https:\/\/[^/]+$/.test(origin)))
    fail(`storage-cors.json: origins must be https://host, never *: ${origins.join(', ')}`);
  else {
    mkdirSync(path.join(ROOT, '.firebase'), { recursive: true });
    writeFileSync(path.join(ROOT, corsFile), `${JSON.stringify(resolved, null, 2)}\n`);
    ok(`storage-cors.json → ${corsFile} (GET/HEAD from ${origins.join(', ')})`);
  }
  if (!appOrigin)
    note(
      `APP_ORIGIN is not set in functions/.env.${project}: a custom domain is not in the CORS origins, ` +
        'and firebase deploy will ask for it',
    );
}

// ── secrets ───────────────────────────────────────────────────────────────────
/** @type {Set<string>} */
const sourceSecrets = new Set();
/** @param {string} dir */
function scan(dir) {
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) scan(full);
    else if (entry.name.endsWith('.ts') && !entry.name.includes('.test.'))
      for (const match of readFileSync(full, 'utf8').matchAll(/defineSecret\(\s*'([A-Z0-9_]+)'/g))
        if (match[1]) sourceSecrets.add(match[1]);
  }
}
scan(path.join(ROOT, 'functions', 'src'));
const boundSecrets = new Set(
  Object.values(endpoints).flatMap((e) => (e.secretEnvironmentVariables ?? []).map((s) => s.key)),
);
const unbound = [...sourceSecrets].filter((name) => !boundSecrets.has(name));
if (unbound.length > 0)
  fail(`secrets defined in code but bound to no function: ${unbound.join(', ')}`);
else if (sourceSecrets.size > 0)
  ok(`secrets named in code, each bound to its functions: ${[...sourceSecrets].sort().join(', ')}`);

// ── what is left ──────────────────────────────────────────────────────────────
const p = `--project ${project}`;
const left = [
  `Blaze plan and Email/Password sign-in on ${project} (console)`,
  `APIs enabled: gcloud services list --enabled --project ${project}`,
  ...[...sourceSecrets]
    .sort()
    .map((name) => `secret ${name} set: npx firebase functions:secrets:get ${name} ${p}`),
  `Storage service agent may read Firestore for storage.rules: gcloud projects get-iam-policy ${project} ` +
    `--flatten=bindings --filter="bindings.members:service-PROJECT_NUMBER@gcp-sa-firebasestorage.iam.gserviceaccount.com"`,
  `runtime service account may sign links, required for buyer-link photos and receipts (roles/iam.serviceAccountTokenCreator on itself)`,
  `bucket CORS applied: gcloud storage buckets describe gs://${bucket} --format="default(cors_config)"`,
  'App Check enforcement for Firestore, Storage and the callables (console)',
  `after deploy, the smoke test in README → First deploy`,
];
console.log(`\nLeft to check by hand (README → First deploy):`);
left.forEach((item, i) => console.log(`  ${i + 1}. ${item}`));

if (errors.length > 0) {
  console.log(`\ndeploy:check: ${errors.length} problem(s)`);
  process.exit(1);
}
console.log(`\ndeploy:check: ok${notes.length > 0 ? ` (${notes.length} note(s))` : ''}`);
