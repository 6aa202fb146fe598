/**
 * A receipt PDF made fit for the report's appendix before its pages are copied (issue #29):
 * every image XObject its pages draw — a scanner's full-page JPEG at 200–600 dpi, or a
 * Flate-compressed RGB / gray bitmap — is downsampled to PRINT_DPI at the page's size and
 * re-encoded as JPEG (print-jpeg.ts), in place in the loaded document, one image at a time.
 * Text and vector drawing stay as they are. Images this cannot decode safely (masks, /Decode
 * arrays, CMYK, indexed colours, 1-bit CCITT/JBIG2 scans, JPEG 2000, TIFF predictors) are
 * left untouched: they are rare, and 1-bit scans are small already.
 *
 * The page size bounds the drawn size: an image is never usefully sharper than the whole
 * page at print resolution, and reading the content streams' matrices to know each image's
 * exact placement is not worth its risk here.
 */
import {
  PDFArray,
  PDFDict,
  PDFName,
  PDFNumber,
  PDFRawStream,
  PDFRef,
  PDFStream,
  decodePDFRawStream,
  type PDFDocument,
  type PDFObject,
  type PDFPage,
} from '@cantoo/pdf-lib';
import sharp, { type Sharp } from 'sharp';
import { fitPrintJpeg, printPixels } from './print-jpeg';

/** Rough bytes of a PDF object's dictionary and framing, beside its stream's bytes. */
const OBJECT_OVERHEAD = 64;

interface ImageRef {
  ref: PDFRef;
  stream: PDFRawStream;
  /** The largest page (in points) that draws it. */
  page: { width: number; height: number };
}

/** Bytes the copied pages would add to the report: their streams and objects, once each. */
export function pagesBytes(doc: PDFDocument, pages: readonly PDFPage[]): number {
  const seen = new Set<PDFObject>();
  let bytes = 0;
  const visit = (value: PDFObject | undefined): void => {
    if (value === undefined || seen.has(value)) return;
    seen.add(value);
    if (value instanceof PDFRef) {
      bytes += OBJECT_OVERHEAD;
      visit(doc.context.lookup(value));
    } else if (value instanceof PDFRawStream) {
      bytes += value.contents.length;
      visit(value.dict);
    } else if (value instanceof PDFStream) {
      bytes += value.getContentsSize();
      visit(value.dict);
    } else if (value instanceof PDFDict) {
      for (const [key, entry] of value.entries()) if (key !== PDFName.Parent) visit(entry);
    } else if (value instanceof PDFArray) {
      for (const entry of value.asArray()) visit(entry);
    }
  };
  for (const page of pages) visit(page.node);
  return bytes;
}

/** The image XObjects the pages draw, through nested forms, each once. */
function pageImages(doc: PDFDocument, pages: readonly PDFPage[]): ImageRef[] {
  const images = new Map<PDFRef, ImageRef>();
  const forms = new Set<PDFRef>();
  const walk = (resources: PDFDict | undefined, page: { width: number; height: number }) => {
    const xobjects = resources?.lookupMaybe(PDFName.of('XObject'), PDFDict);
    if (!xobjects) return;
    for (const [, value] of xobjects.entries()) {
      if (!(value instanceof PDFRef)) continue;
      const object = doc.context.lookup(value);
      if (!(object instanceof PDFRawStream)) continue;
      const subtype = object.dict.lookupMaybe(PDFName.of('Subtype'), PDFName);
      if (subtype === PDFName.of('Image')) {
        const known = images.get(value);
        if (!known) images.set(value, { ref: value, stream: object, page });
        else if (page.width * page.height > known.page.width * known.page.height) known.page = page;
      } else if (subtype === PDFName.of('Form') && !forms.has(value)) {
        forms.add(value);
        walk(object.dict.lookupMaybe(PDFName.of('Resources'), PDFDict), page);
      }
    }
  };
  for (const page of pages) {
    let size = { width: 612, height: 792 };
    try {
      size = page.getSize();
    } catch {
      // No usable MediaBox: viewers take US Letter, and so does the print size.
    }
    walk(page.node.Resources(), size);
  }
  return [...images.values()];
}

