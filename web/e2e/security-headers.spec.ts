// Security headers and the Content-Security-Policy (docs/security-headers.md),
// against the Hosting emulator serving the demo build with firebase.json's headers.
import type { Page } from '@playwright/test';
import { expect, test, uniqueEmail } from './fixtures';
import { HELP_PAGES, PUBLIC_PAGES } from './public/public-pages';

const PAGES = [
  ...PUBLIC_PAGES.map((p) => p.path),
  ...HELP_PAGES.map((p) => `/help/${p.slug}`),
  '/login',
  '/register',
  '/forgot-password',
];

interface Violation {
  directive: string;
  blocked: string;
  sample: string;
}

/** Records every `securitypolicyviolation` event and CSP/Permissions-Policy console error. */
async function watchPolicy(page: Page): Promise<() => Promise<string[]>> {
  await page.addInitScript(() => {
    const w = window as unknown as { __cspViolations: Violation[] };
    w.__cspViolations = [];
    document.addEventListener('securitypolicyviolation', (event) => {
      w.__cspViolations.push({
        directive: event.effectiveDirective,
        blocked: event.blockedURI,
        sample: event.sample,
      });
    });
  });
  const consoleErrors: string[] = [];
  page.on('console', (message) => {
    const text = message.text();
    if (/Content[ -]Security[ -]Policy|Permissions[ -]Policy/i.test(text))
      consoleErrors.push(`console ${message.type()}: ${text}`);
  });
  return async () => {
    const violations = await page.evaluate(
      () => (window as unknown as { __cspViolations: Violation[] }).__cspViolations,
    );
    return [
      ...violations.map((v) => `${v.directive} blocked ${v.blocked || '(inline)'} ${v.sample}`),
      ...consoleErrors,
    ];
  };
}

/** Lets lazy chunks, toasts and the auth check finish after hydration. */
async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
}

