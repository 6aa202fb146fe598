import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  QUOTAS,
  QUOTA_MESSAGES,
  TRANSFER_MESSAGES as M,
  addressClaimsPath,
  transferPath,
  sentTransferPath,
  type AddressClaims,
} from '@homeledger/domain';
import type { AccountRecord } from '../kit/ports';
import { DELETE_FIELD, type DocSnap } from '../kit/store';
import type { StoredDispute } from '../disputes/disputes.plan';
import { keptReportDoc } from '../reports/create-history-report.plan';
import {
  TRANSFER_STEPS,
  invitationField,
  keptReportId,
  planAcceptBegin,
  planAcceptFinish,
  planCloseTransfer,
  planKeepReport,
  planMoveProperty,
  planMoveRepairChunk,
  planStartTransfer,
  toRepairOwner,
  toTransfer,
  toTransferProperty,
  type RepairOwner,
  type StoredTransfer,
  type TransferContext,
  type TransferProperty,
} from './transfer.plan';
import { OAK_LANE_ADDRESS, homeowner, accountOf } from '../kit/test-support';
import { OFFERED_AT as T0, storedTransfer } from './transfers.test-support';

// A fixed clock: the offer, then the answer a day later.
const T1 = new Date('2026-05-02T09:30:00Z');

const OLIVE = homeowner('olive');
const BEN = homeowner('ben');

const account = (over: Partial<AccountRecord> = {}): AccountRecord =>
  accountOf('ben', { name: 'Ben Buyer', ...over });

const home = (over: Partial<TransferProperty> = {}): TransferProperty => ({
  id: 'home',
  ownerId: 'olive',
  deleting: false,
  addressKey: '12 oak lane|springfield|il|62704',
  viewerIds: ['olive', 'rita'],
  pendingTransferId: null,
  verificationStatus: 'verified',
  members: [],
  data: {
    ...OAK_LANE_ADDRESS,
    ownerName: 'Olive Owner',
    verificationStatus: 'verified',
    repairCount: 3,
  },
  ...over,
});

/** A transfer the recipient has begun accepting (step 1 done). */
const accepting = (over: Partial<StoredTransfer> = {}) =>
  storedTransfer({ state: 'accepting', answeredAt: T1, transferredAt: T1, ...over });

const notice = (over: Partial<StoredDispute> = {}): StoredDispute => ({
  id: 'd1',
  addressKey: '12 oak lane|springfield|il|62704',
  property: OAK_LANE_ADDRESS,
  holderUid: 'olive',
  holderPropertyId: 'home',
  newcomerUid: 'ben',
  newcomerPropertyId: 'bens-claim',
  state: 'transferring',
  createdAt: T0,
  deadline: new Date('2026-05-31T12:00:00Z'),
  answeredAt: T0,
  transferId: 'tr1',
  ...over,
});

