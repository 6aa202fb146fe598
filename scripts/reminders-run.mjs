// npm run reminders:run — the daily digest job once, now, against the running emulators
// (Firestore at FIRESTORE_EMULATOR_HOST, default 127.0.0.1:8080) and the local mail catcher
// (SMTP_HOST/SMTP_PORT, default 127.0.0.1:1025). Scheduled functions never fire in the
// emulator; this is how to see a digest locally. Needs the Firestore emulator (tier 2).
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(dir, { recursive: true });
const stamp = `${process.pid}-${Date.now()}`;
const bundle = path.join(dir, `reminders-run-${stamp}.mjs`);
const runner = path.join(dir, `reminders-run-run-${stamp}.mjs`);
try {
  await build({
    entryPoints: [path.join(ROOT, 'functions', 'src', 'reminders', 'run-once.ts')],
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
    `const job = await import(${JSON.stringify(pathToFileURL(bundle).href)});\n` +
      `console.log(JSON.stringify(await job.runOnce(), null, 2));\n`,
  );
  const child = spawnSync(process.execPath, [runner], {
    stdio: 'inherit',
    cwd: ROOT,
    env: {
      ...process.env,
      GCLOUD_PROJECT: process.env.GCLOUD_PROJECT ?? 'demo-homeledger',
      FIRESTORE_EMULATOR_HOST: process.env.FIRESTORE_EMULATOR_HOST ?? '127.0.0.1:8080',
    },
  });
  process.exitCode = child.status ?? 1;
} finally {
  rmSync(bundle, { force: true });
  rmSync(runner, { force: true });
}
