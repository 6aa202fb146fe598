// @ts-check
// npm run bench:report — the Home History Report of a home with 200 repairs and 200
// receipts, all made here, in two cases (both by default):
//   small:     100 phone photos of 3–4 MB and 100 text PDFs of 1–3 pages (the bench before #29);
//   realistic: 100 phone photos of 3–4 MB and 100 SCANNED PDFs of 2–5 MB (2–4 pages, each one
//              full-page JPEG at 200 or 300 dpi, as a document scanner writes them) — #29.
//
//   node scripts/bench/bench-report.mjs [--case small|realistic|both] [--repairs N] [--fresh] [--out DIR]
//
// The inputs are made once into .test-output/bench-report/<case>-<N>/ and kept for later runs
// (`--fresh` makes them again; nothing is downloaded). Bundles
// functions/src/reports/bench-entry.ts with esbuild (sharp, pdf-lib, qrcode and firebase-* stay
// external) and runs, each in a fresh Node process: 1. the fixtures; 2. the render, by the
// production code, timed, with the process's peak RSS as the kernel counts it (maxRSS, the
// whole Node process). Goals (issue #29): ≤ 60 s, peak RSS ≤ 1 GB, PDF ≤ 40 MB whatever the
// inputs, on this 2-core machine; 3. the "Download everything" ZIP of the same (report, CSV,
// every receipt): ≤ 60 s, peak RSS ≤ 300 MB whatever the total size (streamed, one file at a
// time). `--out DIR` leaves each case's PDF and ZIP there. Prints numbers; exits 1 when a run
// fails or a goal is missed. CI runs no bench.
import { copyFileSync, mkdirSync, rmSync } from 'node:fs';
import { availableParallelism, loadavg } from 'node:os';
import path from 'node:path';
import { bundleEntry, option, wholeNumberOption } from '../lib/functions-bench.mjs';
import { ROOT } from '../lib/paths.mjs';

const GOALS = { ms: 60_000, rssMb: 1024, pdfMb: 40, zipMs: 60_000, zipRssMb: 300 };
const CASES = /** @type {const} */ (['small', 'realistic']);

const repairs = wholeNumberOption('bench:report', '--repairs', 200, { min: 1 });
const out = option('--out');
const which = option('--case') ?? 'both';
if (which !== 'both' && !CASES.includes(/** @type {any} */ (which))) {
  console.error('bench:report: --case is small, realistic or both');
  process.exit(2);
}
const cases = CASES.filter((c) => which === 'both' || which === c);
const fresh = process.argv.includes('--fresh');

const entry = await bundleEntry('bench-report', 'functions/src/reports/bench-entry.ts', {
  external: ['sharp', '@cantoo/pdf-lib', 'qrcode', 'yazl', 'csv-stringify'],
});

const mb = (/** @type {number} */ bytes) => (bytes / 1048576).toFixed(1);
const mark = (/** @type {boolean} */ good) => (good ? 'ok' : 'MISSED');

/** @param {'small' | 'realistic'} benchCase */
function runCase(benchCase) {
  const work = path.join(ROOT, '.test-output', 'bench-report', `${benchCase}-${repairs}`);
  if (fresh) rmSync(work, { recursive: true, force: true });
  mkdirSync(work, { recursive: true });
  const f = entry.call(
    `makeFixtures(${JSON.stringify(work)}, ${repairs}, ${JSON.stringify(benchCase)})`,
  );
  const pdfKind = benchCase === 'realistic' ? 'scanned PDFs' : 'text PDFs';
  console.log(
    `bench:report [${benchCase}]: ${f.repairs} repairs; receipts: ${f.photos} JPEG photos ` +
      `(${mb(f.photoBytes.min)}–${mb(f.photoBytes.max)} MB, ${mb(f.photoBytes.total)} MB in all) ` +
      `and ${f.pdfs} ${pdfKind} of ${f.pdfPages} pages ` +
      `(${mb(f.pdfBytes.min)}–${mb(f.pdfBytes.max)} MB, ${mb(f.pdfBytes.total)} MB in all); ` +
      (f.cached
        ? `inputs from ${path.relative(ROOT, work)}`
        : `made in ${(f.ms / 1000).toFixed(1)} s`),
  );
  const r = entry.call(`renderBench(${JSON.stringify(work)})`);
  const ok = {
    done: r.outcome === 'done',
    ms: r.ms <= GOALS.ms,
    rss: r.peakRssMb <= GOALS.rssMb,
    pdf: r.pdfBytes / 1048576 <= GOALS.pdfMb,
    zipMs: false,
    zipRss: false,
  };
  console.log(
    `  report ${r.outcome}: ${r.pageCount} pages; ${r.included} receipts in the appendix, ` +
      `${r.leftOut} left to the ZIP\n` +
      `  wall time ${(r.ms / 1000).toFixed(1)} s (goal ≤ ${GOALS.ms / 1000} s) ${mark(ok.ms)}; ` +
      `CPU ${(r.cpuMs / 1000).toFixed(1)} s, load average ${loadavg()[0]?.toFixed(1)} on ${availableParallelism()} cores\n` +
      `  peak RSS  ${r.peakRssMb} MB, ${r.rssBeforeMb} MB before (goal ≤ ${GOALS.rssMb} MB, whole Node process) ${mark(ok.rss)}\n` +
      `  PDF       ${mb(r.pdfBytes)} MB (goal ≤ ${GOALS.pdfMb} MB) ${mark(ok.pdf)}; sha256 ${r.sha256}`,
  );
  const z = entry.call(`zipBench(${JSON.stringify(work)}, ${JSON.stringify(r.pdfPath)})`);
  ok.zipMs = z.ms <= GOALS.zipMs;
  ok.zipRss = z.peakRssMb <= GOALS.zipRssMb;
  console.log(
    `  ZIP       ${z.entries} entries (report, CSV, receipts; ${z.missing} missing) → ${mb(z.zipBytes)} MB\n` +
      `  wall time ${(z.ms / 1000).toFixed(1)} s (goal ≤ ${GOALS.zipMs / 1000} s) ${mark(ok.zipMs)}\n` +
      `  peak RSS  ${z.peakRssMb} MB, ${z.rssBeforeMb} MB before (goal ≤ ${GOALS.zipRssMb} MB, whole Node process) ${mark(ok.zipRss)}`,
  );
  if (out) {
    mkdirSync(out, { recursive: true });
    const pdfTarget = path.join(out, `home-history-report-${benchCase}.pdf`);
    const zipTarget = path.join(out, `home-history-report-${benchCase}.zip`);
    copyFileSync(r.pdfPath, pdfTarget);
    copyFileSync(z.zipPath, zipTarget);
    console.log(`  left ${pdfTarget} and ${zipTarget}`);
  }
  // The inputs stay for the next run; the outputs (hundreds of MB of ZIP) do not.
  rmSync(path.join(work, 'files', 'reports'), { recursive: true, force: true });
  return Object.values(ok).every(Boolean);
}

try {
  const results = cases.map(runCase);
  process.exit(results.every(Boolean) ? 0 : 1);
} finally {
  entry.remove();
}
