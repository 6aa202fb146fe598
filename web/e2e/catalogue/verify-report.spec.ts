// The verify page's "Check a copy of this report" with real files chosen through the
// file input, in Chromium (Web Crypto): the certified copy matches, a copy with one
// byte changed does not. Runs on the catalogue build (playwright.catalogue.config.ts).
import { expect, test } from '@playwright/test';
import { COPY_FIXTURE_NAME, COPY_FIXTURE_TEXT } from '../../src/features/reports/report.fixtures';

const STORY = '/?story=verify-a-report--valid&mode=preview';

test('a dropped copy is hashed in the browser and compared with the certified SHA-256', async ({
  page,
}) => {
  await page.goto(STORY);
  await page.locator('html[data-storyloaded]').waitFor({ state: 'attached' });
  const input = page.locator('input[type="file"]');

  await input.setInputFiles({
    name: COPY_FIXTURE_NAME,
    mimeType: 'application/pdf',
    buffer: Buffer.from(COPY_FIXTURE_TEXT),
  });
  await expect(page.getByText('This is the original report')).toBeVisible();

  await input.setInputFiles({
    name: 'edited.pdf',
    mimeType: 'application/pdf',
    buffer: Buffer.from(COPY_FIXTURE_TEXT.replace('612', '613')),
  });
  await expect(
    page.getByText('This file does not match the report issued under this code'),
  ).toBeVisible();
  await expect(page.getByText('This is the original report')).toHaveCount(0);
});
