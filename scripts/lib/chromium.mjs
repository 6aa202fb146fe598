// @ts-check
// Debian's Chromium for Playwright (E2E tests via playwright.config.ts, bundle benchmark)
// and Lighthouse. Types for playwright.config.ts: chromium.d.mts. Nothing here ever
// downloads a browser.
import { existsSync } from 'node:fs';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  '--no-first-run',
  '--disable-quic',
];

export const CHROMIUM_MISSING =
  `Chromium not found (${process.env.CHROMIUM_PATH ? `CHROMIUM_PATH=${process.env.CHROMIUM_PATH} does not exist` : 'looked at /usr/bin/chromium'}). The E2E tests run in ` +
  "Debian's Chromium: install it with `sudo apt-get install -y chromium` " +
  '(or set CHROMIUM_PATH to a Chromium/Chrome binary).';

/** $CHROMIUM_PATH when set (and present), else Debian's /usr/bin/chromium if present. */
export function findChromium() {
  if (process.env.CHROMIUM_PATH) {
    return existsSync(process.env.CHROMIUM_PATH) ? process.env.CHROMIUM_PATH : undefined;
  }
  return ['/usr/bin/chromium', '/usr/bin/chromium-browser'].find((p) => existsSync(p));
}

/** findChromium(), or CHROMIUM_MISSING on stderr and exit 1 when there is none. */
export function requireChromium() {
  const found = findChromium();
  if (!found) {
    console.error(CHROMIUM_MISSING);
    process.exit(1);
  }
  return found;
}
