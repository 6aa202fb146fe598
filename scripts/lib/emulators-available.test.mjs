// @ts-check
// Finding the Java-based emulators (scripts/lib/emulators-available.mjs): the version reading
// firebase-tools uses, the choice of Java, the wrapper jar's manifest (read back by the
// real `java` when one is here), and what each kind of machine is told.
import { spawnSync } from 'node:child_process';
import { chmodSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import yauzl from 'yauzl';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  describeDetection,
  detectEmulators,
  emulatorProcessEnv,
  emulatorsToStart,
  FIRESTORE_MAIN_CLASS,
  findJava,
  manifestLine,
  parseJavaMajor,
  wrapperManifest,
  writeWrapperJar,
} from './emulators-available.mjs';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'emulators-available-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/** A fake `java` that prints `version` the way `java -version` does (on stderr). */
/**
 * @param {string} root
 * @param {string} name
 * @param {string} version
 */
function fakeJava(root, name, version) {
  const bin = path.join(root, name, 'bin');
  mkdirSync(bin, { recursive: true });
  const file = path.join(bin, 'java');
  writeFileSync(file, `#!/bin/sh\necho 'openjdk version "${version}" 2025-10-21' >&2\n`);
  chmodSync(file, 0o755);
  return file;
}

/**
 * @param {string} zipFile
 * @param {string} name
 * @returns {Promise<string>}
 */
function readEntry(zipFile, name) {
  return new Promise((resolve, reject) => {
    yauzl.open(zipFile, { lazyEntries: true }, (error, zip) => {
      if (error) return reject(error);
      zip.on('entry', (entry) => {
        if (entry.fileName !== name) return zip.readEntry();
        zip.openReadStream(entry, (err, stream) => {
          if (err) return reject(err);
          /** @type {Buffer[]} */
          const chunks = [];
          stream.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
          stream.on('end', () => resolve(Buffer.concat(chunks).toString('utf8')));
        });
      });
      zip.on('end', () => reject(new Error(`${name} not in ${zipFile}`)));
      zip.readEntry();
    });
  });
}

describe('parseJavaMajor', () => {
  it('reads the major version as firebase-tools does', () => {
    expect(parseJavaMajor('openjdk version "25.0.1" 2025-10-21')).toBe(25);
    expect(parseJavaMajor('openjdk version "17.0.15" 2025-04-15')).toBe(17);
    expect(parseJavaMajor('java version "1.8.0_402"')).toBe(1);
    expect(parseJavaMajor('no java here')).toBeNull();
  });
});

describe('findJava', () => {
  it('takes the newest Java 21+ under the JVM folder when PATH and JAVA_HOME have none', () => {
    const jvm = path.join(dir, 'jvm');
    fakeJava(jvm, 'java-17', '17.0.15');
    fakeJava(jvm, 'java-21', '21.0.4');
    const newest = fakeJava(jvm, 'temurin-25', '25.0.1');
    const env = { PATH: path.join(dir, 'empty') };
    // PATH has no java at all here, so only the JVM folder can answer.
    expect(findJava(env, jvm)).toEqual({ bin: newest, major: 25 });
  });

  it('prefers a new-enough JAVA_HOME to a newer Java elsewhere', () => {
    const jvm = path.join(dir, 'jvm');
    const home = fakeJava(dir, 'home-21', '21.0.4');
    fakeJava(jvm, 'temurin-25', '25.0.1');
    const env = { PATH: path.join(dir, 'empty'), JAVA_HOME: path.join(dir, 'home-21') };
    expect(findJava(env, jvm)).toEqual({ bin: home, major: 21 });
  });

  it('finds nothing when every Java is older than 21', () => {
    const jvm = path.join(dir, 'jvm');
    fakeJava(jvm, 'java-17', '17.0.15');
    expect(findJava({ PATH: path.join(dir, 'empty') }, jvm)).toBeNull();
  });
});

