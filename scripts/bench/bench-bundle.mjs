// @ts-check
// `npm run bench:bundle`: how much JavaScript a first visit to each route loads.
//
// Builds the web app, serves web/dist on a free port (static files, clean URLs and the
// SPA fallback, like the Hosting config: scripts/bench/static-server.mjs), opens every route
// of the spec's route table in a fresh Chromium context, waits for the network to go
// idle and sums the gzip size (zlib level 9, computed here from the built files) of
// every distinct JavaScript file the page fetched. Signed-out visits to guarded routes
// redirect to /login; what they load is what a signed-out first visit costs.
//
// Budgets: landing page `/` ≤ 126 KB gzip with react-router-dom's data router (next goal
// 100 KB), every route ≤ 420 KB gzip (signed-in routes carry the full Firestore SDK with
// its persistent cache, ~160 KB of it). This is a benchmark, not a test: it exits 0
// whatever the sizes, non-zero only when the build or the browser fails. Options:
// --no-build (measure web/dist as it is), --no-signed-in, --list=<route>[,<route>…] or
// --list=all (print each file a route loads, with its size).
//
// Signed in: the guarded routes are measured again as their role's user would meet them
// (a session from an earlier visit, then a fresh page load of the route), through /login
// against the Auth emulator (started when none runs). Under scripts/test/with-emulators.mjs
// (Firestore running) the users are the demo accounts and a home's pages open a real demo
// home (scripts/lib/seed-demo.ts); without Firestore they open the id "x" and are measured
// as their redirect to the dashboard, which the output says.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { CHROMIUM_ARGS, requireChromium } from '../lib/chromium.mjs';
import { DIST } from '../lib/paths.mjs';
import { EmulatorStartError, emulatorPorts, startEmulators } from '../lib/emulators.mjs';
import { onInterrupt, portOpen, stopProcess } from '../lib/processes.mjs';
import { loadSeedModule } from '../lib/seed-demo.mjs';
import { textTable } from '../lib/text-table.mjs';
import { buildWeb, resolveDistFile, startStaticServer } from './static-server.mjs';

const KB = 1024;
/** `--list=/contractor,/` (or `--list=all`): print those routes' files with their sizes. */
const LIST = new Set(
  process.argv
    .filter((arg) => arg.startsWith('--list='))
    .flatMap((arg) => arg.slice('--list='.length).split(','))
    .filter(Boolean),
);
// Both moved up for react-router's data mode (16.4 KB), which forms need to hold a
// navigation that would lose unsaved changes (useBlocker): docs/architecture.md "Client".
// The route budget has 4 KB more for the guard and the shared form pieces on Add Repair.
const LANDING_BUDGET = 126 * KB;
const LANDING_GOAL = 100 * KB;
const ROUTE_BUDGET = 420 * KB;
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
  '/verify/abcdefghijklmnopqrstuvwxyz',
  // The public buyer page of a buyer link (any token: it shows the loading state first).
  '/h/aaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaaa',
];
/** Routes anyone may visit; Firestore code loaded on one of these is worth a warning. */
const SIGNED_IN =
  /^\/(dashboard|add-property|property|add-repair|edit-repair|repair|realtor|contractor)(\/|$)/;

const chromiumPath = requireChromium();

/** @typedef {import('@homeledger/domain').Role} Role */
/** @typedef {Awaited<ReturnType<typeof measure>>} Visit */

/** @type {Awaited<ReturnType<typeof startStaticServer>> | undefined} */
let server;
/** @type {import('@playwright/test').Browser | undefined} */
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

/** How long no script may start or finish before a page counts as loaded. */
const SCRIPTS_QUIET_MS = 1500;

/**
 * Starts watching `page`'s script requests; the returned function waits until none has
 * started or finished for SCRIPTS_QUIET_MS (lazy routes and redirects fetch more after
 * `load`). Not `networkidle`: a signed-in page keeps Firestore's listen channel open, so
 * its network is never idle.
 * @param {import('@playwright/test').Page} page
 */
