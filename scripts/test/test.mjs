// @ts-check
// `npm test`: both test tiers of docs/architecture.md §6one summary line at the end.
//
//   1. build the functions, the web app and the screen catalogue (Ladle, web/.catalogue-build)
//   2. tier 1 — Vitest projects domain, functions, web (unit + component), scripts
//      tier 1 — Playwright project "catalogue" (playwright.catalogue.config.ts): every
//      catalogue story at 1280 and 375 px, no emulators needed
//      tier 1 — Playwright project "ocr" (playwright.ocr.config.ts): a receipt photo read
//      in the browser from the built app's origin, no emulators needed
//      deploy check — `npm run deploy:check` against the repo's own configuration
//      (firebase.json, the built functions' options, indexes, CORS, secrets): one test
//   3. start the emulators (Auth, Functions, Hosting; + Firestore, Storage when they can run)
//      tier 1 — Playwright project "chromium": web/e2e/**/*.spec.ts against the built app
//   4. tier 2 — when the full emulator suite is available: Vitest project "tier2"
//      (**/*.tier2.test.ts) and Playwright project "tier2" (web/e2e/**/*.tier2.spec.ts);
//      otherwise they are counted, not run, and reported as skipped
//
// Options (npm test -- <option>):
//   --only-unit    Vitest tier 1 only: no builds, no emulators, no browser
//   --skip-build   reuse functions/lib, web/dist and web/.catalogue-build as they are
//   --no-tier2     do not run tier 2 even where it could run (it is reported as skipped)
//
// Counts come from the runners' JSON reports in .test-output/. Exit status is non-zero
// when any test failed, a runner crashed or produced no report, or a build failed.
import { existsSync, mkdirSync, readFileSync, rmSync } from 'node:fs';
import path from 'node:path';
import { stripVTControlCharacters } from 'node:util';
import { buildCatalogue } from './catalogue.mjs';
import { findChromium, CHROMIUM_MISSING } from '../lib/chromium.mjs';
import {
  describeDetection,
  detectEmulators,
  emulatorProcessEnv,
} from '../lib/emulators-available.mjs';
import { planTiers, tier2SummaryLine } from './test-tiers.mjs';
import { busyPorts, EmulatorStartError, emulatorEnv, startEmulators } from '../lib/emulators.mjs';
import { ROOT } from '../lib/paths.mjs';
import { onInterrupt, run, runInOwnNetwork, stopAll, stopProcess } from '../lib/processes.mjs';
import { messageOf } from '../lib/errors.mjs';

const args = new Set(process.argv.slice(2));
const known = new Set(['--only-unit', '--skip-build', '--no-tier2', '--shared-network']);
for (const arg of args) {
  if (!known.has(arg)) {
    console.error(`Unknown option ${arg}. Options: ${[...known].join(', ')}`);
    process.exit(2);
  }
}
const onlyUnit = args.has('--only-unit');
const skipBuild = args.has('--skip-build') || onlyUnit;

// A run gets a loopback of its own where Linux allows it, so the emulators' fixed ports
// never meet a developer's `npm start` or another run, and nothing can reach outside.
if (!onlyUnit && !args.has('--shared-network') && process.env.HOMELEDGER_OWN_NETWORK !== '1') {
  const code = await runInOwnNetwork(process.argv.slice(1));
  if (code !== null) process.exit(code);
  console.log('(No network namespace of its own here: the emulators use the shared ports.)');
}

const BIN = path.join(ROOT, 'node_modules', '.bin');
const OUT = path.join(ROOT, '.test-output');
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

const startedAt = Date.now();
/** @typedef {{ passed: number, failed: number, skipped: number }} Counts */
const NO_COUNTS = Object.freeze({ passed: 0, failed: 0, skipped: 0 });
const totals = { passed: 0, failed: 0, skipped: 0 };
/** Adds a runner's counts to the totals and hands them back (tier 2 keeps its own too). */
function tally(/** @type {Counts} */ counts) {
  totals.passed += counts.passed;
  totals.failed += counts.failed;
  totals.skipped += counts.skipped;
  return counts;
}
/** Failures that are not a failing test: a build, a crashed runner, a missing browser. */
const problems = [];
/** Each failing test, named in the summary so the end of a CI log says what broke. */
const failures = [];
/** @type {string[]} */
const timings = [];

