import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test } from './fixtures';

const SIGNED_IN_ROUTES = [
  '/dashboard',
  '/add-property',
  '/property/p1',
  '/add-repair/p1',
  '/edit-repair/r1',
  '/repair/r1',
  '/realtor',
  '/realtor/property/p1',
  '/contractor',
];

test.describe('app shell', () => {
  test('unknown paths show the not-found page and log the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (msg) => {
      if (msg.type() === 'error') errors.push(msg.text());
    });
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(errors.some((e) => e.includes('/no/such/page'))).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('theme choice survives a reload with no flash of the wrong theme', async ({ page }) => {
    await page.emulateMedia({ colorScheme: 'light' });
    // Record the <html> class at the moment <body> is parsed, before any app script runs.
    await page.addInitScript(() => {
      const w = window as unknown as { __darkWhenBodyParsed?: boolean };
      new MutationObserver((_, observer) => {
        if (document.body) {
          w.__darkWhenBodyParsed = document.documentElement.classList.contains('dark');
          observer.disconnect();
        }
      }).observe(document, { childList: true, subtree: true });
    });
    await page.goto('/');
    const html = page.locator('html');
    await expect(html).not.toHaveClass(/dark/);
    expect(
      await page.evaluate(
        () => (window as unknown as { __darkWhenBodyParsed?: boolean }).__darkWhenBodyParsed,
      ),
    ).toBe(false);

    // system → light → dark
    const toggle = page.getByTestId('theme-toggle');
    await expect(toggle).toHaveAttribute('data-theme-preference', 'system');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-theme-preference', 'light');
    await toggle.click();
    await expect(toggle).toHaveAttribute('data-theme-preference', 'dark');
    await expect(html).toHaveClass(/dark/);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await page.reload();
    expect(
      await page.evaluate(
        () => (window as unknown as { __darkWhenBodyParsed?: boolean }).__darkWhenBodyParsed,
      ),
    ).toBe(true);
    await expect(html).toHaveClass(/dark/);
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute('data-theme-preference', 'dark');

    // System follows the OS preference.
    await page.getByTestId('theme-toggle').click();
    await expect(page.getByTestId('theme-toggle')).toHaveAttribute(
      'data-theme-preference',
      'system',
    );
    await expect(html).not.toHaveClass(/dark/);
    await page.emulateMedia({ colorScheme: 'dark' });
    await expect(html).toHaveClass(/dark/);
  });

  test('navbar restyles once scrolled past 10 px', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() => {
      document.body.style.minHeight = '4000px';
    });
    const navbar = page.getByTestId('navbar');
    await expect(navbar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 10));
    await expect(navbar).toHaveAttribute('data-scrolled', 'false');
    await page.evaluate(() => window.scrollTo(0, 60));
    await expect(navbar).toHaveAttribute('data-scrolled', 'true');
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(navbar).toHaveAttribute('data-scrolled', 'false');
  });

  test('mobile menu opens and closes on navigation', async ({ page }) => {
    await page.setViewportSize({ width: 375, height: 760 });
    await page.goto('/');
    const menu = page.getByTestId('mobile-menu');
    await expect(menu).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await expect(menu).toBeVisible();
    await menu.getByRole('link', { name: 'How It Works' }).click();
    await expect(page).toHaveURL(/\/how-it-works$/);
    await expect(menu).toBeHidden();
    await expect(page.getByRole('button', { name: 'Open menu' })).toHaveAttribute(
      'aria-expanded',
      'false',
    );
  });

  test('resources menu links to the FAQ and help center', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 800 });
    await page.goto('/');
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.getByRole('link', { name: 'Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await page.getByRole('button', { name: 'Resources' }).click();
    await page.keyboard.press('Escape');
    await expect(page.getByRole('link', { name: 'FAQ', exact: true })).toBeHidden();
  });

  test('footer shows contact details, legal links and the current year', async ({ page }) => {
    await page.goto('/');
    const footer = page.locator('footer');
    await expect(footer.getByRole('link', { name: 'support@homeledger.app' })).toHaveAttribute(
      'href',
      'mailto:support@homeledger.app',
    );
    await expect(footer.getByText('(555) 010-4663')).toBeVisible();
    await expect(footer.getByText(`© ${new Date().getFullYear()} HomeLedger`)).toBeVisible();
    await expect(footer.getByRole('link', { name: 'Sign Up' })).toHaveAttribute(
      'href',
      '/register?type=homeowner',
    );
    await expect(footer.getByRole('link', { name: 'Join Our Network' })).toHaveAttribute(
      'href',
      '/register?type=contractor',
    );
    for (const name of ['Privacy Policy', 'Terms of Service', 'Cookie Policy']) {
      await expect(footer.getByRole('link', { name })).toBeVisible();
    }
  });

  for (const route of SIGNED_IN_ROUTES) {
    test(`signed-out visit to ${route} lands on /login`, async ({ page }) => {
      await page.goto(route);
      await expect(page).toHaveURL(/\/login$/);
      await expect(page.getByRole('heading', { name: 'Welcome back' })).toBeVisible();
    });
  }
});

test.describe('stylesheet', () => {
  // Pages carry the stylesheet inline. Lazy code whose dependencies include it (every
  // signed-in page, the portal's dialogs) must not download and apply it a second time.
  test("loading signed-in pages' code requests no stylesheet", async ({ page }) => {
    const assets = fileURLToPath(new URL('../dist/assets', import.meta.url));
    const chunk = readdirSync(assets).find((f) => /^signed-in-pages-.*\.js$/.test(f));
    expect(chunk).toBeDefined();
    const stylesheets: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'stylesheet') stylesheets.push(request.url());
    });
    await page.goto('/privacy');
    const loaded = await page.evaluate(async (file) => {
      const { signedInPages } = (await import(/* @vite-ignore */ `/assets/${file}`)) as {
        signedInPages: Record<string, () => Promise<unknown>>;
      };
      await Promise.all(Object.values(signedInPages).map((load) => load()));
      return Object.keys(signedInPages).length;
    }, chunk!);
    // Every signed-in page (signed-in-pages.ts), the reminder settings and the share
    // target's "which home?" page included.
    expect(loaded).toBe(11);
    expect(stylesheets).toEqual([]);
    expect(await page.evaluate(() => document.styleSheets.length)).toBe(1);
  });
});