describe('planStartTransfer', () => {
  const start = (over: Partial<Parameters<typeof planStartTransfer>[0]> = {}) =>
    planStartTransfer({
      property: home(),
      caller: OLIVE,
      email: 'ben@home.example',
      account: account(),
      fromName: 'Olive Owner',
      toName: 'Ben B.',
      pending: null,
      newId: 'tr1',
      now: T0,
      ...over,
    });
  const notFound = { kind: 'reject', code: 'not-found', message: M.propertyNotFound };

  it('refuses a disputed claim: handed to a second account it would launder the dispute (#33)', () => {
    expect(start({ property: home({ verificationStatus: 'disputed' }) })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.disputedHome,
    });
  });

  it('offers the home to a verified homeowner: the transfer and the property’s pending mark', () => {
    expect(start()).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'create',
          path: transferPath('tr1'),
          data: {
            propertyId: 'home',
            property: OAK_LANE_ADDRESS,
            fromUid: 'olive',
            fromName: 'Olive Owner',
            toUid: 'ben',
            toEmail: 'ben@home.example',
            toName: 'Ben B.',
            state: 'pending',
            createdAt: T0,
            answeredAt: null,
            transferredAt: null,
            invitation: null,
            members: [],
            keepReceipts: [],
          },
        },
        {
          op: 'set',
          path: sentTransferPath('tr1'),
          data: {
            propertyId: 'home',
            property: OAK_LANE_ADDRESS,
            fromUid: 'olive',
            fromName: 'Olive Owner',
            toEmail: 'ben@home.example',
            state: 'pending',
            createdAt: T0,
            answeredAt: null,
            invitation: null,
            keepReceipts: [],
          },
        },
        { op: 'update', path: 'properties/home', data: { pendingTransferId: 'tr1' } },
      ],
      result: { transferId: 'tr1', toName: 'Ben B.', invited: false },
    });
  });

  it('with every offer mailed, tells the sender nothing of the account holding the email (#33)', () => {
    const accounts: (AccountRecord | null)[] = [
      account(),
      account({ email: 'BEN@home.example' }),
      null,
      account({ emailVerified: false }),
      account({ disabled: true }),
      account({ role: 'realtor' }),
    ];
    const seen = accounts.map((acc) => {
      const plan = start({ account: acc, email: ' Ben@Home.Example ', mailEveryone: true });
      if (plan.kind !== 'apply') throw new Error(plan.message);
      // What the sender can read: the answer and their copy (rules: sentTransfers by fromUid).
      return {
        result: plan.result,
        copy: plan.writes.find((w) => w.path === sentTransferPath('tr1')),
        mailed: plan.writes.some(
          (w) => w.op === 'create' && (w.data['invitation'] as { status?: string })?.status,
        ),
      };
    });
    expect(seen[0]).toEqual({
      result: { transferId: 'tr1', toName: 'ben@home.example', invited: true },
      copy: {
        op: 'set',
        path: sentTransferPath('tr1'),
        data: expect.objectContaining({
          toEmail: 'ben@home.example',
          invitation: { status: 'sending', mails: 1, requestedAt: T0, sentAt: null },
        }),
      },
      mailed: true,
    });
    for (const other of seen) expect(other).toEqual(seen[0]);
    // The recipient's own document still names the verified account (their query, toUid).
    const direct = start({ mailEveryone: true });
    expect(
      direct.kind === 'apply' && direct.writes[0]?.op === 'create' && direct.writes[0].data,
    ).toMatchObject({ toUid: 'ben', toName: 'Ben B.' });
  });

  it('keeps the receipts the seller chose, on the transfer and their copy; only the home’s repairs with a receipt (#33)', () => {
    const plan = start({ keepReceipts: ['r2', 'r1', 'r2'], receiptRepairIds: ['r1', 'r2', 'r3'] });
    if (plan.kind !== 'apply') throw new Error(plan.message);
    const [offer, copy] = plan.writes;
    expect(offer?.op === 'create' && offer.data['keepReceipts']).toEqual(['r2', 'r1']);
    expect(copy?.op === 'set' && copy.data['keepReceipts']).toEqual(['r2', 'r1']);
    const refused = {
      kind: 'reject',
      code: 'invalid-argument',
      message: M.keepReceipts,
      details: { field: 'keepReceipts' },
    };
    // Not the home's, without a receipt, or gone since the list was shown: refused.
    expect(start({ keepReceipts: ['r9'], receiptRepairIds: ['r1'] })).toEqual(refused);
    expect(start({ keepReceipts: ['r1'] })).toEqual(refused);
  });

  it('names the recipient by profile, then account name, then account email', () => {
    const named = (toName: string, name: string) => {
      const plan = start({ toName, account: account({ name }) });
      return plan.kind === 'apply' ? plan.result.toName : plan.message;
    };
    expect(named('  Ben B.  ', 'Ben Buyer')).toBe('Ben B.');
    expect(named('', 'Ben Buyer')).toBe('Ben Buyer');
    expect(named('', '')).toBe('ben@home.example');
  });

  it('signs an offer with nameless sender as "Homeowner"', () => {
    const plan = start({ fromName: '   ' });
    expect(
      plan.kind === 'apply' && plan.writes[0]?.op === 'create' && plan.writes[0].data,
    ).toMatchObject({ fromName: 'Homeowner' });
  });

  it('invites an email without a trusted homeowner account, saying nothing about the account', () => {
    const untrusted: (AccountRecord | null)[] = [
      null,
      account({ emailVerified: false }),
      account({ disabled: true }),
      account({ role: 'realtor' }),
    ];
    for (const acc of untrusted) {
      const plan = start({ account: acc, email: ' Ben@Home.Example ' });
      expect(plan).toMatchObject({
        kind: 'apply',
        writes: [
          {
            op: 'create',
            path: transferPath('tr1'),
            data: {
              toUid: '',
              toEmail: 'ben@home.example',
              toName: '',
              invitation: {
                status: 'sending',
                mails: 1,
                requestedAt: T0,
                sentAt: null,
                claimedAt: null,
              },
            },
          },
          { op: 'set', path: sentTransferPath('tr1') },
          { op: 'update', path: 'properties/home', data: { pendingTransferId: 'tr1' } },
        ],
        result: { transferId: 'tr1', toName: 'ben@home.example', invited: true },
      });
    }
  });

  it('answers "Property not found" for a missing, someone else’s or departing home', () => {
    expect(start({ property: null })).toEqual(notFound);
    expect(start({ property: home({ ownerId: 'someone' }) })).toEqual(notFound);
    expect(start({ property: home({ deleting: true }) })).toEqual(notFound);
  });

  it('refuses a transfer to yourself, by email (any case) or by account', () => {
    const toSelf = {
      kind: 'reject',
      code: 'invalid-argument',
      message: M.toSelf,
      details: { field: 'email' },
    };
    expect(start({ email: 'OLIVE@home.example', account: account({ uid: 'x' }) })).toEqual(toSelf);
    expect(start({ email: 'alias@home.example', account: account({ uid: 'olive' }) })).toEqual(
      toSelf,
    );
  });

  it('refuses while another transfer of the home waits for an answer or is being accepted', () => {
    for (const state of ['pending', 'accepting'] as const)
      expect(start({ pending: storedTransfer({ id: 'tr0', state }) })).toEqual({
        kind: 'reject',
        code: 'already-exists',
        message: M.alreadyPending,
      });
  });

  it('starts anew when the transfer the home names was already answered', () => {
    for (const state of ['declined', 'cancelled', 'accepted'] as const)
      expect(start({ pending: storedTransfer({ id: 'tr0', state }) }).kind).toBe('apply');
  });
});

