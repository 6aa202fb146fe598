/**
 * Reading a photo or scan the right way up when it was taken sideways (no EXIF orientation).
 * One home for the browser reader (reader.ts) and the Node bench (web/bench/ocr-node-reader.ts),
 * so the bench times the browser's steps; the OCR and the pixel work come in as `steps`.
 */
import {
  LAYOUT_FIRST_RATIO,
  ORIENTATION_DOUBT_BELOW,
  ORIENTATION_MIN_GAIN,
  ORIENTATION_PROBE_BELOW,
  ORIENTATION_TURNS,
  orientationProbeScale,
  readableShare,
  textLinesRun,
  type TextLineLengths,
} from './ocr-settings';

export interface OrientationSteps {
  /** The OCR text of the image turned clockwise by `turn` degrees and scaled by `scale` (≤ 1). */
  read(turn: number, scale: number): Promise<string>;
  /** The text lines tesseract's layout analysis finds on the image as it is. */
  lines(): Promise<TextLineLengths>;
}

/**
 * The image's reading, turned the right way up. An upright image is read once. Tesseract's
 * layout analysis alone (a tenth of a read) says which way the text lines run:
 * - asked first of a wide image (LAYOUT_FIRST_RATIO: receipts and invoices are portrait, a
 *   sideways one is wide), so that a sideways photo is not read as letter soup first;
 * - otherwise asked only when the reading came out as letter soup or doubtful
 *   (ORIENTATION_DOUBT_BELOW); a doubtful one is turned only when its lines run down.
 * Lines across: upright; soup is the print (crumpled, faint, not Latin script) and is kept.
 * Lines down: sideways; read whole turned 90°, and 270° only when that did not read well.
 * Too few lines to tell: a copy at half scale is read at both quarter turns, and the whole
 * image again turned the way that reads clearly better.
 */
export async function readUpright(
  { width, height }: { width: number; height: number },
  steps: OrientationSteps,
): Promise<string> {
  const runOf = async () => textLinesRun(await steps.lines(), width, height);
  const early = width >= LAYOUT_FIRST_RATIO * height ? await runOf() : undefined;
  if (early === 'down') {
    const turned = await readTurned(steps, 0);
    if (turned.share >= ORIENTATION_PROBE_BELOW) return turned.text;
    // Neither turn reads well: the layout was wrong, or the print is hard either way.
    const text = await steps.read(0, 1);
    return turned.share >= readableShare(text) + ORIENTATION_MIN_GAIN ? turned.text : text;
  }
  const text = await steps.read(0, 1);
  const share = readableShare(text);
  if (share >= ORIENTATION_DOUBT_BELOW) return text;
  const run = early === undefined ? await runOf() : early;
  if (run === 'across') return text;
  // A doubtful reading is kept unless its lines run down: the probes are for soup only.
  if (share >= ORIENTATION_PROBE_BELOW && run !== 'down') return text;
  if (run === 'down') {
    const turned = await readTurned(steps, share);
    return turned.share >= share + ORIENTATION_MIN_GAIN ? turned.text : text;
  }
  const probeScale = orientationProbeScale(width, height);
  let best = { turn: 0, share, text: '' };
  for (const turn of ORIENTATION_TURNS) {
    const probe = await steps.read(turn, probeScale);
    const probed = readableShare(probe);
    if (probed > best.share) best = { turn, share: probed, text: probe };
  }
  if (best.turn === 0 || best.share < share + ORIENTATION_MIN_GAIN) return text;
  // A probe of the whole image is already the reading.
  if (probeScale === 1) return best.text;
  return steps.read(best.turn, 1);
}

/**
 * The better of the whole image's readings at the quarter turns, stopping at the first that
 * reads well and clearly better than `share` (the upright reading's, 0 when not read).
 */
async function readTurned(steps: OrientationSteps, share: number) {
  let best = { share: 0, text: '' };
  for (const turn of ORIENTATION_TURNS) {
    const text = await steps.read(turn, 1);
    const turnedShare = readableShare(text);
    if (turnedShare > best.share) best = { share: turnedShare, text };
    if (best.share >= ORIENTATION_PROBE_BELOW && best.share >= share + ORIENTATION_MIN_GAIN) break;
  }
  return best;
}
