// @ts-check
// npm run bench:transfer — accepting the transfer of a home with N repairs (default 500),
// each with a receipt, on the memory store.
//
//   node scripts/bench/bench-transfer.mjs [--repairs N] [--read-latency-ms L]
//
// Bundles functions/src/transfers/bench-entry.ts with esbuild and runs it in fresh Node
// processes: once with no read latency (the job's own cost), once with L ms per read request
// (default 30, a rough Firestore round trip from Cloud Functions in the same region), against
// acceptTransfer's 300 s limit. Receipts and photos need no copy (Storage rules follow the
// property document), so their count changes nothing but the documents' size.
// Prints numbers; exits 1 only when a run fails or moves the wrong number of repairs.
import { bundleEntry, wholeNumberOption } from '../lib/functions-bench.mjs';

const repairs = wholeNumberOption('bench:transfer', '--repairs', 500);
const latency = wholeNumberOption('bench:transfer', '--read-latency-ms', 30);

const entry = await bundleEntry('bench-transfer', 'functions/src/transfers/bench-entry.ts');
try {
  let ok = true;
  for (const readLatencyMs of [0, latency]) {
    const r = entry.call(`runTransferBench(${repairs}, { readLatencyMs: ${readLatencyMs} })`);
    console.log(
      `bench:transfer: ${r.repairs} repairs with ${r.repairs} receipts, ${r.readLatencyMs} ms per read request\n` +
        `  wall time ${r.ms} ms, CPU ${r.cpuMs} ms; ${r.readRequests} read requests, ` +
        `${r.writes} document writes in ${r.units} transactions/batches; ${r.moved} repairs now the new owner's`,
    );
    if (r.moved !== repairs) ok = false;
  }
  process.exit(ok ? 0 : 1);
} finally {
  entry.remove();
}
