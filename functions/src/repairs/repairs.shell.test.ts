import { describe, expect, it } from 'vitest';
import {
  QUOTAS,
  QUOTA_MESSAGES,
  REPAIR_MESSAGES as M,
  RECEIPT_MAX_BYTES,
} from '@homeledger/domain';
import { callableShell, type CallableRequestLike, type Logger } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { addRepairSpec } from './add-repair';
import { deleteRepairSpec } from './delete-repair';
import type { FilePorts } from '../kit/ports';
import { updateRepairSpec } from './update-repair';
import { STORAGE_UNAVAILABLE_MESSAGE } from '../kit/emulators';
import { filesWithoutStorage, httpsFailure } from '../kit/test-support';

const NOW = new Date('2026-11-23T15:00:00Z');
const HOUR = 60 * 60 * 1000;

function auth(uid: string, role = 'homeowner') {
  return { uid, token: { role, name: `Name ${uid}`, email: `${uid}@example.com` } };
}

function property(ownerId: string, extra: Record<string, unknown> = {}) {
  return {
    ownerId,
    address: '1428 Elm Street',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    addressKey: '1428 elm st|62704',
    verificationStatus: 'verified',
    viewerIds: [ownerId, 'rita'],
    repairCount: 0,
    lastRepairDate: null,
    totalSpentCents: null,
    createdAt: NOW,
    updatedAt: NOW,
    ...extra,
  };
}

function world() {
  const store = new MemoryStore({
    'properties/p1': property('ann'),
    'properties/p2': property('bob'),
    'properties/disputed': property('ann', { verificationStatus: 'disputed' }),
  });
  const files = new MemoryFiles();
  const logs: unknown[] = [];
  const log: Logger = { error: (message, context) => logs.push({ message, context }) };
  let n = 0;
  const ports: FilePorts = { store, files, newId: () => `r${++n}`, log };
  const opts = { now: () => NOW };
  const addOnce = callableShell(addRepairSpec, ports, log, opts);
  // Every call here is a new submit (its own idempotency key) unless the test gives one.
  let submits = 0;
  const add = (request: CallableRequestLike) =>
    addOnce({ ...request, data: withRequestId(request.data, `submit-${++submits}-0123456789`) });
  const update = callableShell(updateRepairSpec, ports, log, opts);
  const del = callableShell(deleteRepairSpec, ports, log, opts);
  const doc = (path: string) => store.snapshot()[path];
  const stats = (id = 'p1') => {
    const p = doc(`properties/${id}`) ?? {};
    return {
      repairCount: p['repairCount'],
      lastRepairDate: p['lastRepairDate'],
      totalSpentCents: p['totalSpentCents'],
    };
  };
  const upload = (path: string, contentType = 'application/pdf', size = 2048, ageMs = HOUR) => {
    files.put({ path, contentType, size, updated: new Date(NOW.getTime() - ageMs) });
    return { path, name: path.split('/').pop() ?? 'x', contentType, size };
  };
  return { store, files, logs, add, update, del, doc, stats, upload };
}

const form = {
  propertyId: 'p1',
  serviceType: 'plumbing',
  otherServiceType: '',
  date: '2026-03-05',
  cost: '125.50',
  contractorName: 'Joe Pipes',
  description: 'Fixed the leak',
  receipt: null,
};

const failure = httpsFailure;

function withRequestId(data: unknown, requestId: string): unknown {
  return typeof data === 'object' && data !== null && !('requestId' in data)
    ? { ...data, requestId }
    : data;
}

function editOf(repairId: string, change: Record<string, unknown> = {}) {
  const { propertyId: _unused, receipt: _none, ...rest } = form;
  return { ...rest, repairId, status: 'completed', ...change };
}

