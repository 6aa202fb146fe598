// npm run reminders:demo -- --out <dir> — the digest job over fixture owners on the memory
// store (functions/src/reminders/bench-entry.ts runDemo): every digest as an .eml file and
// one owner's calendar feed as an .ics file in <dir>, for people to open.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
const i = argv.indexOf('--out');
if (i < 0 || !argv[i + 1]) {
  console.error('usage: npm run reminders:demo -- --out <dir>');
  process.exit(2);
}
const out = path.resolve(process.cwd(), argv[i + 1]);
const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(dir, { recursive: true });
const stamp = `${process.pid}-${Date.now()}`;
const bundle = path.join(dir, `reminders-demo-${stamp}.mjs`);
const runner = path.join(dir, `reminders-demo-run-${stamp}.mjs`);
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
    `const demo = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n` +
      `console.log(JSON.stringify(await demo.runDemo(${JSON.stringify(out)})));\n`,
  );
  const child = spawnSync(process.execPath, [runner], { encoding: 'utf8', cwd: ROOT });
  if (child.status !== 0) {
    console.error(child.stderr || child.stdout);
    process.exit(1);
  }
  const { report, written } = JSON.parse(child.stdout.trim().split('\n').at(-1));
  console.log(
    `reminders:demo: ${report.sent} digests for ${report.ownersConsidered} owners with something due ` +
      `(${report.skipped} skipped: reminders off or not their day)\n` +
      written.map((file) => `  ${path.relative(process.cwd(), file)}`).join('\n'),
  );
} finally {
  rmSync(bundle, { force: true });
  rmSync(runner, { force: true });
}
