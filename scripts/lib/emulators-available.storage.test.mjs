// @ts-check
// The Storage part of emulator detection (scripts/lib/emulators-available.mjs; the rest is in
// emulators-available.test.mjs): finding a JDK's
// javac, the build's cache key, compiling HomeLedger's storage rules runtime into a jar
// firebase-tools can run, and saying plainly why Storage cannot run with only a JRE. Where a
// JDK 21+ and the gcloud Firestore jar are here, the real runtime is built and spoken to
// over firebase-tools' protocol (tools/storage-rules-runtime/README.md).
import { spawn } from 'node:child_process';
import {
  chmodSync,
  mkdirSync,
  mkdtempSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import readline from 'node:readline';
import yauzl from 'yauzl';
import { afterAll, afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  findJava,
  findRulesEngineJar,
  findStorage,
  javacBeside,
  javacFailureReason,
  STORAGE_RUNTIME_MAIN_CLASS,
  storageRuntimeJar,
  storageRuntimeKey,
  storageRuntimeSources,
} from './emulators-available.mjs';

/** @type {string} */
let dir;
beforeEach(() => {
  dir = mkdtempSync(path.join(tmpdir(), 'emulators-available-'));
});
afterEach(() => rmSync(dir, { recursive: true, force: true }));

/**
 * @param {string} rel
 * @param {string} [content]
 */
function file(rel, content = '') {
  const full = path.join(dir, rel);
  mkdirSync(path.dirname(full), { recursive: true });
  writeFileSync(full, content);
  chmodSync(full, 0o755);
  return full;
}

describe('javacBeside', () => {
  it('finds the javac of a JDK and none for a JRE', () => {
    const jdkJava = file('jdk/bin/java');
    const javac = file('jdk/bin/javac');
    const jreJava = file('jre/bin/java');
    expect(javacBeside(jdkJava)).toBe(javac);
    expect(javacBeside(jreJava)).toBeNull();
    expect(javacBeside(path.join(dir, 'nowhere/bin/java'))).toBeNull();
  });

  it('follows the java on PATH through its links to its JDK', () => {
    const javac = file('jvm/jdk-21/bin/javac');
    file('jvm/jdk-21/bin/java');
    mkdirSync(path.join(dir, 'usr-bin'));
    symlinkSync(path.join(dir, 'jvm/jdk-21/bin/java'), path.join(dir, 'usr-bin/java'));
    expect(javacBeside('java', { PATH: path.join(dir, 'usr-bin') })).toBe(javac);
    expect(javacBeside('java', { PATH: path.join(dir, 'empty') })).toBeNull();
  });
});

describe('storageRuntimeSources and storageRuntimeKey', () => {
  const engine = { path: '/sdk/firestore.jar', size: 1000, mtimeMs: 5 };

  it('lists the .java files under the folder, sorted, with forward slashes', () => {
    file('src/b/Two.java', 'class Two {}');
    file('src/a/One.java', 'class One {}');
    file('src/a/notes.txt', 'not a source');
    expect(storageRuntimeSources(path.join(dir, 'src'))).toEqual([
      { name: 'a/One.java', content: 'class One {}' },
      { name: 'b/Two.java', content: 'class Two {}' },
    ]);
  });

  it('changes with any source, any name, and the engine jar’s identity', () => {
    const sources = [{ name: 'a/One.java', content: 'class One {}' }];
    const key = storageRuntimeKey(sources, engine);
    expect(storageRuntimeKey([...sources], { ...engine })).toBe(key);
    const variants = [
      storageRuntimeKey([{ name: 'a/One.java', content: 'class One { }' }], engine),
      storageRuntimeKey([{ name: 'b/One.java', content: 'class One {}' }], engine),
      storageRuntimeKey([...sources, { name: 'c.java', content: '' }], engine),
      storageRuntimeKey(sources, { ...engine, path: '/other/firestore.jar' }),
      storageRuntimeKey(sources, { ...engine, size: 1001 }),
      storageRuntimeKey(sources, { ...engine, mtimeMs: 6 }),
    ];
    expect(new Set([key, ...variants]).size).toBe(variants.length + 1);
  });
});

describe('javacFailureReason', () => {
  it('keeps the first error lines and drops warnings and counts', () => {
    const output = [
      'warning: unknown enum constant Level.FULL',
      'src/homeledger/A.java:3: error: cannot find symbol',
      '    Foo foo;',
      '    ^',
      '1 error',
      '1 warning',
    ].join('\n');
    expect(javacFailureReason(output)).toBe(
      'src/homeledger/A.java:3: error: cannot find symbol / Foo foo; / ^',
    );
    expect(javacFailureReason('\n')).toBe('javac failed without saying why');
  });
});

describe('findStorage', () => {
  it('says plainly that a JRE without javac cannot build the runtime', async () => {
    const java = { bin: file('jre/bin/java'), major: 21 };
    const storage = await findStorage(java, {
      PATH: '',
      FIREBASE_EMULATORS_PATH: path.join(dir, 'no-downloads'),
    });
    expect(storage.available).toBe(false);
    if (storage.available) return;
    expect(storage.reason).toContain('has no javac, so');
    expect(storage.reason).toContain('jdk');
  });

  it('prefers an explicit runtime jar to building one', async () => {
    const jar = file('explicit.jar');
    const storage = await findStorage(
      { bin: file('jre/bin/java'), major: 21 },
      { STORAGE_EMULATOR_BINARY_PATH: jar },
    );
    expect(storage).toEqual({ available: true, jar, source: 'STORAGE_EMULATOR_BINARY_PATH' });
  });
});

// The real build and the real engine, where this machine has them.
const java = findJava();
const javac = java ? javacBeside(java.bin) : null;
const engineJar = findRulesEngineJar();
const canBuild = Boolean(java && javac && engineJar);
const BUILD_TIMEOUT = 240_000;
if (!canBuild) {
  console.log(
    `storage runtime build tests skipped: ${!java ? 'no Java 21+' : !javac ? 'no javac' : 'no Firestore emulator jar'}`,
  );
}

/**
 * @param {string} jarFile
 * @returns {Promise<Record<string, string>>}
 */
function zipEntries(jarFile) {
  return new Promise((resolve, reject) => {
    yauzl.open(jarFile, { lazyEntries: true }, (err, zip) => {
      if (err) return reject(err);
      /** @type {Record<string, string>} */
      const entries = {};
      zip.on('entry', (entry) => {
        zip.openReadStream(entry, (e, stream) => {
          if (e) return reject(e);
          /** @type {Buffer[]} */
          const chunks = [];
          stream.on('data', (/** @type {Buffer} */ c) => chunks.push(c));
          stream.on('end', () => {
            entries[entry.fileName] = Buffer.concat(chunks).toString('latin1');
            zip.readEntry();
          });
        });
      });
      zip.on('end', () => resolve(entries));
      zip.readEntry();
    });
  });
}

describe.skipIf(!canBuild)('the storage rules runtime, built with this machine’s JDK', () => {
  // canBuild says all three were found.
  const {
    java: jdk,
    javac: javacBin,
    engineJar: engine,
  } = /** @type {{ java: { bin: string }, javac: string, engineJar: string }} */ ({
    java,
    javac,
    engineJar,
  });
  const cache = mkdtempSync(path.join(tmpdir(), 'storage-runtime-cache-'));
  const env = { XDG_CACHE_HOME: cache };
  afterAll(() => rmSync(cache, { recursive: true, force: true }));

  it(
    'is a jar that runs the runtime on the engine jar, built once per key',
    async () => {
      const built = await storageRuntimeJar({ javac: javacBin, engineJar: engine, env });
      if (!('jar' in built)) throw new Error(built.error);
      expect(path.dirname(built.jar)).toBe(path.join(cache, 'homeledger', 'emulators'));
      const entries = await zipEntries(built.jar);
      const manifest = (entries['META-INF/MANIFEST.MF'] ?? '').replace(/\r\n /g, '');
      expect(manifest).toContain(`Main-Class: ${STORAGE_RUNTIME_MAIN_CLASS}`);
      expect(manifest).toContain(`Class-Path: file://${engine}`);
      expect(Object.keys(entries)).toContain(
        `${STORAGE_RUNTIME_MAIN_CLASS.replaceAll('.', '/')}.class`,
      );
      const firstBuild = statSync(built.jar).mtimeMs;
      const again = await storageRuntimeJar({ javac: javacBin, engineJar: engine, env });
      expect(again).toEqual(built);
      expect(statSync(built.jar).mtimeMs).toBe(firstBuild);
    },
    BUILD_TIMEOUT,
  );

  it(
    'reports javac’s error for a source that does not compile',
    async () => {
      const sourcesDir = path.join(dir, 'src');
      file('src/Broken.java', 'class Broken { NoSuchType field; }');
      const built = await storageRuntimeJar({
        javac: javacBin,
        engineJar: engine,
        sourcesDir,
        env,
      });
      expect(built).toEqual({ error: expect.stringContaining('cannot find symbol') });
    },
    BUILD_TIMEOUT,
  );

  it(
    'speaks firebase-tools’ protocol: compile errors, verdicts, Firestore reads, overwrites',
    async () => {
      const built = await storageRuntimeJar({ javac: javacBin, engineJar: engine, env });
      if (!('jar' in built)) throw new Error(built.error);
      const runtime = startRuntime(jdk.bin, built.jar);
      try {
        expect(await runtime.next()).toEqual({ id: -1, status: 'ok' });

        runtime.send({ id: 0, action: 'load_ruleset', context: ruleset('0', 'not rules') });
        const bad = await runtime.next();
        expect(bad.id).toBe(0);
        expect(bad.result).toBeUndefined();
        expect(JSON.parse(bad.errors[0])).toHaveProperty('description_');

        runtime.send({ id: 1, action: 'load_ruleset', context: ruleset('1', RULES) });
        expect(await runtime.next()).toMatchObject({ id: 1, result: { rulesVersion: 2 } });

        // Own folder: allowed; another user's: denied (no Firestore read needed).
        runtime.send(verify(2, 'get', 'users/u1/a.txt', { uid: 'u1' }));
        expect(await runtime.next()).toMatchObject({ id: 2, result: { permit: true } });
        runtime.send(verify(3, 'get', 'users/u2/a.txt', { uid: 'u1' }));
        expect(await runtime.next()).toMatchObject({ id: 3, result: { permit: false } });

        // A shared file: the runtime asks for the Firestore document, then decides.
        runtime.send(verify(4, 'get', 'shared/d1/a.txt', { uid: 'u1' }));
        expect(await runtime.next()).toEqual({
          server_request_id: 4,
          action: 'fetch_firestore_document',
          status: 'ok',
          context: { path: '/databases/(default)/documents/docs/d1' },
        });
        runtime.send({
          id: 4,
          status: 'ok',
          result: {
            name: 'projects/demo/databases/(default)/documents/docs/d1',
            fields: { readers: { arrayValue: { values: [{ stringValue: 'u1' }] } } },
          },
        });
        expect(await runtime.next()).toMatchObject({ id: 4, result: { permit: true } });

        // A missing document denies.
        runtime.send(verify(5, 'get', 'shared/d2/a.txt', { uid: 'u1' }));
        expect(await runtime.next()).toMatchObject({ server_request_id: 5 });
        runtime.send({ id: 5, status: 'not_found' });
        const missing = await runtime.next();
        expect(missing.id).toBe(5);
        expect(missing.result?.permit ?? false).toBe(false);

        // An upload to a new object is a create; over an existing one, an update.
        runtime.send(verify(6, 'create', 'users/u1/new.txt', { uid: 'u1' }, null));
        expect(await runtime.next()).toMatchObject({ id: 6, result: { permit: true } });
        runtime.send(verify(7, 'create', 'users/u1/old.txt', { uid: 'u1' }, { size: 1 }));
        expect(await runtime.next()).toMatchObject({ id: 7, result: { permit: false } });
      } finally {
        runtime.stop();
      }
    },
    BUILD_TIMEOUT,
  );
});

const RULES = `rules_version = '2';
service firebase.storage {
  match /b/{bucket}/o {
    match /users/{uid}/{file} {
      allow get, create: if request.auth.uid == uid;
    }
    match /shared/{docId}/{file} {
      allow get: if request.auth.uid
        in firestore.get(/databases/(default)/documents/docs/$(docId)).data.readers;
    }
  }
}`;

/**
 * @param {string} name
 * @param {string} content
 */
function ruleset(name, content) {
  return { rulesetName: name, source: { files: [{ name: 'storage.rules', content }] } };
}

/** A verify request as firebase-tools builds one (runtime.js, toExpressionValue). */
/**
 * @typedef {null | string | number | { [key: string]: ExpressionInput }} ExpressionInput
 * @typedef {{ null_value: null } | { string_value: string } | { int_value: number }
 *   | { map_value: { fields: Record<string, ExpressionValue> } }} ExpressionValue
 * @param {number} id
 * @param {string} method
 * @param {string} object
 * @param {{ uid: string }} auth
 * @param {ExpressionInput} [before]
 */
function verify(id, method, object, auth, before = null) {
  /** @type {(v: ExpressionInput) => ExpressionValue} */
  const value = (v) => {
    if (v === null) return { null_value: null };
    if (typeof v === 'string') return { string_value: v };
    if (typeof v === 'number') return { int_value: v };
    return {
      map_value: { fields: Object.fromEntries(Object.entries(v).map(([k, x]) => [k, value(x)])) },
    };
  };
  return {
    id,
    action: 'verify',
    context: {
      rulesetName: '1',
      service: 'firebase.storage',
      path: `/b/bucket/o/${object}`,
      method,
      variables: {
        resource: value(before),
        request: value({ auth: { uid: auth.uid, token: {} }, resource: { size: 1 } }),
      },
    },
  };
}

/**
 * @param {string} javaBin
 * @param {string} jar
 */
function startRuntime(javaBin, jar) {
  const child = spawn(javaBin, ['-Djava.security.manager=disallow', '-jar', jar, 'serve'], {
    stdio: ['pipe', 'pipe', 'ignore'],
  });
  const lines = readline.createInterface({ input: child.stdout })[Symbol.asyncIterator]();
  return {
    send: (/** @type {unknown} */ message) => child.stdin.write(`${JSON.stringify(message)}\n`),
    next: async () => {
      const { value, done } = await lines.next();
      if (done) throw new Error('the runtime closed its output');
      return JSON.parse(value);
    },
    stop: () => child.kill(),
  };
}
