// @ts-check
// What the benches and job scripts share: bundle one entry (functions/src, web/bench) with
// esbuild (firebase-* stay external: they resolve from the repo's node_modules) and call its
// exports in fresh Node processes, so each measured run's RSS is its own; and their options.
//
//   const entry = await bundleEntry('bench-csv', 'functions/src/exports/bench-entry.ts');
//   try { const result = entry.call('runBench(100000)'); } finally { entry.remove(); }
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';

import { ROOT } from './paths.mjs';
const FIREBASE_EXTERNALS = [
  'firebase-admin',
  'firebase-admin/*',
  'firebase-functions',
  'firebase-functions/*',
];

/**
 * The word after `name` on the command line (`--out DIR` → `DIR`), or undefined.
 * @param {string} name
 */
export function option(name) {
  const argv = process.argv.slice(2);
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}

/**
 * `--name N` from the command line as a whole number ≥ `min`, or `fallback`; exits 2
 * with a one-line reason otherwise.
 * @param {string} script
 * @param {string} name
 * @param {number} fallback
 * @param {{ min?: number }} [options]
 */
export function wholeNumberOption(script, name, fallback, { min = 0 } = {}) {
  const given = option(name);
  const value = process.argv.includes(name) ? Number(given) : fallback;
  if (!Number.isInteger(value) || value < min) {
    console.error(`${script}: ${name} needs a whole number${min > 0 ? ` ≥ ${min}` : ''}`);
    process.exit(2);
  }
  return value;
}

/**
 * Bundles `entry` (a path from the repo root) and returns
 * - `call(expression, nodeArgs)`: evaluates `await bundle.<expression>` in a new Node process
 *   and returns its JSON-printed result (exits 1 with the child's output when it fails);
 * - `run(expression, env)`: the same with the child's output on this terminal (the result
 *   printed as indented JSON) and `env` added to its environment; returns its exit status;
 * - `load()`: imports the bundle into this process (for a bench that times calls itself);
 * - `remove()`.
 * @param {string} name
 * @param {string} entry
 * @param {{ external?: string[] }} [options]
 */
export async function bundleEntry(name, entry, { external = [] } = {}) {
  // Inside node_modules so that the bundle resolves firebase-* from the repo.
  const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
  mkdirSync(dir, { recursive: true });
  const stamp = `${process.pid}-${Date.now()}`;
  const bundle = path.join(dir, `${name}-${stamp}.mjs`);
  const runner = path.join(dir, `${name}-run-${stamp}.mjs`);
  const remove = () => {
    rmSync(bundle, { force: true });
    rmSync(runner, { force: true });
  };
  // The scripts end with process.exit, which skips their `finally`.
  process.once('exit', remove);
  try {
    await build({
      entryPoints: [path.join(ROOT, entry)],
      outfile: bundle,
      bundle: true,
      platform: 'node',
      format: 'esm',
      target: 'node20',
      external: [...FIREBASE_EXTERNALS, ...external],
      logLevel: 'warning',
    });
  } catch (error) {
    remove();
    throw error;
  }
  /**
   * @param {string} expression
   * @param {number} indent
   */
  const writeRunner = (expression, indent) =>
    writeFileSync(
      runner,
      `const bundle = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n` +
        `console.log(JSON.stringify(await bundle.${expression}, null, ${indent}));\n`,
    );
  return {
    /**
     * @param {string} expression
     * @param {string[]} [nodeArgs]
     */
    call(expression, nodeArgs = []) {
      writeRunner(expression, 0);
      const child = spawnSync(process.execPath, [...nodeArgs, runner], {
        encoding: 'utf8',
        cwd: ROOT,
      });
      if (child.status !== 0) {
        console.error(child.stderr || child.stdout);
        remove();
        process.exit(1);
      }
      return JSON.parse(child.stdout.trim().split('\n').at(-1) ?? '');
    },
    /**
     * @param {string} expression
     * @param {Record<string, string>} [env]
     */
    run(expression, env = {}) {
      writeRunner(expression, 2);
      const child = spawnSync(process.execPath, [runner], {
        stdio: 'inherit',
        cwd: ROOT,
        env: { ...process.env, ...env },
      });
      return child.status ?? 1;
    },
    load: () => import(pathToFileURL(bundle).href),
    remove,
  };
}