/** @param {unknown} text */
function firstLine(text) {
  return stripVTControlCharacters(String(text ?? ''))
    .split('\n')
    .map((line) => line.trim())
    .find(Boolean)
    ?.slice(0, 300);
}

onInterrupt(() => stopAll({ signal: 'SIGINT', timeoutMs: 15_000 }));

/** @param {string} text */
function heading(text) {
  console.log(`\n━━━ ${text} ${'━'.repeat(Math.max(3, 70 - text.length))}`);
}

/**
 * @template T
 * @param {string} label
 * @param {() => Promise<T>} fn
 * @returns {Promise<T>}
 */
async function timed(label, fn) {
  const t0 = Date.now();
  try {
    return await fn();
  } finally {
    timings.push(`${label} ${((Date.now() - t0) / 1000).toFixed(1)}s`);
  }
}

/**
 * The parts of the reporters' JSON this script reads.
 * @typedef {{ status: string, fullName: string, failureMessages?: string[] }} VitestAssertion
 * @typedef {{ name: string, status: string, message?: string, assertionResults: VitestAssertion[] }} VitestFile
 * @typedef {{ testResults: VitestFile[], numFailedTests: number, numPassedTests: number,
 *   numPendingTests: number, numTodoTests: number }} VitestReport
 * @typedef {{ status: string, results?: { error?: { message?: string } }[] }} PlaywrightTest
 * @typedef {{ title: string, file: string, line: number, tests?: PlaywrightTest[] }} PlaywrightSpec
 * @typedef {{ title?: string, specs?: PlaywrightSpec[], suites?: PlaywrightSuite[] }} PlaywrightSuite
 * @typedef {{ stats?: { expected: number, unexpected: number, flaky: number, skipped: number },
 *   suites?: PlaywrightSuite[], errors?: { message?: string }[] }} PlaywrightReport
 */

/**
 * A reporter's JSON file, or null when it is missing or unreadable.
 * @param {string} file
 * @returns {unknown}
 */
function readJson(file) {
  try {
    return JSON.parse(readFileSync(file, 'utf8'));
  } catch {
    return null;
  }
}

// ── Vitest ────────────────────────────────────────────────────────────────────

/**
 * @param {string} label
 * @param {string[]} projects
 * @param {string} reportName
 * @param {string[]} [extra]
 * @param {Record<string, string>} [env]
 */
async function vitestRun(label, projects, reportName, extra = [], env = {}) {
  heading(label);
  const report = path.join(OUT, reportName);
  const code = await run(
    path.join(BIN, 'vitest'),
    [
      'run',
      ...projects.map((p) => `--project=${p}`),
      '--reporter=default',
      '--reporter=json',
      `--outputFile.json=${report}`,
      '--passWithNoTests',
      ...extra,
    ],
    { cwd: ROOT, label: 'vitest', env: { ...process.env, ...env } },
  );
  const json = /** @type {VitestReport | null} */ (readJson(report));
  if (!json) {
    problems.push(`${label}: Vitest crashed or wrote no report (exit code ${code})`);
    return NO_COUNTS;
  }
  // A file that fails to load has status "failed" and no failed assertions: count it too.
  const brokenFiles = json.testResults.filter(
    (f) => f.status === 'failed' && !f.assertionResults.some((a) => a.status === 'failed'),
  );
  for (const f of brokenFiles)
    console.log(`  ✗ ${path.relative(ROOT, f.name)} failed to run: ${f.message}`);
  for (const f of json.testResults) {
    for (const a of f.assertionResults) {
      if (a.status === 'failed') {
        failures.push(
          `${path.relative(ROOT, f.name)} › ${a.fullName}: ${firstLine(a.failureMessages?.[0])}`,
        );
      }
    }
  }
  for (const f of brokenFiles) failures.push(`${path.relative(ROOT, f.name)}: failed to run`);
  const failed = json.numFailedTests + brokenFiles.length;
  if (code !== 0 && failed === 0) {
    problems.push(
      `${label}: Vitest exited with code ${code} (unhandled error? see its output above)`,
    );
  }
  return tally({
    passed: json.numPassedTests,
    failed,
    skipped: json.numPendingTests + json.numTodoTests,
  });
}

/**
 * Number of tests in Vitest projects, collected without running them.
 * @param {string[]} projects
 * @returns {Promise<number>}
 */
