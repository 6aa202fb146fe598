// @ts-check
// Makes the installable app's icons (web/public/icons/*.png, committed) from web/public/favicon.svg.
// Run once by hand when the favicon changes: `node scripts/build/make-pwa-icons.mjs`.
//
// - icon-192.png, icon-512.png ("any"): the favicon as it is, rounded corners and all.
// - icon-maskable-512.png: the platform crops it to its own shape (circle, squircle…), so the
//   blue fills the whole square and the house sits inside the central 80 % safe zone
//   (https://web.dev/articles/maskable-icon).
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { ROOT } from '../lib/paths.mjs';

const PUBLIC = path.join(ROOT, 'web', 'public');
const favicon = readFileSync(path.join(PUBLIC, 'favicon.svg'), 'utf8');

const fill = /<rect[^>]*fill="(#[0-9a-f]{3,6})"/i.exec(favicon)?.[1];
const house = /<path d="([^"]+)" fill="(#[0-9a-f]{3,6})"/i.exec(favicon);
if (!fill || !house) throw new Error('favicon.svg: expected one <rect fill> and one <path d fill>');

// The favicon's house spans about 22 of its 32 units; at 0.75 it spans ~16.5 of 32 (52 %),
// well inside the 80 % safe circle.
const maskable =
  `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 32 32"><rect width="32" height="32" fill="${fill}"/>` +
  `<path d="${house[1]}" fill="${house[2]}" transform="translate(16 16) scale(0.75) translate(-16 -16)"/></svg>`;

/**
 * @param {string} svg
 * @param {number} size
 * @param {string} name
 */
async function render(svg, size, name) {
  const file = path.join(PUBLIC, 'icons', name);
  await sharp(Buffer.from(svg), { density: Math.ceil((72 * size) / 32) })
    .resize(size, size)
    .png({ compressionLevel: 9 })
    .toFile(file);
  console.log(`wrote ${path.relative(ROOT, file)}`);
}

await render(favicon, 192, 'icon-192.png');
await render(favicon, 512, 'icon-512.png');
await render(maskable, 512, 'icon-maskable-512.png');
