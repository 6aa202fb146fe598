// @ts-check
// Finds what the Java-based Firestore and Storage emulators need on this machine and
// says, one line each, whether each can run (docs/architecture.md, "Test tiers").
//
// firebase-tools runs each Java emulator as `java -jar <jar>` (lib/emulator/
// downloadableEmulators.js) with the `java` on PATH, refuses Java older than 21, and
// takes the jar from `<NAME>_EMULATOR_BINARY_PATH` when that is set, else from its own
// download cache. So a run here needs three things, all found below:
//   - Java 21+: on PATH, under $JAVA_HOME, or in /usr/lib/jvm/*;
//   - a Firestore emulator jar: $FIRESTORE_EMULATOR_BINARY_PATH, firebase-tools' cache,
//     or a gcloud installation (the Debian package google-cloud-cli-firestore-emulator).
//     gcloud's jar has no Main-Class, so a two-entry wrapper jar (its manifest names the
//     main class and the gcloud jar as Class-Path) is written to a cache folder outside
//     the repository;
//   - a Storage rules runtime jar: $STORAGE_EMULATOR_BINARY_PATH, firebase-tools' cache,
//     or HomeLedger's own (tools/storage-rules-runtime: a protocol adapter over the rules
//     engine inside the gcloud Firestore jar), compiled here with the found JDK's javac
//     into the same cache folder, once per source and Firestore jar version.
// `emulatorProcessEnv()` turns the result into the environment firebase-tools needs.
//
// Usage: node scripts/lib/emulators-available.mjs   (one line per emulator; exit 0 if Firestore runs)
import { spawnSync } from 'node:child_process';
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  renameSync,
  rmSync,
  statSync,
  writeFileSync,
} from 'node:fs';
import { createHash } from 'node:crypto';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import yazl from 'yazl';

export const MIN_JAVA_MAJOR = 21;
export const FIRESTORE_MAIN_CLASS = 'com.google.cloud.datastore.emulator.firestore.CloudFirestore';
/** Where the Debian package google-cloud-cli-firestore-emulator puts the jar. */
export const GCLOUD_FIRESTORE_JAR =
  'platform/cloud-firestore-emulator/cloud-firestore-emulator.jar';
const DEBIAN_SDK_ROOT = '/usr/lib/google-cloud-sdk';
import { ROOT } from './paths.mjs';

const HOW_TO_GET_JAVA =
  `install Java ${MIN_JAVA_MAJOR}+ (e.g. apt-get install openjdk-${MIN_JAVA_MAJOR}-jre-headless, ` +
  'or Temurin) on PATH, in $JAVA_HOME or under /usr/lib/jvm';
const HOW_TO_GET_FIRESTORE =
  'install it with apt-get install google-cloud-cli-firestore-emulator, ' +
  'or gcloud components install cloud-firestore-emulator, ' +
  'or (online) node_modules/.bin/firebase setup:emulators:firestore';
const OR_THEIR_RUNTIME =
  'or use firebase-tools’ own runtime jar: (online) ' +
  'node_modules/.bin/firebase setup:emulators:storage, or set STORAGE_EMULATOR_BINARY_PATH';
const HOW_TO_GET_JDK =
  `install a JDK ${MIN_JAVA_MAJOR}+ (e.g. apt-get install openjdk-${MIN_JAVA_MAJOR}-jdk-headless, ` +
  'or Temurin)';

/** HomeLedger's Storage rules runtime (tools/storage-rules-runtime/README.md). */
export const STORAGE_RUNTIME_MAIN_CLASS = 'homeledger.storagerules.StorageRulesRuntime';
export const STORAGE_RUNTIME_SOURCES = path.join(ROOT, 'tools', 'storage-rules-runtime', 'src');
/** The classes are compiled for the oldest Java firebase-tools accepts. */
const STORAGE_RUNTIME_RELEASE = MIN_JAVA_MAJOR;

/**
 * @typedef {{ bin: string, major: number }} Java
 * @typedef {{ available: true, jar: string, source: string }
 *   | { available: false, reason: string }} Emulator
 * @typedef {{ java: Java | null, firestore: Emulator, storage: Emulator }} Detection
 */

/** Major version of a `java` binary (a bare name is looked up on env.PATH), or null. */
export function javaMajorVersion(bin = 'java', env = process.env) {
  const res = spawnSync(bin, ['-version'], {
    encoding: 'utf8',
    timeout: 15_000,
    env: { ...process.env, PATH: env.PATH ?? '' },
  });
  if (res.error || res.status !== 0) return null;
  return parseJavaMajor(`${res.stdout}\n${res.stderr}`);
}

