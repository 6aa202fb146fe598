// @ts-check
// npm run bench:reminders — the daily digest job over 10,000 owners (functions/src/reminders/
// bench-entry.ts, memory store for Firestore), each case in a fresh Node process:
//
// 1. instant mail (the job's own cost): 10,000 owners, 50,000 tasks, 5,000 warranties, about
//    one owner in five with news. Goals: ≤ 30 s, peak RSS ≤ 300 MB, reads proportional to
//    the owners with something due (range queries, not a scan).
// 2. real SMTP, slow server: every one of 10,000 owners has news (a Monday), mailed over the
//    production pooled transport to the local mail catcher, which takes 300 ms (then 1 s) to
//    accept each mail, as providers do. Runs of 450 s (the 540 s timeout less the stop margin)
//    follow one another, each resuming from the last one's cursor. Goals: every owner mailed
//    exactly once within one scheduled window (12 deliveries, 12:00–13:50 UTC), peak RSS
//    ≤ 300 MB.
//
// Prints numbers; exits 1 on a miss.
//
//   node scripts/bench/bench-reminders.mjs [--owners N] [--tasks N] [--warranties N]
//     [--smtp-owners N] [--delays 300,1000] [--budget-s 450]
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { Worker } from 'node:worker_threads';
import { bundleEntry, option, wholeNumberOption } from '../lib/functions-bench.mjs';
import { ROOT } from '../lib/paths.mjs';

const GOAL_MS = 30_000;
const GOAL_MB = 300;
const HEAP_MB = 256;
/** Deliveries in the day's window (reminders.functions.ts: every 10 minutes, 12:00–13:50 UTC). */
const WINDOW_RUNS = 12;
const owners = wholeNumberOption('bench:reminders', '--owners', 10_000, { min: 1 });
const tasks = wholeNumberOption('bench:reminders', '--tasks', 50_000, { min: 1 });
const warranties = wholeNumberOption('bench:reminders', '--warranties', 5_000, { min: 1 });
const smtpOwners = wholeNumberOption('bench:reminders', '--smtp-owners', 10_000, { min: 1 });
const budgetS = wholeNumberOption('bench:reminders', '--budget-s', 450, { min: 1 });
const delays = (option('--delays') ?? '300,1000').split(',').map(Number);
if (delays.some((d) => !Number.isInteger(d) || d < 0)) {
  console.error('bench:reminders: --delays needs whole milliseconds, like 300,1000');
  process.exit(2);
}

const n = (/** @type {number} */ value) => value.toLocaleString('en-US');

