/**
 * `npm run bench:transfer` (scripts/bench/bench-transfer.mjs) bundles this and runs it in a
 * fresh Node process: a home with N repairs, each with a receipt, transferred on the
 * memory store (with a simulated round trip per read request), timed end to end.
 */
import { callerFromAuth } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import type { DocData } from '../kit/store';
import { runAcceptJob } from './transfer-callables';

export async function runTransferBench(repairs: number, options: { readLatencyMs?: number } = {}) {
  const at = new Date('2026-05-01T12:00:00Z');
  const docs: Record<string, DocData> = {
    'properties/home': {
      ownerId: 'olive',
      ownerName: 'Olive',
      address: '12 Oak Ln',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      addressKey: '12 oak ln|62704',
      verificationStatus: 'verified',
      viewerIds: ['olive', 'rita'],
      pendingTransferId: 'tr1',
      repairCount: repairs,
    },
    // A report made while the home was shared: it follows the home (the previous owner's
    // kept report is queued by the job itself).
    'reports/rep1': {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive', 'rita'],
      state: 'done',
      createdAt: at,
    },
    'addressClaims/12%20oak%20ln%7C62704': {
      addressKey: '12 oak ln|62704',
      claims: { home: 'olive' },
    },
    'properties/home/shares/rita': { name: 'Rita' },
    'transfers/tr1': {
      propertyId: 'home',
      fromUid: 'olive',
      toUid: 'nick',
      toName: 'Nick',
      state: 'pending',
      createdAt: at,
    },
  };
  for (let i = 0; i < repairs; i += 1)
    docs[`repairs/r${String(i).padStart(6, '0')}`] = {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive', 'rita'],
      serviceType: 'Roofing',
      date: '2025-01-01',
      description: 'Replaced the shingles on the south slope and the flashing around the chimney.',
      costCents: 120_000,
      receipt: {
        path: `receipts/home/u${i}/invoice.pdf`,
        name: 'invoice.pdf',
        contentType: 'application/pdf',
        size: 180_000,
      },
      validation: { state: 'validated', contractorName: 'Top Roofs', contractorUid: 'carl' },
      createdAt: at,
      updatedAt: at,
    };
  const store = new MemoryStore(docs, { readLatencyMs: options.readLatencyMs ?? 0 });
  const caller = callerFromAuth({
    uid: 'nick',
    token: { role: 'homeowner', email: 'nick@home.example', email_verified: true },
  });
  const cpu = process.cpuUsage();
  const start = performance.now();
  const result = await runAcceptJob(store, {
    files: new MemoryFiles(),
    transferId: 'tr1',
    caller,
    now: new Date(),
    reportCode: () => 'benchbenchbenchbenchbench2',
  });
  const ms = Math.round(performance.now() - start);
  const used = process.cpuUsage(cpu);
  const moved = Object.entries(store.snapshot()).filter(
    ([path, data]) =>
      path.startsWith('repairs/') && data['ownerId'] === 'nick' && data['byPreviousOwner'] === true,
  ).length;
  return {
    repairs,
    moved,
    repairsMoved: result.repairsMoved,
    ms,
    cpuMs: Math.round((used.user + used.system) / 1000),
    readRequests: store.readRequests,
    writes: store.writeCount,
    units: store.log.length,
    readLatencyMs: options.readLatencyMs ?? 0,
  };
}