/**
 * `openjdk version "25.0.1"` → 25, `java version "1.8.0_x"` → 1 (firebase-tools' reading).
 * @param {string} versionText
 * @returns {number | null}
 */
export function parseJavaMajor(versionText) {
  const match = /version "([1-9][0-9]*)/.exec(versionText);
  return match?.[1] ? Number.parseInt(match[1], 10) : null;
}

/** Installed `java` binaries under /usr/lib/jvm (or `jvmDir`). */
export function installedJavas(jvmDir = '/usr/lib/jvm') {
  try {
    return readdirSync(jvmDir)
      .map((name) => path.join(jvmDir, name, 'bin', 'java'))
      .filter((bin) => existsSync(bin));
  } catch {
    return [];
  }
}

/**
 * Java 21+: the `java` on PATH or under $JAVA_HOME when new enough (a developer's choice
 * wins), else the newest one under /usr/lib/jvm. Null when there is none.
 * @returns {Java | null}
 */
export function findJava(env = process.env, jvmDir = '/usr/lib/jvm') {
  const chosen = ['java', ...(env.JAVA_HOME ? [path.join(env.JAVA_HOME, 'bin', 'java')] : [])];
  for (const bin of chosen) {
    const major = javaMajorVersion(bin, env);
    if (major !== null && major >= MIN_JAVA_MAJOR) return { bin, major };
  }
  /** @type {Java | null} */
  let best = null;
  for (const bin of installedJavas(jvmDir)) {
    const major = javaMajorVersion(bin, env);
    if (major !== null && major >= MIN_JAVA_MAJOR && (!best || major > best.major)) {
      best = { bin, major };
    }
  }
  return best;
}

/** The jars firebase-tools would download for Firestore and Storage, in its cache. */
export function firebaseToolsCache(env = process.env) {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const infoPath = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  const info = JSON.parse(readFileSync(infoPath, 'utf8'));
  const cacheDir =
    env.FIREBASE_EMULATORS_PATH || path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return {
    firestore: path.join(cacheDir, info.firestore.downloadPathRelativeToCacheDir),
    storage: path.join(cacheDir, info.storage.downloadPathRelativeToCacheDir),
  };
}

/** SDK roots of gcloud installations: the Debian one, then (only if needed) `gcloud info`'s. */
export function* gcloudSdkRoots() {
  yield DEBIAN_SDK_ROOT;
  const res = spawnSync('gcloud', ['info', '--format=value(installation.sdk_root)'], {
    encoding: 'utf8',
    timeout: 20_000,
  });
  const named = res.status === 0 ? res.stdout.trim() : '';
  if (named && named !== DEBIAN_SDK_ROOT) yield named;
}

/** Folder for files made here that do not belong in the repository. */
export function cacheDir(env = process.env) {
  const base = env.XDG_CACHE_HOME || path.join(os.homedir(), '.cache');
  return path.join(base, 'homeledger', 'emulators');
}

/**
 * A manifest's lines may hold 72 bytes; longer values continue on lines that start
 * with one space (JAR File Specification, "Line length").
 * @param {string} name
 * @param {string} value
 */
export function manifestLine(name, value) {
  const bytes = Buffer.from(`${name}: ${value}`, 'utf8');
  const parts = [bytes.subarray(0, 72)];
  for (let i = 72; i < bytes.length; i += 71) {
    parts.push(Buffer.concat([Buffer.from(' '), bytes.subarray(i, i + 71)]));
  }
  return parts.map((p) => p.toString('utf8')).join('\r\n') + '\r\n';
}

/**
 * The manifest of a jar that runs `mainClass` with `classPath` jars on its class path.
 * @param {string} mainClass
 * @param {string[]} classPath
 */
export function wrapperManifest(mainClass, classPath) {
  return (
    'Manifest-Version: 1.0\r\n' +
    'Created-By: HomeLedger scripts/lib/emulators-available.mjs\r\n' +
    manifestLine('Main-Class', mainClass) +
    manifestLine('Class-Path', classPath.map((jar) => pathToFileURL(jar).href).join(' ')) +
    '\r\n'
  );
}

/**
 * Writes a jar holding only a manifest (a jar is a zip; no JDK `jar` tool needed).
 * @param {string} file
 * @param {string} mainClass
 * @param {string[]} classPath
 */
