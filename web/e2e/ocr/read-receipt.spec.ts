/**
 * Reads a real phone photo of a receipt (stored sideways with EXIF orientation 6, skewed,
 * blurred, unevenly lit: made by scripts/ocr-receipts.mjs) in Chromium through the real
 * lazy reader chunk, the tesseract.js worker, its wasm core and the English data, on a
 * page of the built app under its own Content-Security-Policy, and proves that no request
 * leaves the app's origin and that the CSP blocked nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { expect, test } from '@playwright/test';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST_ASSETS = path.join(HERE, '..', '..', 'dist', 'assets');

test('reads a photographed receipt in the browser, from our origin only', async ({
  page,
  baseURL,
}) => {
  const origin = new URL(baseURL!).origin;
  const requests: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('worker', (worker) => requests.push(worker.url()));
  const violations: string[] = [];
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });

  // The 404 page: a page of the app with its CSP and no Firebase traffic.
  await page.goto('/no-such-page-ocr-test');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("'wasm-unsafe-eval'");
  expect(policy).toContain("worker-src 'self' blob:");

  // The reader is the lazy chunk the repair forms import when a receipt is chosen.
  const chunk = readdirSync(DIST_ASSETS).find((f) => /^reader-[\w-]+\.js$/.test(f));
  expect(chunk, 'web/dist has the reader chunk (npm run build -w web)').toBeTruthy();
  const photo = readFileSync(path.join(HERE, 'fixtures', 'receipt-photo-exif.jpg')).toString(
    'base64',
  );

  const result = await page.evaluate(
    async ({ chunk, photo }) => {
      const { readReceiptFile } = (await import(`/assets/${chunk}`)) as {
        readReceiptFile: (
          file: File,
          options: { signal: AbortSignal; onProgress: (p: number) => void; today: string },
        ) => Promise<Record<string, unknown>>;
      };
      const bytes = Uint8Array.from(atob(photo), (c) => c.charCodeAt(0));
      const file = new File([bytes], 'receipt.jpg', { type: 'image/jpeg' });
      const progress: number[] = [];
      const fields = await readReceiptFile(file, {
        signal: new AbortController().signal,
        onProgress: (p) => progress.push(p),
        today: '2026-11-25',
      });
      return { fields, progress };
    },
    { chunk, photo },
  );

  expect(result.fields).toEqual({
    contractorName: 'ALLIED HEATING & AIR',
    date: '2026-02-14',
    costCents: 99227,
    serviceType: 'hvac',
  });
  expect(result.progress.at(-1)).toBeGreaterThan(90);
  expect(result.progress).toEqual([...result.progress].sort((a, b) => a - b));

  // The worker, the core and the data really came from here (so the check below saw them).
  const local = requests.filter((url) => url.startsWith(origin));
  expect(local.some((url) => /\/assets\/worker\.min-[\w-]+\.js$/.test(url))).toBe(true);
  expect(local.some((url) => /tesseract-core-simd-lstm\.wasm-[\w-]+\.js$/.test(url))).toBe(true);
  expect(local.some((url) => url.endsWith('/ocr/eng-4.0.0_best_int/eng.traineddata.gz'))).toBe(
    true,
  );
  const foreign = requests.filter(
    (url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'),
  );
  expect(foreign).toEqual([]);
  expect(violations).toEqual([]);
});
