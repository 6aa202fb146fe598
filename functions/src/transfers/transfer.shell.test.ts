import { describe, expect, it, vi } from 'vitest';
import {
  BUYER_LINK_MESSAGES,
  PROPERTY_MESSAGES,
  REPORT_CODE_PATTERN,
  TRANSFER_MESSAGES as M,
  TRUST_MESSAGES,
} from '@homeledger/domain';
import type { DocData } from '../kit/store';
import { callableShell, callerFromAuth } from '../kit/callable';
import { MemoryStore } from '../kit/memory-store';
import { httpsFailure, OAK_LANE_ADDRESS, authOf, accountOf, shellCalls } from '../kit/test-support';
import { type AccountRecord, memoryAccounts } from '../kit/ports';
import { openBuyerLinkSpec } from '../buyer-links/buyer-link-callables';
import { buyerLinkId, memorySigner } from '../buyer-links/ports';
import { sharePropertySpec } from '../sharing/share-property';
import { deletePropertySpec } from '../properties/delete-property';
import { MemoryFiles } from '../kit/memory-files';
import {
  acceptTransferSpec,
  cancelTransferSpec,
  declineTransferSpec,
  runAcceptJob,
  startTransferSpec,
} from './transfer-callables';
import { TRANSFER_STEPS, type TransferStep } from './transfer.plan';
import { STUCK_TRANSFER_AFTER_MS, resumeStuckTransfers } from './resume-transfers';

const T0 = new Date('2026-05-01T12:00:00Z');
const T1 = new Date('2026-05-03T09:30:00Z');
const OLIVE = authOf('olive');
const NICK = authOf('nick');
const account = (uid: string, role: AccountRecord['role'], emailVerified = true) =>
  accountOf(uid, { role, emailVerified });
const ACCOUNTS = [
  account('nick', 'homeowner'),
  account('una', 'homeowner', false),
  account('rita', 'realtor'),
];
const KEY = '12 oak ln|62704';
const TOKEN = 'b'.repeat(43);
const LINK = `buyerLinks/${buyerLinkId(TOKEN)}`;

function seed(repairs = 3): Record<string, DocData> {
  const docs: Record<string, DocData> = {
    'profiles/olive': { name: 'Olive Owner' },
    'profiles/nick': { name: 'Nick Newowner' },
    'properties/home': {
      ownerId: 'olive',
      ownerName: 'Olive Owner',
      ...OAK_LANE_ADDRESS,
      addressKey: KEY,
      verificationStatus: 'verified',
      photo: { path: 'photos/home/front.jpg', contentType: 'image/jpeg', size: 1 },
      viewerIds: ['olive', 'rita'],
      repairCount: repairs,
      lastRepairDate: '2025-01-01',
      totalSpentCents: 100 * repairs,
      createdAt: T0,
      updatedAt: T0,
    },
    // Nick's own claim on the same home, disputed (it can hold no repairs).
    'properties/nicks': {
      ownerId: 'nick',
      addressKey: KEY,
      verificationStatus: 'disputed',
      viewerIds: ['nick'],
    },
    [`addressClaims/${encodeURIComponent(KEY)}`]: {
      addressKey: KEY,
      claims: { home: 'olive', nicks: 'nick' },
    },
    'properties/home/shares/rita': { name: 'Rita', email: 'rita@home.example' },
    'validationRequests/r0': { propertyId: 'home', ownerId: 'olive', state: 'pending' },
    'recordOffers/o1': { propertyId: 'home', homeownerUid: 'olive', state: 'pending' },
    'recordOffers/o2': { propertyId: 'home', homeownerUid: 'olive', state: 'declined' },
    // A report Rita made while the home was shared with her: it follows the home.
    'reports/rep1': {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive', 'rita'],
      createdBy: { uid: 'rita', role: 'realtor' },
      state: 'done',
      path: 'reports/home/rep1.pdf',
      code: 'a'.repeat(26),
      createdAt: T0,
      updatedAt: T0,
    },
    [LINK]: {
      propertyId: 'home',
      ownerId: 'olive',
      label: 'Smith',
      hideCosts: false,
      hideOwnerName: false,
      includeReceipts: false,
      createdAt: T0,
      expiresAt: new Date('2100-01-01T00:00:00Z'),
      revokedAt: null,
      openCount: 0,
      opens: [],
      lastOpenedAt: null,
    },
  };
  for (let i = 0; i < repairs; i += 1)
    docs[`repairs/r${i}`] = {
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive', 'rita'],
      addedBy: 'olive',
      serviceType: 'Roofing',
      date: '2025-01-01',
      costCents: 100,
      receipt: { path: `receipts/home/u${i}/bill.pdf`, name: 'bill.pdf' },
      validation:
        i === 0
          ? { state: 'validated', contractorName: 'Top Roofs', contractorUid: 'carl' }
          : { state: 'none' },
    };
  return docs;
}