export async function writeWrapperJar(file, mainClass, classPath) {
  mkdirSync(path.dirname(file), { recursive: true });
  const zip = new yazl.ZipFile();
  zip.addBuffer(
    Buffer.from(wrapperManifest(mainClass, classPath), 'utf8'),
    'META-INF/MANIFEST.MF',
    {
      mtime: new Date(0),
    },
  );
  zip.end();
  /** @type {Buffer[]} */
  const chunks = [];
  for await (const chunk of zip.outputStream) chunks.push(Buffer.from(chunk));
  writeFileSync(file, Buffer.concat(chunks));
  return file;
}

/**
 * A wrapper jar for gcloud's Firestore jar, made once per jar version (path, size, mtime).
 * @param {string} gcloudJar
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function gcloudWrapperJar(gcloudJar, env = process.env) {
  const stat = statSync(gcloudJar);
  const key = createHash('sha256')
    .update(`${gcloudJar}\0${stat.size}\0${stat.mtimeMs}`)
    .digest('hex')
    .slice(0, 16);
  const file = path.join(cacheDir(env), `firestore-gcloud-${key}.jar`);
  if (!existsSync(file)) await writeWrapperJar(file, FIRESTORE_MAIN_CLASS, [gcloudJar]);
  return file;
}

/**
 * @param {Java | null} java
 * @param {NodeJS.ProcessEnv} env
 * @returns {Promise<Emulator>}
 */
async function findFirestore(java, env) {
  const override = env.FIRESTORE_EMULATOR_BINARY_PATH;
  if (override) {
    if (!existsSync(override)) {
      return {
        available: false,
        reason: `FIRESTORE_EMULATOR_BINARY_PATH names ${override}, which does not exist`,
      };
    }
    return needsJava(java, { jar: override, source: 'FIRESTORE_EMULATOR_BINARY_PATH' });
  }
  const cached = firebaseToolsCache(env).firestore;
  if (existsSync(cached)) return needsJava(java, { jar: cached, source: 'firebase-tools cache' });
  for (const root of gcloudSdkRoots()) {
    const gcloudJar = path.join(root, GCLOUD_FIRESTORE_JAR);
    if (!existsSync(gcloudJar)) continue;
    if (!java) return needsJava(java, { jar: gcloudJar, source: 'gcloud' });
    return { available: true, jar: await gcloudWrapperJar(gcloudJar, env), source: gcloudJar };
  }
  return {
    available: false,
    reason: `no Firestore emulator found (not in firebase-tools' cache, no gcloud installation has it): ${HOW_TO_GET_FIRESTORE}`,
  };
}

/**
 * The Storage rules runtime: an explicit or downloaded jar of firebase-tools' own, else
 * HomeLedger's, compiled here on the rules engine in the Firestore emulator jar.
 * @returns {Promise<Emulator>}
 * @param {Java | null} java
 * @param {NodeJS.ProcessEnv} [env]
 */
export async function findStorage(java, env = process.env) {
  const override = env.STORAGE_EMULATOR_BINARY_PATH;
  if (override) {
    if (!existsSync(override)) {
      return {
        available: false,
        reason: `STORAGE_EMULATOR_BINARY_PATH names ${override}, which does not exist`,
      };
    }
    return needsJava(java, { jar: override, source: 'STORAGE_EMULATOR_BINARY_PATH' });
  }
  const cached = firebaseToolsCache(env).storage;
  if (existsSync(cached)) return needsJava(java, { jar: cached, source: 'firebase-tools cache' });
  if (!java) return noJava();
  const ours = "HomeLedger's storage rules runtime (tools/storage-rules-runtime)";
  const javac = javacBeside(java.bin, env);
  if (!javac) {
    return {
      available: false,
      reason: `Java ${java.major} (${java.bin}) has no javac, so ${ours} cannot be compiled: ${HOW_TO_GET_JDK}; ${OR_THEIR_RUNTIME}`,
    };
  }
  const engineJar = findRulesEngineJar(env);
  if (!engineJar) {
    return {
      available: false,
      reason: `${ours} runs on the rules engine in the Firestore emulator jar, which is not here: ${HOW_TO_GET_FIRESTORE}; ${OR_THEIR_RUNTIME}`,
    };
  }
  const built = await storageRuntimeJar({ javac, engineJar, env });
  if ('error' in built) {
    return { available: false, reason: `compiling ${ours} failed: ${built.error}` };
  }
  return {
    available: true,
    jar: built.jar,
    source: `tools/storage-rules-runtime on the rules engine in ${engineJar}`,
  };
}

