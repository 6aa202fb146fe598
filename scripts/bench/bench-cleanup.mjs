// @ts-check
// npm run bench:cleanup — the orphan receipt cleanup over 200,000 receipts (memory store and
// memory files, functions/src/repairs/cleanup-bench-entry.ts) with every Firestore and
// Storage request taking 30 ms, in a fresh Node process. Goals: each run ≤ 300 s, progress
// kept across runs (a run that stops hands its page token to the next), every planted orphan
// deleted and nothing else. Beside it, the old job (one query per file, in turn) measured on
// a sample and scaled to 200k, and a resume case: 50,000 receipts with 15 s runs, so that
// several runs share the pass through the kept page token. Prints numbers; exits 1 on a miss.
//
//   node scripts/bench/bench-cleanup.mjs [--files N] [--latency-ms N] [--budget-s N]
import { bundleEntry, wholeNumberOption } from '../lib/functions-bench.mjs';

const GOAL_RUN_MS = 300_000;
const GOAL_MB = 512;
const HEAP_MB = 400;
const count = wholeNumberOption('bench:cleanup', '--files', 200_000, { min: 1 });
const latencyMs = wholeNumberOption('bench:cleanup', '--latency-ms', 30);
const budgetS = wholeNumberOption('bench:cleanup', '--budget-s', 280, { min: 1 });

const n = (/** @type {number} */ value) => value.toLocaleString('en-US');

const entry = await bundleEntry('bench-cleanup', 'functions/src/repairs/cleanup-bench-entry.ts');
try {
  const heap = [`--max-old-space-size=${HEAP_MB}`];
  const old = entry.call(`runOldWay(500, ${latencyMs})`, heap);
  const r = entry.call(`runBench(${count}, ${latencyMs}, ${budgetS * 1000})`, heap);
  /** @type {{ outcome: string, ms: number, scanned: number, deleted: number }[]} */
  const runs = r.runs;
  const longest = Math.max(...runs.map((x) => x.ms));
  const okRuns = longest <= GOAL_RUN_MS && runs.at(-1)?.outcome === 'finished';
  const okDeleted = r.deleted === r.orphans && r.deletedOrphansOnly && r.everyOrphanDeleted;
  const okMem = r.peakRssMB <= GOAL_MB;
  const resume = entry.call(`runBench(50000, ${latencyMs}, 15000)`, heap);
  const okResume =
    resume.runs.length > 1 &&
    resume.runs.at(-1).outcome === 'finished' &&
    resume.deleted === resume.orphans &&
    resume.deletedOrphansOnly &&
    resume.everyOrphanDeleted;
  const oldSeconds = count / old.filesPerSecond;
  console.log(
    `bench:cleanup: ${n(count)} receipts, ${latencyMs} ms per Firestore/Storage request\n` +
      `old job (list all, one query per file in turn; ${n(old.sample)}-file sample)\n` +
      `  files/s   ${n(old.filesPerSecond)} → ≈ ${n(Math.round(oldSeconds))} s for ${n(count)} in one run (timeout 540 s), nothing deleted before the end\n` +
      `paged job (1,000 a page, 'in' checks of 30, deletes as it goes, page token kept)\n` +
      `  files/s   ${n(r.filesPerSecond)} (${(r.ms / 1000).toFixed(1)} s in all)\n` +
      `  runs      ${runs.length} (${runs.map((x) => `${x.outcome} ${n(x.scanned)} files in ${(x.ms / 1000).toFixed(1)} s`).join(', ')}); ` +
      `longest ${(longest / 1000).toFixed(1)} s (goal ≤ ${GOAL_RUN_MS / 1000} s, budget ${budgetS} s) ${okRuns ? 'ok' : 'MISSED'}\n` +
      `  deleted   ${n(r.deleted)} of ${n(r.orphans)} planted orphans; nothing live deleted: ${r.deletedOrphansOnly} ${okDeleted ? 'ok' : 'MISSED'}\n` +
      `  peak RSS  ${r.peakRssMB} MB (goal ≤ ${GOAL_MB} MB; ${r.fixturesRssMB} MB of it the fixtures) ${okMem ? 'ok' : 'MISSED'}\n` +
      `resume: ${n(resume.files)} receipts, 15 s runs\n` +
      `  runs      ${resume.runs.length} (${resume.runs.map((/** @type {{ outcome: string, scanned: number }} */ x) => `${x.outcome} ${n(x.scanned)}`).join(', ')}); ` +
      `${n(resume.deleted)} of ${n(resume.orphans)} orphans deleted, nothing live: ${resume.deletedOrphansOnly} ${okResume ? 'ok' : 'MISSED'}`,
  );
  process.exit(okRuns && okDeleted && okMem && okResume ? 0 : 1);
} finally {
  entry.remove();
}