const entry = await bundleEntry('bench-reminders', 'functions/src/reminders/bench-entry.ts', {
  external: ['nodemailer'],
});
let allOk = true;
try {
  // The heap is capped as Cloud Functions caps it for the job's 512 MiB instance (V8 then
  // collects before growing past it); without the cap V8 grows lazily into free memory.
  const heap = [`--max-old-space-size=${HEAP_MB}`];
  const r = entry.call(`runBench(${owners}, ${tasks}, ${warranties})`, heap);
  const due = r.report.ownersConsidered;
  const okTime = r.ms <= GOAL_MS;
  const okMem = r.peakRssMB <= GOAL_MB;
  const all = r.owners + r.tasks + r.warranties;
  allOk &&= okTime && okMem;
  console.log(
    `bench:reminders: ${n(r.owners)} owners, ${n(r.tasks)} tasks, ${n(r.warranties)} warranties on the memory store\n` +
      `instant mail (the job's own cost)\n` +
      `  wall time ${(r.ms / 1000).toFixed(2)} s (goal ≤ ${GOAL_MS / 1000} s) ${okTime ? 'ok' : 'MISSED'}\n` +
      `  peak RSS  ${r.peakRssMB} MB (goal ≤ ${GOAL_MB} MB, whole Node process, heap capped at ${HEAP_MB} MB; ${r.fixturesRssMB} MB of it is ` +
      `the 65,000 fixture documents in the memory store before the job starts) ${okMem ? 'ok' : 'MISSED'}\n` +
      `  reads     ${n(r.documentsRead)} documents in ${n(r.readRequests)} requests ` +
      `(${r.report.tasksRead} due tasks, ${r.report.warrantiesRead} warranties, ${r.report.homesRead} homes ` +
      `(who gets their reminders), ${r.report.settingsRead} settings for ${n(due)} recipients with something ` +
      `due; a scan would read ${n(all)})\n` +
      `  digests   ${r.report.sent} sent, ${r.report.nothingNew} nothing new, ${r.report.skipped} skipped (off / not Monday)`,
  );

  for (const delayMs of delays) {
    const dir = mkdtempSync(path.join(tmpdir(), 'bench-reminders-mail-'));
    // The catcher runs on a worker thread of this process: entry.call blocks this thread
    // (spawnSync) while the job's own process mails it, and the job's RSS stays its own.
    const catcher = await startCatcherWorker({ dir, delayMs, keep: smtpOwners * 2 });
    try {
      const s = entry.call(
        `runSmtpBench(${smtpOwners}, ${catcher.smtpPort}, ${budgetS * 1000})`,
        heap,
      );
      const caught = await catcher.stats();
      const everyoneOnce =
        caught.recipients === smtpOwners && caught.most === 1 && caught.total === smtpOwners;
      const inWindow = s.runs.length <= WINDOW_RUNS;
      const okMem = s.peakRssMB <= GOAL_MB;
      allOk &&= everyoneOnce && inWindow && okMem && s.failed === 0;
      console.log(
        `real SMTP, ${delayMs} ms per mail: ${n(smtpOwners)} owners, every one with news today\n` +
          `  mails/s   ${s.mailsPerSecond} (${n(s.sent)} sent in ${(s.ms / 1000).toFixed(1)} s; longest run ${(s.longestRunMs / 1000).toFixed(1)} s of ${budgetS} s)\n` +
          `  runs      ${s.runs.length} (${s.runs.map((/** @type {{ outcome: string, sent: number }} */ x) => `${x.outcome} ${n(x.sent)}`).join(', ')}); ` +
          `goal ≤ ${WINDOW_RUNS}, one window ${inWindow ? 'ok' : 'MISSED'}\n` +
          `  peak RSS  ${s.peakRssMB} MB (goal ≤ ${GOAL_MB} MB; ${s.fixturesRssMB} MB of fixtures) ${okMem ? 'ok' : 'MISSED'}\n` +
          `  caught    ${n(caught.total)} mails for ${n(caught.recipients)} owners, at most ${caught.most} each; ` +
          `${s.failed} failed ${everyoneOnce && s.failed === 0 ? 'ok' : 'MISSED'}`,
      );
    } finally {
      await catcher.close();
      rmSync(dir, { recursive: true, force: true });
    }
  }
  process.exit(allOk ? 0 : 1);
} finally {
  entry.remove();
}

/**
 * The mail catcher on a worker thread, keeping every mail in `dir`.
 * @param {{ dir: string, delayMs: number, keep: number }} options
 * @returns {Promise<{ smtpPort: number, stats(): Promise<{ total: number, recipients: number, most: number }>, close(): Promise<void> }>}
 */
async function startCatcherWorker(options) {
  const catcherUrl = pathToFileURL(path.join(ROOT, 'scripts', 'lib', 'mail-catcher.mjs')).href;
  const worker = new Worker(
    `const { parentPort, workerData } = require('node:worker_threads');
     import(workerData.catcherUrl).then(async ({ startMailCatcher }) => {
       const catcher = await startMailCatcher({ smtpPort: 0, httpPort: 0, ...workerData.options });
       parentPort.on('message', async (message) => {
         if (message === 'stats') {
           const counts = new Map();
           for (const m of catcher.messages()) counts.set(m.to, (counts.get(m.to) ?? 0) + 1);
           parentPort.postMessage({
             total: catcher.messages().length,
             recipients: counts.size,
             most: Math.max(0, ...counts.values()),
           });
         } else {
           await catcher.close();
           parentPort.postMessage('closed');
         }
       });
       parentPort.postMessage({ smtpPort: catcher.smtpPort });
     });`,
    { eval: true, workerData: { catcherUrl, options } },
  );
  /** @returns {Promise<any>} */
  const next = () =>
    new Promise((resolve, reject) => {
      worker.once('message', resolve);
      worker.once('error', reject);
    });
  const { smtpPort } = await next();
  return {
    smtpPort,
    stats: async () => {
      const answer = next();
      worker.postMessage('stats');
      return answer;
    },
    close: async () => {
      const answer = next();
      worker.postMessage('close');
      await answer;
      await worker.terminate();
    },
  };
}