describe('addRepair', () => {
  it('creates the repair per the data model (docs §2) and updates the stats in the same transaction', async () => {
    const w = world();
    await expect(w.add({ auth: auth('ann'), data: form })).resolves.toEqual({
      id: 'r1',
      propertyId: 'p1',
    });
    expect(w.doc('repairs/r1')).toEqual({
      propertyId: 'p1',
      ownerId: 'ann',
      viewerIds: ['ann', 'rita'],
      property: { address: '1428 Elm Street', city: 'Springfield', state: 'IL', zipCode: '62704' },
      serviceType: 'Plumbing',
      date: '2026-03-05',
      status: 'completed',
      description: 'Fixed the leak',
      contractorName: 'Joe Pipes',
      costCents: 12550,
      receipt: null,
      validation: { state: 'none' },
      isContractorValidated: false,
      source: 'owner',
      addedBy: 'ann',
      addedByName: 'Name ann',
      createdAt: NOW,
      updatedAt: NOW,
    });
    expect(w.stats()).toEqual({
      repairCount: 1,
      lastRepairDate: '2026-03-05',
      totalSpentCents: 12550,
    });
    // The repair, the property's stats, the repairs-per-day counter and the request key.
    expect(w.store.log.at(-1)).toEqual({ kind: 'transaction', size: 4, ok: true });
    expect(w.doc('quotaCounters/ann__repairs__p1')).toMatchObject({
      window: '2026-11-23',
      count: 1,
    });
  });

  it('a retried submit (same requestId) answers the first repair and writes nothing more', async () => {
    const w = world();
    const receipt = w.upload('receipts/p1/u1/bill.pdf');
    const data = { ...form, receipt, requestId: 'retry-0123456789abcdef' };
    const first = await w.add({ auth: auth('ann'), data });
    const writes = w.store.writeCount;
    await expect(w.add({ auth: auth('ann'), data })).resolves.toEqual(first);
    expect(w.store.writeCount).toBe(writes);
    expect(Object.keys(w.store.snapshot()).filter((p) => p.startsWith('repairs/'))).toEqual([
      'repairs/r1',
    ]);
    expect(w.stats()).toMatchObject({ repairCount: 1 });
    // Another account's call with the same key is its own request.
    w.store.seed({ 'properties/p2': { ...w.doc('properties/p2') } });
    await expect(
      w.add({ auth: auth('bob'), data: { ...form, propertyId: 'p2', requestId: data.requestId } }),
    ).resolves.toEqual({ id: 'r3', propertyId: 'p2' });
  });

  it('refuses the 21st repair of a property in one day with the quota message, writing nothing', async () => {
    const w = world();
    for (let i = 0; i < QUOTAS.repairsPerPropertyPerDay; i++)
      await w.add({ auth: auth('ann'), data: form });
    const writes = w.store.writeCount;
    const error = await failure(w.add({ auth: auth('ann'), data: form }));
    expect([error.code, error.message]).toEqual(['resource-exhausted', QUOTA_MESSAGES.repairs]);
    expect(w.store.writeCount).toBe(writes);
  });

  it('stores Other as its free text and an empty cost as null (total 0 with repairs)', async () => {
    const w = world();
    await w.add({
      auth: auth('ann'),
      data: { ...form, serviceType: 'other', otherServiceType: ' Chimney sweep ', cost: '' },
    });
    expect(w.doc('repairs/r1')).toMatchObject({ serviceType: 'Chimney sweep', costCents: null });
    expect(w.stats()).toEqual({
      repairCount: 1,
      lastRepairDate: '2026-03-05',
      totalSpentCents: 0,
    });
  });

  it('answers "Property Not Found" for a missing, foreign or disputed property, writing nothing', async () => {
    const w = world();
    for (const propertyId of ['nope', 'p2', 'disputed']) {
      const error = await failure(w.add({ auth: auth('ann'), data: { ...form, propertyId } }));
      expect([error.code, error.message, error.details]).toEqual([
        'not-found',
        M.propertyNotFound,
        { title: M.propertyNotFoundTitle },
      ]);
    }
    expect(w.store.writeCount).toBe(0);
  });

  it('refuses contractors and signed-out callers with the spec wording', async () => {
    const w = world();
    const out = await failure(w.add({ auth: null, data: form }));
    expect([out.code, out.message]).toEqual(['unauthenticated', M.signedOut]);
    const con = await failure(w.add({ auth: auth('ann', 'contractor'), data: form }));
    expect([con.code, con.message]).toEqual(['permission-denied', M.contractorsCannotAdd]);
    expect(w.store.writeCount).toBe(0);
  });

  it('refuses a completed repair dated after the latest "today" on Earth, allows that day', async () => {
    const w = world();
    // NOW is 15:00 UTC on Nov 23: already Nov 24 in Kiribati (UTC+14), still Nov 23 in Hawaii.
    await expect(
      w.add({ auth: auth('ann'), data: { ...form, date: '2026-11-23' } }),
    ).resolves.toMatchObject({ propertyId: 'p1' });
    await expect(
      w.add({ auth: auth('ann'), data: { ...form, date: '2026-11-24' } }),
    ).resolves.toMatchObject({ propertyId: 'p1' });
    const error = await failure(
      w.add({ auth: auth('ann'), data: { ...form, date: '2026-11-25' } }),
    );
    expect([error.code, error.message, error.details]).toEqual([
      'invalid-argument',
      M.dateInFuture,
      { field: 'date' },
    ]);
  });

  it('rejects invalid fields with the spec messages', async () => {
    const w = world();
    for (const [change, message, field] of [
      [{ serviceType: '' }, M.serviceType, 'serviceType'],
      [{ date: '2026-02-30' }, M.date, 'date'],
      [{ cost: '-5' }, M.cost, 'cost'],
      [{ cost: '12.345' }, M.cost, 'cost'],
      [{ serviceType: 'other', otherServiceType: '' }, M.otherServiceType, 'otherServiceType'],
    ] as const) {
      const error = await failure(w.add({ auth: auth('ann'), data: { ...form, ...change } }));
      expect([error.code, error.message, error.details]).toEqual([
        'invalid-argument',
        message,
        { field },
      ]);
    }
    expect(w.store.writeCount).toBe(0);
  });

  describe('receipt', () => {
    it('points to an upload Storage confirms, with Storage’s type and size', async () => {
      const w = world();
      const claimed = w.upload('receipts/p1/u1/bill.pdf', 'application/pdf', 5000);
      await w.add({ auth: auth('ann'), data: { ...form, receipt: { ...claimed, size: 10 } } });
      expect(w.doc('repairs/r1')?.['receipt']).toEqual({
        path: 'receipts/p1/u1/bill.pdf',
        name: 'bill.pdf',
        contentType: 'application/pdf',
        size: 5000,
      });
    });

    it.each([
      ['a file that is not there', () => undefined, 'receipts/p1/u1/gone.pdf', M.receiptMissing],
      [
        "another property's folder",
        (w: ReturnType<typeof world>) => w.upload('receipts/p2/u1/bill.pdf'),
        'receipts/p2/u1/bill.pdf',
        M.receipt,
      ],
      [
        'a type Storage reports as not allowed',
        (w: ReturnType<typeof world>) => w.upload('receipts/p1/u1/bill.pdf', 'image/gif'),
        'receipts/p1/u1/bill.pdf',
        M.receiptType,
      ],
      [
        'a file Storage reports as too large',
        (w: ReturnType<typeof world>) =>
          w.upload('receipts/p1/u1/bill.pdf', 'application/pdf', RECEIPT_MAX_BYTES + 1),
        'receipts/p1/u1/bill.pdf',
        M.receiptTooLarge,
      ],
      [
        'an upload older than 12 hours (the cleanup may be deleting it)',
        (w: ReturnType<typeof world>) =>
          w.upload('receipts/p1/u1/bill.pdf', 'application/pdf', 100, 13 * HOUR),
        'receipts/p1/u1/bill.pdf',
        M.receiptExpired,
      ],
    ])('refuses %s and writes nothing', async (_label, setup, path, message) => {
      const w = world();
      setup(w);
      const claimed = { path, name: 'bill.pdf', contentType: 'application/pdf', size: 100 };
      const error = await failure(
        w.add({ auth: auth('ann'), data: { ...form, receipt: claimed } }),
      );
      expect([error.code, error.message, error.details]).toEqual([
        'invalid-argument',
        message,
        { field: 'receipt' },
      ]);
      expect(w.store.writeCount).toBe(0);
    });

    it('refuses a file another repair already points to', async () => {
      const w = world();
      const claimed = w.upload('receipts/p1/u1/bill.pdf');
      await w.add({ auth: auth('ann'), data: { ...form, receipt: claimed } });
      const error = await failure(
        w.add({ auth: auth('ann'), data: { ...form, receipt: claimed } }),
      );
      expect(error.message).toBe(M.receiptInUse);
    });
  });
});

