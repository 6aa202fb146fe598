// Decides, the way firebase-tools itself would, whether the Java-based
// Firestore and Storage emulators can run on this machine (docs/architecture.md §6).
//
// firebase-tools refuses to start any Java emulator unless `java -version`
// reports major version 21 or later (lib/emulator/controller.js), and it runs
// the jars named in lib/emulator/downloadableEmulatorInfo.json from
// ${FIREBASE_EMULATORS_PATH:-~/.cache/firebase/emulators}, downloading them on
// first use. The Storage emulator is JavaScript but evaluates rules in the
// "cloud-storage-rules-runtime" jar, so it needs Java and its jar as well.
//
// Usage: import { detectFullEmulatorSuite } from './emulators-available.mjs'
//        node scripts/emulators-available.mjs   (prints the verdict; exit 0 if available)
import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const MIN_JAVA_MAJOR = 21;
const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');

/** Major version of the `java` on PATH, or null when there is none. */
export function javaMajorVersion() {
  const res = spawnSync('java', ['-version'], { encoding: 'utf8', timeout: 15_000 });
  if (res.error || res.status !== 0) return null;
  // Same pattern as firebase-tools: `openjdk version "17.0.15"`, `java version "1.8.0_x"`.
  const match = /version "([1-9][0-9]*)/.exec(`${res.stdout}\n${res.stderr}`);
  if (!match) return null;
  return Number.parseInt(match[1], 10);
}

/** The jars firebase-tools would run for Firestore and Storage, and whether each is cached. */
export function emulatorJars() {
  const require = createRequire(path.join(ROOT, 'package.json'));
  const infoPath = require.resolve('firebase-tools/lib/emulator/downloadableEmulatorInfo.json');
  const info = JSON.parse(readFileSync(infoPath, 'utf8'));
  const cacheDir =
    process.env.FIREBASE_EMULATORS_PATH ||
    path.join(os.homedir(), '.cache', 'firebase', 'emulators');
  return [
    { key: 'firestore', label: 'Firestore emulator jar' },
    { key: 'storage', label: 'Storage rules runtime jar' },
  ].map(({ key, label }) => {
    const file = path.join(cacheDir, info[key].downloadPathRelativeToCacheDir);
    return { key, label, file, remoteUrl: info[key].remoteUrl, cached: existsSync(file) };
  });
}

async function reachable(url, timeoutMs) {
  try {
    const res = await fetch(url, { method: 'HEAD', signal: AbortSignal.timeout(timeoutMs) });
    return res.ok;
  } catch {
    return false;
  }
}

/**
 * @param {{ checkDownload?: boolean }} [options] when Java is new enough but a jar is
 *   missing, check (3 s) whether firebase-tools could download it on first start.
 * @returns {Promise<{available: boolean, reason: string, javaMajor: number|null, jars: ReturnType<typeof emulatorJars>}>}
 */
export async function detectFullEmulatorSuite({ checkDownload = true } = {}) {
  const javaMajor = javaMajorVersion();
  const jars = emulatorJars();
  const problems = [];

  const javaOk = javaMajor !== null && javaMajor >= MIN_JAVA_MAJOR;
  if (javaMajor === null) problems.push(`Java not found (${MIN_JAVA_MAJOR}+ needed)`);
  else if (!javaOk) problems.push(`Java ${javaMajor} found, ${MIN_JAVA_MAJOR}+ needed`);

  const missing = jars.filter((j) => !j.cached);
  let downloadable = false;
  if (javaOk && missing.length > 0 && checkDownload) {
    const results = await Promise.all(missing.map((j) => reachable(j.remoteUrl, 3000)));
    downloadable = results.every(Boolean);
  }
  if (!downloadable) {
    for (const j of missing) problems.push(`${j.label} not cached (${j.file})`);
  }

  if (problems.length === 0) {
    const note = missing.length > 0 ? ' (emulator jars will be downloaded on first start)' : '';
    return {
      available: true,
      reason: `Java ${javaMajor} and the Firestore/Storage emulators are available${note}`,
      javaMajor,
      jars,
    };
  }

  const fixes = [];
  if (!javaOk) fixes.push(`install Java ${MIN_JAVA_MAJOR} (e.g. Temurin 21) and put it on PATH`);
  if (missing.length > 0 && !downloadable) {
    fixes.push(
      'run once with network: npx firebase setup:emulators:firestore && npx firebase setup:emulators:storage',
    );
  }
  const fix = fixes.join(', then ');
  return {
    available: false,
    reason: `${problems.join('; ')}. To fix: ${fix[0]?.toUpperCase() ?? ''}${fix.slice(1)}`,
    javaMajor,
    jars,
  };
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const result = await detectFullEmulatorSuite();
  console.log(`${result.available ? 'available' : 'NOT available'}: ${result.reason}`);
  process.exit(result.available ? 0 : 1);
}
