/**
 * A receipt PDF through pdf.js: the text of its first pages when it has a text layer,
 * else its first page rendered for OCR (a scan or a photo saved as PDF). pdf.js' worker is
 * served from our origin (a Vite asset), eval is off, and no font, cmap or wasm URL is
 * given, so it never fetches anything.
 */
import { getDocument, GlobalWorkerOptions } from 'pdfjs-dist';
import pdfWorkerUrl from 'pdfjs-dist/build/pdf.worker.min.mjs?url';
import { ReceiptReadCancelled } from '../read-receipt';
import { greyCanvas } from './image-prep';
import { PDF_MAX_PAGES, PDF_MIN_TEXT_LETTERS, PDF_RENDER_SCALE, ocrScale } from './ocr-settings';
import { pdfItemsToLines } from './pdf-lines';

GlobalWorkerOptions.workerSrc = pdfWorkerUrl;

export type PdfContent =
  { kind: 'text'; text: string } | { kind: 'scan'; canvas: HTMLCanvasElement };

export async function readPdf(file: Blob, signal: AbortSignal): Promise<PdfContent> {
  const task = getDocument({
    data: new Uint8Array(await file.arrayBuffer()),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    stopAtErrors: false,
  });
  const abort = () => void task.destroy();
  signal.addEventListener('abort', abort, { once: true });
  try {
    const doc = await task.promise;
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, PDF_MAX_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(
        ...pdfItemsToLines(content.items.flatMap((item) => ('str' in item ? [item] : []))),
      );
    }
    const text = lines.join('\n');
    if (text.replace(/[^a-z]/gi, '').length >= PDF_MIN_TEXT_LETTERS) return { kind: 'text', text };
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale =
      PDF_RENDER_SCALE * ocrScale(base.width * PDF_RENDER_SCALE, base.height * PDF_RENDER_SCALE);
    const viewport = page.getViewport({ scale });
    const canvas = document.createElement('canvas');
    canvas.width = Math.ceil(viewport.width);
    canvas.height = Math.ceil(viewport.height);
    await page.render({ canvas, viewport }).promise;
    greyCanvas(canvas);
    return { kind: 'scan', canvas };
  } catch (error) {
    if (signal.aborted) throw new ReceiptReadCancelled();
    throw error;
  } finally {
    signal.removeEventListener('abort', abort);
    void task.destroy();
  }
}