function world(repairs = 3) {
  const store = new MemoryStore(seed(repairs));
  let ids = 0;
  let clock = T0;
  const ports = {
    store,
    accounts: memoryAccounts(ACCOUNTS),
    newId: () => `tr${++ids}`,
    randomBytes: (size: number) => new Uint8Array(size).fill(ids),
    files: new MemoryFiles(),
    mail: null,
    appUrl: 'https://homeledger.app',
    log: { error: () => undefined, info: () => undefined },
  };
  const opts = { now: () => clock };
  const call = shellCalls(ports, ports.log, opts);
  return {
    store,
    setNow: (at: Date) => (clock = at),
    start: call(startTransferSpec),
    cancel: call(cancelTransferSpec),
    decline: call(declineTransferSpec),
    accept: call(acceptTransferSpec),
    doc: async (path: string) => (await store.get(path))?.data ?? null,
  };
}

describe('startTransfer', () => {
  it('offers the owner’s home to a verified homeowner, one transfer at a time', async () => {
    const w = world();
    const result = await w.start(OLIVE, { propertyId: 'home', email: ' NICK@home.example ' });
    // The answer names nobody (#33): the recipient's name is theirs to show.
    expect(result).toEqual({ transferId: 'tr1', toName: 'nick@home.example', invited: true });
    expect(await w.doc('transfers/tr1')).toMatchObject({
      propertyId: 'home',
      property: OAK_LANE_ADDRESS,
      fromUid: 'olive',
      fromName: 'Olive Owner',
      toUid: 'nick',
      toEmail: 'nick@home.example',
      state: 'pending',
    });
    expect((await w.doc('properties/home'))?.['pendingTransferId']).toBe('tr1');
    // Nothing changes hands until the recipient accepts.
    expect((await w.doc('properties/home'))?.['ownerId']).toBe('olive');
    const again = await httpsFailure(
      w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' }),
    );
    expect(again.message).toBe(M.alreadyPending);
  });

  it('one answer and one sender’s copy for a verified homeowner, no account, an unverified one and a realtor (#33); never yourself', async () => {
    const w = world();
    const copies: Record<string, unknown>[] = [];
    for (const email of [
      'nick@home.example',
      'nobody@home.example',
      'una@home.example',
      'rita@home.example',
    ]) {
      const result = await w.start(OLIVE, { propertyId: 'home', email });
      expect(result).toEqual({ transferId: expect.any(String), toName: email, invited: true });
      const id = String(result['transferId']);
      // What the sender reads (sentTransfers, by fromUid): alike but for the typed email.
      const { toEmail, ...copy } = (await w.doc(`sentTransfers/${id}`)) ?? {};
      expect(toEmail).toBe(email);
      copies.push(copy);
      await w.cancel(OLIVE, { transferId: result['transferId'] });
      // Cancelled alike too.
      const { toEmail: _e, ...after } = (await w.doc(`sentTransfers/${id}`)) ?? {};
      expect(after).toMatchObject({ state: 'cancelled' });
    }
    for (const copy of copies) expect(copy).toEqual(copies[0]);
    expect(Object.keys(copies[0] ?? {})).not.toEqual(expect.arrayContaining(['toUid']));
    expect(Object.keys(copies[0] ?? {})).not.toEqual(expect.arrayContaining(['toName']));
    expect(await w.doc('transfers/tr2')).toMatchObject({ toUid: '', toName: '' });
    expect(
      (await httpsFailure(w.start(OLIVE, { propertyId: 'home', email: 'olive@home.example' })))
        .message,
    ).toBe(M.toSelf);
    expect((await w.doc('properties/home'))?.['pendingTransferId']).toBeUndefined();
  });

  it('only the owner, with a verified email', async () => {
    const w = world();
    const data = { propertyId: 'home', email: 'nick@home.example' };
    expect((await httpsFailure(w.start(NICK, data))).message).toBe(M.propertyNotFound);
    expect(
      (await httpsFailure(w.start(authOf('olive', { email_verified: false }), data))).message,
    ).toBe(TRUST_MESSAGES.verifyEmailFirst);
    expect((await httpsFailure(w.start(authOf('rita', { role: 'realtor' }), data))).code).toBe(
      'permission-denied',
    );
  });
});