describe('addRepair without the Storage emulator (Functions emulator, Storage absent)', () => {
  function shell() {
    const store = new MemoryStore({ 'properties/p1': property('ann') });
    const files = filesWithoutStorage();
    const log: Logger = { error: () => undefined };
    const ports: FilePorts = { store, files, newId: () => 'r1', log };
    const add = callableShell(addRepairSpec, ports, log, { now: () => NOW });
    return { store, files, add };
  }
  const request = (receipt: unknown) => ({
    auth: auth('ann'),
    data: { ...form, receipt, requestId: 'submit-1-0123456789' },
  });

  it('adds a repair without a receipt, never touching Storage', async () => {
    const w = shell();
    await expect(w.add(request(null))).resolves.toMatchObject({ id: 'r1' });
    expect(w.store.snapshot()['repairs/r1']).toMatchObject({ propertyId: 'p1', receipt: null });
    expect(w.files.touches).toBe(0);
  });

  it('refuses a repair with a receipt with the one-line Storage message, writing nothing', async () => {
    const w = shell();
    const receipt = {
      path: 'receipts/p1/u1/bill.pdf',
      name: 'bill.pdf',
      contentType: 'application/pdf',
      size: 100,
    };
    const error = await failure(w.add(request(receipt)));
    expect([error.code, error.message]).toEqual(['unavailable', STORAGE_UNAVAILABLE_MESSAGE]);
    expect([w.store.writeCount, w.files.touches]).toEqual([0, 1]);
  });
});

