// @ts-check
// npm run reminders:demo -- --out <dir> — the digest job over fixture owners on the memory
// store (functions/src/reminders/bench-entry.ts runDemo): every digest as an .eml file and
// one owner's calendar feed as an .ics file in <dir>, for people to open.
import path from 'node:path';
import { bundleEntry, option } from '../lib/functions-bench.mjs';

const outOption = option('--out');
if (!outOption) {
  console.error('usage: npm run reminders:demo -- --out <dir>');
  process.exit(2);
}
const out = path.resolve(process.cwd(), outOption);
const entry = await bundleEntry('reminders-demo', 'functions/src/reminders/bench-entry.ts', {
  external: ['nodemailer'],
});
try {
  const { report, written } = entry.call(`runDemo(${JSON.stringify(out)})`);
  console.log(
    `reminders:demo: ${report.sent} digests for ${report.ownersConsidered} owners with something due ` +
      `(${report.skipped} skipped: reminders off or not their day)\n` +
      written
        .map((/** @type {string} */ file) => `  ${path.relative(process.cwd(), file)}`)
        .join('\n'),
  );
} finally {
  entry.remove();
}