const num = (dict: PDFDict, key: string) =>
  dict.lookupMaybe(PDFName.of(key), PDFNumber)?.asNumber();

/** Colour components of an image's colour space (1 or 3), or null for any other. */
function components(doc: PDFDocument, dict: PDFDict): 1 | 3 | null {
  const space = dict.lookup(PDFName.of('ColorSpace'));
  if (space === PDFName.of('DeviceGray') || space === PDFName.of('CalGray')) return 1;
  if (space === PDFName.of('DeviceRGB') || space === PDFName.of('CalRGB')) return 3;
  if (space instanceof PDFArray) {
    const family = space.lookupMaybe(0, PDFName);
    if (family === PDFName.of('CalGray')) return 1;
    if (family === PDFName.of('CalRGB')) return 3;
    if (family === PDFName.of('ICCBased')) {
      const profile = doc.context.lookup(space.get(1));
      const n = profile instanceof PDFStream ? num(profile.dict, 'N') : undefined;
      return n === 1 || n === 3 ? n : null;
    }
  }
  return null;
}

/** PNG predictors (/Predictor 10–15): each row starts with its filter type. */
export function unpredictPng(data: Uint8Array, width: number, bpp: number): Uint8Array | null {
  const stride = width * bpp;
  const rows = Math.floor(data.length / (stride + 1));
  const out = new Uint8Array(rows * stride);
  for (let y = 0; y < rows; y++) {
    const type = data[y * (stride + 1)];
    const src = y * (stride + 1) + 1;
    const row = y * stride;
    const up = row - stride;
    for (let i = 0; i < stride; i++) {
      const raw = data[src + i] as number;
      const left = i >= bpp ? (out[row + i - bpp] as number) : 0;
      const above = y > 0 ? (out[up + i] as number) : 0;
      const corner = y > 0 && i >= bpp ? (out[up + i - bpp] as number) : 0;
      let value: number;
      if (type === 0) value = raw;
      else if (type === 1) value = raw + left;
      else if (type === 2) value = raw + above;
      else if (type === 3) value = raw + ((left + above) >> 1);
      else if (type === 4) {
        const p = left + above - corner;
        const pa = Math.abs(p - left);
        const pb = Math.abs(p - above);
        const pc = Math.abs(p - corner);
        value = raw + (pa <= pb && pa <= pc ? left : pb <= pc ? above : corner);
      } else return null;
      out[row + i] = value & 0xff;
    }
  }
  return out;
}

/** The image's pixels as sharp input, or null when this module leaves it alone. */
function decodable(doc: PDFDocument, stream: PDFRawStream): Sharp | null {
  const { dict } = stream;
  if (stream.transform) return null; // Encrypted: copied as it is.
  if (dict.lookup(PDFName.of('ImageMask'))?.toString() === 'true') return null;
  if (dict.get(PDFName.of('Decode')) || dict.get(PDFName.of('Mask'))) return null;
  const width = num(dict, 'Width');
  const height = num(dict, 'Height');
  const channels = components(doc, dict);
  if (!width || !height || !channels || num(dict, 'BitsPerComponent') !== 8) return null;
  const filter = dict.lookup(PDFName.of('Filter'));
  const name =
    filter instanceof PDFName
      ? filter
      : filter instanceof PDFArray && filter.size() === 1
        ? filter.lookupMaybe(0, PDFName)
        : undefined;
  if (name === PDFName.of('DCTDecode'))
    return sharp(stream.contents, { failOn: 'error', limitInputPixels: 100_000_000 });
  if (name !== PDFName.of('FlateDecode')) return null;
  const parms = dict.lookup(PDFName.of('DecodeParms'));
  const parmsDict =
    parms instanceof PDFDict
      ? parms
      : parms instanceof PDFArray
        ? parms.lookupMaybe(0, PDFDict)
        : undefined;
  const predictor = parmsDict ? (num(parmsDict, 'Predictor') ?? 1) : 1;
  if (predictor !== 1 && predictor < 10) return null; // TIFF predictor: left alone.
  // Without the predictor entry, so the library only inflates; the predictor is undone here.
  let pixels: Uint8Array = decodePDFRawStream(
    PDFRawStream.of(doc.context.obj({ Filter: 'FlateDecode' }) as PDFDict, stream.contents),
  ).decode();
  if (predictor >= 10) {
    const colors = parmsDict ? (num(parmsDict, 'Colors') ?? 1) : 1;
    const columns = parmsDict ? (num(parmsDict, 'Columns') ?? 1) : 1;
    if (colors !== channels || columns !== width) return null;
    const undone = unpredictPng(pixels, width, channels);
    if (!undone) return null;
    pixels = undone;
  }
  if (pixels.length < width * height * channels) return null;
  return sharp(pixels.subarray(0, width * height * channels), {
    raw: { width, height, channels },
    limitInputPixels: 100_000_000,
  });
}

