// @ts-check
// Node 20 cannot run TypeScript: a script that shares the domain's or the functions' own code
// (the demo seed, a migration's plan, a bench's seeding) bundles it with esbuild into
// node_modules/.cache (so the bundle resolves firebase-admin from the repo, kept external)
// and imports that. One home for it; the functions benches' runner (functions-bench.mjs) also
// runs its bundle in child processes.
import { mkdirSync, rmSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { ROOT } from './paths.mjs';

/**
 * Bundles `source` (a path from the repo root, or `{ contents }`: TypeScript re-exports
 * resolved from the repo root) and imports it.
 * @param {string} name names the temporary bundle file
 * @param {string | { contents: string }} source
 * @returns {Promise<any>} the module (the caller casts it to the TypeScript module's type)
 */
export async function importTypeScript(name, source) {
  const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
  mkdirSync(dir, { recursive: true });
  const outfile = path.join(dir, `${name}-${process.pid}-${Date.now()}.mjs`);
  await build({
    ...(typeof source === 'string'
      ? { entryPoints: [path.join(ROOT, source)] }
      : { stdin: { contents: source.contents, resolveDir: ROOT, loader: 'ts' } }),
    outfile,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['firebase-admin', 'firebase-admin/*'],
    logLevel: 'warning',
  });
  try {
    return await import(pathToFileURL(outfile).href);
  } finally {
    rmSync(outfile, { force: true });
  }
}
