import { describe, expect, it } from 'vitest';
import { DELETE_FIELD, type DocSnap } from '../kit/store';
import {
  keptReceiptLeftover,
  planKeepReceipt,
  planKeepWarrantyFile,
  receiptToKeep,
  reportsToWithdraw,
  warrantyFileLeftover,
  warrantyFileToKeep,
  type KeptFilesTransfer,
} from './kept-files.plan';
import { OAK_LANE_ADDRESS } from '../kit/test-support';

const T1 = new Date('2026-05-03T09:30:00Z');
const transfer = (over: Partial<KeptFilesTransfer> = {}): KeptFilesTransfer => ({
  id: 'tr1',
  propertyId: 'home',
  property: OAK_LANE_ADDRESS,
  fromUid: 'olive',
  keepReceipts: ['r1'],
  ...over,
});
const snap = (path: string, data: Record<string, unknown>): DocSnap => ({
  path,
  id: path.slice(path.lastIndexOf('/') + 1),
  data,
});
const repair = (over: Record<string, unknown> = {}, id = 'r1') =>
  snap(`repairs/${id}`, {
    propertyId: 'home',
    ownerId: 'olive',
    serviceType: 'Roofing',
    date: '2025-04-02',
    receipt: {
      path: 'receipts/home/u1/bill.pdf',
      name: 'Bill.pdf',
      contentType: 'application/pdf',
      size: 12,
    },
    ...over,
  });
const KEPT_PATH = 'keptReceipts/olive/home/r1/bill.pdf';

describe('receiptToKeep', () => {
  it('moves a chosen receipt of the home from its folder to one under the seller’s uid', () => {
    expect(receiptToKeep(transfer(), repair())).toEqual({
      from: 'receipts/home/u1/bill.pdf',
      to: KEPT_PATH,
    });
  });

  it('nothing for a repair not chosen, gone, of another home, without a receipt, or pointing outside the home’s folder', () => {
    expect(receiptToKeep(transfer({ keepReceipts: [] }), repair())).toBeNull();
    expect(receiptToKeep(transfer(), null)).toBeNull();
    expect(receiptToKeep(transfer(), repair({ propertyId: 'other' }))).toBeNull();
    expect(receiptToKeep(transfer(), repair({ receipt: null }))).toBeNull();
    expect(
      receiptToKeep(transfer(), repair({ receipt: { path: 'receipts/other/u/x.pdf', name: 'x' } })),
    ).toBeNull();
  });
});

describe('planKeepReceipt', () => {
  it('records the kept receipt for the seller and takes it off the repair, once the copy is there', () => {
    expect(
      planKeepReceipt({
        transfer: transfer(),
        repair: repair(),
        kept: null,
        copiedTo: KEPT_PATH,
        now: T1,
      }),
    ).toEqual([
      {
        op: 'create',
        path: 'keptReceipts/tr1-r1',
        data: {
          ownerUid: 'olive',
          transferId: 'tr1',
          propertyId: 'home',
          property: OAK_LANE_ADDRESS,
          repairId: 'r1',
          serviceType: 'Roofing',
          date: '2025-04-02',
          path: KEPT_PATH,
          name: 'Bill.pdf',
          contentType: 'application/pdf',
          size: 12,
          fromPath: 'receipts/home/u1/bill.pdf',
          keptAt: T1,
        },
      },
      { op: 'update', path: 'repairs/r1', data: { receipt: DELETE_FIELD, receiptKept: true } },
    ]);
  });

  it('writes nothing without the copy, for a receipt that changed since, or once done (a rerun)', () => {
    const args = { transfer: transfer(), kept: null, now: T1 };
    expect(planKeepReceipt({ ...args, repair: repair(), copiedTo: null })).toEqual([]);
    expect(
      planKeepReceipt({
        ...args,
        repair: repair(),
        copiedTo: 'keptReceipts/olive/home/r1/old.pdf',
      }),
    ).toEqual([]);
    const done = repair({ receiptKept: true });
    delete done.data['receipt'];
    expect(planKeepReceipt({ ...args, repair: done, copiedTo: KEPT_PATH })).toEqual([]);
  });

  it('the record is not written twice', () => {
    const kept = snap('keptReceipts/tr1-r1', { ownerUid: 'olive' });
    expect(
      planKeepReceipt({
        transfer: transfer(),
        repair: repair(),
        kept,
        copiedTo: KEPT_PATH,
        now: T1,
      }),
    ).toEqual([
      { op: 'update', path: 'repairs/r1', data: { receipt: DELETE_FIELD, receiptKept: true } },
    ]);
  });
});