function watchScripts(page) {
  let pending = 0;
  let last = Date.now();
  page.on('request', (request) => {
    if (request.resourceType() !== 'script') return;
    pending += 1;
    last = Date.now();
  });
  const ended = (/** @type {import('@playwright/test').Request} */ request) => {
    if (request.resourceType() !== 'script') return;
    pending = Math.max(0, pending - 1);
    last = Date.now();
  };
  page.on('requestfinished', ended);
  page.on('requestfailed', ended);
  return async function settled() {
    const deadline = Date.now() + 30_000;
    while (pending > 0 || Date.now() - last < SCRIPTS_QUIET_MS) {
      if (Date.now() > deadline) throw new Error('scripts still loading after 30 s');
      await page.waitForTimeout(100);
    }
  };
}

// ── Measure ───────────────────────────────────────────────────────────────────
browser = await chromium.launch({ executablePath: chromiumPath, args: CHROMIUM_ARGS });
const results = [];
/**
 * Loads `route` in a new page of `context`; the JavaScript it fetched, gzip -9.
 * @param {import('@playwright/test').BrowserContext} context
 * @param {string} route
 * @param {string} [label] how the tables and `--list` name it (`/property/:home`)
 */
async function measure(context, route, label = route) {
  const page = await context.newPage();
  /** @type {Set<string>} */
  const scripts = new Set();
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (url.origin !== origin) return;
    const type = response.headers()['content-type'] ?? '';
    if (/\.m?js$/.test(url.pathname) || type.includes('javascript')) scripts.add(url.pathname);
  });
  const scriptsSettled = watchScripts(page);
  let error = null;
  try {
    await page.goto(`${origin}${route}`, { waitUntil: 'load', timeout: 30_000 });
    await scriptsSettled();
  } catch (e) {
    error = e instanceof Error ? e.message.split('\n')[0] : String(e);
  }
  const landedPath = new URL(page.url()).pathname;
  const landed = landedPath === route ? label : landedPath;
  await page.close();

  let gzip = 0;
  let firestore = false;
  /** @type {[number, string][]} */
  const sizes = [];
  for (const script of scripts) {
    const file = resolveDistFile(DIST, script);
    if (!file) continue;
    const content = readFileSync(file);
    const size = gzipSync(content, { level: 9 }).length;
    sizes.push([size, script]);
    gzip += size;
    if (/firestore/i.test(path.basename(file)) || content.includes('google.firestore.v1'))
      firestore = true;
  }
  const budget = route === '/' ? LANDING_BUDGET : ROUTE_BUDGET;
  if (LIST.has(label) || LIST.has('all')) {
    console.log(`\n${label}: its JavaScript files, largest first (gzip KB)`);
    for (const [size, script] of sizes.sort((a, b) => b[0] - a[0]))
      console.log(`  ${(size / KB).toFixed(1).padStart(6)}  ${script}`);
  }
  return {
    route: label,
    landed,
    files: scripts.size,
    gzip,
    budget,
    ok: gzip <= budget,
    firestore,
    error,
  };
}

