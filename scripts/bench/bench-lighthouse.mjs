// `npm run bench:lighthouse`: Lighthouse scores of every prerendered public page.
//
// Builds the web app (or reuses web/dist with --skip-build), serves web/dist on a free
// port with a small server that behaves like the Hosting config (scripts/bench/static-server.mjs:
// cleanUrls, trailingSlash: false, "**" → /app.html, immutable /assets/**, gzip like Hosting), and
// runs Lighthouse (node API, default mobile form factor and simulated throttling) in
// Debian's Chromium over every page scripts/build/prerender.mjs writes, three times per page
// (a fresh browser each time), and prints the median of the runs: the four category
// scores and the main metrics per page, then, for any category below 100, the audits that
// cost points in the median run. The server sends firebase.json's headers (CSP and all),
// and serves a snapshot of web/dist taken at the start, so a rebuild while the benchmark
// runs does not change the pages under it. Everything is local: the pages load nothing
// external.
//
// This is a benchmark, not a test: it exits 0 whatever the scores, non-zero only when the
// build, the browser or Lighthouse fails.
//
// Options: --skip-build (alias --no-build) audit web/dist as it is; --pages /,/faq audit
// only these paths; --runs N runs per page (default 3; the median is reported);
// --json DIR also write each page's median-run Lighthouse result (JSON) there;
// --pwa-only skip the Lighthouse runs and check only the installable app (below).
//
// Installable app (docs/architecture.md §10): Lighthouse 12 dropped its PWA category, so after
// the audits one more fresh Chromium opens `/`, waits for the service worker to control it and
// reports Chromium's own verdict (CDP Page.getAppManifest errors, Page.getInstallabilityErrors,
// what the install prompt relies on), then cuts the network and loads the manifest's
// start_url: the offline start works when the app renders (not the browser's error page).
import { cpSync, existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { CHROMIUM_ARGS, requireChromium } from '../lib/chromium.mjs';
import { DIST, SSR_ENTRY } from '../lib/paths.mjs';
import { onInterrupt } from '../lib/processes.mjs';
import { textTable } from '../lib/text-table.mjs';
import { buildWeb, startStaticServer } from './static-server.mjs';

const CATEGORIES = ['performance', 'accessibility', 'best-practices', 'seo'];
const METRICS = [
  ['FCP', 'first-contentful-paint'],
  ['LCP', 'largest-contentful-paint'],
  ['TBT', 'total-blocking-time'],
  ['CLS', 'cumulative-layout-shift'],
];

// ── The benchmark ─────────────────────────────────────────────────────────────
async function pagesToAudit() {
  const { PRERENDER_PATHS } = await import(pathToFileURL(SSR_ENTRY).href);
  return [...PRERENDER_PATHS];
}

const fmtMs = (ms) => (ms >= 1000 ? `${(ms / 1000).toFixed(1)} s` : `${Math.round(ms)} ms`);

/** An unweighted performance insight that would actually save time or bytes. */
function hasSavings(audit) {
  if (audit.scoreDisplayMode !== 'metricSavings' || audit.score >= 0.9) return false;
  const details = audit.details ?? {};
  return (
    Object.values(audit.metricSavings ?? {}).some((v) => typeof v === 'number' && v > 0) ||
    details.overallSavingsMs > 0 ||
    details.overallSavingsBytes > 0
  );
}

function summarize(lhr) {
  const scores = Object.fromEntries(
    CATEGORIES.map((id) => [
      id,
      lhr.categories[id]?.score == null ? null : Math.round(lhr.categories[id].score * 100),
    ]),
  );
  const metrics = Object.fromEntries(
    METRICS.map(([label, id]) => [label, lhr.audits[id]?.numericValue ?? null]),
  );
  /** category → audit lines that cost points */
  const failing = {};
  for (const id of CATEGORIES) {
    const category = lhr.categories[id];
    if (!category || category.score === 1) continue;
    const lines = [];
    for (const ref of category.auditRefs) {
      const audit = lhr.audits[ref.id];
      if (!audit || audit.score === null || audit.score >= 1) continue;
      if (ref.weight > 0) {
        lines.push(`${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`);
      } else if (id === 'performance' && hasSavings(audit)) {
        lines.push(
          `[insight] ${audit.title}${audit.displayValue ? ` (${audit.displayValue})` : ''}`,
        );
      }
    }
    failing[id] = lines;
  }
  return { scores, metrics, failing, warnings: lhr.runWarnings ?? [] };
}

function printTable(results) {
  const header = ['page', 'perf', 'a11y', 'best-pr', 'seo', ...METRICS.map(([label]) => label)];
  const rows = results.map((r) =>
    r.error
      ? [r.page, `ERROR: ${r.error}`, '', '', '', '', '', '', '']
      : [
          r.page,
          ...CATEGORIES.map((c) => (r.scores[c] == null ? '—' : String(Math.round(r.scores[c])))),
          ...METRICS.map(([label]) => fmtMetric(label, r.metrics[label])),
        ],
  );
  for (const line of textTable(header, rows)) console.log(line);
}

const fmtMetric = (label, value) =>
  value == null ? '—' : label === 'CLS' ? value.toFixed(3) : fmtMs(value);

/** The median of numbers (nulls ignored; the mean of the middle two for an even count). */
export function median(values) {
  const sorted = values.filter((v) => v != null).sort((a, b) => a - b);
  if (sorted.length === 0) return null;
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : (sorted[mid - 1] + sorted[mid]) / 2;
}

/**
 * One page's runs → the median of each score and metric, and the audits of the run
 * whose performance score is the median (the failing-audit list comes from that run).
 */
function medianOfRuns(page, runs) {
  const byPerf = [...runs].sort(
    (a, b) => (a.scores.performance ?? -1) - (b.scores.performance ?? -1),
  );
  const middle = byPerf[Math.floor((byPerf.length - 1) / 2)];
  return {
    page,
    runs: runs.length,
    scores: Object.fromEntries(CATEGORIES.map((c) => [c, median(runs.map((r) => r.scores[c]))])),
    metrics: Object.fromEntries(
      METRICS.map(([label]) => [label, median(runs.map((r) => r.metrics[label]))]),
    ),
    failing: middle.failing,
    warnings: [...new Set(runs.flatMap((r) => r.warnings))],
    lhr: middle.lhr,
  };
}

/** The value after a command-line flag (`--flag value` or `--flag=value`). */
function option(flag) {
  const args = process.argv.slice(2);
  const i = args.findIndex((a) => a === flag || a.startsWith(`${flag}=`));
  if (i === -1) return undefined;
  return args[i].includes('=') ? args[i].slice(flag.length + 1) : args[i + 1];
}

async function main() {
  const skipBuild = process.argv.includes('--skip-build') || process.argv.includes('--no-build');

  const chromePath = requireChromium();
  if (!skipBuild) await buildWeb();
  if (!existsSync(path.join(DIST, 'app.html')) || !existsSync(SSR_ENTRY)) {
    console.error(
      'web/dist is not a prerendered build: run `npm run build -w web` (or drop --skip-build).',
    );
    process.exit(1);
  }
  const only = option('--pages')?.split(',').filter(Boolean);
  const pages = only ?? (await pagesToAudit());
  const jsonDir = option('--json');
  if (jsonDir) mkdirSync(jsonDir, { recursive: true });
  const runsPerPage = Math.max(1, Number(option('--runs') ?? 3) || 3);
  const snapshot = mkdtempSync(path.join(tmpdir(), 'homeledger-lighthouse-'));
  cpSync(DIST, snapshot, { recursive: true });

  const [{ default: lighthouse }, chromeLauncher] = await Promise.all([
    import('lighthouse'),
    import('chrome-launcher'),
  ]);
  const server = await startStaticServer({ dist: snapshot, gzip: true, headers: true });
  const origin = server.url;
  /** @type {import('chrome-launcher').LaunchedChrome | undefined} */
  let chrome;
  const killChrome = () => {
    try {
      chrome?.kill();
    } catch {
      // already gone
    }
    chrome = undefined;
  };
  const stop = async () => {
    killChrome();
    await server.close();
    rmSync(snapshot, { recursive: true, force: true });
  };
  onInterrupt(stop);

  const pwaOnly = process.argv.includes('--pwa-only');
  if (!pwaOnly)
    console.log(
      `Lighthouse ${pages.length} pages × ${runsPerPage} runs on ${origin} (mobile, simulated throttling)…`,
    );
  const results = [];
  let installable;
  try {
    for (const page of pwaOnly ? [] : pages) {
      const runs = [];
      let error;
      // A failed run (e.g. NO_NAVSTART on a busy machine) is retried, twice at most per page.
      let retries = 2;
      for (let run = 0; run < runsPerPage && !error; run++) {
        const started = Date.now();
        try {
          // A fresh browser profile per run: no cache, IndexedDB (Firebase Auth) or
          // service state carried over from the run before.
          chrome = await chromeLauncher.launch({
            chromePath,
            chromeFlags: CHROMIUM_ARGS,
            logLevel: 'silent',
          });
          const result = await lighthouse(`${origin}${page}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: CATEGORIES,
          });
          if (!result) throw new Error('no result');
          if (result.lhr.runtimeError) throw new Error(result.lhr.runtimeError.message);
          runs.push({ ...summarize(result.lhr), lhr: result.lhr });
          process.stdout.write(
            `  ${page} run ${run + 1}: performance ${runs.at(-1).scores.performance} (${((Date.now() - started) / 1000).toFixed(0)} s)\n`,
          );
        } catch (e) {
          const message = e instanceof Error ? e.message.split('\n')[0] : String(e);
          if (retries-- > 0) {
            process.stdout.write(`  ${page} run ${run + 1}: failed, retrying (${message})\n`);
            run--;
            continue;
          }
          error = message;
          process.stdout.write(`  ${page}: ERROR\n`);
        } finally {
          killChrome();
        }
      }
      if (error) {
        results.push({ page, error });
        continue;
      }
      const result = medianOfRuns(page, runs);
      results.push(result);
      if (jsonDir) {
        const name = page === '/' ? 'index' : page.slice(1).replace(/\//g, '__');
        writeFileSync(path.join(jsonDir, `${name}.json`), JSON.stringify(result.lhr, null, 1));
      }
    }
    installable = await checkInstallableApp(origin, chromePath);
  } finally {
    await stop();
  }
  printInstallable(installable);
  if (pwaOnly) return;

  console.log(
    `\nLighthouse scores (0–100) and metrics, mobile, median of ${runsPerPage} run(s) per page:\n`,
  );
  printTable(results);

  const withFailures = results.filter((r) => !r.error && Object.keys(r.failing).length > 0);
  if (withFailures.length > 0) {
    console.log('\nAudits costing points (categories below 100; from the median run):');
    for (const r of withFailures) {
      console.log(`\n${r.page}`);
      for (const [category, lines] of Object.entries(r.failing)) {
        console.log(`  ${category} ${r.scores[category]}:`);
        for (const l of lines.length > 0 ? lines : ['(no single audit below 100)'])
          console.log(`    - ${l}`);
      }
    }
  } else if (results.every((r) => !r.error)) {
    console.log('\nEvery category of every page scores 100.');
  }
  const warnings = [...new Set(results.flatMap((r) => r.warnings ?? []))];
  if (warnings.length > 0)
    console.log(`\nLighthouse warnings:\n${warnings.map((w) => `  - ${w}`).join('\n')}`);

  const errors = results.filter((r) => r.error);
  if (errors.length > 0) {
    console.error(`\nLighthouse failed on ${errors.length} page(s).`);
    process.exit(1);
  }
}

/**
 * Chromium's verdict on the installable app, and whether its start_url starts offline.
 * @param {string} origin
 * @param {string} chromePath
 */
async function checkInstallableApp(origin, chromePath) {
  const { chromium } = await import('@playwright/test');
  // A persistent profile: Chromium never offers to install into an off-the-record one.
  const profile = mkdtempSync(path.join(tmpdir(), 'homeledger-pwa-'));
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: chromePath,
    args: CHROMIUM_ARGS,
    serviceWorkers: 'allow',
  });
  try {
    const page = context.pages()[0] ?? (await context.newPage());
    await page.goto(`${origin}/`);
    const started = Date.now();
    const controlled = await page
      .waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
        timeout: 60_000,
      })
      .then(() => true)
      .catch(() => false);
    const controlSeconds = (Date.now() - started) / 1000;
    const cdp = await context.newCDPSession(page);
    const manifest = await cdp.send('Page.getAppManifest');
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    const startUrl = JSON.parse(manifest.data ?? '{}').start_url ?? '/';
    const precache = await page.evaluate(async () => {
      const names = await globalThis.caches.keys();
      let files = 0;
      for (const name of names) files += (await (await globalThis.caches.open(name)).keys()).length;
      return files;
    });
    await context.setOffline(true);
    const offline = await page
      .goto(`${origin}${startUrl}`)
      .then(async () => {
        // The app renders into #root (signed out, the guard shows the login form).
        await page.waitForSelector('#root form, #root h1', { timeout: 15_000 });
        return {
          works: true,
          shows: (await page.locator('#root h1, #root h2').first().textContent())?.trim(),
        };
      })
      .catch((e) => ({
        works: false,
        shows: e instanceof Error ? e.message.split('\n')[0] : String(e),
      }));
    await context.setOffline(false);
    return {
      manifestUrl: manifest.url,
      manifestErrors: manifest.errors.map((e) => e.message),
      installabilityErrors: installabilityErrors.map((e) => e.errorId),
      controlled,
      controlSeconds,
      precache,
      startUrl,
      offline,
    };
  } finally {
    await context.close();
    rmSync(profile, { recursive: true, force: true });
  }
}

/** @param {Awaited<ReturnType<typeof checkInstallableApp>> | undefined} r */
function printInstallable(r) {
  if (!r) return;
  const list = (/** @type {string[]} */ items) => (items.length === 0 ? 'none' : items.join(', '));
  console.log('\nInstallable app (Chromium, fresh profile, opened at /):');
  console.log(
    `  manifest:                 ${r.manifestUrl || 'none'} (errors: ${list(r.manifestErrors)})`,
  );
  console.log(`  installability errors:    ${list(r.installabilityErrors)}`);
  console.log(
    `  installable:              ${r.installabilityErrors.length === 0 && r.manifestUrl ? 'yes' : 'NO'}`,
  );
  console.log(
    `  service worker in control: ${r.controlled ? `yes, after ${r.controlSeconds.toFixed(1)} s (${r.precache} files cached)` : 'NO'}`,
  );
  console.log(
    `  offline start ${r.startUrl}: ${r.offline.works ? `works (shows "${r.offline.shows}")` : `FAILS (${r.offline.shows})`}`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) => {
    console.error(error);
    process.exit(1);
  });
}