test.describe('Content-Security-Policy', () => {
  for (const path of PAGES) {
    test(`${path} loads with no CSP violation`, async ({ page }) => {
      const problems = await watchPolicy(page);
      const response = await page.goto(path);
      expect(response?.status()).toBe(200);
      await settle(page);
      // The no-flash theme script ran (it is allowed by its hash): <html> has its class list set.
      expect(await page.evaluate(() => typeof document.documentElement.className)).toBe('string');
      expect(await problems()).toEqual([]);
    });
  }

  test('the signed-in shell: /dashboard signed out redirects to /login with no violation', async ({
    page,
  }) => {
    const problems = await watchPolicy(page);
    await page.goto('/dashboard');
    await expect(page).toHaveURL(/\/login$/);
    await settle(page);
    expect(await problems()).toEqual([]);
  });

  test('a signed-in route is served as app.html and a signed-in visit has no violation', async ({
    page,
    authEmulator,
  }) => {
    const problems = await watchPolicy(page);
    const response = await page.goto('/property/p1');
    // The un-prerendered app shell (firebase.json rewrite "**" → /app.html).
    expect(await response?.text()).toContain('<div id="root"></div>');
    await expect(page).toHaveURL(/\/login$/);

    // Signing in talks to the Auth emulator (connect-src in this demo build).
    const email = uniqueEmail('csp');
    await authEmulator.createUser({ email, password: 'csp-password-1', role: 'homeowner' });
    await page.getByLabel('Email').fill(email);
    await page.getByLabel('Password', { exact: true }).fill('csp-password-1');
    await page.getByRole('button', { name: 'Log in' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    // Not networkidle: where Firestore runs its listeners keep a request open for good.
    // The properties panel settling (empty with Firestore, failed without) means the data
    // layer and the page's lazy chunks have all been fetched.
    await expect(
      page
        .getByRole('tabpanel', { name: 'Properties' })
        .getByText(/^(No Properties Yet|Failed to load your properties)/),
    ).toBeVisible({ timeout: 15_000 });
    expect(await problems()).toEqual([]);
  });

  test('a script injected into the page is blocked', async ({ page }) => {
    const problems = await watchPolicy(page);
    await page.goto('/');
    const ran = await page.evaluate(async () => {
      const w = window as unknown as { __injected?: boolean };
      const script = document.createElement('script');
      script.textContent = 'window.__injected = true';
      document.body.append(script);
      await new Promise((resolve) => setTimeout(resolve, 50));
      return w.__injected === true;
    });
    expect(ran).toBe(false);
    expect((await problems()).some((p) => p.startsWith('script-src'))).toBe(true);
  });
});

test.describe('security headers', () => {
  const HTML = [
    ['the landing page', '/'],
    ['a help page', '/help/getting-started'],
    ['a signed-in route', '/dashboard'],
    ['a 404', '/does-not-exist'],
  ] as const;

  for (const [name, path] of HTML) {
    test(`${name} (${path}) has the security headers and its CSP`, async ({ request }) => {
      const response = await request.get(path);
      expect(response.status()).toBe(200);
      const headers = response.headers();
      expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
      expect(headers['content-security-policy']).toContain("object-src 'none'");
      expect(headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      expect(headers['x-content-type-options']).toBe('nosniff');
      expect(headers['x-frame-options']).toBe('DENY');
      expect(headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
      expect(headers['permissions-policy']).toContain('camera=()');
      expect(headers['permissions-policy']).toContain('geolocation=()');
      expect(headers['permissions-policy']).toContain('microphone=()');
      expect(headers['permissions-policy']).toContain('payment=()');
      expect(headers['cross-origin-opener-policy']).toBe('same-origin');
      expect(headers['cache-control']).toBe('no-cache');

      // The build's policy, first in <head>: strict script-src, emulators allowed
      // (this is the demo build), no production-only upgrade.
      const html = await response.text();
      const meta = /<meta http-equiv="Content-Security-Policy" content="([^"]*)"/.exec(html);
      expect(meta, 'CSP <meta>').not.toBeNull();
      expect(html.indexOf('http-equiv="Content-Security-Policy"')).toBeLessThan(
        html.indexOf('<script'),
      );
      const policy = meta![1]!;
      const scriptSrc = /script-src ([^;]*)/.exec(policy)![1]!;
      // Whole tokens: 'wasm-unsafe-eval' (the receipt reader's OCR) is allowed, eval is not.
      const scriptTokens = scriptSrc.trim().split(/\s+/);
      expect(scriptTokens).not.toContain("'unsafe-inline'");
      expect(scriptTokens).not.toContain("'unsafe-eval'");
      expect(scriptTokens).toContain("'wasm-unsafe-eval'");
      expect(scriptSrc).toMatch(/'sha256-[A-Za-z0-9+/]+=*'/);
      expect(policy).toContain('http://127.0.0.1:9099');
      expect(policy).not.toContain('upgrade-insecure-requests');
    });
  }

  test('hashed assets are immutable for a year', async ({ request }) => {
    const html = await (await request.get('/')).text();
    const asset = /"(\/assets\/[^"]+\.js)"/.exec(html)![1]!;
    const response = await request.get(asset);
    expect(response.status()).toBe(200);
    expect(response.headers()['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(response.headers()['x-content-type-options']).toBe('nosniff');
  });

  test('a buyer link page is never cached, indexed or sent as a Referer', async ({ request }) => {
    const response = await request.get(`/h/${'a'.repeat(43)}`);
    expect(response.status()).toBe(200);
    const headers = response.headers();
    expect(headers['cache-control']).toBe('private, no-store');
    expect(headers['x-robots-tag']).toBe('noindex, nofollow');
    expect(headers['referrer-policy']).toBe('no-referrer');
    expect(headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });

  test('scripts do not point at source maps (the build keeps them out of Hosting)', async ({
    request,
  }) => {
    const html = await (await request.get('/')).text();
    const assets = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((m) => m[1]!);
    expect(assets.length).toBeGreaterThan(0);
    for (const asset of assets) {
      const body = await (await request.get(asset)).text();
      expect(body, asset).not.toMatch(/sourceMappingURL=/);
    }
  });
});
