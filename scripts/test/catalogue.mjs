// @ts-check
// The screen catalogue (Ladle, config in web/.ladle/):
//
//   node scripts/test/catalogue.mjs          `npm run catalogue`: Panda codegen, then Ladle's dev
//                                       server on http://127.0.0.1:61000/ (Ctrl-C stops it)
//   node scripts/test/catalogue.mjs build    the static catalogue in web/.catalogue-build
//
// scripts/test/test.mjs imports buildCatalogue() and then runs playwright.catalogue.config.ts.
import { existsSync, rmSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ROOT } from '../lib/paths.mjs';
import { onInterrupt, run, stopAll } from '../lib/processes.mjs';

const BIN = path.join(ROOT, 'node_modules', '.bin');
const WEB = path.join(ROOT, 'web');
/** outDir in web/.ladle/config.mjs. */
export const CATALOGUE_BUILD = path.join(WEB, '.catalogue-build');

function codegen() {
  return run(path.join(BIN, 'panda'), ['codegen', '--silent'], { cwd: WEB, label: 'panda' });
}

/**
 * `ladle build` into web/.catalogue-build (emptied first).
 * @param {{ codegen?: boolean }} [options] `codegen`: run `panda codegen` first (web/styled-system)
 * @returns {Promise<number>} 0 when the build is complete, else the failing exit code (or 1)
 */
export async function buildCatalogue({ codegen: withCodegen = false } = {}) {
  if (withCodegen) {
    const code = await codegen();
    if (code !== 0) return code;
  }
  // `ladle build` exits 0 even when Vite fails (it logs the error and goes on), so
  // start from an empty folder and check that the app and its story list were written.
  rmSync(CATALOGUE_BUILD, { recursive: true, force: true });
  const code = await run(path.join(BIN, 'ladle'), ['build'], { cwd: WEB, label: 'ladle build' });
  if (code !== 0) return code;
  const complete = ['index.html', 'meta.json'].every((f) =>
    existsSync(path.join(CATALOGUE_BUILD, f)),
  );
  if (!complete) {
    console.error('✗ The catalogue build failed (see the Vite error above).');
    return 1;
  }
  return 0;
}

async function serve() {
  onInterrupt(() => stopAll({ signal: 'SIGTERM', timeoutMs: 5_000 }));
  const code = await codegen();
  if (code !== 0) return code;
  return run(path.join(BIN, 'ladle'), ['serve'], { cwd: WEB, label: 'ladle serve' });
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  const command = process.argv[2] ?? 'serve';
  if (command === 'build') process.exit(await buildCatalogue({ codegen: true }));
  else if (command === 'serve') process.exit(await serve());
  else {
    console.error(
      `Unknown command ${command}. Usage: node scripts/test/catalogue.mjs [serve|build]`,
    );
    process.exit(2);
  }
}
