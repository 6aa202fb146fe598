// @ts-check
// npm run bench:ocr — reading receipts: accuracy per field and time per receipt.
//
//   node scripts/bench/bench-ocr.mjs [--photos N] [--text-pdfs N] [--scan-pdfs N] [--seed N] [--verbose]
//   node scripts/bench/bench-ocr.mjs --corpus ../shared/receipts [--synthetic] [--verbose]
//                                    [--only NAME,…] [--from-text RUN.json] [--locale en-US]
//
// Two sets of receipts:
// - synthetic (the default, and the regression set; with --corpus only when --synthetic is
//   given): scripts/bench/ocr-receipts.mjs makes invoices, till receipts and service tickets
//   in seven fonts; phone photos degraded with sharp, text PDFs, scanned PDFs, each with the
//   contractor, date and total it shows. Default 28 + 10 + 10 = 48.
// - a corpus (--corpus DIR, relative to the repository's root or absolute): real documents
//   with a truth.json beside them ({ file: { vendor, vendorAlt?, date, totalCents, kind,
//   country, style } }). Read from where they are; never copied into the repository.
//
// Each document is read in Node with the browser reader's code (web/bench/ocr-node-reader.ts,
// bundled here with esbuild): the tesseract.js worker, core and English best_int data from
// node_modules, the same OCR parameters and preparation, pdf.js, and the domain's extraction.
// --from-text RUN.json re-runs only the extraction on the text a previous run saved (no OCR,
// no times): for working on the extraction.
//
// Scoring (scripts/bench/ocr-scoring.mjs, shared with ocr-engines.mjs), per field: right (equal to the truth, or both empty), wrong (filled and not equal:
// the case that matters, people trust a filled field) or empty (nothing filled though the
// document shows it). A low-confidence value the reader returns only as a suggestion counts
// as empty; the bench also counts how many of those suggestions were right.
// - total: integer cents in the document's currency (yen and rupiah × 100, as truth.json).
// - date: `yyyy-MM-dd`, equal.
// - vendor: equal to the vendor or one of its vendorAlt once both are normalised: case,
//   accents, punctuation and spacing ignored, "&" read as "and", and a trailing legal form
//   (Inc, LLC, Ltd, Co, Corp, GmbH, AG, KG, SAS, B.V., Sdn Bhd, Pvt …) dropped. Not a
//   substring match: "Contoso" does not match "Contoso Inn" unless truth lists it.
//
// Goals (docs/architecture.md "Reading a receipt"): total ≥ 90 %, date ≥ 90 %,
// contractor ≥ 75 % right, ≤ 5 % wrong-but-filled each; ≤ 4 s per photo, ≤ 0.5 s per
// text PDF. Prints numbers; exits 1 only when a run fails, never on a missed goal. Each
// run's results (with the OCR text) go to .test-output/bench-ocr/runs/, and the newest to
// .test-output/bench-ocr/<set>-latest.json, so runs can be diffed.
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { bundleEntry, option, wholeNumberOption } from '../lib/functions-bench.mjs';
import { ROOT } from '../lib/paths.mjs';
import { receiptSpecs, renderReceipts } from './ocr-receipts.mjs';
import { FIELDS, corpusDocs, scoreFields, scoreMarks, spread } from './ocr-scoring.mjs';

const OUT = path.join(ROOT, '.test-output', 'bench-ocr');
const RUNS = path.join(OUT, 'runs');
const LANG_DIR = path.join(ROOT, 'node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int');
const TODAY = '2026-11-25';

const photos = wholeNumberOption('bench:ocr', '--photos', 28);
const textPdfs = wholeNumberOption('bench:ocr', '--text-pdfs', 10);
const scanPdfs = wholeNumberOption('bench:ocr', '--scan-pdfs', 10);
const seed = wholeNumberOption('bench:ocr', '--seed', 22);
const verbose = process.argv.includes('--verbose');
const corpusOption = option('--corpus');
const corpusDir = corpusOption ? path.resolve(ROOT, corpusOption) : null;
const runSynthetic = !corpusDir || process.argv.includes('--synthetic');
const only = option('--only')?.split(',');
const fromText = option('--from-text');
const locale = option('--locale') ?? 'en-US';
const stamp = new Date().toISOString().replace(/[:.]/g, '-').slice(0, 19);

