// `npm run bench:bundle`: how much JavaScript a first visit to each route loads.
//
// Builds the web app, serves web/dist on a free port (static files, clean URLs and the
// SPA fallback, like the Hosting config: scripts/static-server.mjs), opens every route
// of the spec's route table in a fresh Chromium context, waits for the network to go
// idle and sums the gzip size (zlib level 9, computed here from the built files) of
// every distinct JavaScript file the page fetched. Signed-out visits to guarded routes
// redirect to /login; what they load is what a signed-out first visit costs.
//
// Budgets: landing page `/` ≤ 120 KB gzip, every route ≤ 250 KB gzip. This is a
// benchmark, not a test: it exits 0 whatever the sizes, non-zero only when the build
// or the browser fails. Option: --no-build (measure web/dist as it is).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from './chromium.mjs';
import { DIST } from './prerender.mjs';
import { onInterrupt } from './processes.mjs';
import { buildWeb, resolveDistFile, startStaticServer } from './static-server.mjs';

const KB = 1024;
const LANDING_BUDGET = 120 * KB;
const ROUTE_BUDGET = 250 * KB;
const ROUTES = [
  '/',
  '/login',
  '/register',
  '/forgot-password',
  '/features',
  '/how-it-works',
  '/faq',
  '/help',
  '/help-center',
  '/help/getting-started',
  '/privacy',
  '/terms',
  '/cookies',
  '/dashboard',
  '/add-property',
  '/property/x',
  '/add-repair/x',
  '/edit-repair/x',
  '/repair/x',
  '/realtor',
  '/realtor/property/x',
  '/contractor',
  '/does-not-exist',
];
/** Routes anyone may visit; Firestore code loaded on one of these is worth a warning. */
const SIGNED_IN =
  /^\/(dashboard|add-property|property|add-repair|edit-repair|repair|realtor|contractor)(\/|$)/;

const chromiumPath = requireChromium();

let server;
let browser;
onInterrupt(async () => {
  await browser?.close().catch(() => {});
  server?.close();
});

if (!process.argv.includes('--no-build')) await buildWeb();
if (!existsSync(path.join(DIST, 'index.html'))) {
  console.error('web/dist/index.html is missing: build the web app first (npm run build -w web).');
  process.exit(1);
}

// Like the Hosting rewrite: anything that is not a file gets the un-prerendered app shell.
// No compression: the gzip sizes below are computed from the built files.
server = await startStaticServer({ dist: DIST, gzip: false });
const origin = server.url;

// ── Measure ───────────────────────────────────────────────────────────────────
browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const results = [];
for (const route of ROUTES) {
  const context = await browser.newContext();
  const page = await context.newPage();
  /** @type {Set<string>} */
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const type = response.headers()['content-type'] ?? '';
    if (/\.m?js$/.test(url.pathname) || type.includes('javascript')) scripts.add(url.pathname);
  });
  let error = null;
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'networkidle', timeout: 30_000 });
    // Lazy routes and redirects may start more fetches right after the first idle.
    await page.waitForTimeout(300);
    await page.waitForLoadState('networkidle', { timeout: 15_000 });
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e);
  }
  const landed = new URL(page.url()).pathname;
  await context.close();

  let gzip = 0;
  let firestore = false;
  for (const script of scripts) {
    const file = resolveDistFile(DIST, script);
    if (!file) continue;
    const content = readFileSync(file);
    gzip += gzipSync(content, { level: 9 }).length;
    if (/firestore/i.test(path.basename(file)) || content.includes('google.firestore.v1'))
      firestore = true;
  }
  const budget = route === '/' ? LANDING_BUDGET : ROUTE_BUDGET;
  results.push({
    route,
    landed,
    files: scripts.size,
    gzip,
    budget,
    ok: gzip <= budget,
    firestore,
    error,
  });
}
await browser.close();
server.close();

// ── Report ────────────────────────────────────────────────────────────────────
const kb = (bytes) => (bytes / KB).toFixed(1);
const header = ['route', 'landed on', 'js files', 'gzip KB', 'budget KB', 'result', 'firestore'];
const rows = results.map((r) => [
  r.route,
  r.landed === r.route ? '' : r.landed,
  String(r.files),
  kb(r.gzip),
  kb(r.budget),
  r.error ? `ERROR: ${r.error}` : r.ok ? 'pass' : 'OVER',
  r.firestore ? 'yes' : 'no',
]);
const widths = header.map((h, i) => Math.max(h.length, ...rows.map((row) => row[i].length)));
const line = (cells) =>
  cells.map((c, i) => (i >= 2 && i <= 4 ? c.padStart(widths[i]) : c.padEnd(widths[i]))).join('  ');
console.log(
  `\nJavaScript loaded by a first, signed-out visit (gzip -9 of each distinct file; KB = 1024 bytes):\n`,
);
console.log(line(header));
console.log(widths.map((w) => '─'.repeat(w)).join('  '));
for (const row of rows) console.log(line(row));

const over = results.filter((r) => !r.ok);
const publicFirestore = results.filter((r) => r.firestore && !SIGNED_IN.test(r.route));
const largest = results.reduce((a, b) => (b.gzip > a.gzip ? b : a));
console.log('');
console.log(
  `Landing page: ${kb(results[0].gzip)} KB of ${kb(LANDING_BUDGET)} KB; largest route: ${largest.route} ${kb(largest.gzip)} KB of ${kb(ROUTE_BUDGET)} KB.`,
);
console.log(
  over.length === 0
    ? 'Budgets: all routes within budget.'
    : `Budgets: ${over.length} route(s) over budget: ${over.map((r) => r.route).join(', ')}.`,
);
console.log(
  publicFirestore.length === 0
    ? 'Firestore: not loaded on any public route.'
    : `Firestore: LOADED on public route(s) ${publicFirestore.map((r) => r.route).join(', ')} — public pages must not load Firestore.`,
);
