/**
 * The receipt reader in Node for `npm run bench:ocr` (scripts/bench/bench-ocr.mjs bundles this
 * file with esbuild). Same tesseract.js worker script, core package, English data,
 * parameters and image preparation rules (receipt-reader/ocr-settings.ts), same pdf.js
 * text-to-lines code and the same domain extraction as the browser; only the pixel work
 * is sharp's instead of a canvas's (EXIF rotation, grey, scale).
 */
import { createWorker, OEM, PSM, type RecognizeOptions, type Worker } from 'tesseract.js';
import sharp from 'sharp';
import { getDocument } from 'pdfjs-dist/legacy/build/pdf.mjs';
import { extractReceiptFields, guessReceiptFields, type ReceiptFields } from '@homeledger/domain';
import {
  OCR_PARAMETERS,
  OCR_RECOGNIZE_OPTIONS,
  LAYOUT_PARAMETERS,
  PDF_MAX_PAGES,
  PDF_MIN_TEXT_LETTERS,
  PDF_RENDER_SCALE,
  CROP_PROBE_SIDE,
  ocrScale,
  receiptBox,
  textLineLengths,
  type LayoutBlock,
} from '../src/features/repairs/receipt-reader/ocr-settings';
import { readUpright } from '../src/features/repairs/receipt-reader/orientation';
import { pdfItemsToLines } from '../src/features/repairs/receipt-reader/pdf-lines';

let worker: Worker | null = null;

/** Starts the OCR worker (reading the data from `langDir`); resolves with its start time. */
export async function startOcr(langDir: string): Promise<number> {
  const started = performance.now();
  worker = await createWorker('eng', OEM.LSTM_ONLY, {
    langPath: langDir,
    gzip: true,
    cacheMethod: 'none',
  });
  await worker.setParameters({
    ...OCR_PARAMETERS,
    tessedit_pageseg_mode: OCR_PARAMETERS.tessedit_pageseg_mode as PSM,
  });
  return performance.now() - started;
}

export async function stopOcr(): Promise<void> {
  await worker?.terminate();
  worker = null;
}

async function recognize(image: Buffer): Promise<string> {
  if (!worker) throw new Error('startOcr first');
  const result = await worker.recognize(image, OCR_RECOGNIZE_OPTIONS, { text: true });
  return result.data.text;
}

/**
 * EXIF rotation, crop to the receipt, scale, grey: image-prep.ts with sharp. Exported for
 * scripts/bench/ocr-engines.mjs, which gives other engines the same picture.
 */
export async function prepare(bytes: Buffer): Promise<Buffer> {
  const upright = await sharp(bytes).rotate().toBuffer({ resolveWithObject: true });
  const probe = await sharp(upright.data)
    .resize(CROP_PROBE_SIDE, CROP_PROBE_SIDE, { fit: 'inside' })
    .greyscale()
    .raw()
    .toBuffer({ resolveWithObject: true });
  const box = receiptBox(probe.data, probe.info.width, probe.info.height);
  const { width, height } = upright.info;
  const region = box
    ? {
        left: Math.round(box.left * width),
        top: Math.round(box.top * height),
        width: Math.max(1, Math.round(box.width * width)),
        height: Math.max(1, Math.round(box.height * height)),
      }
    : { left: 0, top: 0, width, height };
  const scale = ocrScale(region.width, region.height);
  return sharp(upright.data)
    .extract(region)
    .resize(Math.round(region.width * scale), Math.round(region.height * scale))
    .greyscale()
    .png({ compressionLevel: 1 })
    .toBuffer();
}

