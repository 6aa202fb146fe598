// @ts-check
// `npm start`: the whole app on this machine.
//
//   1. build the functions (and rebuild them whenever functions/src or domain/src change;
//      the Functions emulator reloads the new bundle by itself)
//   2. find what the Firestore and Storage emulators need (Java 21+ and their jars,
//      scripts/lib/emulators-available.mjs) and say in one line each whether it runs
//   3. start the emulators — auth, functions, hosting, and firestore and storage where
//      they can run — with emulator-data/ imported, and exported again on exit
//   4. create the demo accounts when the emulators hold no data yet (scripts/dev/seed-demo.ts)
//   5. start the Vite dev server (http://127.0.0.1:5173), wired to the emulators
//
// Before the emulators, a local mail catcher (scripts/lib/mail-catcher.mjs: SMTP on 1025, the
// caught mail at http://127.0.0.1:1080/) starts, and the Functions emulator is pointed at
// it; a taken port is one line of warning, never a stop.
//
// Ctrl-C stops everything this script started (the emulators save their data first).
import { existsSync, mkdirSync, rmSync, watch } from 'node:fs';
import path from 'node:path';
import {
  describeDetection,
  detectEmulators,
  emulatorProcessEnv,
  emulatorsToStart,
} from '../lib/emulators-available.mjs';
import {
  busyPorts,
  DEV_SERVER_ORIGIN,
  DEV_SERVER_PORT,
  EmulatorStartError,
  emulatorEnv,
  emulatorPorts,
  hasEmulatorExport,
  mergeEmulatorExport,
  startEmulators,
} from '../lib/emulators.mjs';
import {
  onInterrupt,
  portOpen,
  run,
  startProcess,
  stopAll,
  stopProcess,
  waitForPort,
} from '../lib/processes.mjs';
import {
  configureFunctionsEmulator,
  MAIL_CATCHER_HOST,
  MAIL_CATCHER_SMTP_PORT,
  startMailCatcher,
} from '../lib/mail-catcher.mjs';
import { ROOT } from '../lib/paths.mjs';
import { formatSeedReport, seedDemoData } from '../lib/seed-demo.mjs';
import { messageOf } from '../lib/errors.mjs';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const WEB = path.join(ROOT, 'web');
const VITE_PORT = DEV_SERVER_PORT;
// Links in mails and History Reports open the dev server (it passes Hosting's function
// rewrites on to the Functions emulator, web/vite.config.ts), not the Hosting emulator,
// which serves only a build.
const APP_ORIGIN = DEV_SERVER_ORIGIN;
const DATA_DIR = 'emulator-data';
// firebase-tools exports here on exit; shutdown() folds it into DATA_DIR (see mergeEmulatorExport).
const EXPORT_STAGING = path.join(DATA_DIR, '.export-on-exit');

let shuttingDown = false;
let emulatorsStarted = false;
/** @type {{ close(): void } | undefined} */
let watcher;
/** @type {{ close(): Promise<void> } | undefined} */
let mailCatcher;
/** @param {number} [code] the exit code, or none to return (the Ctrl-C handler exits itself) */
async function shutdown(code) {
  if (shuttingDown) return;
  shuttingDown = true;
  watcher?.close();
  await mailCatcher?.close();
  // SIGINT lets firebase-tools export emulator data and stop its Java emulators.
  await stopAll({ signal: 'SIGINT', timeoutMs: 30_000 });
  if (emulatorsStarted) saveEmulatorData();
  if (code !== undefined) process.exit(code);
}
onInterrupt(() => shutdown());

function saveEmulatorData() {
  try {
    const saved = mergeEmulatorExport(path.join(ROOT, EXPORT_STAGING), path.join(ROOT, DATA_DIR));
    console.log(
      saved.length > 0
        ? `Emulator data (${saved.join(', ')}) saved to ${DATA_DIR}/.`
        : `⚠ The emulators exported no data; ${DATA_DIR}/ is unchanged.`,
    );
  } catch (error) {
    console.error(`⚠ Could not save the emulator data to ${DATA_DIR}/: ${messageOf(error)}`);
  }
}

/** @param {string} message */
function fail(message) {
  console.error(`\n✗ ${message}`);
  return shutdown(1);
}

// 1. Functions build ───────────────────────────────────────────────────────────
console.log('Building the functions…');
if (
  (await run('npm', ['run', 'build', '-w', 'functions'], {
    cwd: ROOT,
    label: 'build functions',
  })) !== 0
) {
  await fail(
    'The functions build failed (npm run build -w functions); fix the error above and run npm start again.',
  );
}

{
  /** @type {NodeJS.Timeout | undefined} */ let timer;
  let building = false;
  let again = false;
  const rebuild = async () => {
    if (building) {
      again = true;
      return;
    }
    building = true;
    const code = await run('npm', ['run', 'build', '-w', 'functions', '--silent'], {
      cwd: ROOT,
      label: 'rebuild functions',
    });
    console.log(code === 0 ? '[functions] rebuilt' : '[functions] rebuild failed (see above)');
    building = false;
    if (again) {
      again = false;
      void rebuild();
    }
  };
  const dirs = [path.join(ROOT, 'functions', 'src'), path.join(ROOT, 'domain', 'src')];
  const watchers = dirs.filter(existsSync).map((dir) =>
    watch(dir, { recursive: true }, (_event, file) => {
      if (!file || /\.test\.ts$/.test(file)) return;
      clearTimeout(timer);
      timer = setTimeout(rebuild, 300);
    }),
  );
  watcher = { close: () => watchers.forEach((w) => w.close()) };
}

