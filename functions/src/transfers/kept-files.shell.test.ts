/**
 * What the seller keeps at a transfer (#33), end to end on the memory store and files:
 * startTransfer takes the receipts to keep, and the acceptance job moves them (and the
 * documents of non-transferable warranties) under the seller's uid, removes the reports that
 * could show them, and survives a stop at any store write or file operation.
 */
import { describe, expect, it } from 'vitest';
import { TRANSFER_MESSAGES as M, MAX_KEPT_RECEIPTS } from '@homeledger/domain';
import { callableShell, callerFromAuth } from '../kit/callable';
import type { Files } from '../kit/files';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import type { DocData } from '../kit/store';
import {
  filesWithoutStorage,
  httpsFailure,
  OAK_LANE_ADDRESS,
  authOf,
  accountOf,
} from '../kit/test-support';
import { runAcceptJob, startTransferSpec } from './transfer-callables';

const T0 = new Date('2026-05-01T12:00:00Z');
const T1 = new Date('2026-05-03T09:30:00Z');
const OLIVE = authOf('olive');
const NICK = authOf('nick');
const PDF = 'application/pdf';

function seed(): Record<string, DocData> {
  const docs: Record<string, DocData> = {
    'profiles/olive': { name: 'Olive Owner' },
    'profiles/nick': { name: 'Nick Newowner' },
    'properties/home': {
      ownerId: 'olive',
      ...OAK_LANE_ADDRESS,
      verificationStatus: 'verified',
      viewerIds: ['olive'],
      repairCount: 3,
      createdAt: T0,
      updatedAt: T0,
    },
    // Made before the sale, with receipts: it would show a kept one to the new owner.
    'reports/rep1': {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      options: { includeReceipts: true, includeCosts: true, includePhoto: false },
      state: 'done',
      path: 'reports/home/rep1.pdf',
      zipPath: 'reports/home/rep1.zip',
      code: 'a'.repeat(26),
      createdAt: T0,
    },
    // Without receipts: nothing kept in it, it follows the home.
    'reports/rep2': {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      options: { includeReceipts: false, includeCosts: true, includePhoto: false },
      state: 'done',
      path: 'reports/home/rep2.pdf',
      code: 'b'.repeat(26),
      createdAt: T0,
    },
    'warranties/wMine': {
      propertyId: 'home',
      ownerId: 'olive',
      memberIds: ['olive'],
      item: 'Water heater',
      transferable: false,
      document: {
        path: 'warranties/home/u7/heater.pdf',
        name: 'heater.pdf',
        contentType: PDF,
        size: 1,
      },
    },
    'warranties/wHome': {
      propertyId: 'home',
      ownerId: 'olive',
      memberIds: ['olive'],
      item: 'Roof',
      transferable: true,
      document: {
        path: 'warranties/home/u8/roof.pdf',
        name: 'roof.pdf',
        contentType: PDF,
        size: 1,
      },
    },
  };
  for (let i = 0; i < 3; i += 1)
    docs[`repairs/r${i}`] = {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      addedBy: 'olive',
      serviceType: 'Roofing',
      date: `2025-0${i + 1}-01`,
      costCents: 100,
      receipt: {
        path: `receipts/home/u${i}/bill.pdf`,
        name: 'bill.pdf',
        contentType: PDF,
        size: 1,
      },
      validation: { state: 'none' },
    };
  return docs;
}

const FILES = [
  'receipts/home/u0/bill.pdf',
  'receipts/home/u1/bill.pdf',
  'receipts/home/u2/bill.pdf',
  'reports/home/rep1.pdf',
  'reports/home/rep1.zip',
  'reports/home/rep2.pdf',
  'warranties/home/u7/heater.pdf',
  'warranties/home/u8/roof.pdf',
];

function world() {
  const store = new MemoryStore(seed());
  const files = new MemoryFiles(FILES.map((path) => ({ path, contentType: PDF, size: 1 })));
  const start = (data: unknown) =>
    callableShell(
      startTransferSpec,
      {
        store,
        accounts: memoryAccounts([accountOf('nick', { name: 'Nick' })]),
        newId: () => 'tr1',
        mail: null,
        appUrl: 'https://homeledger.app',
      },
      undefined,
      { now: () => T0 },
    )({ auth: OLIVE, data });
  return { store, files, start };
}

const accept = (store: MemoryStore, files: Files) =>
  runAcceptJob(store, {
    files,
    transferId: 'tr1',
    caller: callerFromAuth(NICK),
    now: T1,
    reportCode: () => 'keptkeptkeptkeptkeptkept23',
  });

/** A Files that fails its (n+1)-th copy or delete from now, as a crash mid-step would. */
function failingFiles(inner: MemoryFiles, n: number): Files {
  let left = n;
  const tick = () => {
    if (left-- <= 0) throw new Error('Injected file failure');
  };
  return {
    stat: (path) => inner.stat(path),
    list: (prefix) => inner.list(prefix),
    copy: async (from, to) => {
      tick();
      await inner.copy(from, to);
    },
    delete: async (path) => {
      tick();
      await inner.delete(path);
    },
    deletePrefix: (prefix) => inner.deletePrefix(prefix),
  };
}

const OFFER = { propertyId: 'home', email: 'nick@home.example', keepReceipts: ['r1'] };

