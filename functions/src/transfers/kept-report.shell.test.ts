/**
 * The report a previous owner keeps, end to end on the memory store and files: the
 * acceptance job queues it, the new owner adds a repair and the home takes their name,
 * and the render trigger makes the PDF and ZIP of the home as it was at the transfer
 * instant, in the previous owner's own folder.
 */
import { describe, expect, it } from 'vitest';
import { REPORT_MESSAGES } from '@homeledger/domain';
import { callableShell, callerFromAuth } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { createHistoryReportSpec } from '../reports/create-history-report';
import { MemoryBlobs } from '../reports/ports';
import { remakeKeptReportSpec } from '../reports/remake-kept-report';
import { renderHistoryReport } from '../reports/render-report';
import {
  jpegReceipt,
  pdfReceipt,
  pdfText,
  propertyDoc,
  repairDoc,
} from '../reports/reports.test-support';
import { verifyReportSpec } from '../reports/verify-report';
import { withdrawReportCodeSpec } from '../reports/withdraw-report-code';
import { runAcceptJob } from './transfer-callables';

const T0 = new Date('2026-04-01T12:00:00Z');
const TRANSFER = new Date('2026-05-03T09:30:00Z');
const LATER = new Date('2026-05-20T10:00:00Z');
const OLIVE = { uid: 'own', token: { role: 'homeowner', name: 'Olive' } };
const NICK = { uid: 'nick', token: { role: 'homeowner', name: 'Nick', email_verified: true } };
const quiet = { error: () => undefined };
/** `keepReceipts`: the repairs whose receipts the previous owner keeps (#33). */
async function transferred(keepReceipts: string[] = []) {
  const store = new MemoryStore({
    'profiles/nick': { name: 'Nick Newowner' },
    'properties/p1': propertyDoc({
      viewerIds: ['own'],
      repairCount: 2,
      pendingTransferId: 'tr1',
      photo: { path: 'photos/p1/front.jpg', contentType: 'image/jpeg', size: 1 },
    }),
    'repairs/r1': repairDoc('p1', {
      viewerIds: ['own'],
      serviceType: 'Roofing',
      date: '2025-06-01',
      costCents: 45_000,
      receipt: {
        path: 'receipts/p1/u1/roof.pdf',
        name: 'roof.pdf',
        contentType: 'application/pdf',
      },
      createdAt: T0,
    }),
    'repairs/r2': repairDoc('p1', {
      viewerIds: ['own'],
      serviceType: 'HVAC',
      date: '2024-03-15',
      costCents: 12_500,
      createdAt: T0,
    }),
    'transfers/tr1': {
      propertyId: 'p1',
      property: { address: '123 Main St', city: 'Springfield', state: 'IL', zipCode: '62704' },
      fromUid: 'own',
      fromName: 'Olive Owner',
      toUid: 'nick',
      toEmail: 'nick@home.example',
      toName: 'Nick Newowner',
      state: 'pending',
      createdAt: T0,
      answeredAt: null,
      transferredAt: null,
      keepReceipts,
    },
  });
  const blobs = new MemoryBlobs();
  blobs.putBytes('receipts/p1/u1/roof.pdf', 'application/pdf', await pdfReceipt('ROOF BILL', 1));
  blobs.putBytes('photos/p1/front.jpg', 'image/jpeg', await jpegReceipt(600, 400, 2));
  // The job's file port and the render's blob port are one bucket in production.
  const files = new MemoryFiles([
    { path: 'receipts/p1/u1/roof.pdf', contentType: 'application/pdf', size: 1 },
  ]);
  await runAcceptJob(store, {
    files,
    transferId: 'tr1',
    caller: callerFromAuth({ ...NICK, token: { ...NICK.token, email_verified: true } }),
    now: TRANSFER,
    reportCode: () => 'keptkeptkeptkeptkeptkept23',
  });
  for (const moved of await files.list('keptReceipts/'))
    blobs.putBytes(moved.path, 'application/pdf', await pdfReceipt('ROOF BILL', 1));
  return { store, blobs };
}

