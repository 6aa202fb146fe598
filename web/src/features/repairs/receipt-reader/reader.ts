/**
 * Reads a chosen receipt in the browser (the lazy chunk behind read-receipt.ts): a PDF's
 * text layer through pdf.js; a scanned PDF's first page, a JPEG or a PNG through
 * tesseract.js OCR after image preparation; then the pure field extraction of the domain.
 * Nothing leaves the browser.
 */
import { extractReceiptFields, receiptContentType, type ReceiptReading } from '@homeledger/domain';
import { ReceiptReadCancelled, type ReadReceiptOptions } from '../read-receipt';
import { prepareImage, turnedCanvas } from './image-prep';
import { recognizeText } from './ocr';
import {
  ORIENTATION_MIN_GAIN,
  ORIENTATION_PROBE_BELOW,
  ORIENTATION_TURNS,
  orientationProbeScale,
  readableShare,
} from './ocr-settings';

export async function readReceiptFile(
  file: File,
  { signal, onProgress, today, locale }: ReadReceiptOptions,
): Promise<ReceiptReading> {
  const cancelled = () => {
    if (signal.aborted) throw new ReceiptReadCancelled();
  };
  onProgress(0);
  let text: string;
  if (receiptContentType(file.name, file.type) === 'application/pdf') {
    // pdf.js (~90 KB gzip) only for PDFs: a photo never loads it.
    const { readPdf } = await import('./pdf');
    const pdf = await readPdf(file, signal);
    cancelled();
    if (pdf.kind === 'text') {
      onProgress(100);
      text = pdf.text;
    } else {
      onProgress(10);
      text = await recognizeText(pdf.canvas, { signal, onProgress: scaled(onProgress, 10) });
    }
  } else {
    const canvas = await prepareImage(file);
    cancelled();
    onProgress(5);
    text = await recognizeText(canvas, { signal, onProgress: scaled(onProgress, 5) });
    text = await upright(canvas, text, signal);
  }
  cancelled();
  return extractReceiptFields(text, { today, locale });
}

/**
 * A photo taken sideways (no EXIF orientation) reads as letter soup: read a small copy
 * turned each quarter turn, and read the whole image again turned the way that reads
 * clearly better. Costs nothing on a photo that read well.
 */
async function upright(canvas: HTMLCanvasElement, text: string, signal: AbortSignal) {
  const share = readableShare(text);
  if (share >= ORIENTATION_PROBE_BELOW) return text;
  const quiet = { signal, onProgress: () => undefined };
  const probeScale = orientationProbeScale(canvas.width, canvas.height);
  let best = { turn: 0, share, text: '' };
  for (const turn of ORIENTATION_TURNS) {
    const probe = await recognizeText(turnedCanvas(canvas, turn, probeScale), quiet);
    const probed = readableShare(probe);
    if (probed > best.share) best = { turn, share: probed, text: probe };
  }
  if (best.turn === 0 || best.share < share + ORIENTATION_MIN_GAIN) return text;
  // A probe of the whole image is already the reading.
  if (probeScale === 1) return best.text;
  return recognizeText(turnedCanvas(canvas, best.turn), quiet);
}

/** OCR's 0–100 onto what is left after the preparation's share. */
function scaled(onProgress: (percent: number) => void, from: number) {
  return (percent: number) => onProgress(from + ((100 - from) * percent) / 100);
}
