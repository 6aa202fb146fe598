/**
 * OCR in a Web Worker with tesseract.js: the worker script, the wasm core (LSTM-only) and
 * the English "best_int" data all come from our origin (Vite assets, and the data copied
 * by web/vite.config.ts `ocrLanguageData`), never from tesseract's default CDN. The
 * worker is kept for the next receipt and ended after a while unused, or at once on
 * Cancel (tesseract cannot stop a recognition half way).
 */
import { createWorker, OEM, PSM, type RecognizeOptions, type Worker } from 'tesseract.js';
import workerUrl from 'tesseract.js/dist/worker.min.js?url';
import coreUrl from 'tesseract.js-core/tesseract-core-lstm.wasm.js?url';
import coreSimdUrl from 'tesseract.js-core/tesseract-core-simd-lstm.wasm.js?url';
import { ReceiptReadCancelled } from '../read-receipt';
import {
  LAYOUT_PARAMETERS,
  OCR_PARAMETERS,
  OCR_RECOGNIZE_OPTIONS,
  textLineLengths,
  type LayoutBlock,
  type TextLineLengths,
} from './ocr-settings';

/** Where web/vite.config.ts puts @tesseract.js-data/eng/4.0.0_best_int (versioned: cached for good). */
export const OCR_LANG_PATH = '/ocr/eng-4.0.0_best_int';

const IDLE_MS = 2 * 60_000;

// The smallest module using a SIMD instruction (as wasm-feature-detect's probe): every
// current browser has SIMD; the plain core is for the few that do not.
const SIMD_PROBE = new Uint8Array([
  0, 97, 115, 109, 1, 0, 0, 0, 1, 5, 1, 96, 0, 1, 123, 3, 2, 1, 0, 10, 10, 1, 8, 0, 65, 0, 253, 15,
  253, 98, 11,
]);

let worker: Promise<Worker> | null = null;
let idle: ReturnType<typeof setTimeout> | undefined;
let report: ((status: string, progress: number) => void) | null = null;

function startWorker(): Promise<Worker> {
  worker ??= createWorker('eng', OEM.LSTM_ONLY, {
    workerPath: workerUrl,
    corePath: WebAssembly.validate(SIMD_PROBE) ? coreSimdUrl : coreUrl,
    langPath: OCR_LANG_PATH,
    gzip: true,
    // A same-origin worker script, not a blob: copy (worker-src 'self').
    workerBlobURL: false,
    // The browser's HTTP cache keeps the data (immutable, versioned path); tesseract's
    // own IndexedDB copy would be a second, unversioned one.
    cacheMethod: 'none',
    logger: (m: { status: string; progress: number }) => report?.(m.status, m.progress),
  }).then(
    async (started) => {
      await started.setParameters({
        ...OCR_PARAMETERS,
        tessedit_pageseg_mode: OCR_PARAMETERS.tessedit_pageseg_mode as PSM,
      });
      return started;
    },
    (error: unknown) => {
      worker = null;
      throw error;
    },
  );
  return worker;
}

async function endWorker(): Promise<void> {
  const ending = worker;
  worker = null;
  clearTimeout(idle);
  if (ending) await ending.then((w) => w.terminate()).catch(() => undefined);
}

/** Loading the worker, core and data is the first 40 %; recognising the rest. */
export const OCR_STARTED_PERCENT = 40;

function overall(status: string, progress: number): number {
  const p = Math.max(0, Math.min(1, progress || 0));
  if (status === 'recognizing text') return OCR_STARTED_PERCENT + (100 - OCR_STARTED_PERCENT) * p;
  if (status.includes('traineddata')) return 10 + 25 * p;
  if (status.includes('api')) return 35 + 5 * p;
  return 10 * p;
}

export async function recognizeText(
  image: HTMLCanvasElement,
  options: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<string> {
  const result = await onWorker(
    (w) => w.recognize(image, OCR_RECOGNIZE_OPTIONS, { text: true }),
    options,
  );
  return result.data.text;
}

/** The text lines of tesseract's layout analysis alone: no recognition (see orientation.ts). */
export async function findTextLines(
  image: HTMLCanvasElement,
  options: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<TextLineLengths> {
  const result = await onWorker(
    (w) =>
      // Per-call tesseract parameters (restored after the call), which the typings leave out.
      w.recognize(image, LAYOUT_PARAMETERS as Partial<RecognizeOptions>, {
        text: false,
        layoutBlocks: true,
      }),
    options,
  );
  // The typings leave out the layout analysis's output too.
  return textLineLengths((result.data as { layoutBlocks?: LayoutBlock[] | null }).layoutBlocks);
}

/** One job on the shared worker, started if need be; Cancel ends the worker. */
async function onWorker<T>(
  job: (w: Worker) => Promise<T>,
  { signal, onProgress }: { signal: AbortSignal; onProgress: (percent: number) => void },
): Promise<T> {
  if (signal.aborted) throw new ReceiptReadCancelled();
  clearTimeout(idle);
  let highest = 0;
  report = (status, progress) => {
    highest = Math.max(highest, overall(status, progress));
    onProgress(highest);
  };
  let onAbort = () => {};
  const aborted = new Promise<never>((_, reject) => {
    onAbort = () => {
      void endWorker();
      reject(new ReceiptReadCancelled());
    };
    signal.addEventListener('abort', onAbort, { once: true });
  });
  try {
    return await Promise.race([startWorker().then(job), aborted]);
  } finally {
    signal.removeEventListener('abort', onAbort);
    report = null;
    if (worker) idle = setTimeout(() => void endWorker(), IDLE_MS);
  }
}
