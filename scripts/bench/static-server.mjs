// @ts-check
// The built web app for the benchmarks (scripts/bench/bench-bundle.mjs, scripts/bench/bench-lighthouse.mjs):
// build it, and serve web/dist the way Firebase Hosting serves it with our firebase.json
// (cleanUrls, trailingSlash: false, "**" → /app.html, immutable /assets/**), optionally
// gzipping responses like Hosting and sending firebase.json's `headers` (matched by the
// Hosting emulator's own matcher, superstatic's).
import { existsSync, readFileSync, statSync } from 'node:fs';
import { createRequire } from 'node:module';
import http from 'node:http';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { ROOT } from '../lib/paths.mjs';
import { run } from '../lib/processes.mjs';

/** @type {Record<string, string>} */ const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.map': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
  '.xml': 'application/xml',
  '.webmanifest': 'application/manifest+json',
};
const COMPRESSIBLE = /^(text\/|application\/(json|javascript|xml|manifest\+json)|image\/svg\+xml)/;

/** `npm run build -w web`; exits with the build's exit code when it fails. */
export async function buildWeb() {
  console.log('Building the web app…');
  const code = await run('npm', ['run', 'build', '-w', 'web'], { cwd: ROOT, label: 'build web' });
  if (code !== 0) {
    console.error('The web build failed (npm run build -w web).');
    process.exit(code);
  }
}

const isFile = (/** @type {string} */ p) => existsSync(p) && statSync(p).isFile();

/**
 * The decoded URL path and where it lies in `dist`; null when it cannot be decoded or
 * lies outside `dist`.
 * @param {string} dist
 * @param {string} urlPath
 */
function localPath(dist, urlPath) {
  let pathname;
  try {
    pathname = decodeURIComponent(urlPath).replace(/\/{2,}/g, '/');
  } catch {
    return null;
  }
  const local = path.join(dist, path.normalize(pathname));
  if (local !== dist && !local.startsWith(dist + path.sep)) return null;
  return { pathname, local };
}

/**
 * Hosting's lookup order (superstatic): the exact file, <path>/index.html, then with
 * cleanUrls <path>.html.
 * @param {string} local
 * @returns {string | null}
 */
function lookup(local) {
  return [local, path.join(local, 'index.html'), `${local}.html`].find(isFile) ?? null;
}

/**
 * The built file a URL path maps to, or null when there is none (Hosting then serves app.html).
 * @param {string} dist
 * @param {string} urlPath
 */
export function resolveDistFile(dist, urlPath) {
  const target = localPath(dist, urlPath);
  return target && lookup(target.local);
}

/**
 * What Hosting answers for a URL path: the file (see resolveDistFile), otherwise the "**"
 * rewrite to /app.html. `*.html` URLs and trailing slashes redirect to the clean URL.
 * @returns {{ file: string } | { redirect: string }}
 * @param {string} dist
 * @param {string} urlPath
 */
export function resolveHosting(dist, urlPath) {
  const appShell = { file: path.join(dist, 'app.html') };
  const target = localPath(dist, urlPath);
  if (!target) return appShell;
  const { pathname, local } = target;
  if (pathname.endsWith('.html') && isFile(local)) {
    return { redirect: pathname.replace(/(\/index)?\.html$/, '') || '/' };
  }
  if (pathname !== '/' && pathname.endsWith('/')) return { redirect: pathname.replace(/\/+$/, '') };
  const file = lookup(local);
  return file ? { file } : appShell;
}

/**
 * firebase.json's hosting `headers` for a URL path, in rule order (a later rule's value
 * wins, as in the Hosting emulator), matched with superstatic's matcher (the emulator's).
 * @returns {(urlPath: string) => Record<string, string>}
 */
export function hostingHeaders() {
  const rules = JSON.parse(readFileSync(path.join(ROOT, 'firebase.json'), 'utf8')).hosting?.headers;
  const require = createRequire(import.meta.url);
  const { configMatcher } = require(
    require.resolve('superstatic/lib/utils/patterns', {
      paths: [path.dirname(require.resolve('firebase-tools/package.json'))],
    }),
  );
  return (urlPath) => {
    /** @type {Record<string, string>} */
    const out = {};
    for (const rule of rules ?? []) {
      if (!configMatcher(urlPath, rule)) continue;
      for (const { key, value } of rule.headers) out[key.toLowerCase()] = value;
    }
    return out;
  };
}

/**
 * An http.Server serving `dist` like Hosting (`gzip`: compress if the client accepts it;
 * `headers`: send firebase.json's headers).
 * @param {string} dist
 * @param {{ gzip: boolean, headers?: boolean }} options
 */
function createHostingServer(dist, { gzip, headers: withHeaders = false }) {
  const configHeaders = withHeaders ? hostingHeaders() : null;
  /** @type {Map<string, { raw: Buffer, gzip: Buffer | null, mtime: number }>} */
  const cache = new Map();
  /** @param {string} file */
  const load = (file) => {
    const mtime = statSync(file).mtimeMs;
    const hit = cache.get(file);
    if (hit && hit.mtime === mtime) return hit;
    const raw = readFileSync(file);
    const type = TYPES[path.extname(file)] ?? 'application/octet-stream';
    const entry = {
      raw,
      gzip: gzip && COMPRESSIBLE.test(type) ? gzipSync(raw, { level: 6 }) : null,
      mtime,
    };
    cache.set(file, entry);
    return entry;
  };
  return http.createServer((req, res) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { allow: 'GET, HEAD' }).end();
      return;
    }
    const url = new URL(req.url ?? '/', 'http://localhost');
    const target = resolveHosting(dist, url.pathname);
    if ('redirect' in target) {
      res
        .writeHead(301, { location: target.redirect + url.search, 'cache-control': 'max-age=3600' })
        .end();
      return;
    }
    let entry;
    try {
      entry = load(target.file);
    } catch {
      res.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' }).end('Not found');
      return;
    }
    const rel = path.relative(dist, target.file).split(path.sep).join('/');
    /** @type {Record<string, string>} */
    const headers = {
      'content-type': TYPES[path.extname(target.file)] ?? 'application/octet-stream',
      'cache-control': rel.startsWith('assets/')
        ? 'public, max-age=31536000, immutable'
        : 'max-age=3600',
    };
    if (configHeaders) Object.assign(headers, configHeaders(url.pathname));
    if (gzip) headers.vary = 'Accept-Encoding';
    const compressed = entry.gzip && /\bgzip\b/.test(String(req.headers['accept-encoding'] ?? ''));
    const body = compressed && entry.gzip ? entry.gzip : entry.raw;
    if (compressed) headers['content-encoding'] = 'gzip';
    headers['content-length'] = String(body.length);
    res.writeHead(200, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  });
}

/**
 * Serves `dist` like Hosting on a free port of 127.0.0.1.
 * @param {{ dist: string, gzip: boolean, headers?: boolean }} options `gzip`: compress text
 *   responses for clients that accept it, as Hosting does (leave it off to measure the files
 *   as built); `headers`: send firebase.json's headers (security headers, Cache-Control)
 * @returns {Promise<{ url: string, close: () => Promise<void> }>} `url` is the origin
 */
export function startStaticServer({ dist, gzip, headers = false }) {
  const server = createHostingServer(dist, { gzip, headers });
  return new Promise((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      resolve({
        url: `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`,
        close: () => new Promise((done) => server.close(() => done(undefined))),
      });
    });
  });
}