describe('cancelTransfer and declineTransfer', () => {
  it('the sender cancels while pending; the recipient cannot', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    expect((await httpsFailure(w.cancel(NICK, { transferId: 'tr1' }))).message).toBe(
      M.transferNotFound,
    );
    await expect(w.cancel(OLIVE, { transferId: 'tr1' })).resolves.toEqual({
      transferId: 'tr1',
      state: 'cancelled',
    });
    expect((await w.doc('properties/home'))?.['pendingTransferId']).toBeUndefined();
    expect((await httpsFailure(w.accept(NICK, { transferId: 'tr1' }))).message).toBe(M.notPending);
    // A new offer can follow.
    await expect(
      w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' }),
    ).resolves.toBeTruthy();
  });

  it('the recipient declines; the sender cannot; nothing moves', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    expect((await httpsFailure(w.decline(OLIVE, { transferId: 'tr1' }))).code).toBe('not-found');
    await w.decline(NICK, { transferId: 'tr1' });
    expect((await w.doc('transfers/tr1'))?.['state']).toBe('declined');
    expect((await w.doc('properties/home'))?.['ownerId']).toBe('olive');
    expect((await httpsFailure(w.cancel(OLIVE, { transferId: 'tr1' }))).message).toBe(M.notPending);
  });
});

