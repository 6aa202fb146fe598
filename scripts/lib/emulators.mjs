// @ts-check
// Starting and waiting for the Firebase emulators, shared by scripts/dev/start.mjs and
// scripts/test/test.mjs. Always the project's own firebase-tools (node_modules/.bin),
// never a global install or npx.
import {
  createWriteStream,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readFileSync,
  renameSync,
  rmSync,
  writeFileSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { configureFunctionsEmulator, MAIL_CATCHER_SMTP_PORT } from './mail-catcher.mjs';
import { portHolder, portOpen, startProcess } from './processes.mjs';

import { ROOT } from './paths.mjs';
export const PROJECT_ID = 'demo-homeledger';
export const FIREBASE_BIN = path.join(ROOT, 'node_modules', '.bin', 'firebase');

/** @typedef {'auth' | 'functions' | 'firestore' | 'storage' | 'hosting' | 'hub' | 'logging'} EmulatorName */
const EMULATOR_NAMES = /** @type {const} */ ([
  'auth',
  'functions',
  'firestore',
  'storage',
  'hosting',
  'hub',
  'logging',
]);

/**
 * Host and port of each emulator, from firebase.json (which names them all: the scripts
 * rely on every one, so a missing one is said here rather than as an undefined later).
 * @returns {Record<EmulatorName, { host: string, port: number }> & Record<string, { host: string, port: number } | undefined>}
 */
export function emulatorPorts() {
  const config = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).emulators;
  /** @type {Record<string, {host: string, port: number}>} */
  const ports = {};
  for (const [name, value] of Object.entries(config)) {
    if (value && typeof value === 'object' && 'port' in value) {
      ports[name] = { host: value.host ?? '127.0.0.1', port: value.port };
    }
  }
  const missing = EMULATOR_NAMES.filter((name) => !ports[name]);
  if (missing.length > 0) throw new Error(`firebase.json has no port for ${missing.join(', ')}`);
  return /** @type {ReturnType<typeof emulatorPorts>} */ (ports);
}

/**
 * Environment variables that point SDKs (Admin, rules-unit-testing) at the emulators.
 * @param {readonly string[]} only the emulators running
 */
export function emulatorEnv(only) {
  const p = emulatorPorts();
  /** @param {string} name */
  const at = (name) => {
    const emulator = p[name];
    if (!emulator) throw new Error(`firebase.json has no port for the ${name} emulator`);
    return `${emulator.host}:${emulator.port}`;
  };
  /** @type {Record<string, string>} */
  const env = {
    GCLOUD_PROJECT: PROJECT_ID,
    FIREBASE_EMULATOR_HUB: at('hub'),
  };
  if (only.includes('auth')) env.FIREBASE_AUTH_EMULATOR_HOST = at('auth');
  if (only.includes('firestore')) env.FIRESTORE_EMULATOR_HOST = at('firestore');
  if (only.includes('storage')) env.FIREBASE_STORAGE_EMULATOR_HOST = at('storage');
  return env;
}

/** Firestore's UI websocket: firebase-tools' default, not set in firebase.json. */
const FIRESTORE_WEBSOCKET_PORT = 9150;

/**
 * The ports (of `only`, plus hub and logging) that something already listens on, each as
 * "name port (held by pid N: command)" when this machine can say who holds it.
 * @param {readonly string[]} only
 * @returns {Promise<string[]>}
 */
export async function busyPorts(only) {
  const p = { ...emulatorPorts() };
  if (only.includes('firestore'))
    p['firestore websocket'] = { host: '127.0.0.1', port: FIRESTORE_WEBSOCKET_PORT };
  const names = [...only, 'firestore websocket', 'hub', 'logging'].filter((n) => p[n]);
  const busy = [];
  for (const name of names) {
    const emulator = p[name];
    if (emulator && (await portOpen(emulator.port, emulator.host))) {
      const holder = portHolder(emulator.port);
      busy.push(`${name} ${emulator.port}${holder ? ` (held by ${holder})` : ''}`);
    }
  }
  return busy;
}

