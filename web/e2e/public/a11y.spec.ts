// axe-core on every public page, in the light and the dark theme: no serious
// or critical violations (colour contrast included).
import { expect, expectNoSeriousA11yViolations, test } from '../fixtures';
import { HELP_PAGES, PUBLIC_PAGES } from './public-pages';

const PAGES = [
  ...PUBLIC_PAGES,
  ...HELP_PAGES.map(({ slug, title }) => ({ path: `/help/${slug}`, h1: title })),
];

for (const scheme of ['light', 'dark'] as const) {
  test.describe(`accessibility (${scheme} theme)`, () => {
    test.beforeEach(async ({ page }) => {
      await page.emulateMedia({ colorScheme: scheme, reducedMotion: 'reduce' });
    });

    for (const { path, h1 } of PAGES) {
      test(`${path} has one h1 and no serious violations`, async ({ page }) => {
        await page.goto(path);
        const main = page.getByRole('main');
        await expect(main.getByRole('heading', { level: 1, name: h1 })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('html')).toHaveClass(
          scheme === 'dark' ? /dark/ : /^(?!.*\bdark\b).*$/,
        );
        await expectNoSeriousA11yViolations(page);
      });
    }

    test('FAQ with an open answer and the empty state', async ({ page }) => {
      await page.goto('/faq');
      await page.getByRole('button', { name: 'How do I add my property?' }).click();
      await expectNoSeriousA11yViolations(page);
      await page.getByRole('searchbox', { name: 'Search FAQs' }).fill('zzzz');
      await expect(page.getByRole('heading', { name: 'No results found' })).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('help center empty state', async ({ page }) => {
      await page.goto('/help');
      await page.getByRole('searchbox', { name: 'Search help topics' }).fill('zzzz');
      await expect(page.getByText('No questions found matching "zzzz"')).toBeVisible();
      await expectNoSeriousA11yViolations(page);
    });

    test('keyboard: every link and button on the landing page shows a focus outline', async ({
      page,
    }) => {
      await page.goto('/');
      await expect(page.getByRole('main').getByRole('heading', { level: 1 })).toBeVisible();
      const unstyled: string[] = [];
      for (let i = 0; i < 30; i++) {
        await page.keyboard.press('Tab');
        const info = await page.evaluate(() => {
          const el = document.activeElement as HTMLElement | null;
          if (!el || el === document.body) return null;
          const s = getComputedStyle(el);
          const after = getComputedStyle(el, '::after');
          const visible =
            (s.outlineStyle !== 'none' && parseFloat(s.outlineWidth) > 0) ||
            s.boxShadow !== 'none' ||
            after.outlineStyle !== 'none';
          return { visible, label: `${el.tagName} ${el.textContent?.trim().slice(0, 30) ?? ''}` };
        });
        if (info && !info.visible) unstyled.push(info.label);
      }
      expect(unstyled).toEqual([]);
    });
  });
}