describe('acceptTransfer', () => {
  it('moves the home and its history to the new owner; the previous owner and realtors lose access', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    w.setNow(T1);
    const result = await w.accept(NICK, { transferId: 'tr1' });
    expect(result).toEqual({
      transferId: 'tr1',
      propertyId: 'home',
      state: 'accepted',
      repairsMoved: 3,
    });
    const property = await w.doc('properties/home');
    expect(property).toMatchObject({
      ownerId: 'nick',
      ownerName: 'Nick Newowner',
      viewerIds: ['nick'],
      verificationStatus: 'verified',
      transferredAt: T1,
      photo: { path: 'photos/home/front.jpg' },
      repairCount: 3,
    });
    expect(property?.['pendingTransferId']).toBeUndefined();
    for (let i = 0; i < 3; i += 1)
      expect(await w.doc(`repairs/r${i}`)).toMatchObject({
        ownerId: 'nick',
        viewerIds: ['nick'],
        byPreviousOwner: true,
        addedBy: 'olive',
        receipt: { path: `receipts/home/u${i}/bill.pdf` },
      });
    expect((await w.doc('repairs/r0'))?.['validation']).toEqual({
      state: 'validated',
      contractorName: 'Top Roofs',
      contractorUid: 'carl',
    });
    expect(await w.doc('properties/home/shares/rita')).toBeNull();
    // Olive keeps a report of the home as it was at the transfer instant, hers alone.
    expect(await w.doc('reports/tr1')).toMatchObject({
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      createdBy: { uid: 'olive', role: 'homeowner' },
      options: { includeReceipts: true, includeCosts: true, includePhoto: true },
      state: 'queued',
      kind: 'kept',
      kept: {
        transferId: 'tr1',
        transferredAt: T1,
        property: OAK_LANE_ADDRESS,
        ownerName: 'Olive Owner',
        verificationStatus: 'verified',
        photoPath: 'photos/home/front.jpg',
      },
      codeWithdrawn: false,
      createdAt: T1,
    });
    expect(String((await w.doc('reports/tr1'))?.['code'])).toMatch(REPORT_CODE_PATTERN);
    // The home's reports follow it: the new owner reads them, the previous owner and Rita not.
    expect(await w.doc('reports/rep1')).toMatchObject({
      ownerId: 'nick',
      viewerIds: ['nick'],
      createdBy: { uid: 'rita', role: 'realtor' },
      path: 'reports/home/rep1.pdf',
    });
    expect((await w.doc('validationRequests/r0'))?.['ownerId']).toBe('nick');
    expect((await w.doc('recordOffers/o1'))?.['homeownerUid']).toBe('nick');
    expect((await w.doc('recordOffers/o2'))?.['homeownerUid']).toBe('olive');
    expect((await w.doc(LINK))?.['revokedAt']).toEqual(T1);
    // Nick's own disputed claim gives way to the transferred home.
    expect(await w.doc('properties/nicks')).toBeNull();
    expect(await w.doc(`addressClaims/${encodeURIComponent(KEY)}`)).toEqual({
      addressKey: KEY,
      claims: { home: 'nick' },
    });
    expect((await w.doc('transfers/tr1'))?.['state']).toBe('accepted');
    // Accepting again changes nothing.
    const before = w.store.writeCount;
    await expect(w.accept(NICK, { transferId: 'tr1' })).resolves.toMatchObject({
      state: 'accepted',
    });
    expect(w.store.writeCount).toBe(before);
  });

  it('the previous owner’s buyer link answers "expired" at once', async () => {
    const w = world();
    const open = callableShell(openBuyerLinkSpec, {
      store: w.store,
      signer: memorySigner(),
      userAgent: null,
    });
    await expect(open({ auth: null, data: { token: TOKEN } })).resolves.toBeTruthy();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    await w.accept(NICK, { transferId: 'tr1' });
    expect((await httpsFailure(open({ auth: null, data: { token: TOKEN } }))).message).toBe(
      BUYER_LINK_MESSAGES.expired,
    );
  });

  it('the maintenance plan and the transferable warranties go with the home', async () => {
    const w = world();
    await w.store.commit([
      {
        op: 'create',
        path: 'maintenanceTasks/m1',
        data: { propertyId: 'home', ownerId: 'olive', name: 'Gutters' },
      },
      {
        op: 'create',
        path: 'warranties/w1',
        data: { propertyId: 'home', ownerId: 'olive', item: 'Roof', transferable: true },
      },
      {
        op: 'create',
        path: 'warranties/w2',
        data: { propertyId: 'home', ownerId: 'olive', item: 'Laptop', transferable: false },
      },
    ]);
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    await w.accept(NICK, { transferId: 'tr1' });
    expect((await w.doc('maintenanceTasks/m1'))?.['ownerId']).toBe('nick');
    expect((await w.doc('warranties/w1'))?.['ownerId']).toBe('nick');
    expect((await w.doc('warranties/w2'))?.['ownerId']).toBe('olive');
  });

  it('keeps no report of a home without repairs (a report needs one)', async () => {
    const w = world(0);
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    await w.accept(NICK, { transferId: 'tr1' });
    expect(await w.doc('reports/tr1')).toBeNull();
    expect((await w.doc('properties/home'))?.['ownerId']).toBe('nick');
  });

  it('the kept report never follows the home: the new owner sharing it leaves it Olive’s', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    await w.accept(NICK, { transferId: 'tr1' });
    const share = callableShell(sharePropertySpec, {
      store: w.store,
      accounts: memoryAccounts(ACCOUNTS),
    });
    await share({ auth: NICK, data: { propertyId: 'home', email: 'rita@home.example' } });
    expect(await w.doc('reports/tr1')).toMatchObject({ ownerId: 'olive', viewerIds: ['olive'] });
    expect(await w.doc('reports/rep1')).toMatchObject({
      ownerId: 'nick',
      viewerIds: ['nick', 'rita'],
    });
  });

  it('only the named recipient, with a verified email', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    expect((await httpsFailure(w.accept(OLIVE, { transferId: 'tr1' }))).message).toBe(
      M.transferNotFound,
    );
    expect(
      (
        await httpsFailure(
          w.accept(authOf('nick', { email_verified: false }), { transferId: 'tr1' }),
        )
      ).message,
    ).toBe(TRUST_MESSAGES.verifyEmailFirst);
    expect((await w.doc('properties/home'))?.['ownerId']).toBe('olive');
  });

  it('keeps the recipient’s own claim that holds a task; refuses one they hold verified (#33)', async () => {
    const w = world();
    await w.store.commit([
      { op: 'create', path: 'maintenanceTasks/t9', data: { propertyId: 'nicks', ownerId: 'nick' } },
    ]);
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    w.setNow(T1);
    await w.accept(NICK, { transferId: 'tr1' });
    expect(await w.doc('properties/nicks')).toMatchObject({ ownerId: 'nick' });
    expect(await w.doc('maintenanceTasks/t9')).not.toBeNull();
    expect((await w.doc(`addressClaims/${encodeURIComponent(KEY)}`))?.['claims']).toEqual({
      home: 'nick',
      nicks: 'nick',
    });

    const held = world();
    await held.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    await held.store.commit([
      { op: 'update', path: 'properties/nicks', data: { verificationStatus: 'verified' } },
    ]);
    const refused = await httpsFailure(held.accept(NICK, { transferId: 'tr1' }));
    expect([refused.code, refused.message]).toEqual(['failed-precondition', M.alreadyYourHome]);
    expect(await held.doc('properties/nicks')).not.toBeNull();
    expect((await held.doc('properties/home'))?.['ownerId']).toBe('olive');
  });

  it('the home cannot be removed while its transfer is pending; after a cancel it can (#33)', async () => {
    const w = world();
    const remove = callableShell(
      deletePropertySpec,
      {
        store: w.store,
        files: new MemoryFiles(),
        newId: () => 'x',
        log: { error: () => undefined },
      },
      { error: () => undefined },
      { now: () => T1 },
    );
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    const refused = await httpsFailure(remove({ auth: OLIVE, data: { propertyId: 'home' } }));
    expect([refused.code, refused.message]).toEqual([
      'failed-precondition',
      PROPERTY_MESSAGES.transferActive,
    ]);
    expect(await w.doc('properties/home')).toMatchObject({ ownerId: 'olive' });
    await w.cancel(OLIVE, { transferId: 'tr1' });
    await remove({ auth: OLIVE, data: { propertyId: 'home' } });
    expect(await w.doc('properties/home')).toBeNull();
  });

  it('is refused once the sender removed the home meanwhile', async () => {
    const w = world();
    await w.start(OLIVE, { propertyId: 'home', email: 'nick@home.example' });
    await w.store.commit([{ op: 'update', path: 'properties/home', data: { deleting: true } }]);
    expect((await httpsFailure(w.accept(NICK, { transferId: 'tr1' }))).message).toBe(
      M.transferNotFound,
    );
  });
});

