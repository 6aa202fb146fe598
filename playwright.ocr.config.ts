// The receipt reader's browser test (docs/architecture.md "Reading a receipt"): the built
// app (web/dist, `npm run build -w web`) served statically by `vite preview`, so it needs
// no emulators. `npm test` runs it after the web build; by hand:
//   npm run build -w web
//   HOMELEDGER_OCR_PORT=61122 node_modules/.bin/playwright test -c playwright.ocr.config.ts
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, findChromium } from './scripts/lib/chromium.mjs';

// Another port than the catalogue's and the emulators': checkouts can run side by side.
const PORT = Number(process.env.HOMELEDGER_OCR_PORT ?? 61020);
const BASE_URL = `http://127.0.0.1:${PORT}`;
const jsonReport = process.env.HOMELEDGER_PLAYWRIGHT_JSON;

export default defineConfig({
  testDir: './web/e2e/ocr',
  outputDir: './.test-output/ocr-results',
  workers: 1,
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // OCR of one photo on a busy 2-core machine, with the worker's first start.
  timeout: 120_000,
  expect: { timeout: 5_000 },
  reporter: jsonReport ? [['list'], ['json', { outputFile: jsonReport }]] : [['list']],
  use: {
    baseURL: BASE_URL,
    browserName: 'chromium',
    trace: 'on-first-retry',
    launchOptions: {
      executablePath: findChromium() ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium',
      args: CHROMIUM_ARGS,
    },
  },
  projects: [{ name: 'ocr', testMatch: /.*\.spec\.ts$/ }],
  webServer: {
    command: `../node_modules/.bin/vite preview --port ${PORT} --strictPort`,
    cwd: './web',
    url: `${BASE_URL}/favicon.svg`,
    reuseExistingServer: !process.env.CI,
    timeout: 60_000,
    stdout: 'ignore',
    stderr: 'pipe',
  },
});