async function vitestCount(projects) {
  const file = path.join(OUT, `vitest-list-${projects.join('-')}.json`);
  const base = ['list', ...projects.map((p) => `--project=${p}`), `--json=${file}`];
  const env = { ...process.env, HOMELEDGER_TIER2: '1' };
  let code = await run(path.join(BIN, 'vitest'), base, {
    cwd: ROOT,
    label: 'vitest list',
    stdio: ['ignore', 'ignore', 'inherit'],
    env,
  });
  if (code !== 0 || !readJson(file)) {
    // Collecting imports the test files; fall back to parsing them.
    code = await run(path.join(BIN, 'vitest'), [...base, '--staticParse'], {
      cwd: ROOT,
      label: 'vitest list',
      stdio: ['ignore', 'ignore', 'inherit'],
      env,
    });
  }
  const list = readJson(file);
  if (!Array.isArray(list)) {
    problems.push(
      `could not list the tests of Vitest project(s) ${projects.join(', ')} (exit code ${code})`,
    );
    return 0;
  }
  return list.length;
}

// ── Playwright ────────────────────────────────────────────────────────────────

/**
 * Titles and first error lines of the tests that failed in a Playwright JSON report.
 * @param {PlaywrightSuite[]} [suites]
 * @param {string[]} [titles]
 * @returns {string[]}
 */
function playwrightFailures(suites = [], titles = []) {
  const out = [];
  for (const suite of suites) {
    const path_ = suite.title && !suite.title.endsWith('.ts') ? [...titles, suite.title] : titles;
    for (const spec of suite.specs ?? []) {
      for (const test of spec.tests ?? []) {
        if (test.status !== 'unexpected') continue;
        const last = test.results?.at(-1);
        out.push(
          `${spec.file}:${spec.line} › ${[...path_, spec.title].join(' › ')}: ${firstLine(last?.error?.message)}`,
        );
      }
    }
    out.push(...playwrightFailures(suite.suites, path_));
  }
  return out;
}

/**
 * @param {PlaywrightSuite[]} [suites]
 * @returns {number}
 */
function countPlaywrightTests(suites = []) {
  let n = 0;
  for (const suite of suites) {
    for (const spec of suite.specs ?? []) n += spec.tests?.length ?? 0;
    n += countPlaywrightTests(suite.suites);
  }
  return n;
}

/**
 * `config`: a Playwright config file other than playwright.config.ts.
 * @param {string} label
 * @param {string} project
 * @param {Record<string, string>} [env]
 * @param {string} [config]
 */
async function playwrightRun(label, project, env = {}, config = undefined) {
  heading(label);
  const report = path.join(OUT, `playwright-${project}.json`);
  const code = await run(
    path.join(BIN, 'playwright'),
    [
      'test',
      ...(config ? [`--config=${config}`] : []),
      `--project=${project}`,
      '--pass-with-no-tests',
    ],
    {
      cwd: ROOT,
      label: 'playwright',
      env: { ...process.env, ...env, HOMELEDGER_PLAYWRIGHT_JSON: report },
    },
  );
  const json = /** @type {PlaywrightReport | null} */ (readJson(report));
  if (!json?.stats) {
    problems.push(`${label}: Playwright crashed or wrote no report (exit code ${code})`);
    return NO_COUNTS;
  }
  const { expected, unexpected, flaky, skipped } = json.stats;
  failures.push(...playwrightFailures(json.suites));
  if (flaky > 0) console.log(`  note: ${flaky} test(s) passed only on retry (flaky)`);
  for (const error of json.errors ?? []) {
    problems.push(`${label}: ${String(error.message ?? error).split('\n')[0]}`);
  }
  if (code !== 0 && unexpected === 0 && (json.errors ?? []).length === 0) {
    problems.push(`${label}: Playwright exited with code ${code}`);
  }
  if (unexpected > 0) {
    console.log(
      `  traces and screenshots of failures: ${path.relative(ROOT, 'test-results') || 'test-results'}/`,
    );
  }
  return tally({ passed: expected + flaky, failed: unexpected, skipped });
}

/**
 * Number of tests in a Playwright project, listed without running them.
 * @param {string} project
 * @param {string} [config]
 * @returns {Promise<number>}
 */
