// @ts-check
// npm run bench:report — the Home History Report of a home with 200 repairs and 200
// receipts (100 phone photos of 3–4 MB, 100 PDFs of 1–3 pages), all made here.
//
//   node scripts/bench/bench-report.mjs [--repairs N] [--out DIR]
//
// Bundles functions/src/reports/bench-entry.ts with esbuild (sharp, pdf-lib, qrcode and
// firebase-* stay external) and runs, in fresh Node processes: 1. the fixtures (written
// to a temporary folder, as Storage would hold them); 2. the render, by the production
// code, timed and with its peak RSS sampled (the whole Node process).
// Goals (the issue): ≤ 60 s, peak RSS ≤ 1 GB, PDF ≤ 40 MB on this 2-core machine; 3. the
// "Download everything" ZIP of the same (report, CSV, every receipt): ≤ 60 s, peak RSS
// ≤ 300 MB whatever the total size (receipts are streamed, one at a time).
// `--out DIR` leaves the PDF and the ZIP there. Prints numbers; exits 1 when a run fails or a goal is missed.
import { copyFileSync, mkdirSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { bundleEntry, option, wholeNumberOption } from '../lib/functions-bench.mjs';

const GOALS = { ms: 60_000, rssMb: 1024, pdfMb: 40, zipMs: 60_000, zipRssMb: 300 };

const repairs = wholeNumberOption('bench:report', '--repairs', 200, { min: 1 });
const out = option('--out');

const work = mkdtempSync(path.join(tmpdir(), 'homeledger-report-'));
// The script ends with process.exit, which skips a `finally`.
process.once('exit', () => rmSync(work, { recursive: true, force: true }));
const entry = await bundleEntry('bench-report', 'functions/src/reports/bench-entry.ts', {
  external: ['sharp', '@cantoo/pdf-lib', 'qrcode', 'yazl', 'csv-stringify'],
});

const mb = (/** @type {number} */ bytes) => (bytes / 1048576).toFixed(1);

try {
  const fixtures = entry.call(`makeFixtures(${JSON.stringify(work)}, ${repairs})`);
  console.log(
    `bench:report: ${fixtures.repairs} repairs; receipts: ${fixtures.photos} JPEG photos ` +
      `(${mb(fixtures.photoBytes.min)}–${mb(fixtures.photoBytes.max)} MB, ${mb(fixtures.photoBytes.total)} MB in all) ` +
      `and ${fixtures.pdfs} PDFs of 1–3 pages (${mb(fixtures.pdfBytes)} MB); made in ${(fixtures.ms / 1000).toFixed(1)} s`,
  );
  const r = entry.call(`renderBench(${JSON.stringify(work)})`);
  /** @type {{ done: boolean, ms: boolean, rss: boolean, pdf: boolean, zipMs?: boolean, zipRss?: boolean }} */ const ok =
    {
      done: r.outcome === 'done',
      ms: r.ms <= GOALS.ms,
      rss: r.peakRssMb <= GOALS.rssMb,
      pdf: r.pdfBytes / 1048576 <= GOALS.pdfMb,
    };
  const mark = (/** @type {boolean} */ good) => (good ? 'ok' : 'MISSED');
  console.log(
    `  report ${r.outcome}: ${r.pageCount} pages\n` +
      `  wall time ${(r.ms / 1000).toFixed(1)} s (goal ≤ ${GOALS.ms / 1000} s) ${mark(ok.ms)}\n` +
      `  peak RSS  ${r.peakRssMb} MB, ${r.rssBeforeMb} MB before (goal ≤ ${GOALS.rssMb} MB, whole Node process) ${mark(ok.rss)}\n` +
      `  PDF       ${mb(r.pdfBytes)} MB (goal ≤ ${GOALS.pdfMb} MB) ${mark(ok.pdf)}; sha256 ${r.sha256}`,
  );
  const z = entry.call(`zipBench(${JSON.stringify(work)}, ${JSON.stringify(r.pdfPath)})`);
  ok.zipMs = z.ms <= GOALS.zipMs;
  ok.zipRss = z.peakRssMb <= GOALS.zipRssMb;
  console.log(
    `bench:report ZIP: ${z.entries} entries (report, CSV, receipts; ${z.missing} missing) → ${mb(z.zipBytes)} MB\n` +
      `  wall time ${(z.ms / 1000).toFixed(1)} s (goal ≤ ${GOALS.zipMs / 1000} s) ${mark(ok.zipMs)}\n` +
      `  peak RSS  ${z.peakRssMb} MB, ${z.rssBeforeMb} MB before (goal ≤ ${GOALS.zipRssMb} MB, whole Node process) ${mark(ok.zipRss)}`,
  );
  if (out) {
    mkdirSync(out, { recursive: true });
    const pdfTarget = path.join(out, 'home-history-report.pdf');
    const zipTarget = path.join(out, 'home-history-report.zip');
    copyFileSync(r.pdfPath, pdfTarget);
    copyFileSync(z.zipPath, zipTarget);
    console.log(`  left ${pdfTarget} and ${zipTarget}`);
  }
  process.exit(Object.values(ok).every(Boolean) ? 0 : 1);
} finally {
  entry.remove();
}
