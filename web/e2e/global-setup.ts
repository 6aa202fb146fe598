// Runs once before the E2E suite: fail loudly, with the fix, when the browser or the
// app under test is missing — never skip the E2E tier silently.
import { existsSync } from 'node:fs';
import type { FullConfig } from '@playwright/test';

export default async function globalSetup(config: FullConfig): Promise<void> {
  const executablePath = config.projects[0]?.use.launchOptions?.executablePath;
  if (!executablePath || !existsSync(executablePath)) {
    throw new Error(
      `Chromium not found (looked at $CHROMIUM_PATH, /usr/bin/chromium). The E2E tests run in ` +
        `Debian's Chromium; install it with: sudo apt-get install -y chromium ` +
        `(or set CHROMIUM_PATH to a Chromium/Chrome binary). Playwright's own browser downloads are not used.`,
    );
  }
  const baseURL = config.projects[0]?.use.baseURL;
  if (baseURL) {
    const res = await fetch(baseURL).catch(() => null);
    const html = res?.ok ? await res.text() : '';
    if (!html.includes('id="root"')) {
      throw new Error(
        `The built app is not being served at ${baseURL}. Build it first: ` +
          `npm run build -w functions && npm run build -w web (npm test does both).`,
      );
    }
  }
  await warmUpFunctions();
}

/**
 * The Functions emulator loads a function's code on its first call (≈ 5 s on a cold
 * emulator, more under load), which would eat a test's 5 s expectation budget. Call
 * the callables the tier-1 specs use once, with payloads that are refused before any
 * write, so every spec meets warm functions.
 */
async function warmUpFunctions(): Promise<void> {
  const base = 'http://127.0.0.1:5001/demo-homeledger/us-central1';
  await Promise.all(
    ['ping', 'registerAccount'].map((name) =>
      fetch(`${base}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ data: {} }),
        signal: AbortSignal.timeout(60_000),
      }).catch(() => undefined),
    ),
  );
}