describe('updateRepair', () => {
  async function seeded() {
    const w = world();
    await w.add({ auth: auth('ann'), data: { ...form, date: '2026-01-10', cost: '100' } });
    await w.add({ auth: auth('ann'), data: { ...form, date: '2026-05-01', cost: '50.25' } });
    return w;
  }

  it('updates the fields and the stats incrementally', async () => {
    const w = await seeded();
    await expect(
      w.update({
        auth: auth('ann'),
        data: editOf('r1', {
          serviceType: 'hvac',
          cost: '',
          status: 'in-progress',
          contractorName: '',
          description: 'New unit',
        }),
      }),
    ).resolves.toEqual({ id: 'r1', propertyId: 'p1' });
    expect(w.doc('repairs/r1')).toMatchObject({
      serviceType: 'HVAC',
      costCents: null,
      status: 'in-progress',
      contractorName: null,
      description: 'New unit',
      date: '2026-03-05',
    });
    expect(w.stats()).toEqual({
      repairCount: 2,
      lastRepairDate: '2026-05-01',
      totalSpentCents: 5025,
    });
  });

  it('moves the last date back to the other repairs when the newest moves earlier', async () => {
    const w = await seeded();
    await w.update({
      auth: auth('ann'),
      data: editOf('r2', { date: '2025-12-01', cost: '50.25' }),
    });
    expect(w.stats()).toEqual({
      repairCount: 2,
      lastRepairDate: '2026-01-10',
      totalSpentCents: 15025,
    });
  });

  it('lets only the creator edit; a missing repair is "Repair record not found"', async () => {
    const w = await seeded();
    const before = w.store.snapshot();
    const other = await failure(w.update({ auth: auth('bob'), data: editOf('r1') }));
    expect([other.code, other.message]).toEqual(['permission-denied', M.notAllowed]);
    const realtor = await failure(w.update({ auth: auth('rita', 'realtor'), data: editOf('r1') }));
    expect(realtor.message).toBe(M.notAllowed);
    const missing = await failure(w.update({ auth: auth('ann'), data: editOf('nope') }));
    expect([missing.code, missing.message]).toEqual(['not-found', M.repairNotFound]);
    expect(w.store.snapshot()).toEqual(before);
  });

  it('allows a future date for an in-progress repair only', async () => {
    const w = await seeded();
    const error = await failure(
      w.update({ auth: auth('ann'), data: editOf('r1', { date: '2027-01-01' }) }),
    );
    expect(error.message).toBe(M.dateInFuture);
    await w.update({
      auth: auth('ann'),
      data: editOf('r1', { date: '2027-01-01', status: 'in-progress' }),
    });
    expect(w.stats().lastRepairDate).toBe('2027-01-01');
  });

  it('clears a validation when any fact shown beside the mark changes, not otherwise', async () => {
    const w = await seeded();
    const validated = {
      validation: { state: 'validated', contractorUid: 'carl', contractorName: 'Carl' },
      isContractorValidated: true,
    };
    w.store.seed({ 'repairs/r1': { ...w.doc('repairs/r1'), ...validated } });
    const same = { date: '2026-01-10', cost: '100.00', description: 'Fixed the leak' };
    await w.update({ auth: auth('ann'), data: editOf('r1', same) });
    expect(w.doc('repairs/r1')).toMatchObject(validated);
    const receipt = w.upload('receipts/p1/u9/new.pdf');
    for (const change of [
      { date: '2026-01-11' },
      { cost: '100.01' },
      { description: 'Other' },
      { serviceType: 'electrical' },
      { status: 'in-progress' },
      { contractorName: 'Someone Else' },
      { receipt },
      { receipt: null },
    ]) {
      w.store.seed({ 'repairs/r1': { ...w.doc('repairs/r1'), ...validated } });
      await w.update({ auth: auth('ann'), data: editOf('r1', { ...same, ...change }) });
      expect(w.doc('repairs/r1')).toMatchObject({
        validation: { state: 'none' },
        isContractorValidated: false,
      });
    }
  });

  it('keeps the receipt when none is sent; removing or replacing deletes the old file after the commit', async () => {
    const w = world();
    const first = w.upload('receipts/p1/u1/a.pdf');
    await w.add({ auth: auth('ann'), data: { ...form, receipt: first } });
    await w.update({ auth: auth('ann'), data: editOf('r1') });
    expect(w.doc('repairs/r1')?.['receipt']).toMatchObject({ path: first.path });
    // Sending the same receipt back keeps it (no re-check, no deletion).
    await w.update({ auth: auth('ann'), data: editOf('r1', { receipt: first }) });
    expect(w.files.paths()).toEqual([first.path]);

    const second = w.upload('receipts/p1/u2/b.png', 'image/png', 300);
    await w.update({ auth: auth('ann'), data: editOf('r1', { receipt: second }) });
    expect(w.doc('repairs/r1')?.['receipt']).toEqual({
      path: second.path,
      name: 'b.png',
      contentType: 'image/png',
      size: 300,
    });
    expect(w.files.paths()).toEqual([second.path]);

    await w.update({ auth: auth('ann'), data: editOf('r1', { receipt: null }) });
    expect(w.doc('repairs/r1')?.['receipt']).toBeNull();
    expect(w.files.paths()).toEqual([]);
  });

  it('photos: an edit without them keeps them; a list that drops one deletes its file after the commit', async () => {
    const w = world();
    const [a, b, c] = ['u1/a.jpg', 'u2/b.jpg', 'u3/c.jpg'].map(
      (name) => w.upload(`repairPhotos/p1/${name}`, 'image/jpeg', 900).path,
    );
    await w.add({ auth: auth('ann'), data: { ...form, photos: [a, b] } });
    await w.update({ auth: auth('ann'), data: editOf('r1', { cost: '130.00' }) });
    expect(w.doc('repairs/r1')?.['photos']).toEqual([a, b]);
    expect(w.files.paths().sort()).toEqual([a, b, c].sort());

    // Edit Repair removed the first photo and added a new one (uploaded before the save).
    await w.update({ auth: auth('ann'), data: editOf('r1', { photos: [b, c] }) });
    expect(w.doc('repairs/r1')?.['photos']).toEqual([b, c]);
    expect(w.files.paths().sort()).toEqual([b, c].sort());

    await w.update({ auth: auth('ann'), data: editOf('r1', { photos: [] }) });
    expect(w.doc('repairs/r1')?.['photos']).toEqual([]);
    expect(w.files.paths()).toEqual([]);
  });

  it('a refused new receipt changes nothing and deletes nothing', async () => {
    const w = world();
    const first = w.upload('receipts/p1/u1/a.pdf');
    await w.add({ auth: auth('ann'), data: { ...form, receipt: first } });
    const before = w.store.snapshot();
    const bad = { ...first, path: 'receipts/p1/u9/missing.pdf' };
    const error = await failure(
      w.update({ auth: auth('ann'), data: editOf('r1', { receipt: bad }) }),
    );
    expect(error.message).toBe(M.receiptMissing);
    expect(w.store.snapshot()).toEqual(before);
    expect(w.files.paths()).toEqual([first.path]);
  });
});

