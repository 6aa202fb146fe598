// npm run bench:report — the Home History Report of a home with 200 repairs and 200
// receipts (100 phone photos of 3–4 MB, 100 PDFs of 1–3 pages), all made here.
//
//   node scripts/bench-report.mjs [--repairs N] [--out DIR]
//
// Bundles functions/src/reports/bench-entry.ts with esbuild (sharp, pdf-lib, qrcode and
// firebase-* stay external) and runs, in fresh Node processes: 1. the fixtures (written
// to a temporary folder, as Storage would hold them); 2. the render, by the production
// code, timed and with its peak RSS sampled (the whole Node process).
// Goals (the issue): ≤ 60 s, peak RSS ≤ 1 GB, PDF ≤ 40 MB on this 2-core machine; 3. the
// "Download everything" ZIP of the same (report, CSV, every receipt): ≤ 60 s, peak RSS
// ≤ 300 MB whatever the total size (receipts are streamed, one at a time).
// `--out DIR` leaves the PDF and the ZIP there. Prints numbers; exits 1 when a run fails or a goal is missed.
import { spawnSync } from 'node:child_process';
import { copyFileSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOALS = { ms: 60_000, rssMb: 1024, pdfMb: 40, zipMs: 60_000, zipRssMb: 300 };

const argv = process.argv.slice(2);
function option(name) {
  const i = argv.indexOf(name);
  return i >= 0 ? argv[i + 1] : undefined;
}
const repairs = Number(option('--repairs') ?? 200);
if (!Number.isInteger(repairs) || repairs < 1) {
  console.error('bench:report: --repairs needs a positive whole number');
  process.exit(2);
}
const out = option('--out');

const cache = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(cache, { recursive: true });
const stamp = `${process.pid}-${Date.now()}`;
const bundle = path.join(cache, `bench-report-${stamp}.mjs`);
const runner = path.join(cache, `bench-report-run-${stamp}.mjs`);
const work = mkdtempSync(path.join(tmpdir(), 'homeledger-report-'));

function run(call) {
  writeFileSync(
    runner,
    `const bench = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n` +
      `console.log(JSON.stringify(await bench.${call}));\n`,
  );
  const child = spawnSync(process.execPath, [runner], { encoding: 'utf8', cwd: ROOT });
  if (child.status !== 0) {
    console.error(child.stderr || child.stdout);
    process.exit(1);
  }
  return JSON.parse(child.stdout.trim().split('\n').at(-1));
}

const mb = (bytes) => (bytes / 1048576).toFixed(1);

try {
  await build({
    entryPoints: [path.join(ROOT, 'functions', 'src', 'reports', 'bench-entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [
      'sharp',
      '@cantoo/pdf-lib',
      'qrcode',
      'yazl',
      'csv-stringify',
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
    ],
    logLevel: 'warning',
  });

  const fixtures = run(`makeFixtures(${JSON.stringify(work)}, ${repairs})`);
  console.log(
    `bench:report: ${fixtures.repairs} repairs; receipts: ${fixtures.photos} JPEG photos ` +
      `(${mb(fixtures.photoBytes.min)}–${mb(fixtures.photoBytes.max)} MB, ${mb(fixtures.photoBytes.total)} MB in all) ` +
      `and ${fixtures.pdfs} PDFs of 1–3 pages (${mb(fixtures.pdfBytes)} MB); made in ${(fixtures.ms / 1000).toFixed(1)} s`,
  );
  const r = run(`renderBench(${JSON.stringify(work)})`);
  const ok = {
    done: r.outcome === 'done',
    ms: r.ms <= GOALS.ms,
    rss: r.peakRssMb <= GOALS.rssMb,
    pdf: r.pdfBytes / 1048576 <= GOALS.pdfMb,
  };
  const mark = (good) => (good ? 'ok' : 'MISSED');
  console.log(
    `  report ${r.outcome}: ${r.pageCount} pages\n` +
      `  wall time ${(r.ms / 1000).toFixed(1)} s (goal ≤ ${GOALS.ms / 1000} s) ${mark(ok.ms)}\n` +
      `  peak RSS  ${r.peakRssMb} MB, ${r.rssBeforeMb} MB before (goal ≤ ${GOALS.rssMb} MB, whole Node process) ${mark(ok.rss)}\n` +
      `  PDF       ${mb(r.pdfBytes)} MB (goal ≤ ${GOALS.pdfMb} MB) ${mark(ok.pdf)}; sha256 ${r.sha256}`,
  );
  const z = run(`zipBench(${JSON.stringify(work)}, ${JSON.stringify(r.pdfPath)})`);
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
  rmSync(bundle, { force: true });
  rmSync(runner, { force: true });
  rmSync(work, { recursive: true, force: true });
}