/** reader.ts's reading with orientation.ts, the pixel work done by sharp. */
async function recognizeUpright(image: Buffer): Promise<string> {
  const { width = 0, height = 0 } = await sharp(image).metadata();
  return readUpright(
    { width, height },
    {
      read: async (turn, scale) => {
        if (turn === 0 && scale === 1) return recognize(image);
        const small = scale < 1 ? sharp(image).resize({ width: Math.round(width * scale) }) : null;
        const smallBytes = small ? await small.png({ compressionLevel: 1 }).toBuffer() : image;
        return recognize(
          await sharp(smallBytes).rotate(turn).png({ compressionLevel: 1 }).toBuffer(),
        );
      },
      lines: async () => {
        if (!worker) throw new Error('startOcr first');
        const result = await worker.recognize(
          image,
          LAYOUT_PARAMETERS as Partial<RecognizeOptions>,
          { text: false, layoutBlocks: true },
        );
        return textLineLengths(
          (result.data as { layoutBlocks?: LayoutBlock[] | null }).layoutBlocks,
        );
      },
    },
  );
}

interface NodeCanvas {
  toBuffer(type: 'image/png'): Buffer;
}

/**
 * A PDF's text layer when it has one, else its first page rendered and made grey for OCR.
 * Exported for scripts/bench/ocr-engines.mjs, which gives other engines the same page.
 */
export async function pdfTextOrPage(bytes: Buffer): Promise<{ text: string } | { image: Buffer }> {
  const doc = await getDocument({
    data: new Uint8Array(bytes),
    isEvalSupported: false,
    disableFontFace: true,
    useSystemFonts: false,
    verbosity: 0,
  }).promise;
  try {
    const lines: string[] = [];
    for (let n = 1; n <= Math.min(doc.numPages, PDF_MAX_PAGES); n++) {
      const page = await doc.getPage(n);
      const content = await page.getTextContent();
      lines.push(
        ...pdfItemsToLines(content.items.flatMap((item) => ('str' in item ? [item] : []))),
      );
    }
    const text = lines.join('\n');
    if (text.replace(/[^a-z]/gi, '').length >= PDF_MIN_TEXT_LETTERS) return { text };
    const page = await doc.getPage(1);
    const base = page.getViewport({ scale: 1 });
    const scale =
      PDF_RENDER_SCALE * ocrScale(base.width * PDF_RENDER_SCALE, base.height * PDF_RENDER_SCALE);
    const viewport = page.getViewport({ scale });
    const factory = (
      doc as unknown as {
        canvasFactory: {
          create(w: number, h: number): { canvas: NodeCanvas; context: CanvasRenderingContext2D };
        };
      }
    ).canvasFactory;
    const { canvas, context } = factory.create(
      Math.ceil(viewport.width),
      Math.ceil(viewport.height),
    );
    await page.render({
      canvas: canvas as unknown as HTMLCanvasElement,
      canvasContext: context,
      viewport,
    }).promise;
    return { image: await sharp(canvas.toBuffer('image/png')).greyscale().png().toBuffer() };
  } finally {
    await doc.destroy();
  }
}

async function readPdf(bytes: Buffer): Promise<{ text: string; ocr: boolean }> {
  const read = await pdfTextOrPage(bytes);
  return 'text' in read
    ? { text: read.text, ocr: false }
    : { text: await recognize(read.image), ocr: true };
}

/** The extraction alone, on text read before (the bench's --from-text). */
export function extractFromText(
  text: string,
  options: { today: string; locale?: string },
): {
  fields: ReceiptFields;
  suggestions: Partial<ReceiptFields>;
  confidence: Record<keyof ReceiptFields, number>;
  text: string;
} {
  const { suggestions = {}, ...fields } = extractReceiptFields(text, options);
  const guesses = guessReceiptFields(text, options);
  const confidence = Object.fromEntries(
    Object.entries(guesses).map(([name, guess]) => [name, guess.confidence]),
  ) as Record<keyof ReceiptFields, number>;
  return { fields, suggestions, confidence, text };
}

export async function readReceiptBytes(
  bytes: Buffer,
  kind: 'image' | 'pdf',
  today: string,
  locale?: string,
): Promise<ReturnType<typeof extractFromText> & { ocr: boolean }> {
  const read =
    kind === 'pdf'
      ? await readPdf(bytes)
      : { text: await recognizeUpright(await prepare(bytes)), ocr: true };
  return { ...read, ...extractFromText(read.text, { today, locale }) };
}
