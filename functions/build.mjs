// Bundles the functions together with the shared @homeledger/domain workspace
// (and its small dependencies such as valibot) into lib/index.js, so that
// `firebase deploy` uploads a self-contained package: the domain workspace is
// not published anywhere Cloud Build could install it from. The packages
// listed in this package's "dependencies" stay external and are installed by
// Cloud Build.
import { readFileSync } from 'node:fs';
import { build } from 'esbuild';

const pkg = JSON.parse(readFileSync(new URL('./package.json', import.meta.url), 'utf8'));
const external = Object.keys(pkg.dependencies ?? {}).flatMap((name) => [name, `${name}/*`]);

await build({
  entryPoints: ['src/index.ts'],
  outfile: 'lib/index.js',
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