/** `npm start`'s Vite dev server (web/vite.config.ts `server`), where its links open. */
export const DEV_SERVER_PORT = 5173;
export const DEV_SERVER_ORIGIN = `http://127.0.0.1:${DEV_SERVER_PORT}`;

/** The Hosting emulator's address: the built site, where test runs' links open. */
export function hostingOrigin() {
  const hosting = emulatorPorts().hosting;
  return `http://${hosting?.host ?? '127.0.0.1'}:${hosting?.port ?? 5002}`;
}

/**
 * Start `firebase emulators:start` and resolve once every requested emulator is up.
 * Output goes to `logFile`; with `echo`, each line is also printed with a prefix.
 * `env`: what emulatorProcessEnv() found (Java on PATH, the Firestore/Storage jars).
 * `appOrigin`: the site links in mails and reports open (default: the Hosting emulator).
 * @param {{ only: string[], env?: Record<string, string>, importDir?: string, exportOnExit?: string, logFile: string, echo?: boolean, timeoutMs?: number, appOrigin?: string }} options
 */
export async function startEmulators({
  only,
  env = {},
  importDir,
  exportOnExit,
  logFile,
  echo = false,
  timeoutMs = 300_000,
  appOrigin = hostingOrigin(),
}) {
  mkdirSync(path.dirname(logFile), { recursive: true });
  // Before the Functions emulator starts: otherwise it writes its params' defaults
  // (SMTP_PORT=587) into functions/.env.local, and a later npm start would take that line
  // for the developer's own and never point mail at the catcher.
  if (only.includes('functions')) {
    configureFunctionsEmulator({
      functionsDir: path.join(ROOT, 'functions'),
      smtpPort: MAIL_CATCHER_SMTP_PORT,
      appOrigin,
    });
  }
  const log = createWriteStream(logFile);
  // firebase-tools keeps Storage blobs (and its hub locator) under os.tmpdir(), one fixed
  // path per machine: a second suite starting or stopping would wipe this one's files.
  const privateTmp = mkdtempSync(path.join(os.tmpdir(), 'homeledger-emulators-'));
  const args = ['emulators:start', '--only', only.join(','), '--project', PROJECT_ID];
  if (importDir) args.push('--import', importDir);
  if (exportOnExit) args.push('--export-on-exit', exportOnExit);
  const child = startProcess(FIREBASE_BIN, args, {
    cwd: ROOT,
    label: 'emulators',
    stdio: ['ignore', 'pipe', 'pipe'],
    // CI=true keeps firebase-tools from asking questions; no colour codes in the log.
    // FUNCTIONS_DISCOVERY_TIMEOUT: each function runs in a worker process of its own, started
    // on its first call; on a busy machine one can take over firebase-tools' 30 s to load,
    // and the call then fails ("Failed to load function"). Seen with 2 cores under load.
    env: {
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...process.env,
      ...env,
      TMPDIR: privateTmp,
      FORCE_COLOR: '0',
      NO_COLOR: '1',
    },
  });
  let output = '';
  let pending = '';
  /** @param {Buffer} chunk */
  const onData = (chunk) => {
    const text = chunk.toString();
    log.write(text);
    output = (output + text).slice(-20_000);
    if (echo) {
      pending += text;
      const lines = pending.split('\n');
      pending = lines.pop() ?? '';
      for (const line of lines) if (line.trim()) console.log(`[emulators] ${line}`);
    }
  };
  child.stdout?.on('data', onData);
  child.stderr?.on('data', onData);
  child.exited.then(() => {
    log.end();
    rmSync(privateTmp, { recursive: true, force: true });
  });

  let exited = false;
  child.exited.then(() => {
    exited = true;
  });

  const p = emulatorPorts();
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (exited) {
      throw new EmulatorStartError(
        `the emulators exited during start-up. Last output:\n${tail(output)}`,
        child,
      );
    }
    // firebase-tools prints this once every emulator is listening and the functions are loaded.
    if (output.includes('All emulators ready')) {
      const open = await Promise.all(
        only.map((n) => p[n] !== undefined && portOpen(p[n].port, p[n].host)),
      );
      if (open.every(Boolean)) return { child, log: logFile, output: () => output };
    }
    await sleep(250);
  }
  throw new EmulatorStartError(
    `the emulators were not ready after ${timeoutMs / 1000}s. Last output:\n${tail(output)}`,
    child,
  );
}