for (const route of ROUTES) {
  const context = await browser.newContext({ serviceWorkers: 'block' });
  results.push(await measure(context, route));
  await context.close();
}
// ── Signed in ─────────────────────────────────────────────────────────────────
/** @type {[Role, string][]} */
const SIGNED_IN_ROUTES = [
  ['homeowner', '/dashboard'],
  ['homeowner', '/add-property'],
  ['homeowner', '/property/:home'],
  ['homeowner', '/add-repair/:home'],
  ['homeowner', '/edit-repair/:repair'],
  ['homeowner', '/repair/:repair'],
  ['realtor', '/realtor'],
  ['realtor', '/realtor/property/:home'],
  ['contractor', '/contractor'],
];
const signedIn = [];
let signedInNote = null;
if (!process.argv.includes('--no-signed-in')) {
  let emulators = null;
  try {
    const auth = emulatorPorts().auth;
    if (!(await portOpen(auth.port, auth.host))) {
      emulators = await startEmulators({
        only: ['auth'],
        logFile: path.join(
          path.dirname(DIST),
          '..',
          'node_modules',
          '.cache',
          'bench-bundle-auth.log',
        ),
      });
    }
    const authUrl = `http://${auth.host}:${auth.port}`;
    const demo = await demoHomes(`${auth.host}:${auth.port}`);
    // Filled just below for every role.
    const users = /** @type {Record<Role, { email: string, password: string }>} */ ({});
    for (const role of /** @type {const} */ (['homeowner', 'realtor', 'contractor'])) {
      users[role] = demo?.users[role] ?? (await createUser(authUrl, role));
    }
    if (!demo) {
      signedInNote =
        'No Firestore emulator: pages of a home were measured with the id "x", i.e. as their ' +
        'redirect to the dashboard (run under scripts/test/with-emulators.mjs for real homes).';
    }
    for (const [role, pattern] of SIGNED_IN_ROUTES) {
      const route = demo
        ? pattern.replace(':home', demo.propertyId).replace(':repair', demo.repairId)
        : pattern.replace(/:home|:repair/, 'x');
      // What the page itself loads: the service worker would precache every chunk beside it.
      const context = await browser.newContext({ serviceWorkers: 'block' });
      try {
        const login = await context.newPage();
        await login.goto(`${origin}/login`, { waitUntil: 'networkidle', timeout: 30_000 });
        // A function, not a string: the app's CSP refuses eval, which a string needs.
        await login.waitForFunction(
          () =>
            /** @type {any} */ (globalThis).document.documentElement.dataset.hydrated === 'true',
        );
        await login.getByLabel('Email', { exact: true }).fill(users[role].email);
        await login.getByLabel('Password', { exact: true }).fill(users[role].password);
        await login.getByRole('button', { name: 'Log in' }).click();
        await login.waitForURL((url) => url.pathname !== '/login', { timeout: 30_000 });
        await login.close();
        signedIn.push({ role, ...(await measure(context, route, pattern)) });
      } finally {
        await context.close();
      }
    }
  } catch (error) {
    signedInNote = `signed-in rows not measured: ${error instanceof Error ? error.message.split('\n')[0] : String(error)}`;
    if (error instanceof EmulatorStartError) await stopProcess(error.child, { signal: 'SIGINT' });
  } finally {
    if (emulators) await stopProcess(emulators.child, { signal: 'SIGINT', timeoutMs: 15_000 });
  }
}
await browser.close();
server.close();

/**
 * With the Firestore emulator running (FIRESTORE_EMULATOR_HOST, as with-emulators.mjs sets
 * it): the demo accounts and homes (scripts/lib/seed-demo.ts), so a home's pages are
 * measured as they render, not as a redirect. The home is the one shared with the demo
 * realtor; the repair is one of its repairs. Null without Firestore.
 * @param {string} authHost
 */
async function demoHomes(authHost) {
  const firestoreHost = process.env.FIRESTORE_EMULATOR_HOST;
  if (!firestoreHost) return null;
  const { seedDemoData, DEMO_ACCOUNTS, DEMO_PASSWORD, DEMO_PROJECT_ID } = await loadSeedModule();
  const seeded = await seedDemoData({
    authEmulatorHost: authHost,
    firestoreEmulatorHost: firestoreHost,
  });
  if (seeded.firestore === 'not-running') return null;
  const { deleteApp, initializeApp } = await import('firebase-admin/app');
  const { getAuth } = await import('firebase-admin/auth');
  const { getFirestore } = await import('firebase-admin/firestore');
  process.env.FIREBASE_AUTH_EMULATOR_HOST = authHost;
  const app = initializeApp({ projectId: DEMO_PROJECT_ID }, `bench-bundle-${process.pid}`);
  try {
    const account = (/** @type {Role} */ role) => {
      const found = DEMO_ACCOUNTS.find((a) => a.role === role);
      if (!found) throw new Error(`no demo ${role}`);
      return found;
    };
    const homeowner = await getAuth(app).getUserByEmail(account('homeowner').email);
    const realtor = await getAuth(app).getUserByEmail(account('realtor').email);
    const db = getFirestore(app);
    const shared = await db
      .collection('properties')
      .where('viewerIds', 'array-contains', realtor.uid)
      .where('ownerId', '==', homeowner.uid)
      .limit(1)
      .get();
    const propertyId = shared.docs[0]?.id;
    if (!propertyId) throw new Error('the demo seed has no home shared with the demo realtor');
    const repairs = await db
      .collection('repairs')
      .where('propertyId', '==', propertyId)
      .limit(1)
      .get();
    const repairId = repairs.docs[0]?.id;
    if (!repairId) throw new Error('the demo home has no repair');
    const user = (/** @type {Role} */ role) => ({
      email: account(role).email,
      password: DEMO_PASSWORD,
    });
    return {
      propertyId,
      repairId,
      users: {
        homeowner: user('homeowner'),
        realtor: user('realtor'),
        contractor: user('contractor'),
      },
    };
  } finally {
    await deleteApp(app);
  }
}