/** The sender's copy of tr1 as a plan writes it: whole, with these fields among them. */
const senderCopy = (data: Record<string, unknown>) => ({
  op: 'set',
  path: sentTransferPath('tr1'),
  data: expect.objectContaining(data),
});

/** What answering tr1 with `state` at T1 writes to the transfer and the sender's copy. */
const answeredWrites = (state: 'cancelled' | 'declined') => [
  { op: 'update', path: transferPath('tr1'), data: { state, answeredAt: T1 } },
  senderCopy({ state, answeredAt: T1 }),
];
/** The answers of planCloseTransfer and planAcceptBegin to a transfer not theirs or gone, and to one answered. */
const notFound = { kind: 'reject', code: 'not-found', message: M.transferNotFound };
const notPending = { kind: 'reject', code: 'failed-precondition', message: M.notPending };
/** The home no longer marked pending. */
const homeUnmarked = {
  op: 'update',
  path: 'properties/home',
  data: { pendingTransferId: DELETE_FIELD },
};

describe('planCloseTransfer', () => {
  const close = (over: Partial<Parameters<typeof planCloseTransfer>[0]> = {}) =>
    planCloseTransfer({
      transfer: storedTransfer(),
      property: home({ pendingTransferId: 'tr1' }),
      caller: OLIVE,
      answer: 'cancel',
      now: T1,
      ...over,
    });

  it('the sender cancels: the transfer is cancelled and the home no longer pending', () => {
    expect(close()).toEqual({
      kind: 'apply',
      writes: [...answeredWrites('cancelled'), homeUnmarked],
      result: { transferId: 'tr1', state: 'cancelled' },
    });
  });

  it('the recipient declines the same way', () => {
    expect(close({ caller: BEN, answer: 'decline' })).toMatchObject({
      kind: 'apply',
      writes: [...answeredWrites('declined'), homeUnmarked],
      result: { transferId: 'tr1', state: 'declined' },
    });
  });

  it('leaves the home alone when it names another transfer or is gone', () => {
    for (const property of [null, home({ pendingTransferId: 'tr2' }), home()]) {
      const plan = close({ property });
      expect(plan.kind === 'apply' && plan.writes).toEqual(answeredWrites('cancelled'));
    }
  });

  it('reopens the dispute notice the transfer was started from, its clock paused meanwhile', () => {
    const plan = close({
      notices: [
        notice(),
        notice({ id: 'd2', transferId: 'other' }),
        notice({ id: 'd3', state: 'kept' }),
      ],
    });
    expect(plan.kind === 'apply' && plan.writes.slice(3)).toEqual([
      {
        op: 'update',
        path: 'disputes/d1',
        data: {
          state: 'open',
          answeredAt: null,
          transferId: null,
          // answered at T0, reopened at T1: the deadline moves on by that pause
          deadline: new Date(notice().deadline.getTime() + (T1.getTime() - T0.getTime())),
        },
      },
    ]);
  });

  it('only the sender cancels and only the recipient declines', () => {
    expect(close({ caller: BEN, answer: 'cancel' })).toEqual(notFound);
    expect(close({ caller: OLIVE, answer: 'decline' })).toEqual(notFound);
    expect(close({ transfer: null })).toEqual(notFound);
  });

  it('a retried click on the same answer changes nothing', () => {
    expect(close({ transfer: storedTransfer({ state: 'cancelled' }) })).toEqual({
      kind: 'apply',
      writes: [],
      result: { transferId: 'tr1', state: 'cancelled' },
    });
  });

  it('refuses once the transfer was answered otherwise', () => {
    for (const state of ['declined', 'accepting', 'accepted'] as const)
      expect(close({ transfer: storedTransfer({ state }) })).toEqual(notPending);
  });
});

