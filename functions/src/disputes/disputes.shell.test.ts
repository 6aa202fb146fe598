/**
 * The dispute timeline on the memory store with a fake clock: a newcomer adding a held
 * address, the holder's notice, "It's still my home", "Transfer this home to them" through
 * to the newcomer's acceptance, and the lapse of an unanswered notice after 30 days.
 */
import { describe, expect, it } from 'vitest';
import { DISPUTE_MESSAGES as M, DISPUTE_WINDOW_DAYS, TRUST_MESSAGES } from '@homeledger/domain';
import { callableShell, type CallableRequestLike } from '../kit/callable';
import { MemoryFiles } from '../kit/memory-files';
import { MemoryStore } from '../kit/memory-store';
import { httpsFailure, accountOf, shellCalls } from '../kit/test-support';
import { addPropertySpec } from '../properties/add-property';
import { deletePropertySpec } from '../properties/delete-property';
import { addRepairSpec } from '../repairs/add-repair';
import { type AccountRecord, memoryAccounts } from '../kit/ports';
import {
  acceptTransferSpec,
  cancelTransferSpec,
  declineTransferSpec,
  startTransferSpec,
} from '../transfers/transfer-callables';
import { lapseDisputes, resolveDisputeSpec, type AccountsById } from './resolve-dispute';
import type { MailMessage } from '../kit/mail/mail';

const DAY = 24 * 60 * 60 * 1000;
const T0 = new Date('2026-05-01T12:00:00Z');
const home = { address: '123 Main Street', city: 'Springfield', state: 'IL', zipCode: '62704' };
const auth = (uid: string, verified = true) => ({
  uid,
  token: { role: 'homeowner', name: uid, email: `${uid}@example.com`, email_verified: verified },
});
const ANN = auth('ann');
const BOB = auth('bob');
const ACCOUNTS: AccountRecord[] = ['ann', 'bob'].map((uid) =>
  accountOf(uid, { email: `${uid}@example.com` }),
);
const byUid = (accounts: AccountRecord[]): AccountsById => ({
  findByUid: async (uid) => accounts.find((a) => a.uid === uid) ?? null,
});

function world(accounts = ACCOUNTS, verified = new Set(['ann', 'bob'])) {
  const store = new MemoryStore();
  const sent: MailMessage[] = [];
  const files = new MemoryFiles();
  let n = 0;
  let clock = T0;
  const newId = () => `id${++n}`;
  const log = { error: () => undefined };
  const opts = { now: () => clock };
  const ports = {
    store,
    files,
    newId,
    randomBytes: (size: number) => new Uint8Array(size).fill(n),
    log,
    accounts: memoryAccounts(accounts),
    accountsById: byUid(accounts),
    // The holder's mail (disputes/dispute-mail.ts): Ann and Bob verified their emails.
    mail: { send: async (message: MailMessage) => void sent.push(message) },
    appUrl: 'https://homeledger.app',
    verifiedEmails: async (uids: readonly string[]) =>
      new Map(uids.filter((u) => verified.has(u)).map((u) => [u, `${u}@example.com`])),
  };
  const call = shellCalls(ports, log, opts);
  const status = (id: string) => store.snapshot()[`properties/${id}`]?.['verificationStatus'];
  const mailPorts = {
    mail: ports.mail,
    appUrl: ports.appUrl,
    verifiedEmails: ports.verifiedEmails,
    log: { error: () => undefined },
  };
  return {
    store,
    sent,
    mailPorts,
    status,
    at: (days: number) => (clock = new Date(T0.getTime() + days * DAY)),
    now: () => clock,
    add: call(addPropertySpec),
    del: call(deletePropertySpec),
    resolve: call(resolveDisputeSpec),
    accept: call(acceptTransferSpec),
    decline: call(declineTransferSpec),
    cancel: call(cancelTransferSpec),
    addRepair: (who: CallableRequestLike['auth'], propertyId: string, requestId: string) =>
      call(addRepairSpec)(who, {
        propertyId,
        serviceType: 'plumbing',
        otherServiceType: '',
        date: '2026-04-01',
        cost: '12.50',
        contractorName: 'Joe Pipes',
        description: 'Fixed the leak',
        receipt: null,
        requestId,
      }),
  };
}

