import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';

const items = (page: Page) => page.locator('[data-testid^="faq-item-"]');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search FAQs' });
const chip = (page: Page, name: string) =>
  page
    .getByRole('group', { name: 'Filter by category' })
    .getByRole('button', { name, exact: true });
const question = (page: Page, name: string) => page.getByRole('button', { name, exact: true });

test.describe('FAQ', () => {
  test('lists ten questions with All selected', async ({ page }) => {
    await page.goto('/faq');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Frequently Asked Questions' }),
    ).toBeVisible();
    await expect(items(page)).toHaveCount(10);
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
  });

  test('searches questions and answers case-insensitively and reflects it in the URL', async ({
    page,
  }) => {
    await page.goto('/faq');
    await search(page).fill('QuickBooks');
    await expect(items(page)).toHaveCount(1);
    await expect(question(page, 'How does the QuickBooks integration work?')).toBeVisible();
    await expect(page).toHaveURL(/\/faq\?q=QuickBooks$/);

    // "Intuit" appears only in an answer.
    await search(page).fill('intuit');
    await expect(items(page)).toHaveCount(1);
    await expect(question(page, 'How does the QuickBooks integration work?')).toBeVisible();
  });

  test('filters by category chip', async ({ page }) => {
    await page.goto('/faq');
    await chip(page, 'Security').click();
    await expect(chip(page, 'Security')).toHaveAttribute('aria-pressed', 'true');
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'false');
    await expect(items(page)).toHaveCount(2);
    await expect(page.getByRole('heading', { level: 2, name: 'Security questions' })).toBeVisible();
    await expect(page).toHaveURL(/\/faq\?category=security$/);

    await chip(page, 'All').click();
    await expect(items(page)).toHaveCount(10);
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('combines search and category, and the state survives a reload', async ({ page }) => {
    await page.goto('/faq');
    await search(page).fill('realtor');
    const all = await items(page).count();
    await chip(page, 'Features').click();
    await expect(items(page)).toHaveCount(1);
    expect(all).toBeGreaterThan(1);
    await expect(question(page, 'Can realtors export a property history?')).toBeVisible();
    await expect(page).toHaveURL(/\/faq\?q=realtor&category=features$/);

    await page.reload();
    await expect(search(page)).toHaveValue('realtor');
    await expect(chip(page, 'Features')).toHaveAttribute('aria-pressed', 'true');
    await expect(items(page)).toHaveCount(1);
  });

  test('a shared URL opens the filtered view', async ({ page }) => {
    await page.goto('/faq?q=pdf%20export&category=features');
    await expect(search(page)).toHaveValue('pdf export');
    await expect(items(page)).toHaveCount(1);
    await expect(question(page, 'Can I export to PDF or get maintenance reminders?')).toBeVisible();
  });

  test('keeps one answer open at a time', async ({ page }) => {
    await page.goto('/faq');
    const first = question(page, 'How do I add my property?');
    const second = question(page, 'How much does HomeLedger cost?');
    await first.click();
    await expect(first).toHaveAttribute('aria-expanded', 'true');
    await expect(
      page.getByText('You can add as many properties as you own.', { exact: false }),
    ).toBeVisible();
    await second.click();
    await expect(second).toHaveAttribute('aria-expanded', 'true');
    await expect(first).toHaveAttribute('aria-expanded', 'false');
    // Keyboard: Enter toggles the focused question.
    await second.focus();
    await page.keyboard.press('Enter');
    await expect(second).toHaveAttribute('aria-expanded', 'false');
  });

  test('shows an empty state, and "View all FAQs" clears search and category', async ({ page }) => {
    await page.goto('/faq?category=contractors');
    await search(page).fill('zzzz-no-such-thing');
    await expect(items(page)).toHaveCount(0);
    await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();

    await page.getByRole('button', { name: 'View all FAQs' }).click();
    await expect(items(page)).toHaveCount(10);
    await expect(search(page)).toHaveValue('');
    await expect(chip(page, 'All')).toHaveAttribute('aria-pressed', 'true');
    await expect(page).toHaveURL(/\/faq$/);
  });

  test('links to the help center', async ({ page }) => {
    await page.goto('/faq');
    await page.getByRole('main').getByRole('link', { name: 'Visit the Help Center' }).click();
    await expect(page).toHaveURL(/\/help$/);
    await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
  });
});
