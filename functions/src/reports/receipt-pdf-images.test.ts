/**
 * Receipts at real sizes (issue #29): scanned pages are downsampled to print resolution before
 * they go into the report, text pages stay vector, and the appendix keeps to its byte budget.
 */
import { deflateSync } from 'node:zlib';
import {
  PDFDict,
  PDFDocument,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  type PDFPage,
} from '@cantoo/pdf-lib';
import sharp from 'sharp';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildReportPdf, RECEIPT_FAILURES, type ReceiptSource } from './report-pdf';
import { PRINT_DPI } from './print-jpeg';
import { shrinkPageImages, unpredictPng } from './receipt-pdf-images';
import { jpegReceipt, pdfReceipt, reportModel, scannedPdfReceipt } from './reports.test-support';

const KB = 1024;
/** US Letter at print resolution. */
const LETTER_PRINT = { width: (8.5 * PRINT_DPI) | 0, height: 11 * PRINT_DPI };

interface ImageFacts {
  width: number;
  height: number;
  filter: string;
  colorSpace: string;
  bytes: number;
}

/** The image XObjects a page draws (directly), with their size and encoding. */
function imagesOf(page: PDFPage): ImageFacts[] {
  const xobjects = page.node.Resources()?.lookupMaybe(PDFName.of('XObject'), PDFDict);
  if (!xobjects) return [];
  return xobjects
    .entries()
    .map(([, ref]) => page.doc.context.lookup(ref))
    .filter(
      (object): object is PDFRawStream =>
        object instanceof PDFRawStream &&
        object.dict.lookup(PDFName.of('Subtype')) === PDFName.of('Image'),
    )
    .map((stream) => ({
      width: stream.dict.lookup(PDFName.of('Width'), PDFNumber).asNumber(),
      height: stream.dict.lookup(PDFName.of('Height'), PDFNumber).asNumber(),
      filter: String(stream.dict.lookup(PDFName.of('Filter'))),
      colorSpace: String(stream.dict.lookup(PDFName.of('ColorSpace'))),
      bytes: stream.contents.length,
    }));
}

const hasFont = (page: PDFPage) =>
  page.node.Resources()?.lookupMaybe(PDFName.of('Font'), PDFDict) !== undefined;

/**
 * A one-page PDF drawing one Flate-compressed 8-bit image over the page (as some scanners and
 * converters write them), `channels` 1 (gray) or 3 (RGB), rows PNG-predicted ("Up") when asked.
 */
async function flateImagePdf(
  width: number,
  height: number,
  channels: 1 | 3,
  { predicted = false } = {},
): Promise<Uint8Array> {
  const pixels = new Uint8Array(width * height * channels);
  let x = 12345;
  for (let i = 0; i < pixels.length; i++) {
    x = (Math.imul(x, 1103515245) + 12345) & 0x7fffffff;
    pixels[i] = (200 + ((x >> 16) & 0x1f)) & 0xff;
  }
  let data: Uint8Array = pixels;
  if (predicted) {
    const stride = width * channels;
    data = new Uint8Array(height * (stride + 1));
    for (let y = 0; y < height; y++) {
      data[y * (stride + 1)] = 2; // Up: each byte less the one above it.
      for (let i = 0; i < stride; i++) {
        const above = y > 0 ? (pixels[(y - 1) * stride + i] as number) : 0;
        data[y * (stride + 1) + 1 + i] = ((pixels[y * stride + i] as number) - above) & 0xff;
      }
    }
  }
  const doc = await PDFDocument.create();
  const page = doc.addPage([612, 792]);
  const image = doc.context.stream(deflateSync(data), {
    Type: 'XObject',
    Subtype: 'Image',
    Width: width,
    Height: height,
    ColorSpace: channels === 1 ? 'DeviceGray' : 'DeviceRGB',
    BitsPerComponent: 8,
    Filter: 'FlateDecode',
    ...(predicted ? { DecodeParms: { Predictor: 15, Colors: channels, Columns: width } } : {}),
  });
  const ref = doc.context.register(image);
  page.node.setXObject(PDFName.of('Im0'), ref);
  const content = doc.context.stream('q 612 0 0 792 0 0 cm /Im0 Do Q');
  page.node.set(PDFName.of('Contents'), doc.context.register(content));
  return doc.save();
}

