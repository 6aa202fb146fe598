// @ts-check
// npm run bench:csv — 100,000 repairs through the exportCsv pipeline into a discarding sink.
//
//   node scripts/bench/bench-csv.mjs [--rows N] [--page-latency-ms L] [--page-size P]
//
// Bundles functions/src/exports/bench-entry.ts with esbuild (firebase-* stay external) and
// runs it in fresh Node processes:
//   1. CSV: rows made on demand, as the paged source hands them over (so its peak RSS is
//      the export's alone: Node itself included). Goals: wall time ≤ 2 s, peak RSS ≤ 100 MB.
//   2. Paging: the same callable reading the rows page by page from the memory store with
//      a simulated round trip per page (default 150 ms, about what a 1,000-document page
//      of ~1 KB documents takes from Cloud Functions in the database's region), against the
//      function's 300 s limit.
// Prints numbers; exits 1 only when a run fails or a CSV goal is missed.
import { bundleEntry, wholeNumberOption } from '../lib/functions-bench.mjs';

const GOAL_MS = 2_000;
const GOAL_MB = 100;
const SERVER_LIMIT_S = 300;

const rows = wholeNumberOption('bench:csv', '--rows', 100_000);
const pageLatencyMs = wholeNumberOption('bench:csv', '--page-latency-ms', 150);
const pageSize = wholeNumberOption('bench:csv', '--page-size', 1_000);
if (rows < 1 || pageSize < 1) {
  console.error('bench:csv: --rows and --page-size need positive numbers');
  process.exit(2);
}

const entry = await bundleEntry('bench-csv', 'functions/src/exports/bench-entry.ts');
try {
  const result = entry.call(`runBench(${rows})`);
  const okTime = result.ms <= GOAL_MS;
  const okMem = result.peakRssMB <= GOAL_MB;
  console.log(
    `bench:csv: ${result.rows.toLocaleString('en-US')} repairs → ${(result.bytes / 1e6).toFixed(1)} MB of CSV\n` +
      `  wall time ${result.ms} ms (goal ≤ ${GOAL_MS} ms) ${okTime ? 'ok' : 'MISSED'}; CPU ${result.cpuMs} ms\n` +
      `  peak RSS  ${result.peakRssMB} MB (goal ≤ ${GOAL_MB} MB, whole Node process) ${okMem ? 'ok' : 'MISSED'}`,
  );

  const paging = entry.call(
    `runPagingBench(${rows}, { pageLatencyMs: ${pageLatencyMs}, pageSize: ${pageSize} })`,
  );
  const perPage = paging.pages > 0 ? paging.ms / paging.pages : 0;
  const fitRows =
    perPage > 0 ? Math.floor(((SERVER_LIMIT_S * 1000) / perPage) * pageSize) : Infinity;
  console.log(
    `bench:csv paging: ${paging.rows.toLocaleString('en-US')} repairs read from the memory store, ` +
      `${paging.pageSize} a page, ${paging.pageLatencyMs} ms simulated per page\n` +
      `  ${paging.pages} page reads; wall time ${(paging.ms / 1000).toFixed(1)} s ` +
      `(${(paging.waitMs / 1000).toFixed(1)} s waiting on reads, CPU ${paging.cpuMs} ms); ` +
      `${perPage.toFixed(0)} ms a page\n` +
      `  server limit ${SERVER_LIMIT_S} s: at this rate an export fits about ` +
      `${Number.isFinite(fitRows) ? fitRows.toLocaleString('en-US') : 'any number of'} rows`,
  );
  if (result.rows !== rows || paging.rows !== rows) {
    console.error(`bench:csv: exported ${result.rows} / ${paging.rows} rows, expected ${rows}`);
    process.exit(1);
  }
  process.exit(okTime && okMem ? 0 : 1);
} finally {
  entry.remove();
}