/** Ann holds the home with a repair; Bob adds the same address. */
async function contested(w: ReturnType<typeof world>) {
  await w.add(ANN, home); // id1
  await w.addRepair(ANN, 'id1', 'req-ann-0000000001');
  const bob = await w.add(BOB, { ...home, address: '123 MAIN ST.' }); // id3
  expect(bob).toEqual({ id: 'id3', verificationStatus: 'disputed' });
  return { annHome: 'id1', bobHome: 'id3' };
}

describe('a newcomer cannot freeze the holder’s home', () => {
  it('the holder keeps verified, repairs and everything; the newcomer is disputed and blocked', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    expect(w.status(annHome)).toBe('verified');
    await expect(w.addRepair(ANN, annHome, 'req-ann-0000000002')).resolves.toBeTruthy();
    // Spec §8: a disputed property takes no repairs (answered like a missing one).
    expect((await httpsFailure(w.addRepair(BOB, bobHome, 'req-bob-0000000001'))).code).toBe(
      'not-found',
    );
    expect(w.store.snapshot()[`properties/${bobHome}`]?.['repairCount']).toBe(0);
    expect(w.store.snapshot()[`disputes/${bobHome}`]).toMatchObject({
      holderUid: 'ann',
      holderPropertyId: annHome,
      newcomerUid: 'bob',
      state: 'open',
      deadline: new Date(T0.getTime() + DISPUTE_WINDOW_DAYS * DAY),
    });
  });
});

describe('the holder hears of it by mail (#33)', () => {
  it('when the notice opens, and once more in its last week; never after', async () => {
    const w = world();
    const { bobHome } = await contested(w);
    expect(w.sent.map((m) => [m.to, m.subject])).toEqual([
      ['ann@example.com', 'Someone else added your home on HomeLedger'],
    ]);
    // Ann's home as she entered it, not Bob's spelling.
    expect(w.sent[0]?.text).toContain('123 Main Street, Springfield, IL 62704');
    expect(w.sent[0]?.text).not.toContain('123 MAIN ST.');
    w.at(DISPUTE_WINDOW_DAYS - 8);
    expect((await lapseDisputes(w.store, w.now(), w.mailPorts)).reminded).toBe(0);
    w.at(DISPUTE_WINDOW_DAYS - 7);
    expect(await lapseDisputes(w.store, w.now(), w.mailPorts)).toEqual({
      checked: 1,
      lapsed: 0,
      reminded: 1,
    });
    expect(w.sent.at(-1)?.subject).toBe('Reminder: someone else added your home on HomeLedger');
    w.at(DISPUTE_WINDOW_DAYS - 2);
    expect((await lapseDisputes(w.store, w.now(), w.mailPorts)).reminded).toBe(0);
    expect(w.sent).toHaveLength(2);
    expect(w.store.snapshot()[`disputes/${bobHome}`]?.['state']).toBe('open');
  });

  it('an unverified holder is not mailed; the notice stands', async () => {
    const w = world(ACCOUNTS, new Set(['bob']));
    const { bobHome } = await contested(w);
    expect(w.sent).toEqual([]);
    expect(w.store.snapshot()[`disputes/${bobHome}`]?.['state']).toBe('open');
  });

  it('a failed mail never fails the add', async () => {
    const w = world();
    w.mailPorts.mail.send = async () => Promise.reject(new Error('SMTP down'));
    await expect(contested(w)).resolves.toEqual({ annHome: 'id1', bobHome: 'id3' });
  });
});