describe('planAcceptBegin', () => {
  const begin = (over: Partial<Parameters<typeof planAcceptBegin>[0]> = {}) =>
    planAcceptBegin({
      transfer: storedTransfer(),
      property: home({ pendingTransferId: 'tr1' }),
      caller: BEN,
      owned: 0,
      now: T1,
      ...over,
    });

  it('refuses a home the recipient already holds verified, not one they only claim (#33)', () => {
    const held = [{ id: 'bens-home', verificationStatus: 'verified', empty: false }];
    expect(begin({ recipientClaims: held })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.alreadyYourHome,
    });
    const claimed = [{ id: 'bens-claim', verificationStatus: 'disputed', empty: true }];
    expect(begin({ recipientClaims: claimed }).kind).toBe('apply');
  });

  it('refuses to take over a disputed claim (#33)', () => {
    const disputed = home({ pendingTransferId: 'tr1', verificationStatus: 'disputed' });
    expect(begin({ property: disputed })).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.disputedHome,
    });
  });

  it('fixes the transfer’s instant once: pending → accepting', () => {
    const plan = begin();
    expect(plan).toMatchObject({
      kind: 'apply',
      writes: [
        {
          op: 'update',
          path: transferPath('tr1'),
          data: { state: 'accepting', answeredAt: T1, transferredAt: T1, keepMembers: [] },
        },
        // The sender learns the answer now, and no more than that.
        senderCopy({ state: 'accepting', answeredAt: T1 }),
      ],
      result: { done: false },
    });
    expect(plan.kind === 'apply' && plan.writes).toHaveLength(2);
    // The steps after this one go on with the transfer as moved on.
    if (plan.kind !== 'apply') return;
    expect(plan.result.transfer).toEqual({ ...accepting(), answeredAt: T1 });
  });

  it('a retry carries on from where the job stopped, with the instant first fixed', () => {
    const begun = accepting();
    expect(begin({ transfer: begun, now: new Date('2026-06-01T00:00:00Z') })).toEqual({
      kind: 'apply',
      writes: [],
      result: { transfer: begun, done: false },
    });
  });

  it('an accepted transfer is done', () => {
    const done = storedTransfer({ state: 'accepted', transferredAt: T1 });
    expect(begin({ transfer: done })).toEqual({
      kind: 'apply',
      writes: [],
      result: { transfer: done, done: true },
    });
  });

  it('only the recipient accepts', () => {
    expect(begin({ transfer: null })).toEqual(notFound);
    expect(begin({ caller: OLIVE })).toEqual(notFound);
  });

  it('refuses an answered transfer (and an "accepting" one without its instant)', () => {
    for (const t of [
      storedTransfer({ state: 'declined' }),
      storedTransfer({ state: 'cancelled' }),
      storedTransfer({ state: 'accepting', transferredAt: null }),
    ])
      expect(begin({ transfer: t })).toEqual(notPending);
  });

  it('answers "no longer exists" when the home is gone, departing or no longer the sender’s', () => {
    expect(begin({ property: null })).toEqual(notFound);
    expect(begin({ property: home({ deleting: true }) })).toEqual(notFound);
    expect(begin({ property: home({ ownerId: 'carl' }) })).toEqual(notFound);
  });

  it('refuses a recipient at the property quota', () => {
    expect(begin({ owned: QUOTAS.propertiesPerAccount - 1 }).kind).toBe('apply');
    expect(begin({ owned: QUOTAS.propertiesPerAccount })).toEqual({
      kind: 'reject',
      code: 'resource-exhausted',
      message: QUOTA_MESSAGES.properties,
      details: { reason: 'quota', quota: 'properties' },
    });
  });
});

