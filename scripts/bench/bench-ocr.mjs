// npm run bench:ocr — reading receipts: accuracy per field and time per receipt.
//
//   node scripts/bench/bench-ocr.mjs [--photos N] [--text-pdfs N] [--scan-pdfs N] [--seed N] [--verbose]
//
// 1. Makes its own receipts (scripts/bench/ocr-receipts.mjs: invoices, till receipts and service
//    tickets in seven fonts; phone photos degraded with sharp, text PDFs, scanned PDFs),
//    each with the contractor, date and total it shows. Default 28 + 10 + 10 = 48.
// 2. Reads each in Node with the browser reader's code (web/bench/ocr-node-reader.ts,
//    bundled here with esbuild): the tesseract.js worker, core and English best_int data
//    from node_modules, the same OCR parameters and preparation, pdf.js, and the domain's
//    extractReceiptFields.
// 3. Prints, per field, right / wrong-but-filled / left empty, and the time per receipt.
//    Goals (docs/architecture.md "Reading a receipt"): total ≥ 90 %, date ≥ 90 %,
//    contractor ≥ 75 % right, ≤ 5 % wrong-but-filled each; ≤ 4 s per photo, ≤ 0.5 s per
//    text PDF. Prints numbers; exits 1 only when a run fails, never on a missed goal.
import { mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { bundleEntry, wholeNumberOption } from '../lib/functions-bench.mjs';
import { ROOT } from '../lib/paths.mjs';
import { receiptSpecs, renderReceipts } from './ocr-receipts.mjs';

const OUT = path.join(ROOT, '.test-output', 'bench-ocr');
const LANG_DIR = path.join(ROOT, 'node_modules', '@tesseract.js-data', 'eng', '4.0.0_best_int');
const TODAY = '2026-11-25';

const photos = wholeNumberOption('bench:ocr', '--photos', 28);
const textPdfs = wholeNumberOption('bench:ocr', '--text-pdfs', 10);
const scanPdfs = wholeNumberOption('bench:ocr', '--scan-pdfs', 10);
const seed = wholeNumberOption('bench:ocr', '--seed', 22);
const verbose = process.argv.includes('--verbose');

rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });

console.log(
  `bench:ocr — ${photos} photos, ${textPdfs} text PDFs, ${scanPdfs} scanned PDFs (seed ${seed})`,
);
let started = performance.now();
const receipts = await renderReceipts(
  receiptSpecs({ photos, textPdfs, scanPdfs, seed }),
  path.join(OUT, 'receipts'),
);
console.log(
  `  made ${receipts.length} receipts in ${((performance.now() - started) / 1000).toFixed(1)} s`,
);

// Loaded into this process: the bench times each read itself, with the OCR worker warm.
const entry = await bundleEntry('bench-ocr', 'web/bench/ocr-node-reader.ts', {
  external: ['tesseract.js', 'sharp', 'pdfjs-dist', 'pdfjs-dist/*', '@napi-rs/canvas'],
});
const reader = await entry.load();

const workerMs = await reader.startOcr(LANG_DIR);
console.log(`  OCR worker started (core + data loaded) in ${(workerMs / 1000).toFixed(2)} s`);
// pdf.js compiles its code on the first document; the browser pays that once per visit too,
// while the OCR worker starts. Report it apart from the per-receipt times.
const firstPdf = receipts.find((r) => r.kind === 'text-pdf');
if (firstPdf) {
  const t = performance.now();
  await reader.readReceiptBytes(readFileSync(firstPdf.file), 'pdf', TODAY);
  console.log(
    `  pdf.js first document (warm-up, not counted): ${((performance.now() - t) / 1000).toFixed(2)} s`,
  );
}
console.log('');

/** Names compare without case, punctuation or spacing: "ACE PLUMBING CO" is "Ace Plumbing Co.". */
const sameName = (a, b) => {
  const norm = (s) =>
    s
      .toLowerCase()
      .replace(/&/g, ' and ')
      .replace(/[^a-z0-9]+/g, ' ')
      .trim();
  return norm(a) === norm(b);
};

const FIELDS = [
  ['costCents', 'total', (a, b) => a === b],
  ['date', 'date', (a, b) => a === b],
  ['contractorName', 'contractor', sameName],
  ['serviceType', 'service type', (a, b) => a === b],
];