describe('the 30-day timeline', () => {
  it('an unanswered notice lapses on day 30, not before; the holder stays verified (#33)', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    w.at(DISPUTE_WINDOW_DAYS - 0.001);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 1, lapsed: 0, reminded: 0 });
    expect([w.status(annHome), w.status(bobHome)]).toEqual(['verified', 'disputed']);
    w.at(DISPUTE_WINDOW_DAYS);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 1, lapsed: 1, reminded: 0 });
    expect([w.status(annHome), w.status(bobHome)]).toEqual(['verified', 'disputed']);
    expect(w.store.snapshot()[`disputes/${bobHome}`]?.['state']).toBe('lapsed');
    // Run again: nothing more happens.
    const writes = w.store.writeCount;
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 0, lapsed: 0, reminded: 0 });
    expect(w.store.writeCount).toBe(writes);
  });

  it('"It’s still my home" stops the clock: nothing lapses', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    w.at(3);
    await expect(w.resolve(ANN, { disputeId: bobHome, answer: 'keep' })).resolves.toEqual({
      disputeId: bobHome,
      state: 'kept',
    });
    w.at(DISPUTE_WINDOW_DAYS + 5);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 0, lapsed: 0, reminded: 0 });
    expect([w.status(annHome), w.status(bobHome)]).toEqual(['verified', 'disputed']);
    expect(
      (await httpsFailure(w.resolve(ANN, { disputeId: bobHome, answer: 'keep' }))).message,
    ).toBe(M.notFound);
  });

  it('the holder removing their claim settles it for the newcomer', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    await w.del(ANN, { propertyId: annHome });
    expect(w.status(bobHome)).toBe('verified');
    expect(w.store.snapshot()[`disputes/${bobHome}`]).toBeUndefined();
  });
});

