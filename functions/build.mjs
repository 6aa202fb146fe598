// Bundles the functions together with the shared @homeledger/domain workspace
// (and its small dependencies such as valibot) into lib/index.js, so that
// `firebase deploy` uploads a self-contained package: the domain workspace is
// not published anywhere Cloud Build could install it from. The packages
// listed in this package's "dependencies" stay external and are installed by
// Cloud Build.
//
// Code splitting: what the functions import on first use (`await import(...)`: the
// Firestore and Storage adapters, the registration's Admin SDK wiring) becomes its own
// chunk in lib/chunks/, so an instance loads only what its function needs
// (`npm run bench:cold-start`). Cloud Functions runs lib/index.js; the chunks ship beside it.
import { readFileSync, rmSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

rmSync(new URL('./lib/', import.meta.url), { recursive: true, force: true });

await build({
  entryPoints: ['src/index.ts'],
  outdir: 'lib',
  entryNames: '[name]',
  chunkNames: 'chunks/[name]-[hash]',
  splitting: true,
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  external,
  banner: {
    // Some bundled CommonJS code may call require(); give ESM output one.
    js: "import { createRequire as __createRequire } from 'node:module'; const require = __createRequire(import.meta.url);",
  },
  logLevel: 'warning',
});
