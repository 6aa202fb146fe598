/**
 * How a receipt image is prepared and read by OCR: shared by the browser reader
 * (ocr.ts, image-prep.ts) and the Node benchmark (scripts/bench/bench-ocr.mjs), so the numbers
 * the bench prints are the browser's. Pure: no DOM, no tesseract import.
 */

/**
 * Tesseract's parameters: page segmentation "single block" (receipts are one column of
 * lines), spaces kept so a label and its amount stay apart, and no second pass over each
 * line looking for white-on-black text (receipts have none; it costs about a third of
 * the recognition time).
 */
export const OCR_PARAMETERS = {
  tessedit_pageseg_mode: '6',
  preserve_interword_spaces: '1',
  tessedit_do_invert: '0',
} as const;

/** Recognition options: straighten a skewed photo by the angle of its text lines. */
export const OCR_RECOGNIZE_OPTIONS = { rotateAuto: true } as const;

/**
 * Tesseract reads best when capital letters are ~30 px tall. Phone photos of a receipt
 * arrive at 3000–4000 px; till receipts are narrow. Scale the longer side into this range
 * (never up by more than 2×: upscaling a small image only adds blur). A narrow till receipt
 * (NARROW_RATIO or longer) is shrunk by area instead, to the pixels of a 4:3 picture with
 * OCR_MAX_SIDE: scaled to a 1400 px height its text is too small (a 1:3 receipt's digits
 * were misread), and its few columns cost little more to read.
 */
export const OCR_MAX_SIDE = 1400;
export const OCR_MAX_PIXELS = (OCR_MAX_SIDE * OCR_MAX_SIDE * 3) / 4;
export const OCR_MIN_SIDE = 1200;
export const NARROW_RATIO = 2;

export function ocrScale(width: number, height: number): number {
  const longer = Math.max(width, height);
  if (longer <= 0) return 1;
  if (longer > OCR_MAX_SIDE) {
    const byLonger = OCR_MAX_SIDE / longer;
    if (longer < NARROW_RATIO * Math.min(width, height)) return byLonger;
    return Math.max(byLonger, Math.min(1, Math.sqrt(OCR_MAX_PIXELS / (width * height))));
  }
  if (longer < OCR_MIN_SIDE) return Math.min(2, OCR_MIN_SIDE / longer);
  return 1;
}

/** A scanned PDF page is rendered at this many CSS pixels per PDF point before OCR. */
export const PDF_RENDER_SCALE = 2;

/**
 * A PDF whose text layer has fewer letters than this is a scan (or a photo saved as PDF):
 * read its first page by OCR instead.
 */
export const PDF_MIN_TEXT_LETTERS = 20;

/** Only the first pages hold a receipt's business, date and total. */
export const PDF_MAX_PAGES = 2;

/** ITU-R BT.601 luma, the grey tesseract itself would compute. */
export function luma(r: number, g: number, b: number): number {
  return Math.round(0.299 * r + 0.587 * g + 0.114 * b);
}

/** RGBA pixels to grey in place (alpha kept). */
export function toGreyscale(pixels: Uint8ClampedArray): void {
  for (let i = 0; i + 3 < pixels.length; i += 4) {
    const y = luma(pixels[i]!, pixels[i + 1]!, pixels[i + 2]!);
    pixels[i] = y;
    pixels[i + 1] = y;
    pixels[i + 2] = y;
  }
}

/**
 * How much of an OCR text reads as words or numbers (0–1, by characters): a photo taken
 * sideways without an EXIF orientation comes out as letter soup, which tesseract's
 * deskewing (small angles only) does not fix.
 */
export function readableShare(text: string): number {
  let good = 0;
  let total = 0;
  for (const token of text.split(/\s+/)) {
    if (token === '') continue;
    total += token.length;
    const letters = token.replace(/[^\p{L}]/gu, '');
    const word =
      letters.length >= 3 &&
      letters.length >= 0.7 * token.length &&
      /[aeiouy]/i.test(letters) &&
      !/(\p{L})\1\1/u.test(letters) &&
      // Case changing inside a word ("gREEES", "uBpEcass") is OCR of sideways text.
      !/\p{Ll}\p{Lu}/u.test(letters.slice(1)) &&
      !/[b-df-hj-np-tv-xz]{5,}/i.test(letters);
    if (word || /^[\d.,:/$€%-]+$/.test(token)) good += token.length;
  }
  return total === 0 ? 0 : good / total;
}

