// npm run bench:csv — 100,000 repairs through the exportCsv pipeline into a discarding sink.
//
//   node scripts/bench-csv.mjs [--rows N]
//
// Bundles functions/src/exports/bench-entry.ts with esbuild (firebase-* stay external), runs
// it in a fresh Node process (so its peak RSS is the export's alone: Node itself included),
// and checks the goals: wall time ≤ 2 s and peak RSS ≤ 100 MB. Exits 1 when a goal is missed.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_MS = 2_000;
const GOAL_MB = 100;

const rowsArg = process.argv.indexOf('--rows');
const rows = rowsArg > 0 ? Number(process.argv[rowsArg + 1]) : 100_000;
if (!Number.isInteger(rows) || rows < 1) {
  console.error('bench:csv: --rows needs a positive whole number');
  process.exit(2);
}

// Inside node_modules so that the bundle resolves firebase-* from the repo.
const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(dir, { recursive: true });
const stamp = `${process.pid}-${Date.now()}`;
const bundle = path.join(dir, `bench-csv-${stamp}.mjs`);
const runner = path.join(dir, `bench-csv-run-${stamp}.mjs`);

try {
  await build({
    entryPoints: [path.join(ROOT, 'functions', 'src', 'exports', 'bench-entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
    logLevel: 'warning',
  });
  writeFileSync(
    runner,
    `const { runBench } = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n` +
      `console.log(JSON.stringify(await runBench(${rows})));\n`,
  );
  const child = spawnSync(process.execPath, [runner], { encoding: 'utf8', cwd: ROOT });
  if (child.status !== 0) {
    console.error(child.stderr || child.stdout);
    process.exit(1);
  }
  const result = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const okTime = result.ms <= GOAL_MS;
  const okMem = result.peakRssMB <= GOAL_MB;
  console.log(
    `bench:csv: ${result.rows.toLocaleString('en-US')} repairs → ${(result.bytes / 1e6).toFixed(1)} MB of CSV\n` +
      `  wall time ${result.ms} ms (goal ≤ ${GOAL_MS} ms) ${okTime ? 'ok' : 'MISSED'}; CPU ${result.cpuMs} ms\n` +
      `  peak RSS  ${result.peakRssMB} MB (goal ≤ ${GOAL_MB} MB, whole Node process) ${okMem ? 'ok' : 'MISSED'}`,
  );
  if (result.rows !== rows) {
    console.error(`bench:csv: exported ${result.rows} rows, expected ${rows}`);
    process.exit(1);
  }
  process.exit(okTime && okMem ? 0 : 1);
} finally {
  rmSync(bundle, { force: true });
  rmSync(runner, { force: true });
}
