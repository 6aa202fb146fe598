import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import { DISPUTE_MESSAGES as M } from '@homeledger/domain';
import type { Caller } from '../kit/callable';
import {
  checkHolder,
  planDisputeTransfer,
  planKeepHome,
  planLapse,
  planReopenNotice,
  toClaimedProperty,
  toDispute,
  type ClaimedProperty,
  type StoredDispute,
} from './disputes.plan';
import { OAK_LANE_ADDRESS } from '../kit/test-support';

const T0 = new Date('2026-05-01T12:00:00Z');
const DEADLINE = new Date('2026-05-31T12:00:00Z');
const DAY = 86_400_000;

const holder: Caller = {
  uid: 'olive',
  role: 'homeowner',
  name: 'Olive',
  email: 'olive@home.example',
  emailVerified: true,
};
const newcomer: Caller = { ...holder, uid: 'ben', email: 'ben@home.example' };

/** Ben added Olive's address: the notice is keyed by his claim's id. */
const dispute = (over: Partial<StoredDispute> = {}): StoredDispute => ({
  id: 'bens-claim',
  addressKey: '12 oak lane|springfield|il|62704',
  property: OAK_LANE_ADDRESS,
  holderUid: 'olive',
  holderPropertyId: 'home',
  newcomerUid: 'ben',
  newcomerPropertyId: 'bens-claim',
  state: 'open',
  createdAt: T0,
  deadline: DEADLINE,
  answeredAt: null,
  transferId: null,
  ...over,
});
const claim = (id: string, ownerId: string, over: Partial<ClaimedProperty> = {}) => ({
  id,
  ownerId,
  deleting: false,
  verificationStatus: 'disputed',
  ...over,
});
const notFound = { kind: 'reject', code: 'not-found', message: M.notFound };

describe('checkHolder', () => {
  it('lets the holder answer their own open notice', () => {
    expect(checkHolder(dispute(), holder)).toBeNull();
  });

  it('answers "no longer open" to anyone else, a missing or an answered notice', () => {
    expect(checkHolder(null, holder)).toEqual(notFound);
    expect(checkHolder(dispute(), newcomer)).toEqual(notFound);
    for (const state of ['kept', 'transferring', 'lapsed', 'resolved'] as const)
      expect(checkHolder(dispute({ state }), holder)).toEqual(notFound);
  });
});

describe('planKeepHome ("It\'s still my home")', () => {
  it('answers the notice: kept, at now', () => {
    expect(planKeepHome({ dispute: dispute(), caller: holder, now: T0 })).toEqual({
      kind: 'apply',
      writes: [
        { op: 'update', path: 'disputes/bens-claim', data: { state: 'kept', answeredAt: T0 } },
      ],
      result: { disputeId: 'bens-claim', state: 'kept' },
    });
  });

  it('refuses like checkHolder', () => {
    expect(planKeepHome({ dispute: null, caller: holder, now: T0 })).toEqual(notFound);
    expect(planKeepHome({ dispute: dispute(), caller: newcomer, now: T0 })).toEqual(notFound);
    expect(planKeepHome({ dispute: dispute({ state: 'kept' }), caller: holder, now: T0 })).toEqual(
      notFound,
    );
  });
});

describe('planDisputeTransfer', () => {
  it('marks the notice as transferring under the transfer', () => {
    expect(planDisputeTransfer(dispute(), 'tr1', T0)).toEqual({
      op: 'update',
      path: 'disputes/bens-claim',
      data: { state: 'transferring', answeredAt: T0, transferId: 'tr1' },
    });
  });
});