/**
 * Downsamples the images `pages` draw, in `doc`, to fit `allowance` bytes between them (shared
 * by area); answers the bytes the pages would then add to the report. An image that would not
 * get smaller, or cannot be decoded, stays as it is.
 */
export async function shrinkPageImages(
  doc: PDFDocument,
  pages: readonly PDFPage[],
  allowance: number,
): Promise<number> {
  const images = pageImages(doc, pages);
  const imageBytes = images.reduce((sum, image) => sum + image.stream.contents.length, 0);
  const rest = pagesBytes(doc, pages) - imageBytes;
  const area = (image: ImageRef) => {
    const max = printPixels(image.page);
    const w = Math.min(max.width, num(image.stream.dict, 'Width') ?? 0);
    const h = Math.min(max.height, num(image.stream.dict, 'Height') ?? 0);
    return Math.max(1, w * h);
  };
  const totalArea = images.reduce((sum, image) => sum + area(image), 0);
  const forImages = Math.max(0, allowance - rest);
  for (const image of images) {
    const share = (forImages * area(image)) / totalArea;
    const source = image.stream.contents.length;
    const max = printPixels(image.page);
    const width = num(image.stream.dict, 'Width') ?? 0;
    const height = num(image.stream.dict, 'Height') ?? 0;
    const isJpeg = image.stream.dict.lookup(PDFName.of('Filter'))?.toString() === '/DCTDecode';
    // Already at print size and within its share: nothing to gain.
    if (isJpeg && width <= max.width && height <= max.height && source <= share) continue;
    const channels = components(doc, image.stream.dict);
    let fitted;
    try {
      const input = decodable(doc, image.stream);
      if (!input) continue;
      fitted = await fitPrintJpeg(
        channels === 1 ? input.toColourspace('b-w') : input.removeAlpha().toColourspace('srgb'),
        max,
        share,
      );
    } catch {
      continue; // Undecodable pixels: the viewer may still manage; copied as they are.
    }
    if (fitted.bytes.length >= source) continue;
    const dict = doc.context.obj({
      Type: 'XObject',
      Subtype: 'Image',
      Width: fitted.width,
      Height: fitted.height,
      ColorSpace: fitted.channels === 1 ? 'DeviceGray' : 'DeviceRGB',
      BitsPerComponent: 8,
      Filter: 'DCTDecode',
    }) as PDFDict;
    // A soft mask may have its own resolution (PDF 32000 §11.6.5.3): kept as it is.
    const smask = image.stream.dict.get(PDFName.of('SMask'));
    if (smask) dict.set(PDFName.of('SMask'), smask);
    doc.context.assign(image.ref, PDFRawStream.of(dict, fitted.bytes));
  }
  return pagesBytes(doc, pages);
}