/**
 * The `javac` of the JDK a `java` binary belongs to (the one on PATH is followed through
 * its links, e.g. /usr/bin/java → /usr/lib/jvm/…/bin/java), or null for a JRE.
 * @param {string} javaBin
 * @param {NodeJS.ProcessEnv} [env]
 */
export function javacBeside(javaBin, env = process.env) {
  let bin = javaBin;
  if (!bin.includes(path.sep)) {
    const onPath = (env.PATH ?? '')
      .split(path.delimiter)
      .filter(Boolean)
      .map((dir) => path.join(dir, bin))
      .find((candidate) => existsSync(candidate));
    if (!onPath) return null;
    bin = onPath;
  }
  let real;
  try {
    real = realpathSync(bin);
  } catch {
    return null;
  }
  const javac = path.join(path.dirname(real), 'javac');
  return existsSync(javac) ? javac : null;
}

/** The jar holding the Firebase rules engine: gcloud's Firestore emulator, else firebase-tools'. */
export function findRulesEngineJar(env = process.env) {
  for (const root of gcloudSdkRoots()) {
    const jar = path.join(root, GCLOUD_FIRESTORE_JAR);
    if (existsSync(jar)) return jar;
  }
  const cached = firebaseToolsCache(env).firestore;
  return existsSync(cached) ? cached : null;
}

/** The runtime's Java sources, `{ name, content }` by path relative to `dir`, sorted. */
export function storageRuntimeSources(dir = STORAGE_RUNTIME_SOURCES) {
  /** @type {{ name: string, content: string }[]} */
  const found = [];
  const walk = (/** @type {string} */ sub) => {
    for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
      const rel = path.posix.join(sub, entry.name);
      if (entry.isDirectory()) walk(rel);
      else if (entry.name.endsWith('.java')) {
        found.push({ name: rel, content: readFileSync(path.join(dir, rel), 'utf8') });
      }
    }
  };
  walk('');
  return found.sort((a, b) => (a.name < b.name ? -1 : a.name > b.name ? 1 : 0));
}

/**
 * Cache key of a built runtime: its sources (names and contents), the Java release it is
 * compiled for, and the engine jar's identity (path, size, mtime), so an edit or a new
 * Firestore emulator builds anew.
 * @param {{ name: string, content: string }[]} sources
 * @param {{ path: string, size: number, mtimeMs: number }} engine
 */
export function storageRuntimeKey(sources, engine) {
  const hash = createHash('sha256');
  hash.update(`release ${STORAGE_RUNTIME_RELEASE}\0`);
  for (const { name, content } of sources) hash.update(`${name}\0${content.length}\0${content}\0`);
  hash.update(`${engine.path}\0${engine.size}\0${engine.mtimeMs}`);
  return hash.digest('hex').slice(0, 16);
}

/**
 * javac's complaint, short enough for one line: its first error lines.
 * @param {string} output
 */
export function javacFailureReason(output) {
  const lines = output
    .split('\n')
    .map((l) => l.trim())
    .filter((l) => l && !/^(warning:|Note:|\d+ (error|warning)s?$)/.test(l));
  return lines.slice(0, 3).join(' / ') || 'javac failed without saying why';
}

/**
 * Compiles tools/storage-rules-runtime against the engine jar into a runnable jar in the
 * cache folder (Main-Class the runtime, Class-Path the engine jar), once per key; written
 * under a temporary name and renamed, so two runs at once never see half a jar.
 * @returns {Promise<{ jar: string } | { error: string }>}
 * @param {{ javac: string, engineJar: string, sourcesDir?: string, env?: NodeJS.ProcessEnv }} options
 */