const receipt = (fileName: string, contentType: string, bytes: Uint8Array): ReceiptSource => ({
  caption: 'Jun 1, 2025 · Plumbing',
  fileName,
  contentType,
  load: async () => bytes,
});

let scan300: Uint8Array;
let scan200: Uint8Array;
beforeAll(async () => {
  [scan300, scan200] = await Promise.all([
    scannedPdfReceipt(2, 300, 1),
    scannedPdfReceipt(2, 200, 2),
  ]);
});

describe('shrinkPageImages', () => {
  it('downsamples a 300 dpi scan to print resolution, one page per source page', async () => {
    const doc = await PDFDocument.load(scan300);
    const before = doc.getPages().flatMap(imagesOf);
    expect(before.map((image) => [image.width, image.height])).toEqual([
      [2550, 3300],
      [2550, 3300],
    ]);
    const bytes = await shrinkPageImages(doc, doc.getPages(), 10 * 1024 * KB);
    const after = doc.getPages().flatMap(imagesOf);
    expect(doc.getPageCount()).toBe(2);
    expect(after).toHaveLength(2);
    for (const image of after) {
      expect(image.filter).toBe('/DCTDecode');
      expect(image.width).toBeLessThanOrEqual(LETTER_PRINT.width);
      expect(image.height).toBeLessThanOrEqual(LETTER_PRINT.height);
    }
    // What the pages now add to a report: a fraction of the scan.
    expect(bytes).toBeLessThan(scan300.length / 4);
    expect((await doc.save()).length).toBeLessThan(scan300.length / 4);
  });

  it('goes down the quality ladder to fit a small allowance', async () => {
    const roomy = await PDFDocument.load(scan200);
    const roomyBytes = await shrinkPageImages(roomy, roomy.getPages(), 10 * 1024 * KB);
    const tight = await PDFDocument.load(scan200);
    const tightBytes = await shrinkPageImages(tight, tight.getPages(), 150 * KB);
    expect(tightBytes).toBeLessThanOrEqual(150 * KB);
    expect(tightBytes).toBeLessThan(roomyBytes);
    const [roomyImage] = roomy.getPages().flatMap(imagesOf);
    const [tightImage] = tight.getPages().flatMap(imagesOf);
    expect(tightImage?.width).toBeLessThan(roomyImage?.width ?? 0);
    expect(tight.getPageCount()).toBe(2);
  });

  it('leaves a text page as it is: no image, nothing re-encoded', async () => {
    const text = await pdfReceipt('INVOICE 7', 2);
    const doc = await PDFDocument.load(text);
    const bytes = await shrinkPageImages(doc, doc.getPages(), 10 * KB);
    expect(doc.getPages().flatMap(imagesOf)).toEqual([]);
    expect(doc.getPages().every(hasFont)).toBe(true);
    expect(bytes).toBeLessThan(text.length * 2);
  });

  it.each([
    ['RGB', 3, false],
    ['gray', 1, false],
    ['gray, PNG-predicted', 1, true],
  ] as const)(
    're-encodes a Flate %s bitmap as a JPEG of its colours',
    async (_, channels, predicted) => {
      const source = await flateImagePdf(1600, 2000, channels, { predicted });
      const doc = await PDFDocument.load(source);
      await shrinkPageImages(doc, doc.getPages(), 10 * 1024 * KB);
      const [image] = doc.getPages().flatMap(imagesOf);
      expect(image?.filter).toBe('/DCTDecode');
      expect(image?.colorSpace).toBe(channels === 1 ? '/DeviceGray' : '/DeviceRGB');
      expect(image?.width).toBeLessThanOrEqual(LETTER_PRINT.width);
      // Still a readable JPEG with the colours it says.
      const stream = doc.getPages()[0]?.node.Resources()?.lookup(PDFName.of('XObject'), PDFDict);
      const ref = stream?.get(PDFName.of('Im0'));
      const jpeg = (doc.context.lookup(ref as PDFRef) as PDFRawStream).contents;
      const meta = await sharp(jpeg).metadata();
      expect(meta.channels).toBe(channels);
      const stats = await sharp(jpeg).stats();
      // The pixels were 200–231: the mean survives the trip (the predictor was undone).
      expect(stats.channels[0]?.mean).toBeGreaterThan(200);
      expect(stats.channels[0]?.mean).toBeLessThan(232);
    },
  );

  it('undoes every PNG row filter', () => {
    // Five rows of 3 one-byte pixels, one per filter type: None, Sub, Up, Average, Paeth.
    const rows = [
      [0, 10, 20, 30],
      [1, 5, 5, 5],
      [2, 1, 1, 1],
      [3, 2, 2, 2],
      [4, 1, 1, 1],
    ];
    const out = unpredictPng(Uint8Array.from(rows.flat()), 3, 1);
    expect(Array.from(out ?? [])).toEqual([
      10,
      20,
      30, // None
      5,
      10,
      15, // Sub: running sum
      6,
      11,
      16, // Up: plus the row above
      5,
      10,
      15, // Average: the mean of left and above, plus the byte
      6,
      11,
      16, // Paeth: nearest of left, above, corner
    ]);
    expect(unpredictPng(Uint8Array.from([9, 1, 2, 3]), 3, 1)).toBeNull();
  });
});