describe('"Transfer this home to them" (the sale)', () => {
  it('offers the home to the newcomer; on acceptance the history is theirs and the dispute is settled', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    const answer = await w.resolve(ANN, { disputeId: bobHome, answer: 'transfer' });
    expect(answer).toMatchObject({ state: 'transferring' });
    const transferId = String(answer['transferId']);
    expect(w.store.snapshot()[`transfers/${transferId}`]).toMatchObject({
      fromUid: 'ann',
      toUid: 'bob',
      propertyId: annHome,
      state: 'pending',
    });
    // The clock no longer runs against Ann.
    w.at(DISPUTE_WINDOW_DAYS + 1);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 0, lapsed: 0, reminded: 0 });
    await w.accept(BOB, { transferId });
    const snap = w.store.snapshot();
    expect(snap[`properties/${annHome}`]).toMatchObject({
      ownerId: 'bob',
      verificationStatus: 'verified',
      repairCount: 1,
    });
    expect(snap[`properties/${bobHome}`]).toBeUndefined(); // Bob's empty disputed claim
    expect(snap[`disputes/${bobHome}`]?.['state']).toBe('resolved');
    await expect(w.addRepair(BOB, annHome, 'req-bob-0000000002')).resolves.toBeTruthy();
    expect((await httpsFailure(w.addRepair(ANN, annHome, 'req-ann-0000000003'))).code).toBe(
      'not-found',
    );
  });

  for (const [answer, who] of [
    ['declined', 'the newcomer'],
    ['cancelled', 'the holder'],
  ] as const)
    it(`a transfer ${answer} by ${who} opens the notice again, its clock paused meanwhile`, async () => {
      const w = world();
      const { annHome, bobHome } = await contested(w);
      w.at(10);
      const answered = await w.resolve(ANN, { disputeId: bobHome, answer: 'transfer' });
      const transferId = String(answered['transferId']);
      w.at(14);
      const writes = w.store.writeCount;
      if (answer === 'declined') await w.decline(BOB, { transferId });
      else await w.cancel(ANN, { transferId });
      // One transaction: the transfer, the sender's copy, the pending mark and the notice.
      expect(w.store.writeCount - writes).toBe(4);
      const snap = w.store.snapshot();
      expect(snap[`transfers/${transferId}`]?.['state']).toBe(answer);
      expect(snap[`properties/${annHome}`]?.['pendingTransferId']).toBeUndefined();
      expect(snap[`disputes/${bobHome}`]).toMatchObject({
        state: 'open',
        answeredAt: null,
        transferId: null,
        // The 4 days the transfer was pending are given back to Ann.
        deadline: new Date(T0.getTime() + (DISPUTE_WINDOW_DAYS + 4) * DAY),
      });
      // A retried click changes nothing.
      const again = w.store.writeCount;
      if (answer === 'declined') await w.decline(BOB, { transferId });
      else await w.cancel(ANN, { transferId });
      expect(w.store.writeCount).toBe(again);
      // Ann chooses again: "It's still my home" is open to her once more…
      await expect(w.resolve(ANN, { disputeId: bobHome, answer: 'keep' })).resolves.toEqual({
        disputeId: bobHome,
        state: 'kept',
      });
      expect([w.status(annHome), w.status(bobHome)]).toEqual(['verified', 'disputed']);
    });

  it('an open-again notice can be transferred again, and lapses on its moved deadline', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    w.at(20);
    const first = await w.resolve(ANN, { disputeId: bobHome, answer: 'transfer' });
    w.at(25);
    await w.decline(BOB, { transferId: String(first['transferId']) });
    // Due on day 35 now (30 + the 5 paused days), not day 30.
    w.at(DISPUTE_WINDOW_DAYS + 1);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 1, lapsed: 0, reminded: 0 });
    const second = await w.resolve(ANN, { disputeId: bobHome, answer: 'transfer' });
    expect(second).toMatchObject({ state: 'transferring' });
    expect(String(second['transferId'])).not.toBe(String(first['transferId']));
    await w.cancel(ANN, { transferId: String(second['transferId']) });
    w.at(DISPUTE_WINDOW_DAYS + 5 - 0.001);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 1, lapsed: 0, reminded: 0 });
    w.at(DISPUTE_WINDOW_DAYS + 5);
    expect(await lapseDisputes(w.store, w.now())).toEqual({ checked: 1, lapsed: 1, reminded: 0 });
    expect([w.status(annHome), w.status(bobHome)]).toEqual(['verified', 'disputed']);
  });

  it('a transfer not started from a notice leaves notices alone', async () => {
    const w = world();
    const { annHome, bobHome } = await contested(w);
    const started = await callableShell(
      startTransferSpec,
      {
        store: w.store,
        accounts: memoryAccounts(ACCOUNTS),
        newId: () => 'direct',
        mail: null,
        appUrl: 'https://homeledger.app',
      },
      undefined,
      { now: w.now },
    )({ auth: ANN, data: { propertyId: annHome, email: 'bob@example.com' } });
    expect(started).toMatchObject({ transferId: 'direct' });
    await w.decline(BOB, { transferId: 'direct' });
    expect(w.store.snapshot()[`disputes/${bobHome}`]).toMatchObject({
      state: 'open',
      transferId: null,
      deadline: new Date(T0.getTime() + DISPUTE_WINDOW_DAYS * DAY),
    });
  });

  it('only the holder, verified, of an open notice; a newcomer who cannot receive is said so', async () => {
    const w = world([
      ACCOUNTS[0] as AccountRecord,
      { ...(ACCOUNTS[1] as AccountRecord), emailVerified: false },
    ]);
    const { bobHome } = await contested(w);
    expect(
      (await httpsFailure(w.resolve(BOB, { disputeId: bobHome, answer: 'keep' }))).message,
    ).toBe(M.notFound);
    expect(
      (
        await httpsFailure(
          w.resolve(auth('ann', false), { disputeId: bobHome, answer: 'transfer' }),
        )
      ).message,
    ).toBe(TRUST_MESSAGES.verifyEmailFirst);
    expect(
      (await httpsFailure(w.resolve(ANN, { disputeId: bobHome, answer: 'transfer' }))).message,
    ).toBe(M.newcomerUnavailable);
    expect(w.store.snapshot()[`disputes/${bobHome}`]?.['state']).toBe('open');
  });
});
