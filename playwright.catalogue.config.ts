// The screen catalogue's browser tests: every Ladle story at 1280 and 375 px —
// no console error, no serious/critical axe violation, a screenshot of each. They need no
// emulators: the `webServer` below serves the static catalogue build with `ladle preview`.
// `npm test` builds the catalogue and runs them; by hand:
//   (cd web && ../node_modules/.bin/ladle build)
//   node_modules/.bin/playwright test -c playwright.catalogue.config.ts
import { availableParallelism } from 'node:os';
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';

// previewPort in web/.ladle/config.mjs; another port lets two checkouts run side by side.
const PORT = Number(process.env.HOMELEDGER_CATALOGUE_PORT ?? 61010);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const jsonReport = process.env.HOMELEDGER_PLAYWRIGHT_JSON;

export default defineConfig({
  testDir: './web/e2e/catalogue',
  // Not under test-results/: a run of playwright.config.ts empties that folder.
  outputDir: './.test-output/catalogue-results',
  // Stories are independent: run them side by side.
  fullyParallel: true,
  workers: Number(
    process.env.HOMELEDGER_CATALOGUE_WORKERS ?? Math.max(2, Math.floor(availableParallelism() / 2)),
  ),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Generous: axe on a long list (ManyItems) takes a while on a busy machine.
  timeout: 60_000,
  expect: { timeout: 5_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A trace only on a retry (CI retries once): recording one for every story and keeping it
    // only on failure costs time and disk for nothing.
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'catalogue', testMatch: /.*\.spec\.ts$/ }],
  webServer: {
    command: `../node_modules/.bin/ladle preview --port ${PORT}`,
    cwd: './web',
    url: `${BASE_URL}/meta.json`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