describe('the appendix at real sizes', () => {
  it('puts scans, text PDFs and photos in at print resolution, text still vector', async () => {
    const photo = await jpegReceipt(3000, 2250, 3);
    const built = await buildReportPdf(reportModel(), [
      receipt('scan.pdf', 'application/pdf', scan300),
      receipt('invoice.pdf', 'application/pdf', await pdfReceipt('INVOICE 1', 2)),
      receipt('photo.jpg', 'image/jpeg', photo),
    ]);
    expect(built.appendix.map((entry) => entry.reason)).toEqual([null, null, null]);
    const doc = await PDFDocument.load(built.bytes);
    const at = (entry: number) => doc.getPage((built.appendix[entry]?.page ?? 0) - 1);
    // One report page per source page: scan pages 1–2, invoice 3–4, photo 5.
    expect(built.appendix.map((entry) => entry.page)).toEqual([
      built.pageCount - 4,
      built.pageCount - 2,
      built.pageCount,
    ]);
    for (const image of imagesOf(at(0)))
      expect(image.width).toBeLessThanOrEqual(LETTER_PRINT.width);
    expect(imagesOf(at(1))).toEqual([]);
    expect(hasFont(at(1))).toBe(true);
    const [photoImage] = imagesOf(at(2));
    expect(photoImage?.width).toBeLessThanOrEqual(1_125);
    expect(built.bytes.length).toBeLessThan((scan300.length + photo.length) / 4);
  });

  it('keeps to its byte budget: receipts shrink harder, and past it go to the ZIP', async () => {
    const budget = 300 * KB;
    const empty = await buildReportPdf(reportModel(), []);
    const receipts = Array.from({ length: 6 }, (_, i) =>
      receipt(`scan-${i}.pdf`, 'application/pdf', scan200),
    );
    const built = await buildReportPdf(reportModel(), receipts, { appendixBudget: budget });
    const included = built.appendix.filter((entry) => entry.reason === null);
    const left = built.appendix.filter((entry) => entry.reason !== null);
    expect(included.length).toBeGreaterThan(0);
    expect(left.length).toBeGreaterThan(0);
    expect(new Set(left.map((entry) => entry.reason))).toEqual(
      new Set([RECEIPT_FAILURES.overBudget]),
    );
    expect(RECEIPT_FAILURES.overBudget).toContain('ZIP');
    // The index lists one line per receipt either way; the bytes stay within the budget.
    expect(built.bytes.length).toBeLessThanOrEqual(empty.bytes.length + budget);
  });
});