describe('the acceptance job survives a stop at every write', () => {
  const maintenanceStep: TransferStep = {
    name: 'maintenance tasks (an appended step)',
    collection: () => 'maintenanceTasks',
    field: 'propertyId',
    move: (doc, ctx) =>
      doc.data['ownerId'] === ctx.fromUid
        ? [{ op: 'update', path: doc.path, data: { ownerId: ctx.toUid } }]
        : [],
  };
  const steps = [...TRANSFER_STEPS, maintenanceStep];
  const caller = callerFromAuth(NICK);

  async function started(repairs: number) {
    const store = new MemoryStore({
      ...seed(repairs),
      'maintenanceTasks/m1': { propertyId: 'home', ownerId: 'olive', title: 'Gutters' },
    });
    const start = callableShell(
      startTransferSpec,
      {
        store,
        accounts: memoryAccounts(ACCOUNTS),
        newId: () => 'tr1',
        mail: null,
        appUrl: 'https://homeledger.app',
      },
      undefined,
      { now: () => T0 },
    );
    await start({ auth: OLIVE, data: { propertyId: 'home', email: 'nick@home.example' } });
    return store;
  }
  const accept = (store: MemoryStore) =>
    runAcceptJob(store, {
      files: new MemoryFiles(),
      transferId: 'tr1',
      caller,
      now: T1,
      steps,
      chunkSize: 2,
      reportCode: () => 'keptkeptkeptkeptkeptkept23',
    });

  it('a stop after any number of writes, then a retry, ends exactly as an uninterrupted run', async () => {
    const reference = await started(5);
    const firstWrite = reference.writeCount;
    await accept(reference);
    const expected = reference.snapshot();
    const total = reference.writeCount - firstWrite;
    expect(total).toBeGreaterThan(10);
    expect(expected['maintenanceTasks/m1']?.['ownerId']).toBe('nick');
    expect(expected['reports/tr1']).toMatchObject({ kind: 'kept', viewerIds: ['olive'] });
    expect(expected['reports/rep1']).toMatchObject({ viewerIds: ['nick'] });

    for (let n = 0; n < total; n += 1) {
      const store = await started(5);
      store.failAfter(n);
      await expect(accept(store), `stop after ${n} writes`).rejects.toThrow(/Injected failure/);
      await accept(store); // the retry: acceptTransfer called again
      expect(store.snapshot(), `stop after ${n} writes`).toEqual(expected);
    }
  });

  it('the sweep finishes a job nobody retried, after it was left alone long enough', async () => {
    const reference = await started(5);
    await accept(reference);
    const expected = reference.snapshot();
    const log = { error: vi.fn(), info: vi.fn() };
    const sweep = (store: MemoryStore, at: Date) =>
      resumeStuckTransfers(store, at, {
        reportCode: () => 'keptkeptkeptkeptkeptkept23',
        files: new MemoryFiles(),
        log,
        steps,
        chunkSize: 2,
      });

    // (begin writes the transfer and the sender's copy: 2 is the first stop after it)
    for (const n of [2, 4, 9]) {
      const store = await started(5);
      store.failAfter(n);
      await expect(accept(store)).rejects.toThrow(/Injected failure/);
      expect(store.snapshot()['transfers/tr1']?.['state']).toBe('accepting');

      // Too soon: the recipient's own call may still be running.
      const soon = new Date(T1.getTime() + STUCK_TRANSFER_AFTER_MS - 1000);
      expect(await sweep(store, soon)).toEqual({ checked: 1, resumed: 0, failed: 0 });
      expect(store.snapshot()['transfers/tr1']?.['state']).toBe('accepting');

      const later = new Date(T1.getTime() + STUCK_TRANSFER_AFTER_MS);
      expect(await sweep(store, later)).toEqual({ checked: 1, resumed: 1, failed: 0 });
      const after = store.snapshot();
      expect(after['transfers/tr1']?.['state'], `stop after ${n} writes`).toBe('accepted');
      // Every document the job moves ends as an uninterrupted run leaves it (the kept
      // report, made by the sweep when the stop came before it, carries the sweep's time).
      const moved = (path: string) => !path.startsWith('transfers/') && path !== 'reports/tr1';
      for (const path of Object.keys(expected).filter(moved))
        expect(after[path], `${path} after a stop at ${n}`).toEqual(expected[path]);
      expect(after['reports/tr1']).toMatchObject({ kind: 'kept', viewerIds: ['olive'] });
      expect(await sweep(store, later)).toEqual({ checked: 0, resumed: 0, failed: 0 });
    }
    expect(log.error).not.toHaveBeenCalled();
  });

  it('the sweep leaves pending transfers alone and logs a job that fails again', async () => {
    const store = await started(2);
    const log = { error: vi.fn(), info: vi.fn() };
    const later = new Date(T1.getTime() + STUCK_TRANSFER_AFTER_MS);
    expect(
      await resumeStuckTransfers(store, later, {
        reportCode: () => 'x',
        files: new MemoryFiles(),
        log,
      }),
    ).toEqual({
      checked: 0,
      resumed: 0,
      failed: 0,
    });
    store.failAfter(2);
    await expect(accept(store)).rejects.toThrow(/Injected failure/);
    store.failAfter(0);
    expect(
      await resumeStuckTransfers(store, later, {
        reportCode: () => 'x',
        files: new MemoryFiles(),
        log,
        steps,
      }),
    ).toEqual({ checked: 1, resumed: 0, failed: 1 });
    expect(log.error).toHaveBeenCalledWith(
      'resumeStuckTransfers: the job failed again',
      expect.objectContaining({ transferId: 'tr1' }),
    );
  });
});