export async function storageRuntimeJar({
  javac,
  engineJar,
  sourcesDir = STORAGE_RUNTIME_SOURCES,
  env = process.env,
}) {
  const sources = storageRuntimeSources(sourcesDir);
  if (sources.length === 0) return { error: `no Java sources in ${sourcesDir}` };
  const stat = statSync(engineJar);
  const key = storageRuntimeKey(sources, {
    path: engineJar,
    size: stat.size,
    mtimeMs: stat.mtimeMs,
  });
  const file = path.join(cacheDir(env), `storage-rules-runtime-${key}.jar`);
  if (existsSync(file)) return { jar: file };
  mkdirSync(cacheDir(env), { recursive: true });
  const classes = mkdtempSync(path.join(cacheDir(env), 'storage-rules-runtime-build-'));
  try {
    const res = spawnSync(
      javac,
      [
        '--release',
        String(STORAGE_RUNTIME_RELEASE),
        '-nowarn',
        '-encoding',
        'UTF-8',
        '-cp',
        engineJar,
        '-d',
        classes,
        ...sources.map((s) => path.join(sourcesDir, s.name)),
      ],
      { encoding: 'utf8', timeout: 180_000 },
    );
    if (res.error) return { error: `${javac}: ${res.error.message}` };
    if (res.status !== 0) return { error: javacFailureReason(`${res.stderr}\n${res.stdout}`) };
    const zip = new yazl.ZipFile();
    const manifest = wrapperManifest(STORAGE_RUNTIME_MAIN_CLASS, [engineJar]);
    zip.addBuffer(Buffer.from(manifest, 'utf8'), 'META-INF/MANIFEST.MF', { mtime: new Date(0) });
    for (const name of classFiles(classes)) {
      zip.addFile(path.join(classes, name), name, { mtime: new Date(0) });
    }
    zip.end();
    /** @type {Buffer[]} */
    const chunks = [];
    for await (const chunk of zip.outputStream) chunks.push(/** @type {Buffer} */ (chunk));
    const partial = `${file}.${process.pid}.tmp`;
    writeFileSync(partial, Buffer.concat(chunks));
    renameSync(partial, file);
    return { jar: file };
  } finally {
    rmSync(classes, { recursive: true, force: true });
  }
}

/**
 * `.class` files under `dir`, as jar entry names (forward slashes), sorted.
 * @param {string} dir
 * @param {string} [sub]
 * @returns {string[]}
 */
function classFiles(dir, sub = '') {
  /** @type {string[]} */
  const out = [];
  for (const entry of readdirSync(path.join(dir, sub), { withFileTypes: true })) {
    const rel = sub ? `${sub}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...classFiles(dir, rel));
    else if (entry.name.endsWith('.class')) out.push(rel);
  }
  return out.sort();
}

/**
 * @param {Java | null} java
 * @param {{ jar: string, source: string }} found
 * @returns {Emulator}
 */
function needsJava(java, found) {
  return java ? { available: true, ...found } : noJava();
}

/** @returns {Emulator} */
function noJava() {
  return { available: false, reason: `Java ${MIN_JAVA_MAJOR}+ not found: ${HOW_TO_GET_JAVA}` };
}

/** @returns {Promise<Detection>} */
export async function detectEmulators(env = process.env) {
  const java = findJava(env);
  return {
    java,
    firestore: await findFirestore(java, env),
    storage: await findStorage(java, env),
  };
}

/** Environment for firebase-tools: the found Java first on PATH, and the jars it should run. */
export function emulatorProcessEnv(/** @type {Detection} */ detection, env = process.env) {
  /** @type {Record<string, string>} */
  const out = {};
  if (detection.java && detection.java.bin !== 'java') {
    const javaHome = path.dirname(path.dirname(detection.java.bin));
    out.JAVA_HOME = javaHome;
    out.PATH = `${path.join(javaHome, 'bin')}${path.delimiter}${env.PATH ?? ''}`;
  }
  if (detection.firestore.available) out.FIRESTORE_EMULATOR_BINARY_PATH = detection.firestore.jar;
  if (detection.storage.available) out.STORAGE_EMULATOR_BINARY_PATH = detection.storage.jar;
  return out;
}

/** The emulators to start: Auth, Functions, Hosting, and Firestore/Storage where they run. */
export function emulatorsToStart(/** @type {Detection} */ detection) {
  return [
    'auth',
    'functions',
    ...(detection.firestore.available ? ['firestore'] : []),
    ...(detection.storage.available ? ['storage'] : []),
    'hosting',
  ];
}

/** One plain line per emulator: running (what and where from), or why not and how to get it. */
export function describeDetection(/** @type {Detection} */ detection) {
  const java = detection.java ? `Java ${detection.java.major} (${detection.java.bin})` : '';
  const line = (/** @type {string} */ name, /** @type {Emulator} */ e) =>
    e.available
      ? `${name} emulator: available — ${java}, ${e.source === e.jar ? e.jar : `${e.jar} (${e.source})`}`
      : `${name} emulator: not available — ${e.reason}`;
  return [line('Firestore', detection.firestore), line('Storage', detection.storage)];
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const detection = await detectEmulators();
  for (const line of describeDetection(detection)) console.log(line);
  process.exit(detection.firestore.available ? 0 : 1);
}