describe('startTransfer: the receipts the seller keeps', () => {
  it('are stored on the transfer and the seller’s own copy', async () => {
    const w = world();
    await w.start(OFFER);
    const snapshot = w.store.snapshot();
    expect(snapshot['transfers/tr1']?.['keepReceipts']).toEqual(['r1']);
    expect(snapshot['sentTransfers/tr1']?.['keepReceipts']).toEqual(['r1']);
  });

  it('default none: every receipt goes with the home', async () => {
    const w = world();
    await w.start({ propertyId: 'home', email: 'nick@home.example' });
    expect(w.store.snapshot()['transfers/tr1']?.['keepReceipts']).toEqual([]);
  });

  it('refuses a repair that is not the home’s or has no receipt, and too many, with a clear message', async () => {
    const w = world();
    await w.store.commit([
      { op: 'set', path: 'repairs/bare', data: { propertyId: 'home', ownerId: 'olive' } },
      {
        op: 'set',
        path: 'repairs/theirs',
        data: { propertyId: 'other', receipt: { path: 'x/y' } },
      },
    ]);
    for (const id of ['missing', 'bare', 'theirs'])
      expect(await httpsFailure(w.start({ ...OFFER, keepReceipts: [id] }))).toMatchObject({
        code: 'invalid-argument',
        message: M.keepReceipts,
      });
    const many = Array.from({ length: MAX_KEPT_RECEIPTS + 1 }, (_, i) => `r${i}`);
    expect(await httpsFailure(w.start({ ...OFFER, keepReceipts: many }))).toMatchObject({
      code: 'invalid-argument',
      message: M.tooManyKeptReceipts,
    });
    expect(w.store.snapshot()['transfers/tr1']).toBeUndefined();
  });
});

describe('acceptTransfer: what the seller keeps moves under their uid', () => {
  it('the kept receipt, its record, the repair’s mark; reports that could show it are removed', async () => {
    const w = world();
    await w.start(OFFER);
    await accept(w.store, w.files);
    const after = w.store.snapshot();

    expect(w.files.paths()).toEqual([
      'keptReceipts/olive/home/r1/bill.pdf',
      'keptWarranties/olive/home/wMine/heater.pdf',
      'receipts/home/u0/bill.pdf',
      'receipts/home/u2/bill.pdf',
      'reports/home/rep2.pdf',
      'warranties/home/u8/roof.pdf',
    ]);
    expect(after['repairs/r1']).toMatchObject({ receiptKept: true, ownerId: 'nick' });
    expect(after['repairs/r1']).not.toHaveProperty('receipt');
    expect(after['repairs/r0']).toMatchObject({ receipt: { path: 'receipts/home/u0/bill.pdf' } });
    expect(after['repairs/r0']).not.toHaveProperty('receiptKept');
    expect(after['keptReceipts/tr1-r1']).toMatchObject({
      ownerUid: 'olive',
      repairId: 'r1',
      serviceType: 'Roofing',
      date: '2025-02-01',
      path: 'keptReceipts/olive/home/r1/bill.pdf',
      name: 'bill.pdf',
      fromPath: 'receipts/home/u1/bill.pdf',
      property: OAK_LANE_ADDRESS,
    });
    expect(after['reports/rep1']).toBeUndefined();
    expect(after['reports/rep2']).toMatchObject({ viewerIds: ['nick'] });
    // The seller's own report of the day stays theirs.
    expect(after['reports/tr1']).toMatchObject({ kind: 'kept', viewerIds: ['olive'] });

    expect(after['warranties/wMine']).toMatchObject({
      ownerId: 'olive',
      memberIds: ['olive'],
      document: {
        path: 'keptWarranties/olive/home/wMine/heater.pdf',
        keptFrom: 'warranties/home/u7/heater.pdf',
      },
      documentKept: true,
    });
    expect(after['warranties/wHome']).toMatchObject({
      ownerId: 'nick',
      document: { path: 'warranties/home/u8/roof.pdf' },
    });
  });

  it('with nothing kept and no warranty document, Storage is never touched', async () => {
    const w = world();
    await w.store.commit([
      { op: 'delete', path: 'warranties/wMine' },
      { op: 'delete', path: 'warranties/wHome' },
    ]);
    await w.start({ propertyId: 'home', email: 'nick@home.example' });
    const files = filesWithoutStorage();
    await accept(w.store, files);
    expect(files.touches).toBe(0);
    expect(w.store.snapshot()['transfers/tr1']?.['state']).toBe('accepted');
    expect(w.store.snapshot()['reports/rep1']).toMatchObject({ viewerIds: ['nick'] });
  });

  it('a stop at any store write or file operation, then a retry, ends exactly as an uninterrupted run', async () => {
    const reference = world();
    await reference.start(OFFER);
    const firstWrite = reference.store.writeCount;
    const before = reference.files.deleteCount;
    await accept(reference.store, reference.files);
    const expected = reference.store.snapshot();
    const expectedFiles = reference.files.paths();
    const writes = reference.store.writeCount - firstWrite;
    // copies (2) and deletes (receipt, report PDF and ZIP, warranty document)
    const fileOps = 2 + (reference.files.deleteCount - before);
    expect(fileOps).toBe(6);

    for (let n = 0; n < writes; n += 1) {
      const w = world();
      await w.start(OFFER);
      w.store.failAfter(n);
      await expect(accept(w.store, w.files), `stop after ${n} writes`).rejects.toThrow(
        /Injected failure/,
      );
      await accept(w.store, w.files);
      expect(w.store.snapshot(), `stop after ${n} writes`).toEqual(expected);
      expect(w.files.paths(), `files after a stop at write ${n}`).toEqual(expectedFiles);
    }
    for (let n = 0; n < fileOps; n += 1) {
      const w = world();
      await w.start(OFFER);
      await expect(accept(w.store, failingFiles(w.files, n)), `file op ${n}`).rejects.toThrow(
        /Injected file failure/,
      );
      await accept(w.store, w.files);
      expect(w.store.snapshot(), `stop at file op ${n}`).toEqual(expected);
      expect(w.files.paths(), `files after a stop at file op ${n}`).toEqual(expectedFiles);
    }
  });
});