describe('planKeepReport', () => {
  const keep = (over: Partial<Parameters<typeof planKeepReport>[0]> = {}) =>
    planKeepReport({
      transfer: accepting(),
      property: home(),
      exists: false,
      code: 'CODE-1',
      now: T1,
      ...over,
    });
  const keptDoc = (kept: Record<string, unknown>) =>
    keptReportDoc({
      propertyId: 'home',
      ownerUid: 'olive',
      kept: {
        transferId: 'tr1',
        transferredAt: T1,
        property: OAK_LANE_ADDRESS,
        ownerName: 'Olive Owner',
        verificationStatus: 'verified',
        photoPath: null,
        ...kept,
      },
      code: 'CODE-1',
      now: T1,
    });

  it('queues the previous owner’s report of the home as they had it', () => {
    const property = home({
      data: {
        ...home().data,
        address: '12 Oak Lane, Unit 2',
        ownerName: 'Olive O.',
        photo: { path: 'photos/home/front.jpg' },
      },
    });
    expect(keep({ property })).toEqual([
      {
        op: 'create',
        path: `reports/${keptReportId('tr1')}`,
        data: keptDoc({
          property: {
            address: '12 Oak Lane, Unit 2',
            city: 'Springfield',
            state: 'IL',
            zipCode: '62704',
          },
          ownerName: 'Olive O.',
          photoPath: 'photos/home/front.jpg',
        }),
      },
    ]);
    expect(keptReportId('tr1')).toBe('tr1');
  });

  it('keeps the status the home had and names the sender when the home has no owner name', () => {
    const property = home({
      verificationStatus: 'disputed',
      data: { ...home().data, ownerName: '', verificationStatus: 'disputed' },
    });
    const [write] = keep({ property });
    expect(write?.op === 'create' && write.data['kept']).toMatchObject({
      ownerName: 'Olive Owner',
      verificationStatus: 'disputed',
    });
  });

  it('uses what the transfer recorded when the home already moved', () => {
    const property = home({
      ownerId: 'ben',
      data: {
        ...home().data,
        address: 'Changed by Ben',
        ownerName: 'Ben',
        verificationStatus: 'disputed',
      },
    });
    expect(keep({ property })).toEqual([{ op: 'create', path: 'reports/tr1', data: keptDoc({}) }]);
  });

  it('makes none on a retry, for a departed home, a home without repairs or without an instant', () => {
    expect(keep({ exists: true })).toEqual([]);
    expect(keep({ property: null })).toEqual([]);
    expect(keep({ property: home({ deleting: true }) })).toEqual([]);
    expect(keep({ transfer: storedTransfer({ state: 'accepting' }) })).toEqual([]);
    for (const repairCount of [0, undefined, '3'])
      expect(keep({ property: home({ data: { ...home().data, repairCount } }) })).toEqual([]);
  });
});

