// @ts-check
// npm run bench:reminders — the daily digest job over 10,000 owners, 50,000 tasks and 5,000
// warranties on the memory store (functions/src/reminders/bench-entry.ts), in a fresh Node
// process. Goals: ≤ 30 s, peak RSS ≤ 300 MB, reads proportional to the owners with something
// due (range queries by next-due / end date, not a scan). Prints numbers; exits 1 on a miss.
//
//   node scripts/bench/bench-reminders.mjs [--owners N] [--tasks N] [--warranties N]
import { bundleEntry, wholeNumberOption } from '../lib/functions-bench.mjs';

const GOAL_MS = 30_000;
const GOAL_MB = 300;
const HEAP_MB = 256;
const owners = wholeNumberOption('bench:reminders', '--owners', 10_000, { min: 1 });
const tasks = wholeNumberOption('bench:reminders', '--tasks', 50_000, { min: 1 });
const warranties = wholeNumberOption('bench:reminders', '--warranties', 5_000, { min: 1 });

const entry = await bundleEntry('bench-reminders', 'functions/src/reminders/bench-entry.ts', {
  external: ['nodemailer'],
});
try {
  // The heap is capped as Cloud Functions caps it for the job's 512 MiB instance (V8 then
  // collects before growing past it); without the cap V8 grows lazily into free memory.
  const r = entry.call(`runBench(${owners}, ${tasks}, ${warranties})`, [
    `--max-old-space-size=${HEAP_MB}`,
  ]);
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
      `(${r.report.tasksRead} due tasks, ${r.report.warrantiesRead} warranties, ${r.report.settingsRead} settings ` +
      `for ${due.toLocaleString('en-US')} owners with something due; a scan would read ${all.toLocaleString('en-US')})\n` +
      `  digests   ${r.report.sent} sent, ${r.report.nothingNew} nothing new, ${r.report.skipped} skipped (off / not Monday)`,
  );
  process.exit(okTime && okMem ? 0 : 1);
} finally {
  entry.remove();
}