async function playwrightCount(project, config = undefined) {
  const file = path.join(OUT, `playwright-list-${project}.json`);
  const code = await run(
    path.join(BIN, 'playwright'),
    [
      'test',
      '--list',
      ...(config ? [`--config=${config}`] : []),
      `--project=${project}`,
      '--pass-with-no-tests',
    ],
    {
      cwd: ROOT,
      label: 'playwright list',
      stdio: ['ignore', 'ignore', 'inherit'],
      env: { ...process.env, HOMELEDGER_PLAYWRIGHT_JSON: file },
    },
  );
  const json = /** @type {PlaywrightReport | null} */ (readJson(file));
  if (!json) {
    problems.push(`could not list the tests of Playwright project ${project} (exit code ${code})`);
    return 0;
  }
  return countPlaywrightTests(json.suites);
}

// ── The run ───────────────────────────────────────────────────────────────────

const detection = await detectEmulators();
for (const line of describeDetection(detection)) console.log(line);
const plan = planTiers(detection, { onlyUnit, noTier2: args.has('--no-tier2') });
/** Tier 2's own counts, for the summary. */
const tier2Counts = { passed: 0, failed: 0, skipped: 0 };

let buildOk = true;
let catalogueBuildOk = true;
if (!skipBuild) {
  heading('Build');
  for (const [name, workspace] of /** @type {const} */ ([
    ['functions', 'functions'],
    ['web', 'web'],
  ])) {
    const code = await timed(`build ${name}`, () =>
      run('npm', ['run', 'build', '-w', workspace], { cwd: ROOT, label: `build ${name}` }),
    );
    if (code !== 0) {
      buildOk = false;
      problems.push(`the ${name} build failed (npm run build -w ${workspace}, exit code ${code})`);
    }
  }
  // After the web build, whose `panda codegen` the catalogue needs too.
  const code = await timed('build catalogue', () => buildCatalogue());
  if (code !== 0) {
    catalogueBuildOk = false;
    problems.push(
      `the catalogue build failed (node scripts/test/catalogue.mjs build, exit code ${code})`,
    );
  }
} else if (!existsSync(path.join(ROOT, 'web', 'styled-system', 'css'))) {
  // Component tests import Panda's generated styled-system.
  await run(path.join(BIN, 'panda'), ['codegen'], { cwd: path.join(ROOT, 'web'), label: 'panda' });
}

await timed('vitest tier 1', () =>
  vitestRun(
    'Tier 1: unit and component tests (Vitest)',
    ['domain', 'functions', 'web', 'scripts'],
    'vitest-tier1.json',
  ),
);

// What `firebase deploy` would meet, checked on the repo's own configuration (needs functions/lib).
if (!onlyUnit && buildOk) {
  heading('Deploy check (npm run deploy:check)');
  const code = await timed('deploy check', () =>
    run(
      process.execPath,
      [
        path.join(ROOT, 'scripts', 'build', 'deploy-check.mjs'),
        '--project',
        'demo-homeledger',
        '--no-build',
      ],
      { cwd: ROOT, label: 'deploy:check' },
    ),
  );
  if (code === 0) tally({ passed: 1, failed: 0, skipped: 0 });
  else {
    tally({ passed: 0, failed: 1, skipped: 0 });
    failures.push('scripts/build/deploy-check.mjs --project demo-homeledger: see its output above');
  }
}

// The screen catalogue needs no emulators: Playwright serves the static build itself.
const CATALOGUE_CONFIG = 'playwright.catalogue.config.ts';
if (!onlyUnit && catalogueBuildOk) {
  if (findChromium()) {
    await timed('playwright catalogue', () =>
      playwrightRun(
        'Tier 1: screen catalogue (Playwright, Chromium)',
        'catalogue',
        {},
        CATALOGUE_CONFIG,
      ),
    );
  } else {
    heading('Tier 1: screen catalogue (Playwright, Chromium)');
    const notRun = await playwrightCount('catalogue', CATALOGUE_CONFIG);
    problems.push(`catalogue tests not run (${notRun} counted as failed): ${CHROMIUM_MISSING}`);
    tally({ passed: 0, failed: notRun, skipped: 0 });
  }
}

// Reading a receipt in the browser: the built app served statically, no emulators.
const OCR_CONFIG = 'playwright.ocr.config.ts';
if (!onlyUnit && buildOk) {
  if (findChromium()) {
    await timed('playwright ocr', () =>
      playwrightRun(
        'Tier 1: receipt OCR in the browser (Playwright, Chromium)',
        'ocr',
        {},
        OCR_CONFIG,
      ),
    );
  } else {
    heading('Tier 1: receipt OCR in the browser (Playwright, Chromium)');
    const notRun = await playwrightCount('ocr', OCR_CONFIG);
    problems.push(`OCR browser test not run (${notRun} counted as failed): ${CHROMIUM_MISSING}`);
    tally({ passed: 0, failed: notRun, skipped: 0 });
  }
}