const results = [];
for (const receipt of receipts) {
  const bytes = readFileSync(receipt.file);
  const t = performance.now();
  const cpu = process.cpuUsage();
  let read;
  try {
    read = await reader.readReceiptBytes(bytes, receipt.kind === 'photo' ? 'image' : 'pdf', TODAY);
  } catch (error) {
    console.error(`✗ ${receipt.id}: the reader failed`, error);
    await reader.stopOcr();
    process.exit(1);
  }
  const ms = performance.now() - t;
  // CPU time of the whole process (the OCR worker thread included): what the receipt costs
  // on an idle machine, whatever else is running on this one.
  const used = process.cpuUsage(cpu);
  const cpuMs = (used.user + used.system) / 1000;
  const outcome = {};
  for (const [key, , same] of FIELDS) {
    const got = read.fields[key];
    const want = receipt.expected[key];
    outcome[key] =
      got === null
        ? want === null
          ? 'right'
          : 'empty'
        : want !== null && same(got, want)
          ? 'right'
          : 'wrong';
  }
  results.push({ ...receipt, ms, cpuMs, got: read.fields, outcome, text: read.text });
  const marks = FIELDS.map(([key]) => ({ right: '✓', wrong: '✗', empty: '·' })[outcome[key]]).join(
    '',
  );
  console.log(
    `  ${receipt.id.padEnd(14)} ${receipt.layout.padEnd(8)} ${marks}  ${(ms / 1000).toFixed(2)} s (cpu ${(cpuMs / 1000).toFixed(2)} s)`,
  );
  if (verbose && Object.values(outcome).some((o) => o !== 'right'))
    console.log(
      `      expected ${JSON.stringify(receipt.expected)}\n      got      ${JSON.stringify(read.fields)}`,
    );
}
await reader.stopOcr();
writeFileSync(
  path.join(OUT, 'results.json'),
  `${JSON.stringify(
    results.map(({ text, ...r }) => ({ ...r, text })),
    null,
    2,
  )}\n`,
);

const pct = (n, d) => (d === 0 ? '   –  ' : `${((100 * n) / d).toFixed(1).padStart(5)}%`);
const GOALS = {
  costCents: [90, 5],
  date: [90, 5],
  contractorName: [75, 5],
  serviceType: [null, 5],
};
console.log('\n  field         right   wrong   empty   goal (right / wrong)');
for (const [key, label] of FIELDS) {
  const n = results.length;
  const right = results.filter((r) => r.outcome[key] === 'right').length;
  const wrong = results.filter((r) => r.outcome[key] === 'wrong').length;
  const empty = results.filter((r) => r.outcome[key] === 'empty').length;
  const [goalRight, goalWrong] = GOALS[key];
  const met =
    (goalRight === null || (100 * right) / n >= goalRight) && (100 * wrong) / n <= goalWrong;
  console.log(
    `  ${label.padEnd(12)} ${pct(right, n)}  ${pct(wrong, n)}  ${pct(empty, n)}   ${goalRight === null ? '   –' : `≥ ${goalRight}%`} / ≤ ${goalWrong}%  ${met ? '✓' : '✗ missed'}`,
  );
}
console.log('\n  by kind       n   total  date  contractor   time mean / median / max   cpu mean');
for (const kind of ['photo', 'text-pdf', 'scan-pdf']) {
  const some = results.filter((r) => r.kind === kind);
  if (some.length === 0) continue;
  const times = some.map((r) => r.ms).sort((a, b) => a - b);
  const right = (key) => pct(some.filter((r) => r.outcome[key] === 'right').length, some.length);
  const s = (ms) => `${(ms / 1000).toFixed(2)} s`;
  const mean = times.reduce((a, b) => a + b, 0) / times.length;
  console.log(
    `  ${kind.padEnd(10)} ${String(some.length).padStart(3)}  ${right('costCents')} ${right('date')} ${right('contractorName')}   ${s(mean)} / ${s(times[Math.floor(times.length / 2)])} / ${s(times.at(-1))}   ${s(some.reduce((a, r) => a + r.cpuMs, 0) / some.length)}`,
  );
}
const photoTimes = results.filter((r) => r.kind === 'photo').map((r) => r.ms);
const textTimes = results.filter((r) => r.kind === 'text-pdf').map((r) => r.ms);
const mean = (xs) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
console.log(
  `\n  time goals: photo mean ${(mean(photoTimes) / 1000).toFixed(2)} s (≤ 4 s ${mean(photoTimes) <= 4000 ? '✓' : '✗ missed'}), ` +
    `text PDF mean ${(mean(textTimes) / 1000).toFixed(2)} s (≤ 0.5 s ${mean(textTimes) <= 500 ? '✓' : '✗ missed'})`,
);
console.log(
  `  load average (1 min) at the end: ${loadavg()[0].toFixed(1)} on ${availableParallelism()} cores`,
);
console.log(`  receipts, OCR text and results: ${path.relative(ROOT, OUT)}/`);