export class EmulatorStartError extends Error {
  /**
   * @param {string} message
   * @param {import('./processes.mjs').Child} child the firebase-tools process, for the caller to stop
   */
  constructor(message, child) {
    super(message);
    this.child = child;
  }
}

/**
 * @param {string} text
 * @param {number} [lines]
 */
function tail(text, lines = 25) {
  return text.trimEnd().split('\n').slice(-lines).join('\n');
}

/**
 * Whether `dir` holds an export written by `firebase emulators:export` / `--export-on-exit`.
 * @param {string} dir
 */
export function hasEmulatorExport(dir) {
  return existsSync(path.join(dir, 'firebase-export-metadata.json'));
}

const METADATA_FILE = 'firebase-export-metadata.json';

/**
 * The metadata of an emulator export, or null when `dir` holds none (or it is unreadable).
 * @param {string} dir
 * @returns {Record<string, { path?: unknown } | string | null | undefined> | null} the version
 *   (a string) and an entry with the folder's `path` per emulator
 */
export function readExportMetadata(dir) {
  try {
    return JSON.parse(readFileSync(path.join(dir, METADATA_FILE), 'utf8'));
  } catch {
    return null;
  }
}

/**
 * Folds a fresh export (`--export-on-exit` into `stagingDir`) into `dataDir`, emulator by
 * emulator. firebase-tools replaces the whole export folder on exit with only the
 * emulators that ran, so exporting straight into emulator-data/ from an Auth-only run
 * would delete the Firestore/Storage data of an earlier full-suite run (and the folder's
 * .gitkeep). Here each emulator's folder in the fresh export replaces its old one, the
 * others stay, and the metadata lists both; a later start imports whatever is there
 * (firebase-tools skips entries for emulators that are not running).
 * @returns {string[]} the emulators whose data was updated ([] when nothing was exported)
 * @param {string} stagingDir
 * @param {string} dataDir
 */
export function mergeEmulatorExport(stagingDir, dataDir) {
  const fresh = readExportMetadata(stagingDir);
  if (!fresh) return [];
  const merged = { ...(readExportMetadata(dataDir) ?? {}) };
  const updated = [];
  /**
   * @param {string} base
   * @param {unknown} rel
   */
  const inside = (base, rel) => {
    // Checked before resolving: path.resolve throws a bare TypeError on a non-string.
    const full = typeof rel === 'string' ? path.resolve(base, rel) : undefined;
    if (full === undefined || !full.startsWith(path.resolve(base) + path.sep)) {
      throw new Error(`unexpected export path ${JSON.stringify(rel)}`);
    }
    return full;
  };
  for (const [name, entry] of Object.entries(fresh)) {
    if (!entry || typeof entry !== 'object' || typeof entry.path !== 'string') continue;
    const old = merged[name];
    if (old && typeof old === 'object' && typeof old.path === 'string') {
      rmSync(inside(dataDir, old.path), { recursive: true, force: true });
    }
    rmSync(inside(dataDir, entry.path), { recursive: true, force: true });
    renameSync(inside(stagingDir, entry.path), inside(dataDir, entry.path));
    merged[name] = entry;
    updated.push(name);
  }
  merged.version = fresh.version;
  mkdirSync(dataDir, { recursive: true });
  writeFileSync(path.join(dataDir, METADATA_FILE), `${JSON.stringify(merged, null, 2)}\n`);
  rmSync(stagingDir, { recursive: true, force: true });
  return updated;
}