describe('planMoveProperty', () => {
  const move = (over: Partial<Parameters<typeof planMoveProperty>[0]> = {}) =>
    planMoveProperty({
      transfer: accepting(),
      property: home({ pendingTransferId: 'tr1' }),
      claims: null,
      toName: 'Ben Buyer',
      ...over,
    });
  const ownerUpdate = (over: Record<string, unknown> = {}) => ({
    op: 'update',
    path: 'properties/home',
    data: {
      ownerId: 'ben',
      ownerName: 'Ben Buyer',
      viewerIds: ['ben'],
      members: {},
      memberIds: ['ben'],
      nextGrantEnd: DELETE_FIELD,
      transferredAt: T1,
      pendingTransferId: DELETE_FIELD,
      updatedAt: T1,
      ...over,
    },
  });
  const KEY = home().addressKey;
  const claims = (c: Record<string, string>): AddressClaims => ({ addressKey: KEY, claims: c });

  it('gives the home to the new owner; realtor shares end with the viewers', () => {
    expect(move()).toEqual([ownerUpdate()]);
  });

  it('names the owner by the profile name now, else the name the offer recorded', () => {
    expect(move({ toName: '  ' })).toEqual([ownerUpdate({ ownerName: accepting().toName })]);
  });

  const bensEmptyClaim = [{ id: 'bens-claim', verificationStatus: 'disputed', empty: true }];

  it('moves the address claim and removes the recipient’s own empty disputed claim of the home', () => {
    expect(
      move({
        claims: claims({ home: 'olive', 'bens-claim': 'ben', 'carls-claim': 'carl' }),
        recipientClaims: bensEmptyClaim,
      }),
    ).toEqual([
      ownerUpdate(),
      {
        op: 'set',
        path: addressClaimsPath(KEY),
        data: { addressKey: KEY, claims: { home: 'ben', 'carls-claim': 'carl' } },
      },
      { op: 'delete', path: 'properties/bens-claim' },
    ]);
  });

  it('a rerun after the move writes nothing more', () => {
    const moved = home({ ownerId: 'ben', viewerIds: ['ben'] });
    expect(
      move({ property: moved, claims: claims({ home: 'ben', 'carls-claim': 'carl' }) }),
    ).toEqual([]);
  });

  it('a rerun that stopped before the claim finishes the claim only', () => {
    const moved = home({ ownerId: 'ben', viewerIds: ['ben'] });
    expect(
      move({
        property: moved,
        claims: claims({ home: 'olive', 'bens-claim': 'ben' }),
        recipientClaims: bensEmptyClaim,
      }),
    ).toEqual([
      {
        op: 'set',
        path: addressClaimsPath(KEY),
        data: { addressKey: KEY, claims: { home: 'ben' } },
      },
      { op: 'delete', path: 'properties/bens-claim' },
    ]);
  });

  it('keeps a claim of the recipient’s that holds anything, or is verified (#33)', () => {
    for (const kept of [
      { id: 'bens-claim', verificationStatus: 'disputed', empty: false },
      { id: 'bens-claim', verificationStatus: 'verified', empty: true },
    ])
      expect(
        move({
          claims: claims({ home: 'olive', 'bens-claim': 'ben' }),
          recipientClaims: [kept],
        }),
      ).toEqual([
        ownerUpdate(),
        {
          op: 'set',
          path: addressClaimsPath(KEY),
          data: { addressKey: KEY, claims: { home: 'ben', 'bens-claim': 'ben' } },
        },
      ]);
  });

  it('touches no claim for a home without an address key', () => {
    expect(
      move({ property: home({ addressKey: '' }), claims: claims({ home: 'olive', x: 'ben' }) }),
    ).toEqual([ownerUpdate()]);
  });

  it('does nothing for a home gone, departing, or moved on to someone else', () => {
    expect(move({ property: null })).toEqual([]);
    expect(move({ property: home({ deleting: true }) })).toEqual([]);
    expect(move({ property: home({ ownerId: 'carl' }), claims: claims({ home: 'carl' }) })).toEqual(
      [],
    );
  });

  // #33 (High 2, "dispute laundering"): the move never touches the status, so a claim
  // comes out as it went in, whatever it was.
  it('always makes the recipient the sole viewer and never changes the status', () => {
    fc.assert(
      fc.property(
        fc.array(fc.string({ minLength: 1, maxLength: 6 }), { maxLength: 6 }),
        fc.constantFrom('verified', 'disputed', 'pending', ''),
        (viewerIds, verificationStatus) => {
          const [write] = move({
            property: home({ viewerIds, data: { ...home().data, verificationStatus } }),
          });
          expect(write?.op === 'update' && write.data).toMatchObject({
            ownerId: 'ben',
            viewerIds: ['ben'],
          });
          expect(write?.op === 'update' && write.data).not.toHaveProperty('verificationStatus');
        },
      ),
    );
  });
});

describe('planMoveRepairChunk', () => {
  const moved = home({ ownerId: 'ben', viewerIds: ['ben'] });
  const repair = (over: Partial<RepairOwner> = {}): RepairOwner => ({
    id: 'r1',
    propertyId: 'home',
    ownerId: 'olive',
    viewerIds: ['olive', 'rita'],
    byPreviousOwner: false,
    ...over,
  });
  const chunk = (repairs: (RepairOwner | null)[], property: TransferProperty | null = moved) =>
    planMoveRepairChunk({ transfer: accepting(), property, repairs });

  it('each previous-owner repair follows the home and is marked', () => {
    expect(chunk([repair(), repair({ id: 'r2' })])).toEqual({
      writes: [
        {
          op: 'update',
          path: 'repairs/r1',
          data: { ownerId: 'ben', byPreviousOwner: true, viewerIds: ['ben'] },
        },
        {
          op: 'update',
          path: 'repairs/r2',
          data: { ownerId: 'ben', byPreviousOwner: true, viewerIds: ['ben'] },
        },
      ],
      stop: false,
    });
  });

  it('a repair already the recipient’s only follows the viewers; a moved one is left as is', () => {
    expect(
      chunk([
        repair({ ownerId: 'ben', viewerIds: ['ben', 'rita'] }),
        repair({ id: 'r2', ownerId: 'ben', viewerIds: ['ben'], byPreviousOwner: true }),
      ]),
    ).toEqual({
      writes: [{ op: 'update', path: 'repairs/r1', data: { viewerIds: ['ben'] } }],
      stop: false,
    });
  });

  it('skips repairs gone or of another home', () => {
    expect(chunk([null, repair({ propertyId: 'elsewhere' })])).toEqual({ writes: [], stop: false });
  });

  it('stops when the home is no longer the recipient’s', () => {
    for (const property of [null, home({ ownerId: 'ben', deleting: true }), home()])
      expect(chunk([repair()], property)).toEqual({ writes: [], stop: true });
  });

  it('is idempotent: applying a chunk’s writes and planning again writes nothing', () => {
    const repairArb = fc.record({
      id: fc.constantFrom('r1', 'r2', 'r3'),
      propertyId: fc.constantFrom('home', 'other'),
      ownerId: fc.constantFrom('olive', 'ben', 'rita'),
      viewerIds: fc.subarray(['olive', 'ben', 'rita']),
      byPreviousOwner: fc.boolean(),
    });
    fc.assert(
      fc.property(fc.uniqueArray(repairArb, { selector: (r) => r.id }), (repairs) => {
        const { writes } = chunk(repairs);
        const after = repairs.map((r) => {
          const w = writes.find((op) => op.path === `repairs/${r.id}`);
          return w?.op === 'update' ? { ...r, ...(w.data as Partial<RepairOwner>) } : r;
        });
        expect(chunk(after).writes).toEqual([]);
        for (const r of after.filter((r) => r.propertyId === 'home'))
          expect(r.ownerId === 'olive').toBe(false);
      }),
    );
  });
});