/**
 * A user of `role` in the Auth emulator (sign-up + the `role` claim, as registerAccount sets it).
 * @param {string} authUrl
 * @param {Role} role
 */
async function createUser(authUrl, role) {
  const email = `bench-${role}-${Date.now()}@example.com`;
  const password = 'bench-password-1';
  /**
   * @param {string} url
   * @param {object} body
   * @param {boolean} [admin]
   * @returns {Promise<unknown>}
   */
  const post = async (url, body, admin) => {
    const res = await fetch(`${authUrl}${url}`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(admin ? { authorization: 'Bearer owner' } : {}),
      },
      body: JSON.stringify(body),
    });
    if (!res.ok) throw new Error(`Auth emulator ${url}: ${res.status} ${await res.text()}`);
    return res.json();
  };
  // The Identity Toolkit signUp answer names the new user's uid `localId`.
  const { localId } = /** @type {{ localId: string }} */ (
    await post('/identitytoolkit.googleapis.com/v1/accounts:signUp?key=demo-api-key', {
      email,
      password,
      displayName: `Bench ${role}`,
      returnSecureToken: true,
    })
  );
  await post(
    '/identitytoolkit.googleapis.com/v1/projects/demo-homeledger/accounts:update',
    { localId, customAttributes: JSON.stringify({ role }) },
    true,
  );
  return { email, password };
}

// ── Report ────────────────────────────────────────────────────────────────────
const kb = (/** @type {number} */ bytes) => (bytes / KB).toFixed(1);
const header = ['route', 'landed on', 'js files', 'gzip KB', 'budget KB', 'result', 'firestore'];

/**
 * One table: a row per measured visit, numbers right-aligned.
 * @template {Visit} V
 * @param {string} title
 * @param {V[]} visits
 * @param {(r: V) => string} routeLabel
 */
function printTable(title, visits, routeLabel) {
  const rows = visits.map((r) => [
    routeLabel(r),
    r.landed === r.route ? '' : r.landed,
    String(r.files),
    kb(r.gzip),
    kb(r.budget),
    r.error ? `ERROR: ${r.error}` : r.ok ? 'pass' : 'OVER',
    r.firestore ? 'yes' : 'no',
  ]);
  console.log(`\n${title}\n`);
  for (const line of textTable(header, rows, { rightAligned: (i) => i >= 2 && i <= 4 }))
    console.log(line);
}

printTable(
  'JavaScript loaded by a first, signed-out visit (gzip -9 of each distinct file; KB = 1024 bytes):',
  results,
  (r) => r.route,
);
if (signedIn.length > 0) {
  printTable(
    "Signed in (a returning user's fresh load of the route):",
    signedIn,
    (r) => `${r.route} (${r.role})`,
  );
}
if (signedInNote) console.log(`\n${signedInNote}`);

const over = [...results, ...signedIn].filter((r) => !r.ok);
const publicFirestore = results.filter((r) => r.firestore && !SIGNED_IN.test(r.route));
const largest = results.reduce((a, b) => (b.gzip > a.gzip ? b : a));
console.log('');
console.log(
  `Landing page: ${kb(/** @type {Visit} */ (results[0]).gzip)} KB of ${kb(LANDING_BUDGET)} KB (next goal ${kb(LANDING_GOAL)} KB); largest route: ${largest.route} ${kb(largest.gzip)} KB of ${kb(ROUTE_BUDGET)} KB.`,
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