/** Below this share the image may be sideways: the quarter turns are tried on a small copy. */
export const ORIENTATION_PROBE_BELOW = 0.62;
/**
 * Between ORIENTATION_PROBE_BELOW and this share a reading is doubtful: sideways text in
 * Chromium read 0.64 ("Nae", "0388", "§i65"), and so do faint or crumpled upright receipts.
 * Such a reading is turned only when the layout analysis finds its lines running down.
 */
export const ORIENTATION_DOUBT_BELOW = 0.75;
/** A quarter turn is taken only when its copy reads this much better than the original. */
export const ORIENTATION_MIN_GAIN = 0.15;
/** The probes read a copy scaled by this (a quarter of the pixels: quick)… */
export const ORIENTATION_PROBE_SCALE = 0.5;
/**
 * …but never with its longer side under this many pixels: a small photo's text halved is
 * too small to read either way, and its turn is then missed (a receipt photographed
 * sideways at 960 × 720 read as soup at every turn).
 */
export const ORIENTATION_PROBE_MIN_SIDE = 800;

/** The scale of the orientation probes' copy of a `width` × `height` image (at most 1). */
export function orientationProbeScale(width: number, height: number): number {
  const longer = Math.max(width, height);
  if (longer <= 0) return 1;
  return Math.min(1, Math.max(ORIENTATION_PROBE_SCALE, ORIENTATION_PROBE_MIN_SIDE / longer));
}
/** Clockwise quarter turns tried, in degrees: sideways photos first. */
export const ORIENTATION_TURNS = [90, 270] as const;

/**
 * Tesseract's layout analysis alone (no recognition: a tenth of a read) in automatic page
 * segmentation, the one mode that finds text lines running down the page as well as across.
 */
export const LAYOUT_PARAMETERS = { tessedit_pageseg_mode: '3' } as const;

/** What the layout analysis returns, as far as the orientation needs it. */
export interface LayoutBlock {
  paragraphs: { lines: { baseline: { x0: number; y0: number; x1: number; y1: number } }[] }[];
}

/** Total length in pixels of the text lines running across the image and down it. */
export interface TextLineLengths {
  across: number;
  down: number;
}

export function textLineLengths(
  blocks: readonly LayoutBlock[] | null | undefined,
): TextLineLengths {
  const lengths = { across: 0, down: 0 };
  for (const block of blocks ?? [])
    for (const paragraph of block.paragraphs)
      for (const { baseline } of paragraph.lines) {
        const dx = Math.abs(baseline.x1 - baseline.x0);
        const dy = Math.abs(baseline.y1 - baseline.y0);
        if (dy > dx) lengths.down += dy;
        else lengths.across += dx;
      }
  return lengths;
}

/**
 * An image at least this much wider than tall is asked which way its lines run before it
 * is read. A receipt or invoice is portrait, so one photographed sideways is wide: an A4
 * page 1.41, a till receipt more. An upright receipt photographed on a table in a 4:3 frame
 * stays under it (the synthetic photos: 1.13–1.32), and skips the layout analysis.
 */
export const LAYOUT_FIRST_RATIO = 1.35;

/** One direction holds at least this share of the lines' length for the layout to decide… */
export const LINES_CLEAR_SHARE = 0.8;
/** …and the lines add up to at least this many times the image's longer side. */
export const LINES_MIN_SIDES = 0.5;

/**
 * Which way an image's text lines run, or null when the layout cannot tell (too few lines
 * found, as on crumpled or non-Latin receipts, or no clear majority). Lines running down mean
 * the photo is sideways, though not which way round.
 */
export function textLinesRun(
  { across, down }: TextLineLengths,
  width: number,
  height: number,
): 'across' | 'down' | null {
  const total = across + down;
  if (total <= 0 || total < LINES_MIN_SIDES * Math.max(width, height)) return null;
  if (down >= LINES_CLEAR_SHARE * total) return 'down';
  if (across >= LINES_CLEAR_SHARE * total) return 'across';
  return null;
}

/** The receipt is looked for on a grey copy whose longer side is this many pixels. */
export const CROP_PROBE_SIDE = 600;
/** A crop is taken only when it leaves out at least this share of the image's area. */
export const CROP_MIN_SAVING = 0.25;

/** Part of an image, in fractions of its width and height (0–1). */
export interface ImageBox {
  left: number;
  top: number;
  width: number;
  height: number;
}

