// npm run bench:transfer — accepting the transfer of a home with N repairs (default 500),
// each with a receipt, on the memory store.
//
//   node scripts/bench-transfer.mjs [--repairs N] [--read-latency-ms L]
//
// Bundles functions/src/transfers/bench-entry.ts with esbuild and runs it in fresh Node
// processes: once with no read latency (the job's own cost), once with L ms per read request
// (default 30, a rough Firestore round trip from Cloud Functions in the same region), against
// acceptTransfer's 300 s limit. Receipts and photos need no copy (Storage rules follow the
// property document), so their count changes nothing but the documents' size.
// Prints numbers; exits 1 only when a run fails or moves the wrong number of repairs.
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';

const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const argv = process.argv.slice(2);
function numberOption(name, fallback) {
  const i = argv.indexOf(name);
  const value = i >= 0 ? Number(argv[i + 1]) : fallback;
  if (!Number.isInteger(value) || value < 0) {
    console.error(`bench:transfer: ${name} needs a whole number`);
    process.exit(2);
  }
  return value;
}
const repairs = numberOption('--repairs', 500);
const latency = numberOption('--read-latency-ms', 30);

const dir = path.join(ROOT, 'node_modules', '.cache', 'homeledger');
mkdirSync(dir, { recursive: true });
const stamp = `${process.pid}-${Date.now()}`;
const bundle = path.join(dir, `bench-transfer-${stamp}.mjs`);
const runner = path.join(dir, `bench-transfer-run-${stamp}.mjs`);

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

try {
  await build({
    entryPoints: [path.join(ROOT, 'functions', 'src', 'transfers', 'bench-entry.ts')],
    outfile: bundle,
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    external: ['firebase-admin', 'firebase-admin/*', 'firebase-functions', 'firebase-functions/*'],
    logLevel: 'warning',
  });
  let ok = true;
  for (const readLatencyMs of [0, latency]) {
    const r = run(`runTransferBench(${repairs}, { readLatencyMs: ${readLatencyMs} })`);
    console.log(
      `bench:transfer: ${r.repairs} repairs with ${r.repairs} receipts, ${r.readLatencyMs} ms per read request\n` +
        `  wall time ${r.ms} ms, CPU ${r.cpuMs} ms; ${r.readRequests} read requests, ` +
        `${r.writes} document writes in ${r.units} transactions/batches; ${r.moved} repairs now the new owner's`,
    );
    if (r.moved !== repairs) ok = false;
  }
  process.exit(ok ? 0 : 1);
} finally {
  rmSync(bundle, { force: true });
  rmSync(runner, { force: true });
}
