// @ts-check
// Where things are, for every script wherever it sits under scripts/: one definition, so
// moving a script between role folders never changes what `..` means.
import path from 'node:path';
import { fileURLToPath } from 'node:url';

/** The repository's root (this file is scripts/lib/paths.mjs). */
export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');
/** The client build (`npm run build -w web`), which Hosting serves. */
export const DIST = path.join(ROOT, 'web', 'dist');
/** The SSR build of web/src/entry-prerender.tsx. */
export const SSR_ENTRY = path.join(
  ROOT,
  'web',
  'node_modules',
  '.cache',
  'prerender',
  'entry-prerender.js',
);