// 2. What can run here ─────────────────────────────────────────────────────────
const detection = await detectEmulators();
const only = emulatorsToStart(detection);
console.log('');
for (const line of describeDetection(detection)) console.log(line);
if (!detection.storage.available && detection.firestore.available) {
  console.log('  Everything works without Storage except receipts, photos and report files.');
}
console.log('');

const busy = await busyPorts(only);
if (await portOpen(VITE_PORT)) busy.push(`vite ${VITE_PORT}`);
if (busy.length > 0) {
  await fail(
    `Ports already in use: ${busy.join(', ')}. Is another npm start or emulator suite running?`,
  );
}

// Mail catcher ─────────────────────────────────────────────────────────────────
/** @type {string[]} */
const mailRows = [];
try {
  const catcher = await startMailCatcher();
  mailCatcher = catcher;
  mailRows.push(
    `   ${'mail'.padEnd(10)} ${catcher.viewerUrl}  (caught mail; SMTP ${catcher.host}:${catcher.smtpPort})`,
  );
} catch (error) {
  const why =
    /** @type {NodeJS.ErrnoException & { port?: number }} */ (error).code === 'EADDRINUSE'
      ? `port ${/** @type {{ port?: number }} */ (error).port} is in use (another npm start or mail catcher?)`
      : messageOf(error);
  console.log(
    `⚠ Mail catcher not started: ${why}; the functions still send to ${MAIL_CATCHER_HOST}:${MAIL_CATCHER_SMTP_PORT}.`,
  );
}
try {
  for (const { file, kept } of configureFunctionsEmulator({
    functionsDir: path.join(ROOT, 'functions'),
    smtpPort: MAIL_CATCHER_SMTP_PORT,
    appOrigin: APP_ORIGIN,
  })) {
    if (kept.length > 0) {
      mailRows.push(
        `   Note: ${path.relative(ROOT, file)} sets ${kept.join(', ')} itself; the functions use that.`,
      );
    }
  }
} catch (error) {
  console.log(`⚠ Could not point the functions at the mail catcher: ${messageOf(error)}`);
}

// 3. Emulators ─────────────────────────────────────────────────────────────────
const dataDir = path.join(ROOT, DATA_DIR);
mkdirSync(path.join(ROOT, '.test-output'), { recursive: true });
// A run stopped before it could fold its export in (a second Ctrl-C): firebase-tools
// writes the metadata file last, so with it the export is complete; without it, drop it.
if (hasEmulatorExport(path.join(ROOT, EXPORT_STAGING))) saveEmulatorData();
rmSync(path.join(ROOT, EXPORT_STAGING), { recursive: true, force: true });
const importData = hasEmulatorExport(dataDir);
console.log(
  `Starting emulators: ${only.join(', ')} (data: ${DATA_DIR}/${importData ? ', imported' : ''}, saved on exit)…`,
);
let emulators;
try {
  emulatorsStarted = true;
  emulators = await startEmulators({
    only,
    env: emulatorProcessEnv(detection),
    importDir: importData ? DATA_DIR : undefined,
    exportOnExit: EXPORT_STAGING,
    appOrigin: APP_ORIGIN,
    logFile: path.join(ROOT, '.test-output', 'emulators-dev.log'),
    echo: true,
  });
} catch (error) {
  if (error instanceof EmulatorStartError) await stopProcess(error.child, { signal: 'SIGINT' });
  await fail(`The emulators did not start: ${messageOf(error)}`);
  process.exit(1); // fail() has exited already; this says so to the type checker
}
emulators.child.exited.then(({ code, signal }) => {
  if (!shuttingDown)
    void fail(`The emulators stopped unexpectedly (${signal ?? `exit code ${code}`}).`);
});

// 4. Demo accounts ─────────────────────────────────────────────────────────────
let demoReport;
try {
  const env = emulatorEnv(only);
  const result = await seedDemoData({
    authEmulatorHost: env.FIREBASE_AUTH_EMULATOR_HOST,
    firestoreEmulatorHost: env.FIRESTORE_EMULATOR_HOST,
  });
  demoReport = await formatSeedReport(result);
} catch (error) {
  demoReport = `⚠ Could not create the demo accounts: ${messageOf(error)}`;
}

// 5. Vite dev server ───────────────────────────────────────────────────────────
if (!existsSync(path.join(WEB, 'styled-system', 'css'))) {
  console.log('Generating Panda CSS styled-system…');
  await run(path.join(BIN, 'panda'), ['codegen'], { cwd: WEB, label: 'panda' });
}
const vite = startProcess(
  path.join(BIN, 'vite'),
  ['--host', '127.0.0.1', '--port', String(VITE_PORT), '--strictPort'],
  {
    cwd: WEB,
    label: 'vite',
  },
);
vite.exited.then(({ code, signal }) => {
  if (!shuttingDown) void fail(`The Vite dev server stopped (${signal ?? `exit code ${code}`}).`);
});
try {
  await waitForPort(VITE_PORT, { timeoutMs: 60_000 });
} catch (error) {
  await fail(`The Vite dev server did not start: ${messageOf(error)}`);
}

const ports = emulatorPorts();
const rows = only.map(
  (name) => `   ${name.padEnd(10)} http://${ports[name]?.host}:${ports[name]?.port}`,
);
const banner = `  HomeLedger is running:  http://127.0.0.1:${VITE_PORT}/  `;
console.log(`
┌${'─'.repeat(banner.length)}┐
│${banner}│
└${'─'.repeat(banner.length)}┘
 Emulators:
${[...rows, ...mailRows].join('\n')}
 ${only.includes('firestore') ? '' : 'Firestore: not running (see above). '}${only.includes('storage') ? '' : 'Storage: not running (see above). '}Press Ctrl-C to stop everything.

${demoReport}
`);