describe('the wrapper jar', () => {
  it('folds manifest lines at 72 bytes with a leading space', () => {
    const value = `file:///${'a'.repeat(150)}.jar`;
    const text = manifestLine('Class-Path', value);
    const lines = text.split('\r\n').filter(Boolean);
    for (const line of lines) expect(Buffer.byteLength(line)).toBeLessThanOrEqual(72);
    expect(lines.slice(1).every((l) => l.startsWith(' '))).toBe(true);
    expect(lines.map((l, i) => (i === 0 ? l : l.slice(1))).join('')).toBe(`Class-Path: ${value}`);
  });

  it('names the main class and the class path as file URLs', () => {
    const manifest = wrapperManifest(FIRESTORE_MAIN_CLASS, ['/opt/with space/emulator.jar']);
    const unfolded = manifest.replace(/\r\n /g, '');
    expect(unfolded).toContain(`Main-Class: ${FIRESTORE_MAIN_CLASS}\r\n`);
    expect(unfolded).toContain('Class-Path: file:///opt/with%20space/emulator.jar\r\n');
    expect(manifest.endsWith('\r\n\r\n')).toBe(true);
  });

  it('is a jar whose manifest the real Java runs', async () => {
    const jar = await writeWrapperJar(path.join(dir, 'w.jar'), FIRESTORE_MAIN_CLASS, ['/x.jar']);
    expect(await readEntry(jar, 'META-INF/MANIFEST.MF')).toBe(
      wrapperManifest(FIRESTORE_MAIN_CLASS, ['/x.jar']),
    );
    const java = findJava();
    if (!java) return; // No Java 21+ here: the manifest check above is what can be checked.
    // The class is not on /x.jar, so Java must say it looked for exactly that main class.
    const res = spawnSync(java.bin, ['-jar', jar], { encoding: 'utf8', timeout: 30_000 });
    expect(res.stderr).toContain(FIRESTORE_MAIN_CLASS);
  });
});

describe('detectEmulators', () => {
  const nowhere = () => ({
    PATH: path.join(dir, 'empty'),
    HOME: dir,
    XDG_CACHE_HOME: path.join(dir, 'cache'),
    FIREBASE_EMULATORS_PATH: path.join(dir, 'firebase-cache'),
  });

  it('says why an override that does not exist cannot run', async () => {
    const env = { ...nowhere(), FIRESTORE_EMULATOR_BINARY_PATH: path.join(dir, 'gone.jar') };
    const found = await detectEmulators(env);
    expect(found.firestore).toEqual({
      available: false,
      reason: expect.stringContaining('FIRESTORE_EMULATOR_BINARY_PATH names'),
    });
  });

  it('runs an override jar with the Java it found, first on PATH', async () => {
    const jar = path.join(dir, 'firestore.jar');
    writeFileSync(jar, '');
    const env = { ...nowhere(), FIRESTORE_EMULATOR_BINARY_PATH: jar };
    const found = await detectEmulators(env);
    if (!found.java) {
      expect(found.firestore).toMatchObject({ available: false, reason: /Java 21\+ not found/ });
      return;
    }
    expect(found.firestore).toMatchObject({ available: true, jar });
    expect(emulatorsToStart(found)).toEqual(
      found.storage.available
        ? ['auth', 'functions', 'firestore', 'storage', 'hosting']
        : ['auth', 'functions', 'firestore', 'hosting'],
    );
    const processEnv = emulatorProcessEnv(found, env);
    expect(processEnv.FIRESTORE_EMULATOR_BINARY_PATH).toBe(jar);
    if (found.java.bin !== 'java') {
      expect(processEnv.PATH?.split(path.delimiter)[0]).toBe(path.dirname(found.java.bin));
    }
  });

  it('prints one line per emulator, each saying how to get it when missing', () => {
    const lines = describeDetection({
      java: null,
      firestore: { available: false, reason: 'no Firestore emulator found: apt-get install x' },
      storage: { available: false, reason: 'its rules runtime jar is not on this machine' },
    });
    expect(lines).toEqual([
      'Firestore emulator: not available — no Firestore emulator found: apt-get install x',
      'Storage emulator: not available — its rules runtime jar is not on this machine',
    ]);
  });
});