/**
 * Where the receipt is on a photo or scan, from a small grey copy (`grey`: one byte per
 * pixel, row by row), or null to read the whole image. A receipt photographed on a table or
 * scanned on an A4 page is a small part of the picture, and scaling the whole picture for OCR
 * leaves its text too small to read. Two steps, both on column and row profiles:
 * - paper: pixels brighter than Otsu's threshold; the columns that are mostly paper, first
 *   to last. This leaves out a dark table or a scanner's black border beside the receipt
 *   (rows are not cut this way: a receipt's lower half is often in shadow).
 * - ink: within the paper, edge pixels (letters and lines); the extent of the columns and
 *   rows that hold some. This leaves out a plain background the threshold took for paper
 *   (cardboard, the white of a scanner lid) around a narrow till receipt.
 * The box gets a margin, and is taken only when it saves at least CROP_MIN_SAVING of the area.
 */
export function receiptBox(
  grey: ArrayLike<number>,
  width: number,
  height: number,
): ImageBox | null {
  if (width < 16 || height < 16 || grey.length < width * height) return null;
  const histogram = new Array<number>(256).fill(0);
  for (let i = 0; i < width * height; i++) histogram[grey[i]!]!++;
  const paperFrom = otsuThreshold(histogram);
  const at = (x: number, y: number) => grey[y * width + x]!;
  // Ink is an edge: a pixel whose neighbours differ sharply (letters, lines), which a plain
  // background never has, however bright or dark it is.
  const ink = (x: number, y: number) =>
    x > 0 &&
    y > 0 &&
    x < width - 1 &&
    y < height - 1 &&
    Math.max(Math.abs(at(x + 1, y) - at(x - 1, y)), Math.abs(at(x, y + 1) - at(x, y - 1))) >=
      INK_EDGE;

  const columns = extent(width, (x) => {
    let paper = 0;
    for (let y = 0; y < height; y++) if (at(x, y) >= paperFrom) paper++;
    return paper >= 0.5 * height;
  });
  if (!columns) return null;
  const rows = { from: 0, to: height - 1 };
  const inkColumns: number[] = [];
  const inkRows: number[] = [];
  for (let x = columns.from; x <= columns.to; x++) {
    let count = 0;
    for (let y = rows.from; y <= rows.to; y++) if (ink(x, y)) count++;
    if (count >= Math.max(INK_MIN, INK_SHARE * (rows.to - rows.from + 1))) inkColumns.push(x);
  }
  for (let y = rows.from; y <= rows.to; y++) {
    let count = 0;
    for (let x = columns.from; x <= columns.to; x++) if (ink(x, y)) count++;
    if (count >= Math.max(INK_MIN, INK_SHARE * (columns.to - columns.from + 1))) inkRows.push(y);
  }
  if (inkColumns.length < 4 || inkRows.length < 4) return null;
  const margin = Math.round(0.03 * Math.max(width, height));
  const left = Math.max(columns.from, inkColumns[0]! - margin);
  const right = Math.min(columns.to, inkColumns.at(-1)! + margin);
  const top = Math.max(rows.from, inkRows[0]! - margin);
  const bottom = Math.min(rows.to, inkRows.at(-1)! + margin);
  const box = {
    left: left / width,
    top: top / height,
    width: (right - left + 1) / width,
    height: (bottom - top + 1) / height,
  };
  return box.width * box.height <= 1 - CROP_MIN_SAVING ? box : null;
}

/** An edge of ink: neighbours this many grey levels apart. */
const INK_EDGE = 40;
/**
 * A column or row holds ink when this share of its pixels (and at least INK_MIN) are edges:
 * a line of text has many, a stamp or a punched hole beside the receipt few.
 */
const INK_SHARE = 0.02;
const INK_MIN = 3;

/** Otsu's threshold of a 256-level histogram: the level that best splits it in two classes. */
export function otsuThreshold(histogram: readonly number[]): number {
  let total = 0;
  let sum = 0;
  for (let level = 0; level < 256; level++) {
    total += histogram[level]!;
    sum += level * histogram[level]!;
  }
  let below = 0;
  let belowSum = 0;
  let best = { level: 128, spread: -1 };
  for (let level = 0; level < 256; level++) {
    below += histogram[level]!;
    if (below === 0) continue;
    const above = total - below;
    if (above === 0) break;
    belowSum += level * histogram[level]!;
    const gap = belowSum / below - (sum - belowSum) / above;
    const spread = below * above * gap * gap;
    if (spread > best.spread) best = { level: level + 1, spread };
  }
  return best.level;
}

/** The first and last index where `inside` holds (never a cut inside the receipt). */
function extent(
  length: number,
  inside: (index: number) => boolean,
): { from: number; to: number } | null {
  let from = -1;
  let to = -1;
  for (let i = 0; i < length; i++) {
    if (!inside(i)) continue;
    if (from < 0) from = i;
    to = i;
  }
  return from < 0 ? null : { from, to };
}
