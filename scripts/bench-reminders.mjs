// npm run bench:reminders — the daily digest job over 10,000 owners, 50,000 tasks and 5,000
// warranties on the memory store (functions/src/reminders/bench-entry.ts), in a fresh Node
// process. Goals: ≤ 30 s, peak RSS ≤ 300 MB, reads proportional to the owners with something
// due (range queries by next-due / end date, not a scan). Prints numbers; exits 1 on a miss.
//
//   node scripts/bench-reminders.mjs [--owners N] [--tasks N] [--warranties N]
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const GOAL_MS = 30_000;
const GOAL_MB = 300;
const HEAP_MB = 256;
const argv = process.argv.slice(2);
const option = (name, fallback) => {
  const i = argv.indexOf(name);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 1) {
    console.error(`bench:reminders: ${name} needs a positive whole number`);
    process.exit(2);
  }
  return value;
};
const owners = option('--owners', 10_000);
const tasks = option('--tasks', 50_000);
const warranties = option('--warranties', 5_000);

const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(dir, { recursive: true });
const stamp = `${process.pid}-${Date.now()}`;
const bundle = path.join(dir, `bench-reminders-${stamp}.mjs`);
const runner = path.join(dir, `bench-reminders-run-${stamp}.mjs`);
try {
  await build({
    entryPoints: [path.join(ROOT, 'functions', 'src', 'reminders', 'bench-entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: [
      'firebase-admin',
      'firebase-admin/*',
      'firebase-functions',
      'firebase-functions/*',
      'nodemailer',
    ],
    logLevel: 'warning',
  });
  writeFileSync(
    runner,
    `const bench = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n` +
      `console.log(JSON.stringify(await bench.runBench(${owners}, ${tasks}, ${warranties})));\n`,
  );
  // The heap is capped as Cloud Functions caps it for the job's 512 MiB instance (V8 then
  // collects before growing past it); without the cap V8 grows lazily into free memory.
  const child = spawnSync(process.execPath, [`--max-old-space-size=${HEAP_MB}`, runner], {
    encoding: 'utf8',
    cwd: ROOT,
  });
  if (child.status !== 0) {
    console.error(child.stderr || child.stdout);
    process.exit(1);
  }
  const r = JSON.parse(child.stdout.trim().split('\n').at(-1));
  const due = r.report.ownersConsidered;
  const okTime = r.ms <= GOAL_MS;
  const okMem = r.peakRssMB <= GOAL_MB;
  const all = r.owners + r.tasks + r.warranties;
  console.log(
    `bench:reminders: ${r.owners.toLocaleString('en-US')} owners, ${r.tasks.toLocaleString('en-US')} tasks, ` +
      `${r.warranties.toLocaleString('en-US')} warranties on the memory store\n` +
      `  wall time ${(r.ms / 1000).toFixed(2)} s (goal ≤ ${GOAL_MS / 1000} s) ${okTime ? 'ok' : 'MISSED'}\n` +
      `  peak RSS  ${r.peakRssMB} MB (goal ≤ ${GOAL_MB} MB, whole Node process, heap capped at ${HEAP_MB} MB; ${r.fixturesRssMB} MB of it is ` +
      `the 65,000 fixture documents in the memory store before the job starts) ${okMem ? 'ok' : 'MISSED'}\n` +
      `  reads     ${r.documentsRead.toLocaleString('en-US')} documents in ${r.readRequests.toLocaleString('en-US')} requests ` +
      `(${r.report.tasksRead} due tasks, ${r.report.warrantiesRead} warranties, ${r.report.settingsRead} settings+profiles ` +
      `for ${due.toLocaleString('en-US')} owners with something due; a scan would read ${all.toLocaleString('en-US')})\n` +
      `  digests   ${r.report.sent} sent, ${r.report.nothingNew} nothing new, ${r.report.skipped} skipped (off / not Monday)`,
  );
  process.exit(okTime && okMem ? 0 : 1);
} finally {
  rmSync(bundle, { force: true });
  rmSync(runner, { force: true });
}