/** @typedef {import('@homeledger/domain').ReceiptFields} ReceiptFields */
/** @typedef {keyof ReceiptFields} FieldKey */
/** @typedef {'right' | 'wrong' | 'empty'} Outcome */
/**
 * What web/bench/ocr-node-reader.ts returns and exports, written out here: that file's own
 * types need the DOM lib, which the scripts are not checked with.
 * @typedef {{ fields: ReceiptFields, suggestions: Partial<ReceiptFields>,
 *   confidence: Record<FieldKey, number>, text: string }} Read
 * @typedef {{
 *   startOcr(langDir: string): Promise<number>,
 *   stopOcr(): Promise<void>,
 *   extractFromText(text: string, options: { today: string, locale?: string }): Read,
 *   readReceiptBytes(bytes: Buffer, kind: 'image' | 'pdf', today: string, locale?: string):
 *     Promise<Read & { ocr: boolean }>,
 * }} OcrReader
 */
/** @typedef {import('./ocr-scoring.mjs').Expected} Expected */
/**
 * @template G
 * @typedef {import('./ocr-scoring.mjs').Doc<G>} Doc
 */
/**
 * One document's scores, as saved in a run's JSON.
 * @template G
 * @typedef {{ id: string, kind: string, group: G, expected: Expected, got: ReceiptFields,
 *   suggestions: Partial<ReceiptFields> | null, confidence: Record<FieldKey, number> | null,
 *   outcome: Partial<Record<FieldKey, Outcome>>,
 *   suggested: Partial<Record<FieldKey, 'right' | 'wrong'>>, ms: number, cpuMs: number,
 *   text: string }} Result
 */

if (corpusDir && !existsSync(path.join(corpusDir, 'truth.json'))) {
  console.error(`bench:ocr: no truth.json in ${corpusDir}`);
  process.exit(2);
}
mkdirSync(RUNS, { recursive: true });

// Loaded into this process: the bench times each read itself, with the OCR worker warm.
const entry = await bundleEntry('bench-ocr', 'web/bench/ocr-node-reader.ts', {
  external: ['tesseract.js', 'sharp', 'pdfjs-dist', 'pdfjs-dist/*', '@napi-rs/canvas'],
});
const reader = /** @type {OcrReader} */ (await entry.load());
const savedText = fromText
  ? new Map(
      // A run this script saved (see save()).
      /** @type {{ results: Result<unknown>[] }} */ (
        JSON.parse(readFileSync(path.resolve(ROOT, fromText), 'utf8'))
      ).results.map((r) => /** @type {const} */ ([r.id, r.text])),
    )
  : null;
if (!savedText) {
  const workerMs = await reader.startOcr(LANG_DIR);
  console.log(`OCR worker started (core + data loaded) in ${(workerMs / 1000).toFixed(2)} s`);
}

/**
 * Reads one document (or re-extracts its saved text) and scores it against `expected`.
 * @template G
 * @param {Doc<G>} doc
 * @returns {Promise<Result<G>>}
 */
async function readOne(doc) {
  const bytes = readFileSync(doc.file);
  const t = performance.now();
  const cpu = process.cpuUsage();
  let read;
  try {
    read = savedText
      ? reader.extractFromText(savedText.get(doc.id) ?? '', { today: TODAY, locale })
      : await reader.readReceiptBytes(bytes, doc.pdf ? 'pdf' : 'image', TODAY, locale);
  } catch (error) {
    console.error(`✗ ${doc.id}: the reader failed`, error);
    await reader.stopOcr();
    process.exit(1);
  }
  const ms = performance.now() - t;
  // CPU time of the whole process (the OCR worker thread included): what the receipt costs
  // on an idle machine, whatever else is running on this one.
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const { outcome, suggested } = scoreFields(read.fields, read.suggestions, doc.expected);
  const marks = scoreMarks({ outcome, suggested });
  console.log(
    `  ${doc.id.slice(0, 44).padEnd(44)} ${doc.kind.padEnd(13)} ${marks.padEnd(4)} ${
      savedText ? '' : `${(ms / 1000).toFixed(2)} s (cpu ${(cpuMs / 1000).toFixed(2)} s)`
    }`,
  );
  if (verbose && Object.values(outcome).some((o) => o !== 'right'))
    console.log(
      `      truth ${JSON.stringify(doc.expected)}\n      read  ${JSON.stringify(read.fields)}` +
        (read.suggestions ? `\n      hint  ${JSON.stringify(read.suggestions)}` : ''),
    );
  return {
    id: doc.id,
    kind: doc.kind,
    group: doc.group,
    expected: doc.expected,
    got: read.fields,
    suggestions: read.suggestions ?? null,
    confidence: read.confidence ?? null,
    outcome,
    suggested,
    ms,
    cpuMs,
    text: read.text,
  };
}