describe('TRANSFER_STEPS', () => {
  const ctx: TransferContext = {
    transferId: 'tr1',
    propertyId: 'home',
    fromUid: 'olive',
    toUid: 'ben',
    transferredAt: T1,
    memberIds: ['ben'],
  };
  const step = (name: string) => {
    const found = TRANSFER_STEPS.find((s) => s.name === name);
    if (!found) throw new Error(`no step ${name}`);
    return found;
  };
  const doc = (path: string, data: Record<string, unknown>): DocSnap => ({
    path,
    id: path.slice(path.lastIndexOf('/') + 1),
    data,
  });
  const moveOne = (name: string, data: Record<string, unknown>, path = 'c/x') =>
    step(name).move(doc(path, data), ctx);

  it('names each collection it reads and its filter', () => {
    expect(TRANSFER_STEPS.map((s) => [s.name, s.collection('home'), s.field])).toEqual([
      ['validation requests', 'validationRequests', 'propertyId'],
      ['record offers', 'recordOffers', 'propertyId'],
      ['buyer links', 'buyerLinks', 'propertyId'],
      ['dispute notices', 'disputes', 'holderPropertyId'],
      ['maintenance tasks', 'maintenanceTasks', 'propertyId'],
      ['transferable warranties', 'warranties', 'propertyId'],
      ['realtor shares', 'properties/home/shares', null],
    ]);
  });

  it('validation requests: the previous owner’s become the new owner’s', () => {
    expect(moveOne('validation requests', { ownerId: 'olive' })).toEqual([
      { op: 'update', path: 'c/x', data: { ownerId: 'ben' } },
    ]);
    expect(moveOne('validation requests', { ownerId: 'ben' })).toEqual([]);
  });

  it('record offers: only a pending offer to the previous owner moves', () => {
    expect(moveOne('record offers', { state: 'pending', homeownerUid: 'olive' })).toEqual([
      { op: 'update', path: 'c/x', data: { homeownerUid: 'ben' } },
    ]);
    expect(moveOne('record offers', { state: 'accepted', homeownerUid: 'olive' })).toEqual([]);
    expect(moveOne('record offers', { state: 'pending', homeownerUid: 'ben' })).toEqual([]);
  });

  it('buyer links: the previous owner’s live links are revoked at the transfer instant', () => {
    expect(moveOne('buyer links', { ownerId: 'olive', revokedAt: null })).toEqual([
      { op: 'update', path: 'c/x', data: { revokedAt: T1 } },
    ]);
    expect(moveOne('buyer links', { ownerId: 'olive', revokedAt: T0 })).toEqual([]);
    expect(moveOne('buyer links', { ownerId: 'ben' })).toEqual([]);
  });

  it('dispute notices: the recipient’s own is resolved, others go to the new holder', () => {
    expect(moveOne('dispute notices', { newcomerUid: 'ben', state: 'open' })).toEqual([
      { op: 'update', path: 'c/x', data: { state: 'resolved' } },
    ]);
    expect(moveOne('dispute notices', { newcomerUid: 'ben', state: 'resolved' })).toEqual([]);
    expect(moveOne('dispute notices', { newcomerUid: 'carl', holderUid: 'olive' })).toEqual([
      { op: 'update', path: 'c/x', data: { holderUid: 'ben' } },
    ]);
    expect(moveOne('dispute notices', { newcomerUid: 'carl', holderUid: 'ben' })).toEqual([]);
  });

  it('maintenance tasks: every previous-owner task goes on with the new owner alone', () => {
    expect(moveOne('maintenance tasks', { ownerId: 'olive', memberIds: ['olive', 'co'] })).toEqual([
      { op: 'update', path: 'c/x', data: { ownerId: 'ben', memberIds: ['ben'] } },
    ]);
    expect(moveOne('maintenance tasks', { ownerId: 'ben' })).toEqual([]);
  });

  it('warranties: only a transferable one follows the home; the other stays the seller’s alone', () => {
    expect(moveOne('transferable warranties', { transferable: true, ownerId: 'olive' })).toEqual([
      { op: 'update', path: 'c/x', data: { ownerId: 'ben', memberIds: ['ben'] } },
    ]);
    // The seller's household read it through the home they no longer have (#31).
    expect(
      moveOne('transferable warranties', {
        transferable: false,
        ownerId: 'olive',
        memberIds: ['olive', 'co'],
      }),
    ).toEqual([{ op: 'update', path: 'c/x', data: { memberIds: ['olive'] } }]);
    expect(
      moveOne('transferable warranties', {
        transferable: false,
        ownerId: 'olive',
        memberIds: ['olive'],
      }),
    ).toEqual([]);
    expect(moveOne('transferable warranties', { transferable: true, ownerId: 'ben' })).toEqual([]);
  });

  it('realtor shares: every share is deleted', () => {
    expect(moveOne('realtor shares', {}, 'properties/home/shares/rita')).toEqual([
      { op: 'delete', path: 'properties/home/shares/rita' },
    ]);
  });
});

