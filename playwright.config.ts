// Browser E2E (docs/architecture.md §6) in Debian's Chromium — never a downloaded browser.
//
//   chromium  web/e2e/**/*.spec.ts        tier 1: built app on the Hosting emulator + Auth + Functions
//   tier2     web/e2e/**/*.tier2.spec.ts  tier 2: also needs the Firestore/Storage emulators
//
// `npm test` starts the emulators itself and runs both projects as the machine
// allows. Run a spec directly (after `npm run build -w functions && npm run build -w web`):
//   node_modules/.bin/playwright test --project=chromium web/e2e/smoke.spec.ts
// — the `webServer` below starts Auth/Functions/Hosting if they are not already running.
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';

const BASE_URL = 'http://127.0.0.1:5002';
const jsonReport = process.env.HOMELEDGER_PLAYWRIGHT_JSON;

export default defineConfig({
  testDir: './web/e2e',
  outputDir: './test-results',
  globalSetup: './web/e2e/global-setup.ts',
  // One worker: every spec shares one set of emulators (Auth accounts, Firestore data),
  // and specs reset them with authEmulator.clear(), which would pull the rug from
  // under a test running in parallel. Override with HOMELEDGER_E2E_WORKERS.
  fullyParallel: false,
  workers: Number(process.env.HOMELEDGER_E2E_WORKERS ?? 1),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  timeout: 30_000,
  expect: { timeout: 5_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    viewport: { width: 1280, height: 800 },
    actionTimeout: 10_000,
    navigationTimeout: 15_000,
    // A trace only on a retry (CI retries once), not recorded for every test and thrown away
    // on success; by hand, add --trace=on.
    trace: 'on-first-retry',
    screenshot: 'only-on-failure',
    // The app's service worker precaches ~2 MB once a page is idle: every test context would
    // fetch it. Only the PWA specs test it (`test.use({ serviceWorkers: 'allow' })`).
    serviceWorkers: 'block',
    launchOptions: {
      // When there is none, global-setup.ts stops the run and says how to install it.
      executablePath: findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [
    {
      name: 'chromium',
      testMatch: /.*\.spec\.ts$/,
      // web/e2e/catalogue/ runs from playwright.catalogue.config.ts (no emulators).
      // web/e2e/ocr/ runs from playwright.ocr.config.ts (the built app, no emulators).
      testIgnore: [/.*\.tier2\.spec\.ts$/, /[\\/]catalogue[\\/]/, /[\\/]ocr[\\/]/],
    },
    {
      name: 'tier2',
      testMatch: /.*\.tier2\.spec\.ts$/,
    },
  ],
  webServer: {
    command:
      'node_modules/.bin/firebase emulators:start --only auth,functions,hosting --project demo-homeledger',
    url: BASE_URL,
    reuseExistingServer: true,
    timeout: 120_000,
    stdout: 'ignore',
    stderr: 'pipe',
    gracefulShutdown: { signal: 'SIGINT', timeout: 15_000 },
  },
});
