// @ts-check
// Build-time prerendering of the public pages (last step of `npm run build -w web`).
//
// Input: the client build in web/dist (its index.html is the page template) and the SSR
// build of web/src/entry-prerender.tsx in web/node_modules/.cache/prerender (built by the
// same `build` script with `vite build --ssr`). For every public path the entry lists,
// renders the app to static HTML (every React.lazy page resolved), moves the page's hoisted
// <title> and <meta name="description"> into <head>, puts the markup into <div id="root">
// (marked data-prerendered="<path>" for main.tsx, which then hydrates it) and writes it
// where Firebase Hosting's cleanUrls finds it:
//   /  → dist/index.html     /faq → dist/faq.html     /help/x → dist/help/x.html
// The untouched template is kept as dist/app.html: Hosting's SPA rewrite (firebase.json,
// "**" → /app.html) serves it for every other route, so signed-in pages never show a
// prerendered page's HTML first.
//
// Fails when a page has an inline script its Content-Security-Policy <meta> does not allow
// by hash (see checkInlineScriptsAllowed). Also writes dist/robots.txt (allow all) unless web/public has one. Option (environment):
// SITE_URL=https://example.com adds <link rel="canonical"> to every prerendered page and a
// sitemap.xml. Works offline; takes a second or two.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { pathToFileURL } from 'node:url';

import { DIST, ROOT, SSR_ENTRY } from '../lib/paths.mjs';

const ROOT_DIV = '<div id="root"></div>';

/**
 * @param {string} message
 * @returns {never}
 */
function fail(message) {
  console.error(`prerender: ${message}`);
  process.exit(1);
}

/**
 * dist-relative file for a URL path, as Hosting's cleanUrls looks it up.
 * @param {string} urlPath
 */
export function fileForPath(urlPath) {
  if (urlPath === '/') return 'index.html';
  if (!/^\/[a-z0-9-]+(\/[a-z0-9-]+)*$/.test(urlPath)) throw new Error(`unexpected path ${urlPath}`);
  return `${urlPath.slice(1)}.html`;
}

/** @param {string} value */
const escapeAttr = (value) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

const TITLE = /<title>[\s\S]*?<\/title>/g;
const DESCRIPTION = /<meta name="description" content="[^"]*"\s*\/?>/g;
/** Hoistable tags React writes before the markup when it does not render <html> itself. */
const LEADING_HOISTABLES = /^(?:<title>[\s\S]*?<\/title>|<meta\b[^>]*>|<link\b[^>]*>)+/;

/**
 * Splits React's output into the head tags (exactly one title and one description) and
 * the markup for #root, and checks the markup is complete static HTML.
 * @param {string} urlPath
 * @param {string} html
 */
export function splitRendered(urlPath, html) {
  const leading = LEADING_HOISTABLES.exec(html)?.[0] ?? '';
  const body = html.slice(leading.length);
  const titles = leading.match(TITLE) ?? [];
  const descriptions = leading.match(DESCRIPTION) ?? [];
  const problems = [];
  if (titles.length !== 1) problems.push(`${titles.length} <title> tags (want 1)`);
  if (descriptions.length !== 1) problems.push(`${descriptions.length} meta descriptions (want 1)`);
  const otherHead = leading.replace(TITLE, '').replace(DESCRIPTION, '');
  if (otherHead !== '') problems.push(`unexpected hoisted tags: ${otherHead.slice(0, 200)}`);
  if (/<title>|<meta name="description"/.test(body))
    problems.push('a <title>/description left in the body');
  // A client-rendered or outlined Suspense boundary means the page was not fully rendered.
  if (/<script|<template|<!--\$[!?~]-->/.test(body))
    problems.push('incomplete render (script/template/pending boundary)');
  if (problems.length > 0) throw new Error(`${urlPath}: ${problems.join('; ')}`);
  return { head: `${titles[0]}${descriptions[0]}`, body };
}

/**
 * The page: the template with the page's head tags and markup.
 * @param {string} template
 * @param {string} urlPath
 * @param {{ head: string, body: string }} page
 * @param {string | undefined} siteUrl
 */
export function fillTemplate(template, urlPath, { head, body }, siteUrl) {
  let page = template.replace(TITLE, '').replace(DESCRIPTION, '');
  const canonical = siteUrl
    ? `<link rel="canonical" href="${escapeAttr(new URL(urlPath, siteUrl).href)}" />`
    : '';
  const viewport = /<meta name="viewport"[^>]*>/.exec(page);
  const at = viewport
    ? viewport.index + viewport[0].length
    : page.indexOf('<head>') + '<head>'.length;
  page = `${page.slice(0, at)}\n    ${head}${canonical}${page.slice(at)}`;
  return page.replace(
    ROOT_DIV,
    `<div id="root" data-prerendered="${escapeAttr(urlPath)}">${body}</div>`,
  );
}