describe('the report the previous owner keeps', () => {
  it('shows the home as it was at the transfer instant, in the previous owner’s folder', async () => {
    const { store, blobs } = await transferred();
    // Afterwards the new owner adds a repair and the home carries their name.
    await store.commit([
      {
        op: 'create',
        path: 'repairs/r3',
        data: repairDoc('p1', {
          ownerId: 'nick',
          viewerIds: ['nick'],
          serviceType: 'Landscaping',
          date: '2026-05-10',
          createdAt: LATER,
        }),
      },
      { op: 'update', path: 'properties/p1', data: { repairCount: 3 } },
    ]);
    expect(store.snapshot()['properties/p1']).toMatchObject({
      ownerId: 'nick',
      ownerName: 'Nick Newowner',
    });

    const ports = { store, blobs, origin: 'https://homeledger.example', log: quiet };
    expect(await renderHistoryReport(ports, 'tr1', () => LATER)).toBe('done');
    const report = store.snapshot()['reports/tr1'] ?? {};
    expect(report).toMatchObject({
      state: 'done',
      ownerId: 'own',
      viewerIds: ['own'],
      path: 'keptReports/own/tr1.pdf',
      zipPath: 'keptReports/own/tr1.zip',
      certified: {
        address: '123 Main St, Springfield, IL 62704',
        createdByRole: 'homeowner',
        repairCount: 2,
        dateRange: { from: '2024-03-15', to: '2025-06-01' },
      },
    });
    // Nothing lands in the home's folder, which the new owner reads.
    expect(blobs.bytesOf('reports/p1/tr1.pdf')).toBeUndefined();
    const text = (await pdfText(blobs.bytesOf('keptReports/own/tr1.pdf') as Uint8Array)).join('\n');
    expect(text).toContain('Olive Owner');
    expect(text).not.toContain('Nick Newowner');
    expect(text).toContain('History as of');
    expect(text).toContain('May 3, 2026');
    expect(text).toContain('Roofing');
    expect(text).toContain('ROOF BILL page 1');
    expect(text).not.toContain('Landscaping');
    expect(blobs.bytesOf('keptReports/own/tr1.zip')).toBeDefined();

    // It verifies, and the previous owner (its owner) may withdraw its code; the new owner not.
    const verify = callableShell(verifyReportSpec, { store }, quiet);
    await expect(verify({ data: { code: 'keptkeptkeptkeptkeptkept23' } })).resolves.toMatchObject({
      status: 'valid',
    });
    const withdraw = callableShell(withdrawReportCodeSpec, { store }, quiet, { now: () => LATER });
    await expect(withdraw({ auth: NICK, data: { reportId: 'tr1' } })).rejects.toMatchObject({
      message: REPORT_MESSAGES.reportNotFound,
    });
    await expect(withdraw({ auth: OLIVE, data: { reportId: 'tr1' } })).resolves.toEqual({
      withdrawn: true,
    });
  });

  it('still has the receipts its owner kept at the transfer, without saying they were kept (#33)', async () => {
    const { store, blobs } = await transferred(['r1']);
    expect(store.snapshot()['repairs/r1']).toMatchObject({ receiptKept: true });
    expect(blobs.bytesOf('keptReceipts/own/p1/r1/roof.pdf')).toBeDefined();
    const ports = { store, blobs, origin: 'https://homeledger.example', log: quiet };
    expect(await renderHistoryReport(ports, 'tr1', () => LATER)).toBe('done');
    const text = (await pdfText(blobs.bytesOf('keptReports/own/tr1.pdf') as Uint8Array)).join('\n');
    expect(text).toContain('ROOF BILL page 1');
    expect(text).not.toContain('Receipt kept by the previous owner');
  });

  it('does not hold up the new owner’s own report while it is being made', async () => {
    const { store } = await transferred();
    expect(store.snapshot()['reports/tr1']?.['state']).toBe('queued');
    const create = callableShell(
      createHistoryReportSpec,
      {
        store,
        newId: () => 'mine',
        randomBytes: (n: number) => new Uint8Array(n).fill(3),
        log: quiet,
      },
      quiet,
      { now: () => TRANSFER },
    );
    await expect(
      create({
        auth: NICK,
        data: { propertyId: 'p1', includeReceipts: false, includeCosts: true, includePhoto: false },
      }),
    ).resolves.toEqual({ reportId: 'mine' });
    expect(store.snapshot()['reports/mine']).toMatchObject({
      ownerId: 'nick',
      viewerIds: ['nick'],
    });
  });
});

describe('remakeKeptReport', () => {
  async function failedKept() {
    const { store, blobs } = await transferred();
    await store.commit([
      {
        op: 'update',
        path: 'reports/tr1',
        data: { state: 'failed', failureReason: REPORT_MESSAGES.renderFailed },
      },
    ]);
    let ids = 0;
    const remake = callableShell(
      remakeKeptReportSpec,
      {
        store,
        newId: () => `again${++ids}`,
        randomBytes: (n: number) => new Uint8Array(n).fill(9),
        log: quiet,
      },
      quiet,
      { now: () => LATER },
    );
    return { store, blobs, remake };
  }

  it('makes a failed kept report again, for its owner only, from the same record', async () => {
    const { store, blobs, remake } = await failedKept();
    await expect(remake({ auth: NICK, data: { reportId: 'tr1' } })).rejects.toMatchObject({
      message: REPORT_MESSAGES.reportNotFound,
    });
    await expect(remake({ auth: OLIVE, data: { reportId: 'tr1' } })).resolves.toEqual({
      reportId: 'again2',
    });
    const snap = store.snapshot();
    expect(snap['reports/tr1']).toBeUndefined();
    const again = snap['reports/again2'] ?? {};
    expect(again).toMatchObject({
      kind: 'kept',
      ownerId: 'own',
      viewerIds: ['own'],
      state: 'queued',
      kept: { transferId: 'tr1', transferredAt: TRANSFER, ownerName: 'Olive Owner' },
    });
    expect(again['code']).not.toBe('keptkeptkeptkeptkeptkept23');
    // The trigger renders it as it rendered the first: the home at the transfer instant.
    const ports = { store, blobs, origin: 'https://homeledger.example', log: quiet };
    expect(await renderHistoryReport(ports, 'again2', () => LATER)).toBe('done');
    expect(store.snapshot()['reports/again2']).toMatchObject({
      path: 'keptReports/own/again2.pdf',
      certified: { repairCount: 2 },
    });
  });

  it('refuses a report that is made or still being made, and any other report', async () => {
    const { store, remake } = await failedKept();
    await store.commit([
      { op: 'update', path: 'reports/tr1', data: { state: 'rendering', updatedAt: LATER } },
      {
        op: 'create',
        path: 'reports/plain',
        data: { propertyId: 'p1', ownerId: 'own', viewerIds: ['own'], state: 'failed' },
      },
    ]);
    const writes = store.writeCount;
    await expect(remake({ auth: OLIVE, data: { reportId: 'tr1' } })).rejects.toMatchObject({
      message: REPORT_MESSAGES.notRemade,
    });
    await expect(remake({ auth: OLIVE, data: { reportId: 'plain' } })).rejects.toMatchObject({
      message: REPORT_MESSAGES.reportNotFound,
    });
    expect(store.writeCount).toBe(writes);
  });
});