describe('planReopenNotice', () => {
  const transferring = dispute({ state: 'transferring', answeredAt: T0, transferId: 'tr1' });

  it('opens the notice again and gives back the days the transfer was pending', () => {
    const now = new Date(T0.getTime() + 3 * DAY);
    expect(planReopenNotice(transferring, 'tr1', now)).toEqual([
      {
        op: 'update',
        path: 'disputes/bens-claim',
        data: {
          state: 'open',
          answeredAt: null,
          transferId: null,
          deadline: new Date(DEADLINE.getTime() + 3 * DAY),
        },
      },
    ]);
  });

  it('never shortens the deadline (a clock behind the answer) and needs no answer time', () => {
    const earlier = new Date(T0.getTime() - DAY);
    expect(planReopenNotice(transferring, 'tr1', earlier)).toMatchObject([
      { data: { deadline: DEADLINE } },
    ]);
    expect(
      planReopenNotice({ ...transferring, answeredAt: null }, 'tr1', new Date(T0.getTime() + DAY)),
    ).toMatchObject([{ data: { deadline: DEADLINE } }]);
  });

  it('leaves a notice of another transfer, or one not transferring', () => {
    expect(planReopenNotice(transferring, 'tr2', T0)).toEqual([]);
    expect(planReopenNotice(dispute({ transferId: 'tr1' }), 'tr1', T0)).toEqual([]);
  });

  it('the new deadline is never before the old one', () => {
    fc.assert(
      fc.property(fc.integer({ min: -60, max: 60 }), (days) => {
        const [write] = planReopenNotice(transferring, 'tr1', new Date(T0.getTime() + days * DAY));
        const deadline = write?.op === 'update' ? (write.data['deadline'] as Date) : null;
        expect(deadline!.getTime()).toBe(DEADLINE.getTime() + Math.max(0, days) * DAY);
      }),
    );
  });
});

describe('planLapse (the daily job, one notice)', () => {
  const AFTER = new Date(DEADLINE.getTime() + 1);
  const lapse = (over: Partial<Parameters<typeof planLapse>[0]> = {}) =>
    planLapse({
      dispute: dispute(),
      holder: claim('home', 'olive', { verificationStatus: 'verified' }),
      newcomer: claim('bens-claim', 'ben'),
      now: AFTER,
      ...over,
    });

  // #33 (High 3): silence never demotes a verified holder; the claim stays disputed.
  it('past the deadline: the notice lapses, and neither claim changes', () => {
    const lapsed = [
      { op: 'update', path: 'disputes/bens-claim', data: { state: 'lapsed', answeredAt: AFTER } },
    ];
    expect(lapse()).toEqual(lapsed);
    expect(lapse({ now: DEADLINE })).toHaveLength(1);
  });

  it('does nothing before the deadline, for a missing or an answered notice', () => {
    expect(lapse({ now: new Date(DEADLINE.getTime() - 1) })).toEqual([]);
    expect(lapse({ dispute: null })).toEqual([]);
    for (const state of ['kept', 'transferring', 'lapsed', 'resolved'] as const)
      expect(lapse({ dispute: dispute({ state }) })).toEqual([]);
  });

  it('closes the notice when either claim is gone, departing or changed hands', () => {
    const resolved = [{ op: 'update', path: 'disputes/bens-claim', data: { state: 'resolved' } }];
    expect(lapse({ newcomer: null })).toEqual(resolved);
    expect(lapse({ holder: null })).toEqual(resolved);
    expect(lapse({ newcomer: claim('bens-claim', 'ben', { deleting: true }) })).toEqual(resolved);
    expect(lapse({ holder: claim('home', 'olive', { deleting: true }) })).toEqual(resolved);
    expect(lapse({ holder: claim('home', 'carl') })).toEqual(resolved);
    expect(lapse({ newcomer: claim('bens-claim', 'carl') })).toEqual(resolved);
  });
});

describe('reading stored documents', () => {
  it('reads a notice and a claimed property defensively', () => {
    const { id: _id, ...stored } = dispute({ transferId: 'tr1' });
    expect(toDispute({ path: 'disputes/bens-claim', id: 'bens-claim', data: stored })).toEqual(
      dispute({ transferId: 'tr1' }),
    );
    expect(toDispute({ path: 'disputes/x', id: 'x', data: { transferId: 7 } })).toMatchObject({
      id: 'x',
      createdAt: new Date(0),
      deadline: new Date(0),
      answeredAt: null,
      transferId: null,
    });
    expect(
      toClaimedProperty({ path: 'properties/p', id: 'p', data: { ownerId: 'o', deleting: 1 } }),
    ).toEqual({ id: 'p', ownerId: 'o', deleting: false, verificationStatus: '' });
  });
});