/**
 * Every inline <script> of a page must be allowed by the SHA-256 in the page's own
 * Content-Security-Policy <meta> (web/vite.config.ts computes them from the built
 * template): a page the browser would refuse to run fails the build instead.
 * @param {string} file
 * @param {string} html
 */
export function checkInlineScriptsAllowed(file, html) {
  const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
  if (!meta) throw new Error(`${file}: no Content-Security-Policy <meta>`);
  const scriptSrc = /(?:^|;)\s*script-src ([^;]*)/.exec(meta[1] ?? '')?.[1]?.split(/\s+/) ?? [];
  for (const [, text] of html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/gi)) {
    const source = `'sha256-${createHash('sha256')
      .update(text ?? '')
      .digest('base64')}'`;
    if (!scriptSrc.includes(source))
      throw new Error(`${file}: an inline script (${source}) is not allowed by its CSP`);
  }
}

/**
 * Without a robots.txt, Hosting's "**" rewrite answers /robots.txt with app.html, which
 * crawlers read as an invalid robots.txt. Writes an allow-all one unless web/public has its
 * own, and with SITE_URL a sitemap of the prerendered pages.
 * @param {string[]} paths
 * @param {string | undefined} siteUrl
 */
function writeCrawlerFiles(paths, siteUrl) {
  const made = [];
  const sitemapPath = path.join(DIST, 'sitemap.xml');
  if (siteUrl && !existsSync(path.join(ROOT, 'web', 'public', 'sitemap.xml'))) {
    const urls = paths.map(
      (p) => `  <url><loc>${escapeAttr(new URL(p, siteUrl).href)}</loc></url>`,
    );
    writeFileSync(
      sitemapPath,
      `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${urls.join('\n')}\n</urlset>\n`,
    );
    made.push('sitemap.xml');
  }
  if (!existsSync(path.join(ROOT, 'web', 'public', 'robots.txt'))) {
    const sitemap =
      existsSync(sitemapPath) && siteUrl
        ? `\nSitemap: ${new URL('/sitemap.xml', siteUrl).href}\n`
        : '';
    writeFileSync(path.join(DIST, 'robots.txt'), `User-agent: *\nAllow: /\n${sitemap}`);
    made.push('robots.txt');
  }
  return made.length > 0 ? `, ${made.join(', ')}` : '';
}

async function main() {
  const started = performance.now();
  if (!existsSync(SSR_ENTRY))
    fail(`${path.relative(ROOT, SSR_ENTRY)} is missing (run the web build's SSR step).`);

  // The client build's index.html is the template; if it was already prerendered
  // (prerender run twice on one build), start from the copy kept in app.html.
  const indexPath = path.join(DIST, 'index.html');
  const appPath = path.join(DIST, 'app.html');
  if (!existsSync(indexPath)) fail('web/dist/index.html is missing (run `vite build` first).');
  let template = readFileSync(indexPath, 'utf8');
  if (template.includes('data-prerendered=')) {
    if (!existsSync(appPath))
      fail('web/dist/index.html is already prerendered and app.html is missing.');
    template = readFileSync(appPath, 'utf8');
  }
  if (!template.includes(ROOT_DIV)) fail(`the template has no empty ${ROOT_DIV}.`);
  checkInlineScriptsAllowed('app.html', template);
  writeFileSync(appPath, template);

  const siteUrl = process.env.SITE_URL?.trim() || undefined;
  const { PRERENDER_PATHS, render } = await import(pathToFileURL(SSR_ENTRY).href);
  const written = [];
  for (const urlPath of PRERENDER_PATHS) {
    const { html, status } = await render(urlPath);
    if (status !== 200) throw new Error(`${urlPath}: status ${status}`);
    const page = fillTemplate(template, urlPath, splitRendered(urlPath, html), siteUrl);
    const file = path.join(DIST, fileForPath(urlPath));
    checkInlineScriptsAllowed(fileForPath(urlPath), page);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, page);
    written.push(path.relative(DIST, file));
  }
  const extras = writeCrawlerFiles(PRERENDER_PATHS, siteUrl);
  const ms = Math.round(performance.now() - started);
  console.log(
    `prerender: ${written.length} pages in ${ms} ms (+ app.html for every other route${extras})`,
  );
}

if (import.meta.url === pathToFileURL(process.argv[1] ?? '').href) {
  main().catch((error) =>
    fail(error instanceof Error ? (error.stack ?? error.message) : String(error)),
  );
}