let tier2Ran = false;
if (!onlyUnit) {
  const chromium = findChromium();
  const { tier2, emulators: only } = plan;

  let blocker = null;
  if (!chromium) blocker = CHROMIUM_MISSING;
  else if (!buildOk) blocker = 'the build failed, so there is no app to test';
  else {
    const busy = await busyPorts(only);
    if (busy.length > 0) {
      blocker =
        `emulator ports already in use (${busy.join(', ')}) — is \`npm start\` or another ` +
        'emulator suite running? Stop it and run npm test again';
    }
  }

  if (blocker) {
    heading('Tier 1: browser E2E (Playwright)');
    const notRun = await playwrightCount('chromium');
    console.error(`\n✗ E2E TESTS NOT RUN: ${blocker}\n`);
    problems.push(`E2E tests not run (${notRun} counted as failed): ${blocker}`);
    tally({ passed: 0, failed: notRun, skipped: 0 });
  } else {
    heading(`Emulators: ${only.join(', ')}`);
    const logFile = path.join(OUT, 'emulators.log');
    let emulators = null;
    try {
      emulators = await timed('emulators start', () =>
        startEmulators({ only, env: emulatorProcessEnv(detection), logFile }),
      );
      console.log(`Emulators ready (log: ${path.relative(ROOT, logFile)}).`);
    } catch (error) {
      console.error(`✗ ${messageOf(error)}`);
      if (error instanceof EmulatorStartError) await stopProcess(error.child, { signal: 'SIGINT' });
      const notRun = await playwrightCount('chromium');
      problems.push(
        `the emulators did not start (see ${path.relative(ROOT, logFile)}); ${notRun} E2E tests counted as failed`,
      );
      tally({ passed: 0, failed: notRun, skipped: 0 });
    }
    if (emulators) {
      // Tier-1 specs read FIRESTORE_EMULATOR_HOST / FIREBASE_STORAGE_EMULATOR_HOST to know
      // what runs (a spec that needs Firestore absent skips itself when it is present).
      const env = { ...emulatorEnv(only), ...(tier2 ? { HOMELEDGER_TIER2: '1' } : {}) };
      await timed('playwright tier 1', () =>
        playwrightRun('Tier 1: browser E2E (Playwright, Chromium)', 'chromium', env),
      );
      if (tier2) {
        tier2Ran = true;
        for (const counts of [
          await timed('vitest tier 2', () =>
            vitestRun(
              'Tier 2: rules and function shells (Vitest)',
              ['tier2'],
              'vitest-tier2.json',
              ['--no-file-parallelism'],
              env,
            ),
          ),
          await timed('playwright tier 2', () =>
            playwrightRun('Tier 2: signed-in browser E2E (Playwright)', 'tier2', env),
          ),
        ]) {
          tier2Counts.passed += counts.passed;
          tier2Counts.failed += counts.failed;
          tier2Counts.skipped += counts.skipped;
        }
      }
      await timed('emulators stop', () =>
        stopProcess(emulators.child, { signal: 'SIGINT', timeoutMs: 20_000 }),
      );
    }
  }
}

let tier2Skipped = 0;
if (!tier2Ran) {
  tier2Skipped = (await vitestCount(['tier2'])) + (await playwrightCount('tier2'));
  tally({ passed: 0, failed: 0, skipped: tier2Skipped });
}

// Nothing should be left, but make sure.
await stopAll({ signal: 'SIGTERM', timeoutMs: 5_000 });

heading('Summary');
console.log(`time: ${((Date.now() - startedAt) / 1000).toFixed(1)}s (${timings.join(', ')})`);
for (const problem of problems) console.log(`✗ ${problem}`);
for (const failure of failures) console.log(`✗ failed: ${failure}`);
console.log(
  tier2SummaryLine(plan, {
    ran: tier2Ran,
    counts: tier2Ran ? tier2Counts : { passed: 0, failed: 0, skipped: tier2Skipped },
  }),
);
console.log(`tests: ${totals.passed} passed, ${totals.failed} failed, ${totals.skipped} skipped`);
process.exit(totals.failed > 0 || problems.length > 0 ? 1 : 0);
