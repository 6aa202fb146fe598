// The installable app (issue #32, docs/architecture.md "Installable app") on the built site
// the Hosting emulator serves: the manifest and its icons, the service worker taking control,
// an offline reload still starting the app, the share target's POST, and the update prompt.
// Tier 1: no Firestore needed (signed out, the app shell shows the login page).
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures';

const DIST_SW = fileURLToPath(new URL('../dist/sw.js', import.meta.url));

test.use({ serviceWorkers: 'allow' });
// Installing the worker precaches ~170 files from the emulator: allow for a busy machine.
test.setTimeout(90_000);

/** Waits until the service worker controls the page (registered once the page is idle). */
async function waitForController(page: Page) {
  await page.waitForFunction(() => navigator.serviceWorker.controller !== null, undefined, {
    timeout: 60_000,
  });
}

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): [number, number] {
  expect(bytes.subarray(1, 4).toString('latin1')).toBe('PNG');
  return [bytes.readUInt32BE(16), bytes.readUInt32BE(20)];
}

test.describe('installable app', () => {
  test('every page links a valid manifest whose icons load; Chromium finds it installable', async ({
    page,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel="manifest"]').getAttribute('href');
    expect(href).toBe('/manifest.webmanifest');
    const response = await page.request.get(href!);
    expect(response.ok()).toBe(true);
    expect(response.headers()['cache-control']).toBe('no-cache');
    const manifest = (await response.json()) as {
      name: string;
      short_name: string;
      start_url: string;
      display: string;
      icons: { src: string; sizes: string; purpose: string }[];
      shortcuts: { name: string; url: string }[];
      share_target: { action: string; method: string };
    };
    expect(manifest).toMatchObject({
      name: 'HomeLedger',
      short_name: 'HomeLedger',
      start_url: '/dashboard',
      display: 'standalone',
      share_target: { action: '/share-receipt', method: 'POST' },
    });
    expect(manifest.shortcuts.map((s) => s.url)).toEqual(['/share', '/share?capture=receipt']);
    for (const icon of manifest.icons) {
      const image = await page.request.get(icon.src);
      expect(image.ok(), icon.src).toBe(true);
      expect(image.headers()['content-type']).toContain('image/png');
      const [w, h] = pngSize(await image.body());
      expect(`${w}x${h}`).toBe(icon.sizes);
    }
    expect(manifest.icons.some((i) => i.purpose === 'maskable')).toBe(true);

    // Chromium's own verdict (what the install prompt and Lighthouse rely on).
    await waitForController(page);
    const cdp = await page.context().newCDPSession(page);
    const { url: manifestUrl, errors } = (await cdp.send('Page.getAppManifest')) as {
      url: string;
      errors: { message: string; critical: number }[];
    };
    expect(manifestUrl).toContain('/manifest.webmanifest');
    expect(errors).toEqual([]);
    const { installabilityErrors } = (await cdp.send('Page.getInstallabilityErrors')) as {
      installabilityErrors: { errorId: string }[];
    };
    // Playwright's contexts are off-the-record profiles, which Chromium never offers to
    // install into ("in-incognito"): a fact about the test browser, not the site.
    expect(installabilityErrors.filter((e) => e.errorId !== 'in-incognito')).toEqual([]);
  });

  test('the worker controls the page and never answers API or cross-origin requests', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForController(page);
    const seen: { url: string; fromWorker: boolean }[] = [];
    page.on('response', (r) => seen.push({ url: r.url(), fromWorker: r.fromServiceWorker() }));
    await page.reload();
    await expect(page.getByText('Welcome back')).toBeVisible();
    // From the controlled page: Firebase's reserved path, a Hosting function route, and a
    // failed sign-in (the Auth emulator, another origin).
    await page.evaluate(async () => {
      await fetch('/__/firebase/init.json').catch(() => undefined);
      await fetch('/api/quickbooks/callback').catch(() => undefined);
    });
    await page.getByLabel('Email', { exact: true }).fill('nobody@example.com');
    await page.getByLabel('Password', { exact: true }).fill('not-the-password-1');
    const signIn = page.waitForResponse((r) => r.url().includes('accounts:signInWithPassword'));
    await page.getByRole('button', { name: 'Log in' }).click();
    await signIn;

    const origin = new URL(page.url()).origin;
    const assets = seen.filter((r) => new URL(r.url).pathname.startsWith('/assets/'));
    expect(assets.length).toBeGreaterThan(0);
    expect(assets.filter((r) => !r.fromWorker)).toEqual([]);
    const server = seen.filter((r) => /^\/(__|api)\//.test(new URL(r.url).pathname));
    const crossOrigin = seen.filter((r) => new URL(r.url).origin !== origin);
    expect(server).toHaveLength(2);
    expect(crossOrigin.some((r) => r.url.includes('identitytoolkit'))).toBe(true);
    expect([...server, ...crossOrigin].filter((r) => r.fromWorker)).toEqual([]);
  });

  test('offline, a reload of /dashboard still starts the app (not the browser error page)', async ({
    page,
    context,
  }) => {
    await page.goto('/dashboard');
    await expect(page.getByText('Welcome back')).toBeVisible(); // signed out → /login
    await waitForController(page);
    await context.setOffline(true);
    try {
      await page.goto('/dashboard');
      // The precached shell ran the app: its guard sent the signed-out visitor to /login.
      await expect(page.getByText('Welcome back')).toBeVisible();
      await expect(page.getByRole('button', { name: 'Log in' })).toBeVisible();
      await page.goto('/add-repair/p1?capture=receipt');
      await expect(page.getByText('Welcome back')).toBeVisible();
      // A public page offline: the shell renders it on the client.
      await page.goto('/faq');
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    } finally {
      await context.setOffline(false);
    }
  });

  test('a shared file is kept in IndexedDB and opens /share?file=<id>', async ({ page }) => {
    await page.goto('/login');
    await waitForController(page);
    const result = await page.evaluate(async () => {
      const body = new FormData();
      body.append(
        'receipt',
        new File(['%PDF-1.4 receipt'], 'receipt.pdf', { type: 'application/pdf' }),
      );
      const response = await fetch('/share-receipt', { method: 'POST', body });
      const id = new URL(response.url).searchParams.get('file');
      const stored = await new Promise<{ name: string; type: string; size: number } | null>(
        (resolve, reject) => {
          const open = indexedDB.open('homeledger-shared-files');
          open.onerror = () => reject(open.error);
          open.onsuccess = () => {
            const get = open.result
              .transaction('shared-files')
              .objectStore('shared-files')
              .get(id ?? '');
            get.onsuccess = () => resolve((get.result as never) ?? null);
          };
        },
      );
      return { path: new URL(response.url).pathname, id, redirected: response.redirected, stored };
    });
    expect(result.path).toBe('/share');
    expect(result.redirected).toBe(true);
    expect(result.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(result.stored).toMatchObject({ name: 'receipt.pdf', type: 'application/pdf', size: 16 });
  });

  test('a waiting update shows "A new version is ready — Reload" and reloads only on click', async ({
    page,
  }) => {
    await page.goto('/login');
    await waitForController(page);
    const firstWorker = await page.evaluate(
      async () => (await navigator.serviceWorker.getRegistration())?.active?.scriptURL,
    );
    const email = page.getByLabel('Email', { exact: true });
    await email.fill('typed-before-the-update@example.com');

    // A deploy: the served sw.js changes by one byte, as a new build's would.
    const original = readFileSync(DIST_SW, 'utf8');
    writeFileSync(DIST_SW, `${original}\n// next deploy ${Date.now()}\n`);
    try {
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
      const prompt = page.getByRole('region', { name: 'App update' });
      await expect(prompt).toBeVisible({ timeout: 30_000 });
      await expect(prompt.getByRole('status')).toHaveText('A new version is ready —');
      await expect(prompt.getByRole('status')).toHaveAttribute('aria-live', 'polite');
      // Nothing was reloaded under the user: what they typed is still there.
      await expect(email).toHaveValue('typed-before-the-update@example.com');
      expect(
        await page.evaluate(async () => {
          const registration = await navigator.serviceWorker.getRegistration();
          return registration?.waiting?.state;
        }),
      ).toBe('installed');

      // Keyboard: focus the button and press Enter; the page reloads under the new worker.
      const reload = prompt.getByRole('button', { name: 'Reload' });
      await reload.focus();
      await expect(reload).toBeFocused();
      await Promise.all([page.waitForEvent('load'), page.keyboard.press('Enter')]);
      await expect(page.getByText('Welcome back')).toBeVisible();
      await expect(email).toHaveValue('');
      // The waiting worker took over: none waits any more, and one controls the page.
      const after = await page.evaluate(async () => {
        const registration = await navigator.serviceWorker.getRegistration();
        return {
          waiting: registration?.waiting?.state ?? null,
          controlled: navigator.serviceWorker.controller !== null,
          active: registration?.active?.scriptURL,
        };
      });
      expect(after).toEqual({ waiting: null, controlled: true, active: firstWorker });
    } finally {
      writeFileSync(DIST_SW, original);
    }
  });
});
