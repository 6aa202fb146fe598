/**
 * Reads a chosen receipt in the browser (the lazy chunk behind read-receipt.ts): a PDF's
 * text layer through pdf.js; a scanned PDF's first page, a JPEG or a PNG through
 * tesseract.js OCR after image preparation; then the pure field extraction of the domain.
 * Nothing leaves the browser.
 */
import { extractReceiptFields, receiptContentType, type ReceiptReading } from '@homeledger/domain';
import { ReceiptReadCancelled, type ReadReceiptOptions } from '../read-receipt';
import { prepareImage, turnedCanvas } from './image-prep';
import { findTextLines, OCR_STARTED_PERCENT, recognizeText } from './ocr';
import { readUpright } from './orientation';

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
    const shown = scaled(onProgress, 5);
    const quiet = { signal, onProgress: () => undefined };
    // The progress bar follows the first read (it starts the worker): a layout analysis
    // before it shows the worker starting, no more; later reads are quick.
    let first = true;
    text = await readUpright(canvas, {
      read: (turn, scale) => {
        const image = turn === 0 && scale === 1 ? canvas : turnedCanvas(canvas, turn, scale);
        const reading = recognizeText(image, first ? { signal, onProgress: shown } : quiet);
        first = false;
        return reading;
      },
      lines: () =>
        findTextLines(
          canvas,
          first ? { signal, onProgress: (p) => shown(Math.min(p, OCR_STARTED_PERCENT)) } : quiet,
        ),
    });
  }
  cancelled();
  return extractReceiptFields(text, { today, locale });
}

/** OCR's 0–100 onto what is left after the preparation's share. */
function scaled(onProgress: (percent: number) => void, from: number) {
  return (percent: number) => onProgress(from + ((100 - from) * percent) / 100);
}