describe('planAcceptFinish', () => {
  it('accepting → accepted; nothing otherwise', () => {
    expect(planAcceptFinish(accepting())).toEqual([
      { op: 'update', path: transferPath('tr1'), data: { state: 'accepted' } },
      senderCopy({ state: 'accepted' }),
    ]);
    expect(planAcceptFinish(null)).toEqual([]);
    for (const state of ['pending', 'accepted', 'declined', 'cancelled'] as const)
      expect(planAcceptFinish(storedTransfer({ state }))).toEqual([]);
  });
});

describe('reading stored documents', () => {
  it('reads an invitation defensively', () => {
    expect(invitationField(null)).toBeNull();
    expect(invitationField('sent')).toBeNull();
    expect(invitationField({ status: 'sent' })).toBeNull(); // no requestedAt
    expect(invitationField({ status: 'lost', requestedAt: T0 })).toBeNull();
    expect(invitationField({ status: 'sent', requestedAt: T0, mails: 2.5, sentAt: T0 })).toEqual({
      status: 'sent',
      mails: 1,
      requestedAt: T0,
      sentAt: T0,
      claimedAt: null,
    });
    expect(invitationField({ status: 'failed', requestedAt: T0, mails: 3 })).toMatchObject({
      mails: 3,
    });
  });

  it('reads a transfer, a property and a repair owner', () => {
    const { id: _id, ...stored } = storedTransfer({ invitation: null });
    expect(toTransfer({ path: 'transfers/tr1', id: 'tr1', data: stored })).toEqual(
      storedTransfer(),
    );
    expect(toTransfer({ path: 'transfers/t', id: 't', data: {} })).toMatchObject({
      id: 't',
      createdAt: new Date(0),
      invitation: null,
    });
    expect(
      toTransferProperty({
        path: 'properties/home',
        id: 'home',
        data: { ownerId: 'olive', viewerIds: ['olive', 7], deleting: 'yes', pendingTransferId: 1 },
      }),
    ).toMatchObject({
      id: 'home',
      ownerId: 'olive',
      viewerIds: ['olive'],
      deleting: false,
      pendingTransferId: null,
      addressKey: '',
    });
    expect(
      toRepairOwner({
        path: 'repairs/r1',
        id: 'r1',
        data: { propertyId: 'home', ownerId: 'olive', viewerIds: 'olive', byPreviousOwner: 1 },
      }),
    ).toEqual({
      id: 'r1',
      propertyId: 'home',
      ownerId: 'olive',
      viewerIds: [],
      byPreviousOwner: false,
    });
  });
});
