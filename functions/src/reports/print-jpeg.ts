/**
 * Images at print resolution for the report (issue #29): a receipt's pixels are decoded once,
 * downscaled to at most PRINT_DPI at the size they are drawn, then encoded as JPEG down a
 * quality ladder until they fit the bytes they are allowed (the appendix's budget,
 * appendix-budget.ts). Only the downscaled pixels stay in memory, one image at a time.
 */
import sharp, { type Sharp } from 'sharp';

/** Print resolution: what a page of a receipt needs to be read on paper or on screen. */
export const PRINT_DPI = 150;

/**
 * The steps tried in turn while an image is over its allowance: scale of the print-size
 * pixels and JPEG quality. The last (≈ 60 dpi) still reads as a receipt; past it the
 * receipt is left to the ZIP rather than printed illegibly.
 */
export const QUALITY_LADDER = [
  { scale: 1, quality: 70, relative: 8.6 },
  { scale: 0.8, quality: 60, relative: 4.45 },
  { scale: 0.6, quality: 50, relative: 2.3 },
  { scale: 0.4, quality: 45, relative: 1 },
] as const;
// `relative`: a step's size over the last step's, as measured on scanned pages and photos
// (bench:report's inputs); it only picks the first step to try, every step is checked.

/** How much of the allowance a predicted size may take for its step to be tried. */
const PREDICTION_MARGIN = 0.9;

export interface PrintJpeg {
  bytes: Uint8Array;
  width: number;
  height: number;
  /** 1 (gray) or 3 (RGB): what the PDF's /ColorSpace must say. */
  channels: 1 | 3;
}

/** The pixel box `points` (PDF units, 1/72 in) covers at PRINT_DPI. */
export function printPixels(points: { width: number; height: number }) {
  return {
    width: Math.max(1, Math.ceil((Math.abs(points.width) / 72) * PRINT_DPI)),
    height: Math.max(1, Math.ceil((Math.abs(points.height) / 72) * PRINT_DPI)),
  };
}

/**
 * `image` (a sharp pipeline: orientation, flattening, colour space already set by the caller)
 * as a JPEG no larger than `max` pixels, down the ladder until it is ≤ `allowance` bytes, else
 * the ladder's last step. Throws when sharp cannot read it.
 */
export async function fitPrintJpeg(
  image: Sharp,
  max: { width: number; height: number },
  allowance: number,
): Promise<PrintJpeg> {
  const { data, info } = await image
    .resize({ ...max, fit: 'inside', withoutEnlargement: true })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const channels = info.channels === 1 ? 1 : 3;
  if (info.channels !== 1 && info.channels !== 3)
    throw new Error(`Unexpected ${info.channels} channels after flattening`);
  const encode = async (index: number): Promise<PrintJpeg> => {
    const step = QUALITY_LADDER[index] as (typeof QUALITY_LADDER)[number];
    const width = Math.max(1, Math.round(info.width * step.scale));
    const height = Math.max(1, Math.round(info.height * step.scale));
    let pipeline = sharp(data, { raw: { width: info.width, height: info.height, channels } });
    if (step.scale !== 1) pipeline = pipeline.resize(width, height, { fit: 'fill' });
    // Said explicitly: sharp would otherwise write one gray channel as three (sRGB).
    const bytes = await pipeline
      .toColourspace(channels === 1 ? 'b-w' : 'srgb')
      .jpeg({ quality: step.quality })
      .toBuffer();
    return { bytes, width, height, channels };
  };
  // The last step first (the cheapest to encode): it predicts the others' sizes, so the step
  // tried next is likely the best that fits, and an image rarely goes down more than once.
  const last = QUALITY_LADDER.length - 1;
  const probe = await encode(last);
  // With a margin: a step predicted just under the allowance often lands just over it, and
  // trying it costs an encode of the largest size for nothing.
  let index = QUALITY_LADDER.findIndex(
    (step) => probe.bytes.length * step.relative <= allowance * PREDICTION_MARGIN,
  );
  if (index === -1 || index === last) return probe;
  let best = probe;
  for (; index < last; index++) {
    const jpeg = await encode(index);
    if (jpeg.bytes.length <= allowance) return jpeg;
    if (jpeg.bytes.length < best.bytes.length) best = jpeg;
  }
  return best;
}
