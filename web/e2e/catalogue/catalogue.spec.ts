// Every story of the screen catalogue (Ladle, web/.ladle) at desktop and phone width:
// it renders without a console error or an uncaught exception, has no serious or
// critical axe violation, and leaves a screenshot for people to look at in
// .test-output/catalogue/<story-id>-<width>.png (not compared pixel by pixel).
//
// The stories come from meta.json of the catalogue build, so a new story is tested
// without touching this file. Run by playwright.catalogue.config.ts (see there).
// Light theme by default; HOMELEDGER_CATALOGUE_THEMES=light,dark adds the dark theme
// (screenshots <story-id>-<width>-dark.png).
import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, test, type ConsoleMessage, type Locator, type Page } from '@playwright/test';
import { expectNoSeriousA11yViolations } from '../fixtures';

const ROOT = fileURLToPath(new URL('../../../', import.meta.url));
const META = `${ROOT}web/.catalogue-build/meta.json`;
const SHOTS = `${ROOT}.test-output/catalogue`;
const WIDTHS = [1280, 375] as const;
const THEMES = (process.env.HOMELEDGER_CATALOGUE_THEMES ?? 'light')
  .split(',')
  .map((theme) => theme.trim())
  .filter((theme): theme is 'light' | 'dark' => theme === 'light' || theme === 'dark');

interface CatalogueMeta {
  stories: Record<string, { name: string; levels: string[]; filePath: string }>;
}

function readStories(): [string, CatalogueMeta['stories'][string]][] {
  if (!existsSync(META)) {
    throw new Error(
      `No catalogue build (${META} is missing). Build it first: ` +
        '(cd web && ../node_modules/.bin/ladle build) — npm test does it.',
    );
  }
  const meta = JSON.parse(readFileSync(META, 'utf8')) as CatalogueMeta;
  return Object.entries(meta.stories);
}

const stories = readStories();

/**
 * An open modal dialog (Ark UI) hides the rest of the page with aria-hidden and traps
 * focus instead of making it inert, so axe's aria-hidden-focus rule flags the buttons
 * behind it. Check what that rule protects directly: Tab and Shift+Tab never leave
 * the dialog.
 */
async function expectFocusTrapped(page: Page, dialog: Locator): Promise<void> {
  for (const key of ['Tab', 'Shift+Tab']) {
    for (let i = 0; i < 8; i++) {
      await page.keyboard.press(key);
      const inside = await dialog.evaluate((el) => el.contains(document.activeElement));
      expect(inside, `focus left the open dialog after ${i + 1} × ${key}`).toBe(true);
    }
  }
}

test('the catalogue has stories', () => {
  expect(stories.length).toBeGreaterThan(0);
});

/**
 * What `networkidle` waited for, without its half second of silence per page: the
 * story's fonts and its images (lazy ones below the fold excepted).
 */
async function waitForFontsAndImages(page: Page): Promise<void> {
  await page.evaluate(async () => {
    await document.fonts.ready;
    const pending = [...document.images].filter(
      (image) => !image.complete && image.loading !== 'lazy',
    );
    await Promise.all(
      pending.map(
        (image) =>
          new Promise((settled) => {
            image.addEventListener('load', settled, { once: true });
            image.addEventListener('error', settled, { once: true });
          }),
      ),
    );
    // Two frames: styles and layout caught up with the last change (a resize).
    await new Promise((frame) => requestAnimationFrame(() => requestAnimationFrame(frame)));
  });
}

async function checkStoryAtWidth(page: Page, id: string, width: number, suffix: string) {
  await page.screenshot({ path: `${SHOTS}/${id}-${width}${suffix}.png`, fullPage: true });
  const modal = page.locator(
    '[role="dialog"][aria-modal="true"], [role="alertdialog"][aria-modal="true"]',
  );
  if ((await modal.count()) > 0) {
    await expectNoSeriousA11yViolations(page, { disableRules: ['aria-hidden-focus'] });
    await expectFocusTrapped(page, modal.first());
  } else {
    await expectNoSeriousA11yViolations(page);
  }
}

// One page per story and theme, loaded at the first width and then resized to the
// next: the widths are CSS breakpoints and media-query listeners, which a resize
// exercises as a fresh load does, and loading the catalogue once per story instead of
// once per width saves a second of a ~3 s check.
for (const [id, story] of stories) {
  test.describe(`${story.levels.join(' / ')} / ${story.name} (${story.filePath})`, () => {
    for (const theme of THEMES) {
      const suffix = theme === 'light' ? '' : `-${theme}`;
      test(`${id} at ${WIDTHS.join(' and ')}px${suffix ? ` (${theme})` : ''}`, async ({ page }) => {
        const errors: string[] = [];
        page.on('console', (message: ConsoleMessage) => {
          if (message.type() === 'error') {
            const { url, lineNumber } = message.location();
            errors.push(`console.error: ${message.text()} (${url}:${lineNumber})`);
          }
        });
        page.on('pageerror', (error) => errors.push(`uncaught: ${error.stack ?? error.message}`));

        await page.setViewportSize({ width: WIDTHS[0], height: 800 });
        await page.emulateMedia({ colorScheme: theme, reducedMotion: 'reduce' });
        await page.goto(`/?story=${encodeURIComponent(id)}&mode=preview&theme=${theme}`);
        // Ladle sets data-storyloaded once the story's lazy chunk has rendered.
        await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
        const html = page.locator('html');
        if (theme === 'dark') await expect(html).toHaveClass(/\bdark\b/);
        else await expect(html).not.toHaveClass(/\bdark\b/);
        await expect(page.locator('#ladle-root')).not.toBeEmpty();

        for (const width of WIDTHS) {
          await test.step(`at ${width}px`, async () => {
            await page.setViewportSize({ width, height: 800 });
            await waitForFontsAndImages(page);
            await checkStoryAtWidth(page, id, width, suffix);
            expect(errors, `errors while rendering ${id} at ${width}px`).toEqual([]);
          });
        }
      });
    }
  });
}