const pct = (/** @type {number} */ n, /** @type {number} */ d) =>
  d === 0 ? '   –  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`;
/** @type {Record<FieldKey, [right: number | null, wrong: number]>} */
const GOALS = {
  costCents: [90, 5],
  date: [90, 5],
  contractorName: [75, 5],
  serviceType: [null, 5],
};
const count = (
  /** @type {Result<unknown>[]} */ rs,
  /** @type {FieldKey} */ key,
  /** @type {Outcome} */ o,
) => rs.filter((r) => r.outcome[key] === o).length;

/**
 * @template {Result<unknown>} R
 * @param {R[]} results
 * @param {{ groups: [title: string, by: (r: R) => unknown][], timeKinds: string[] }} options
 */
function summary(results, { groups, timeKinds }) {
  const fields = FIELDS.filter(([key]) => results.some((r) => key in r.outcome));
  console.log('\n  field         right   wrong   empty   suggested right   goal (right / wrong)');
  for (const [key, label] of fields) {
    const scored = results.filter((r) => key in r.outcome);
    const n = scored.length;
    const right = count(scored, key, 'right');
    const wrong = count(scored, key, 'wrong');
    const hinted = scored.filter((r) => r.suggested[key] === 'right').length;
    const [goalRight, goalWrong] = GOALS[key];
    const met =
      (goalRight === null || (100 * right) / n >= goalRight) && (100 * wrong) / n <= goalWrong;
    console.log(
      `  ${label.padEnd(12)} ${pct(right, n)}  ${pct(wrong, n)}  ${pct(count(scored, key, 'empty'), n)}   ${String(hinted).padStart(6)} of ${String(count(scored, key, 'empty')).padEnd(3)}      ${goalRight === null ? '   –' : `≥ ${goalRight}%`} / ≤ ${goalWrong}%  ${met ? '✓' : '✗ missed'}`,
    );
  }
  const short = fields.slice(0, 3);
  for (const [title, by] of groups) {
    console.log(
      `\n  by ${title.padEnd(10)}   n   ${short.map(([, label]) => `${label.slice(0, 10).padEnd(10)} r/w/e`.padEnd(22)).join('')}`,
    );
    const names = [...new Set(results.map(by))];
    for (const name of names) {
      const some = results.filter((r) => by(r) === name);
      const cells = short.map(([key]) =>
        `${count(some, key, 'right')}/${count(some, key, 'wrong')}/${count(some, key, 'empty')}`.padEnd(
          22,
        ),
      );
      console.log(
        `  ${String(name).padEnd(13)} ${String(some.length).padStart(3)}   ${cells.join('')}`,
      );
    }
  }
  if (savedText) return;
  console.log('\n  time by kind    n   mean / median / p90 / max            cpu mean');
  for (const kind of timeKinds) {
    const some = results.filter((r) => r.kind === kind);
    if (some.length === 0) continue;
    const s = (/** @type {number} */ ms) => `${(ms / 1000).toFixed(2)} s`;
    // One slow photo shows as max, many as p90.
    const { mean, median, p90, max } = spread(some.map((r) => r.ms));
    console.log(
      `  ${kind.padEnd(13)} ${String(some.length).padStart(3)}   ${s(mean)} / ${s(median)} / ${s(p90)} / ${s(max)}   ${s(some.reduce((a, r) => a + r.cpuMs, 0) / some.length)}`,
    );
  }
}

