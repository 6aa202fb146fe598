import type { Page } from '@playwright/test';
import { expect, test } from '../fixtures';
import { HELP_PAGES } from './public-pages';

const topics = (page: Page) => page.locator('#popular-topics').getByRole('link');
const search = (page: Page) => page.getByRole('searchbox', { name: 'Search help topics' });

test.describe('help center', () => {
  for (const path of ['/help', '/help-center']) {
    test(`${path} shows six topics and four categories`, async ({ page }) => {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: 'How can we help?' })).toBeVisible();
      await expect(topics(page)).toHaveCount(6);
      const categories = page.locator('#categories');
      for (const name of [
        'Getting Started',
        'Homeowner Guides',
        'Contractor Resources',
        'Technical Support',
      ]) {
        await expect(categories.getByRole('link', { name })).toBeVisible();
      }
    });
  }

  test('search filters the topics, shows an empty state and clears', async ({ page }) => {
    await page.goto('/help');
    await search(page).fill('QUICKBOOKS');
    await expect(topics(page)).toHaveCount(1);
    await expect(topics(page).first()).toHaveAttribute('href', '/help/quickbooks');

    await search(page).fill('xyzzy');
    await expect(topics(page)).toHaveCount(0);
    await expect(page.getByText('No questions found matching "xyzzy"')).toBeVisible();
    await page.getByRole('button', { name: 'Clear search' }).click();
    await expect(search(page)).toHaveValue('');
    await expect(search(page)).toBeFocused();
    await expect(topics(page)).toHaveCount(6);
  });

  test('a topic opens its article', async ({ page }) => {
    await page.goto('/help');
    await topics(page).filter({ hasText: 'How much does HomeLedger cost?' }).click();
    await expect(page).toHaveURL(/\/help\/subscription$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Plans and Pricing' })).toBeVisible();
  });

  test('contact cards: email works, unbuilt channels say so', async ({ page }) => {
    await page.goto('/help');
    const contact = page.locator('#contact');
    await expect(contact.getByRole('link', { name: 'Email Support' })).toHaveAttribute(
      'href',
      'mailto:support@homeledger.app',
    );
    await expect(
      contact.getByText('We reply within 24 hours on business days.', { exact: false }).first(),
    ).toBeVisible();
    await expect(
      contact.getByText('Monday to Friday, 9am-5pm Eastern', { exact: false }),
    ).toBeVisible();
    const soon = contact.getByRole('button', { name: 'Coming soon' });
    await expect(soon).toHaveCount(2);
    for (const b of await soon.all()) await expect(b).toBeDisabled();
    await expect(
      contact.getByText('Live chat is not available yet.', { exact: false }),
    ).toBeVisible();
  });
});

test.describe('help articles', () => {
  for (const { slug, title } of HELP_PAGES) {
    test(`/help/${slug} renders "${title}" with a breadcrumb back to the help center`, async ({
      page,
    }) => {
      await page.goto(`/help/${slug}`);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await expect(page).toHaveTitle(`${title} – Help Center | HomeLedger`);
      const breadcrumb = page.getByRole('navigation', { name: 'Breadcrumb' });
      await expect(breadcrumb.getByText(title)).toHaveAttribute('aria-current', 'page');
      await breadcrumb.getByRole('link', { name: 'Help Center' }).click();
      await expect(page).toHaveURL(/\/help$/);
    });
  }

  test('the reminders and subscription pages are honest about what exists', async ({ page }) => {
    await page.goto('/help/reminders');
    await expect(
      page.getByText('HomeLedger does not send maintenance reminders yet.', { exact: false }),
    ).toBeVisible();
    await page.goto('/help/subscription');
    await expect(page.getByText('There are no paid plans.', { exact: false })).toBeVisible();
  });

  test('an unknown topic shows the not-found page and logs the path', async ({ page }) => {
    const errors: string[] = [];
    page.on('console', (m) => {
      if (m.type() === 'error') errors.push(m.text());
    });
    await page.goto('/help/no-such-topic');
    await expect(page.getByRole('heading', { name: '404' })).toBeVisible();
    await expect(page.getByText('Oops! Page not found')).toBeVisible();
    expect(
      errors.some(
        (e) =>
          e.includes('404 Error: User attempted to access non-existent route:') &&
          e.includes('/help/no-such-topic'),
      ),
    ).toBe(true);
    await page.getByRole('link', { name: 'Return to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });
});