describe('keptReceiptLeftover', () => {
  const kept = (over: Record<string, unknown> = {}) =>
    snap('keptReceipts/tr1-r1', {
      ownerUid: 'olive',
      transferId: 'tr1',
      fromPath: 'receipts/home/u1/bill.pdf',
      ...over,
    });
  it('the home’s file named by this transfer’s record, and only a path in the home’s folder', () => {
    expect(keptReceiptLeftover(transfer(), kept())).toBe('receipts/home/u1/bill.pdf');
    expect(keptReceiptLeftover(transfer(), null)).toBeNull();
    expect(keptReceiptLeftover(transfer(), kept({ transferId: 'tr0' }))).toBeNull();
    expect(keptReceiptLeftover(transfer(), kept({ ownerUid: 'nick' }))).toBeNull();
    expect(
      keptReceiptLeftover(transfer(), kept({ fromPath: 'keptReports/olive/x.pdf' })),
    ).toBeNull();
  });
});

describe('reportsToWithdraw', () => {
  const report = (id: string, over: Record<string, unknown> = {}) =>
    snap(`reports/${id}`, {
      propertyId: 'home',
      path: `reports/home/${id}.pdf`,
      zipPath: `reports/home/${id}.zip`,
      options: { includeReceipts: true, includeCosts: true, includePhoto: false },
      ...over,
    });

  it('with a receipt kept: every report of the home with receipts, files first; not the seller’s kept report', () => {
    const reports = [
      report('a'),
      report('b', { options: { includeReceipts: false }, zipPath: null }),
      report('tr1', { kind: 'kept', path: 'keptReports/olive/tr1.pdf' }),
      report('c', { options: undefined, zipPath: null, path: null }),
      report('d', { propertyId: 'other' }),
    ];
    expect(reportsToWithdraw(transfer(), reports)).toEqual({
      files: ['reports/home/a.pdf', 'reports/home/a.zip'],
      writes: [
        { op: 'delete', path: 'reports/a' },
        { op: 'delete', path: 'reports/c' },
      ],
    });
  });

  it('nothing when every receipt goes with the home', () => {
    expect(reportsToWithdraw(transfer({ keepReceipts: [] }), [report('a')])).toEqual({
      files: [],
      writes: [],
    });
  });
});

describe('kept warranty documents', () => {
  const warranty = (over: Record<string, unknown> = {}) =>
    snap('warranties/w1', {
      propertyId: 'home',
      ownerId: 'olive',
      transferable: false,
      document: {
        path: 'warranties/home/u9/cover.pdf',
        name: 'Cover.pdf',
        contentType: 'application/pdf',
        size: 3,
      },
      ...over,
    });
  const TO = 'keptWarranties/olive/home/w1/cover.pdf';

  it('a non-transferable warranty’s document moves under the seller’s uid; the warranty points at it', () => {
    expect(warrantyFileToKeep(transfer(), warranty())).toEqual({
      from: 'warranties/home/u9/cover.pdf',
      to: TO,
    });
    expect(
      planKeepWarrantyFile({ transfer: transfer(), warranty: warranty(), copiedTo: TO }),
    ).toEqual([
      {
        op: 'update',
        path: 'warranties/w1',
        data: {
          document: {
            path: TO,
            name: 'Cover.pdf',
            contentType: 'application/pdf',
            size: 3,
            keptFrom: 'warranties/home/u9/cover.pdf',
          },
          documentKept: true,
        },
      },
    ]);
  });

  it('a transferable one, another owner’s, one without a document or already moved stays', () => {
    expect(warrantyFileToKeep(transfer(), warranty({ transferable: true }))).toBeNull();
    expect(warrantyFileToKeep(transfer(), warranty({ ownerId: 'nick' }))).toBeNull();
    expect(warrantyFileToKeep(transfer(), warranty({ document: null }))).toBeNull();
    const moved = warranty({ document: { path: TO, keptFrom: 'warranties/home/u9/cover.pdf' } });
    expect(warrantyFileToKeep(transfer(), moved)).toBeNull();
    expect(planKeepWarrantyFile({ transfer: transfer(), warranty: moved, copiedTo: TO })).toEqual(
      [],
    );
    expect(
      planKeepWarrantyFile({ transfer: transfer(), warranty: warranty(), copiedTo: null }),
    ).toEqual([]);
  });

  it('once moved, the home’s copy is the leftover to delete (a rerun deletes it again, harmlessly)', () => {
    const moved = warranty({ document: { path: TO, keptFrom: 'warranties/home/u9/cover.pdf' } });
    expect(warrantyFileLeftover(transfer(), moved)).toBe('warranties/home/u9/cover.pdf');
    expect(warrantyFileLeftover(transfer(), warranty())).toBeNull();
    expect(
      warrantyFileLeftover(
        transfer(),
        warranty({ document: { path: TO, keptFrom: 'photos/home/front.jpg' } }),
      ),
    ).toBeNull();
  });
});
