/**
 * `npm run bench:csv` (scripts/bench/bench-csv.mjs bundles and runs this in its own process):
 * N repairs through the whole exportCsv callable — schema, role check, row mapping,
 * csv-stringify, sink — from a source that makes documents on demand, as the paged
 * Firestore source hands them over, into a sink that discards the bytes.
 * Prints one JSON line: rows, bytes, wall time and the process's peak RSS.
 *
 * `runPagingBench` adds what the CSV run leaves out: the Firestore reads. The same
 * callable reads the rows through the paged source from a memory store holding N
 * repairs, each page taking the store's simulated round trip (`readLatencyMs`).
 */
import { callableShell, type CallableRequestLike } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import type { DocData } from '../kit/store';
import { exportCsvSpec } from './export-csv';
import { EXPORT_PAGE_SIZE, discardingSink, pagedExportSource, type ExportSource } from './ports';

const SERVICE_TYPES = ['Plumbing', 'Electrical', 'HVAC', 'Roofing', '=Other "quoted"'];

function repair(i: number): DocData {
  const day = String((i % 28) + 1).padStart(2, '0');
  return {
    propertyId: `p${i % 500}`,
    viewerIds: ['owner', 'bench-realtor'],
    property: {
      address: `${i % 500} Elm Street, Apt ${i % 7}`,
      city: i % 3 === 0 ? 'Zürich' : 'Springfield',
      state: 'IL',
      zipCode: '62704',
    },
    serviceType: SERVICE_TYPES[i % SERVICE_TYPES.length],
    date: `2025-${String((i % 12) + 1).padStart(2, '0')}-${day}`,
    status: i % 10 === 0 ? 'in-progress' : 'completed',
    costCents: i % 9 === 0 ? null : (i * 137) % 500_000,
    contractorName: i % 4 === 0 ? null : `Contractor ${i % 300}`,
    description: `Repair number ${i}, with a comma and "quotes" — café`,
    isContractorValidated: i % 2 === 0,
    receipt: i % 3 === 0 ? { path: `receipts/p/u${i}/r.pdf` } : null,
    createdAt: new Date(1_700_000_000_000 + i),
  };
}

/** The realtor's repairs export once, with its wall and CPU time in whole milliseconds. */
async function timedRepairsExport<R>(call: (request: CallableRequestLike) => Promise<R>) {
  const auth = { uid: 'bench-realtor', token: { role: 'realtor' } };
  const cpuBefore = process.cpuUsage();
  const started = performance.now();
  const result = await call({ auth, data: { dataset: 'repairs' } });
  const ms = Math.round(performance.now() - started);
  const cpu = process.cpuUsage(cpuBefore);
  return { result, ms, cpuMs: Math.round((cpu.user + cpu.system) / 1000) };
}

export async function runBench(rows: number) {
  const source: ExportSource = {
    async *visibleTo() {
      for (let i = 0; i < rows; i++) yield repair(i);
    },
  };
  const sink = discardingSink();
  const call = callableShell(exportCsvSpec, { source, sink, store: new MemoryStore() });
  const { result, ms, cpuMs } = await timedRepairsExport(call);
  return {
    rows: result.rowCount,
    bytes: sink.bytes,
    ms,
    /** CPU time (user + system): less sensitive than wall time to a busy machine. */
    cpuMs,
    peakRssMB: Math.round((process.resourceUsage().maxRSS / 1024) * 10) / 10,
  };
}

export async function runPagingBench(
  rows: number,
  options: { pageLatencyMs: number; pageSize?: number },
) {
  const pageSize = options.pageSize ?? EXPORT_PAGE_SIZE;
  const docs: Record<string, DocData> = {};
  for (let i = 0; i < rows; i++) docs[`repairs/r${String(i).padStart(7, '0')}`] = repair(i);
  // Documents nobody shared with the realtor: the query must skip them, as Firestore's index does.
  for (let i = 0; i < rows / 10; i++)
    docs[`repairs/x${i}`] = { ...repair(i), viewerIds: ['someone-else'] };
  const store = new MemoryStore(docs, { readLatencyMs: options.pageLatencyMs });
  const sink = discardingSink();
  const call = callableShell(exportCsvSpec, {
    source: pagedExportSource(store, pageSize),
    sink,
    store,
  });
  const { result, ms, cpuMs } = await timedRepairsExport(call);
  return {
    rows: result.rowCount,
    bytes: sink.bytes,
    pages: store.readRequests,
    pageSize,
    pageLatencyMs: options.pageLatencyMs,
    ms,
    waitMs: store.readRequests * options.pageLatencyMs,
    cpuMs,
  };
}
