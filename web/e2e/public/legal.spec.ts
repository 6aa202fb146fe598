import { expect, test } from '../fixtures';

const LEGAL = [
  { path: '/privacy', h1: 'Privacy Policy', footer: 'Privacy Policy' },
  { path: '/terms', h1: 'Terms of Service', footer: 'Terms of Service' },
  { path: '/cookies', h1: 'Cookie Policy', footer: 'Cookie Policy' },
] as const;

test.describe('legal pages', () => {
  for (const { path, h1, footer } of LEGAL) {
    test(`${path} renders its heading and date, and is linked from the footer`, async ({
      page,
    }) => {
      await page.goto('/');
      await page.getByRole('contentinfo').getByRole('link', { name: footer }).click();
      await expect(page).toHaveURL(new RegExp(`${path}$`));
      await expect(page.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
      await expect(page.getByText('Last updated: November 21, 2026')).toBeVisible();
      await expect(page).toHaveTitle(`${h1} | HomeLedger`);
    });
  }

  test('the cookie policy lists the browser storage HomeLedger uses', async ({ page }) => {
    await page.goto('/cookies');
    const table = page.getByRole('table', { name: 'Items HomeLedger stores in your browser' });
    for (const key of [
      'theme',
      'homeledger.previewBypass',
      'homeledger.session',
      'sidebar_state',
      '__session',
      'Firebase Authentication session',
    ]) {
      await expect(table.getByRole('rowheader', { name: key })).toBeVisible();
    }
    await expect(
      page.getByText('HomeLedger does not use advertising or tracking cookies.', { exact: false }),
    ).toBeVisible();
  });

  test('the privacy policy says realtors see only what is shared', async ({ page }) => {
    await page.goto('/privacy');
    await expect(
      page.getByText('Realtors never see properties that were not shared with them.', {
        exact: false,
      }),
    ).toBeVisible();
  });
});