/**
 * @param {Result<unknown>[]} results
 * @param {string[]} photoKinds
 */
function timeGoals(results, photoKinds) {
  if (savedText) return;
  const mean = (/** @type {number[]} */ xs) =>
    xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
  const photoTimes = results.filter((r) => photoKinds.includes(r.kind)).map((r) => r.ms);
  const textTimes = results.filter((r) => r.kind === 'text-pdf').map((r) => r.ms);
  console.log(
    `\n  time goals: photo mean ${(mean(photoTimes) / 1000).toFixed(2)} s (≤ 4 s ${mean(photoTimes) <= 4000 ? '✓' : '✗ missed'}), ` +
      `text PDF mean ${(mean(textTimes) / 1000).toFixed(2)} s (≤ 0.5 s ${mean(textTimes) <= 500 ? '✓' : '✗ missed'})`,
  );
}

/**
 * @param {string} set
 * @param {Result<unknown>[]} results
 */
function save(set, results) {
  const run = { set, stamp, locale, fromText: fromText ?? null, results };
  const json = `${JSON.stringify(run, null, 2)}\n`;
  writeFileSync(path.join(RUNS, `${set}-${stamp}.json`), json);
  writeFileSync(path.join(OUT, `${set}-latest.json`), json);
}

/**
 * pdf.js compiles its code on the first document; the browser pays that once per visit too.
 * @param {string | undefined} file
 */
async function warmPdf(file) {
  if (savedText || !file) return;
  const t = performance.now();
  await reader.readReceiptBytes(readFileSync(file), 'pdf', TODAY, locale);
  console.log(
    `  pdf.js first document (warm-up, not counted): ${((performance.now() - t) / 1000).toFixed(2)} s`,
  );
}

if (corpusDir) {
  const docs = corpusDocs(corpusDir, only);
  console.log(
    `\nbench:ocr — corpus ${path.relative(ROOT, corpusDir) || corpusDir}: ${docs.length} documents (locale ${locale})`,
  );
  await warmPdf(docs.find((d) => d.kind === 'text-pdf')?.file);
  const results = [];
  for (const doc of docs) results.push(await readOne(doc));
  summary(results, {
    groups: [
      ['kind', (r) => r.kind],
      ['style', (r) => r.group.style],
      [
        'country',
        (r) => (['US', 'DE', 'FR', 'MY'].includes(r.group.country) ? r.group.country : 'other'),
      ],
    ],
    timeKinds: ['photo', 'scan', 'invoice-image', 'text-pdf', 'scanned-pdf'],
  });
  timeGoals(results, ['photo']);
  save('corpus', results);
}

if (runSynthetic) {
  const receiptsDir = path.join(OUT, 'receipts');
  rmSync(receiptsDir, { recursive: true, force: true });
  console.log(
    `\nbench:ocr — synthetic: ${photos} photos, ${textPdfs} text PDFs, ${scanPdfs} scanned PDFs (seed ${seed})`,
  );
  const started = performance.now();
  const receipts = await renderReceipts(
    receiptSpecs({ photos, textPdfs, scanPdfs, seed }),
    receiptsDir,
  );
  console.log(
    `  made ${receipts.length} receipts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  await warmPdf(receipts.find((r) => r.kind === 'text-pdf')?.file);
  const results = [];
  for (const receipt of receipts)
    results.push(
      await readOne({
        id: receipt.id,
        file: receipt.file,
        pdf: receipt.kind !== 'photo',
        kind: receipt.kind,
        group: { layout: receipt.layout },
        expected: receipt.expected,
      }),
    );
  summary(results, {
    groups: [['kind', (r) => r.kind]],
    timeKinds: ['photo', 'text-pdf', 'scan-pdf'],
  });
  timeGoals(results, ['photo']);
  save('synthetic', results);
}

if (!savedText) await reader.stopOcr();
console.log(
  `\n  load average (1 min) at the end: ${/** @type {number} */ (loadavg()[0]).toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(`  results and OCR text: ${path.relative(ROOT, OUT)}/ (runs/ keeps every run)`);