describe('deleteRepair', () => {
  it('removes the repair and its receipt; stats follow; 0 repairs ⇒ no last date, no total', async () => {
    const w = world();
    const receipt = w.upload('receipts/p1/u1/a.pdf');
    await w.add({ auth: auth('ann'), data: { ...form, date: '2026-01-10', receipt } });
    await w.add({ auth: auth('ann'), data: { ...form, date: '2026-05-01', cost: '1' } });
    await expect(w.del({ auth: auth('ann'), data: { repairId: 'r2' } })).resolves.toEqual({
      id: 'r2',
      propertyId: 'p1',
    });
    expect(w.stats()).toEqual({
      repairCount: 1,
      lastRepairDate: '2026-01-10',
      totalSpentCents: 12550,
    });
    expect(w.files.paths()).toEqual([receipt.path]);
    await w.del({ auth: auth('ann'), data: { repairId: 'r1' } });
    expect(w.stats()).toEqual({ repairCount: 0, lastRepairDate: null, totalSpentCents: null });
    expect(w.doc('repairs/r1')).toBeUndefined();
    expect(w.files.paths()).toEqual([]);
  });

  it('lets only the creator delete; a missing repair is not found', async () => {
    const w = world();
    await w.add({ auth: auth('ann'), data: form });
    const before = w.store.snapshot();
    const other = await failure(w.del({ auth: auth('bob'), data: { repairId: 'r1' } }));
    expect([other.code, other.message]).toEqual(['permission-denied', M.notAllowedDelete]);
    const missing = await failure(w.del({ auth: auth('ann'), data: { repairId: 'zzz' } }));
    expect([missing.code, missing.message]).toEqual(['not-found', M.repairNotFound]);
    expect(w.store.snapshot()).toEqual(before);
  });

  it('after a sale the seller changes nothing; the entries stay as they were for the buyer too', async () => {
    // #33 item 1: authorised on the home's current owner, not on whoever added the entry.
    const w = world();
    await w.add({ auth: auth('ann'), data: form });
    const sell = (repair: Record<string, unknown>) =>
      w.store.seed({
        'properties/p1': { ...w.doc('properties/p1'), ownerId: 'bob', viewerIds: ['bob'] },
        'repairs/r1': { ...w.doc('repairs/r1'), ...repair },
      });
    sell({}); // the transfer has not moved the repair yet
    const before = w.store.snapshot();
    const seller = await failure(w.update({ auth: auth('ann'), data: editOf('r1') }));
    expect([seller.code, seller.message]).toEqual(['permission-denied', M.notAllowed]);
    const sellerDelete = await failure(w.del({ auth: auth('ann'), data: { repairId: 'r1' } }));
    expect([sellerDelete.code, sellerDelete.message]).toEqual([
      'permission-denied',
      M.notAllowedDelete,
    ]);
    const buyerEarly = await failure(w.update({ auth: auth('bob'), data: editOf('r1') }));
    expect([buyerEarly.code, buyerEarly.message]).toEqual([
      'failed-precondition',
      M.previousOwnerRecord,
    ]);
    sell({ ownerId: 'bob', viewerIds: ['bob'], byPreviousOwner: true }); // moved
    const buyer = await failure(w.del({ auth: auth('bob'), data: { repairId: 'r1' } }));
    expect([buyer.code, buyer.message]).toEqual(['failed-precondition', M.previousOwnerRecord]);
    const sellerAfter = await failure(w.update({ auth: auth('ann'), data: editOf('r1') }));
    expect(sellerAfter.code).toBe('permission-denied');
    expect(w.store.snapshot()['repairs/r1']).toEqual({
      ...before['repairs/r1'],
      ownerId: 'bob',
      viewerIds: ['bob'],
      byPreviousOwner: true,
    });
  });

  it('a failed file deletion after the commit is logged, not reported as a failure', async () => {
    const w = world();
    const receipt = w.upload('receipts/p1/u1/a.pdf');
    await w.add({ auth: auth('ann'), data: { ...form, receipt } });
    w.files.delete = async () => {
      throw new Error('storage down');
    };
    await expect(w.del({ auth: auth('ann'), data: { repairId: 'r1' } })).resolves.toEqual({
      id: 'r1',
      propertyId: 'p1',
    });
    expect(w.doc('repairs/r1')).toBeUndefined();
    expect(w.logs).toHaveLength(1);
  });

  it('writes nothing when the transaction fails', async () => {
    const w = world();
    const receipt = w.upload('receipts/p1/u1/a.pdf');
    await w.add({ auth: auth('ann'), data: { ...form, receipt } });
    const before = w.store.snapshot();
    w.store.failAfter(0);
    const error = await failure(w.del({ auth: auth('ann'), data: { repairId: 'r1' } }));
    expect(error.code).toBe('internal');
    expect(w.store.snapshot()).toEqual(before);
    expect(w.files.paths()).toEqual([receipt.path]);
  });
});
