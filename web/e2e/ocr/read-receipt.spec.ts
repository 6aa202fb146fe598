/**
 * Reads real receipts in Chromium through the real lazy reader chunk on a page of the built
 * app, under its own Content-Security-Policy: a phone photo (stored sideways with EXIF
 * orientation 6, skewed, blurred, unevenly lit: made by scripts/bench/ocr-receipts.mjs) through
 * the tesseract.js worker, its wasm core and the English data; a text PDF and a scanned PDF
 * through pdf.js; a real photo turned sideways without EXIF. Proves that no request leaves the
 * app's origin and the CSP blocked nothing.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { test as base, expect, type Page } from '@playwright/test';

const HERE = path.dirname(fileURLToPath(import.meta.url));
const DIST_ASSETS = path.join(HERE, '..', '..', 'dist', 'assets');

/** Every request and worker of the page, and any CSP report on its console. */
function watch(page: Page) {
  const requests: string[] = [];
  const violations: string[] = [];
  page.on('request', (request) => requests.push(request.url()));
  page.on('worker', (worker) => requests.push(worker.url()));
  page.on('console', (message) => {
    if (/Content Security Policy|Refused to/i.test(message.text())) violations.push(message.text());
  });
  return { requests, violations };
}

/** Opens a page of the app (the 404 page: its CSP, no Firebase traffic) and checks its CSP. */
async function openApp(page: Page) {
  await page.goto('/no-such-page-ocr-test');
  const policy = await page
    .locator('meta[http-equiv="Content-Security-Policy"]')
    .getAttribute('content');
  expect(policy).toContain("'wasm-unsafe-eval'");
  expect(policy).toContain("worker-src 'self' blob:");
}

/**
 * `watched`: the page, watched from before it opens the app (what it fetched, any CSP report)
 * and the app's origin, for the tests that check where the reader fetched from.
 */
const test = base.extend<{ watched: { seen: ReturnType<typeof watch>; origin: string } }>({
  watched: async ({ page, baseURL }, use) => {
    const seen = watch(page);
    await openApp(page);
    await use({ seen, origin: new URL(baseURL!).origin });
  },
});

/**
 * The fixture read by the reader chunk the repair forms import when a receipt is chosen;
 * `turn` (degrees clockwise) first turns a photo in the page and stores it as a JPEG without
 * EXIF, as a camera that records no orientation would.
 */
async function readInPage(page: Page, fixture: string, type: string, turn = 0) {
  const chunk = readdirSync(DIST_ASSETS).find((f) => /^reader-[\w-]+\.js$/.test(f));
  expect(chunk, 'web/dist has the reader chunk (npm run build -w web)').toBeTruthy();
  const data = readFileSync(path.join(HERE, 'fixtures', fixture)).toString('base64');
  return page.evaluate(
    async ({ chunk, data, fixture, type, turn }) => {
      const { readReceiptFile } = (await import(`/assets/${chunk}`)) as {
        readReceiptFile: (
          file: File,
          options: { signal: AbortSignal; onProgress: (p: number) => void; today: string },
        ) => Promise<Record<string, unknown>>;
      };
      const bytes = Uint8Array.from(atob(data), (c) => c.charCodeAt(0));
      let file = new File([bytes], fixture, { type });
      if (turn !== 0) {
        const bitmap = await createImageBitmap(file);
        const canvas = document.createElement('canvas');
        canvas.width = bitmap.height;
        canvas.height = bitmap.width;
        const context = canvas.getContext('2d')!;
        context.translate(canvas.width / 2, canvas.height / 2);
        context.rotate((turn * Math.PI) / 180);
        context.drawImage(bitmap, -bitmap.width / 2, -bitmap.height / 2);
        const turned = await new Promise<Blob | null>((done) =>
          canvas.toBlob(done, 'image/jpeg', 0.92),
        );
        file = new File([turned!], fixture, { type: 'image/jpeg' });
      }
      const progress: number[] = [];
      const fields = await readReceiptFile(file, {
        signal: new AbortController().signal,
        onProgress: (p) => progress.push(p),
        today: '2026-11-25',
      });
      return { fields, progress };
    },
    { chunk, data, fixture, type, turn },
  );
}

/** Reads `fixture` upright in the page and checks the fields found; returns the whole read. */
async function expectRead(page: Page, fixture: string, type: string, fields: object) {
  const result = await readInPage(page, fixture, type);
  expect(result.fields, fixture).toEqual(fields);
  return result;
}

function offOrigin(requests: string[], origin: string) {
  return requests.filter(
    (url) => !url.startsWith(origin) && !url.startsWith('data:') && !url.startsWith('blob:'),
  );
}

/** Nothing was fetched from anywhere but the app, and the CSP refused nothing. */
function expectOnlyOurOrigin(seen: ReturnType<typeof watch>, origin: string) {
  expect(offOrigin(seen.requests, origin)).toEqual([]);
  expect(seen.violations).toEqual([]);
}

