/**
 * Turning a photo taken sideways (no EXIF orientation) the right way up, once its first
 * reading came out as letter soup. One home for the browser reader (reader.ts) and the Node
 * bench (web/bench/ocr-node-reader.ts), so the bench times the browser's steps; the OCR and
 * the pixel work come in as `steps`.
 */
import {
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
 * The reading of the image the right way up, given its first reading `text`. A photo that
 * read well costs nothing more. Letter soup asks the layout analysis (a tenth of a read)
 * which way the text lines run:
 * - across: the image is upright and the soup is the print (crumpled, faint, not Latin
 *   script); turning it would not help, so it is not tried;
 * - down: the photo is sideways; the whole image is read turned 90°, and 270° only when
 *   that did not read clearly better (no quarter-scale probes first: they cost as much as
 *   the read they choose);
 * - unclear (few lines found): a copy at half scale is read at both quarter turns, and the
 *   whole image again turned the way that reads clearly better.
 */
export async function readUpright(
  text: string,
  { width, height }: { width: number; height: number },
  steps: OrientationSteps,
): Promise<string> {
  const share = readableShare(text);
  if (share >= ORIENTATION_PROBE_BELOW) return text;
  const run = textLinesRun(await steps.lines(), width, height);
  if (run === 'across') return text;
  const better = (probed: number) => probed >= share + ORIENTATION_MIN_GAIN;
  if (run === 'down') {
    let best = { share, text };
    for (const turn of ORIENTATION_TURNS) {
      const turned = await steps.read(turn, 1);
      const turnedShare = readableShare(turned);
      if (turnedShare > best.share) best = { share: turnedShare, text: turned };
      if (best.share >= ORIENTATION_PROBE_BELOW && better(best.share)) return best.text;
    }
    return better(best.share) ? best.text : text;
  }
  const probeScale = orientationProbeScale(width, height);
  let best = { turn: 0, share, text: '' };
  for (const turn of ORIENTATION_TURNS) {
    const probe = await steps.read(turn, probeScale);
    const probed = readableShare(probe);
    if (probed > best.share) best = { turn, share: probed, text: probe };
  }
  if (best.turn === 0 || !better(best.share)) return text;
  // A probe of the whole image is already the reading.
  if (probeScale === 1) return best.text;
  return steps.read(best.turn, 1);
}
