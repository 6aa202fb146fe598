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
 * (never up by more than 2×: upscaling a small image only adds blur).
 */
export const OCR_MAX_SIDE = 1400;
export const OCR_MIN_SIDE = 1200;

export function ocrScale(width: number, height: number): number {
  const longer = Math.max(width, height);
  if (longer <= 0) return 1;
  if (longer > OCR_MAX_SIDE) return OCR_MAX_SIDE / longer;
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
/** A quarter turn is taken only when its copy reads this much better than the original. */
export const ORIENTATION_MIN_GAIN = 0.15;
/** The probes read a copy scaled by this (a quarter of the pixels: quick). */
export const ORIENTATION_PROBE_SCALE = 0.5;
/** Clockwise quarter turns tried, in degrees: sideways photos first. */
export const ORIENTATION_TURNS = [90, 270] as const;