/** Whether the page fetched, from the app's own origin, a URL that `pattern` matches. */
function fetchedHere(seen: ReturnType<typeof watch>, origin: string, pattern: RegExp) {
  return seen.requests.some((url) => url.startsWith(origin) && pattern.test(url));
}

/** Progress only goes forward. */
function expectRising(progress: number[]) {
  expect(progress).toEqual([...progress].sort((a, b) => a - b));
}

/** What the reader finds on the photographed receipt (receipt-photo-exif.jpg). */
const ALLIED = {
  contractorName: 'ALLIED HEATING & AIR',
  date: '2026-02-14',
  costCents: 99227,
  serviceType: 'hvac',
};

/** What the reader finds on the real phone photo of a till receipt. */
const CONTOSO = {
  contractorName: 'Contoso',
  date: '2019-06-10',
  costCents: 120339,
  serviceType: null,
};

test('reads a photographed receipt in the browser, from our origin only', async ({
  page,
  watched: { seen, origin },
}) => {
  const result = await expectRead(page, 'receipt-photo-exif.jpg', 'image/jpeg', ALLIED);
  expect(result.progress.at(-1)).toBeGreaterThan(90);
  expectRising(result.progress);

  // The worker, the core and the data really came from here (so the check below saw them).
  expect(fetchedHere(seen, origin, /\/assets\/worker\.min-[\w-]+\.js$/)).toBe(true);
  expect(fetchedHere(seen, origin, /tesseract-core-simd-lstm\.wasm-[\w-]+\.js$/)).toBe(true);
  expect(fetchedHere(seen, origin, /\/ocr\/eng-4\.0\.0_best_int\/eng\.traineddata\.gz$/)).toBe(
    true,
  );
  // A photo never loads pdf.js.
  expect(fetchedHere(seen, origin, /\/assets\/pdf(\.worker\.min)?-[\w-]+\.m?js$/)).toBe(false);
  expectOnlyOurOrigin(seen, origin);
});

test('reads a real phone photo of a till receipt, from our origin only', async ({
  page,
  watched: { seen, origin },
}) => {
  // Not made here: a photo of a printed receipt with a shadow across the paper (MIT, see
  // fixtures/README.md), with a subtotal, tax and total to choose between.
  await expectRead(page, 'contoso-store-receipt-photo.jpg', 'image/jpeg', CONTOSO);
  expectOnlyOurOrigin(seen, origin);
});

test('reads a photo taken sideways without EXIF orientation, either way round', async ({
  page,
}) => {
  // The photographed receipt above (near square) turned a quarter turn each way: read as
  // letter soup first, then tesseract's layout analysis finds its lines running down and the
  // reader reads it turned back (receipt-reader/orientation.ts).
  await openApp(page);
  for (const turn of [90, 270]) {
    const result = await readInPage(page, 'receipt-photo-exif.jpg', 'image/jpeg', turn);
    expect(result.fields, `turned ${turn}°`).toEqual(ALLIED);
    expectRising(result.progress);
  }

  // The real till receipt turned: much wider than tall, so the layout analysis comes before
  // any read and the upright read of soup is skipped. Its name and date read as upright; its
  // total does not (the crop of a sideways picture keeps more of the table around it, so the
  // text is read smaller), which the bench shows too.
  const wide = await readInPage(page, 'contoso-store-receipt-photo.jpg', 'image/jpeg', 90);
  expect(wide.fields).toMatchObject({ contractorName: CONTOSO.contractorName, date: CONTOSO.date });
  expect(wide.progress.at(-1)).toBeGreaterThan(90);
  expectRising(wide.progress);
});

test('reads a text PDF by its text and a scanned PDF by OCR, from our origin only', async ({
  page,
  watched: { seen, origin },
}) => {
  await expectRead(page, 'invoice-text.pdf', 'application/pdf', {
    contractorName: 'Appliance Doctor',
    date: '2025-05-25',
    costCents: 92253,
    serviceType: 'appliances',
  });
  // Read from the text layer: the OCR worker was not needed.
  expect(seen.requests.some((url) => /\/assets\/worker\.min-/.test(url))).toBe(false);

  await expectRead(page, 'receipt-scan.pdf', 'application/pdf', {
    // A till receipt prints the name in capitals.
    contractorName: 'METRO GLASS AND MIRROR',
    date: '2025-07-23',
    costCents: 77725,
    serviceType: null,
  });
  expect(fetchedHere(seen, origin, /\/assets\/pdf\.worker\.min-[\w-]+\.mjs$/)).toBe(true);
  expect(fetchedHere(seen, origin, /\/assets\/worker\.min-[\w-]+\.js$/)).toBe(true);
  expectOnlyOurOrigin(seen, origin);
});
