import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  HOUSEHOLD_MESSAGES as M,
  MAX_MEMBERS_PER_HOME,
  type InviteMemberInput,
  type StoredMemberInvitation,
} from '@homeledger/domain';
import type { DocData, WriteOp } from '../kit/store';
import {
  endedDelegates,
  homeRefusal,
  nextGrantEnd,
  planAccept,
  planChangeRole,
  planClaimMemberInvitations,
  planDecline,
  planInvite,
  planLeave,
  planRemove,
  planWithdraw,
  toHome,
  type Home,
} from './household.plan';
import { planMemberCopies } from './member-sync';
import { accountOf, OAK_LANE_ADDRESS, callerOf, homeowner } from '../kit/test-support';
import { storedMember } from '../kit/household.test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const OLIVE = homeowner('olive');
const entry = (role: string, grant?: { until: string; report: boolean }) =>
  storedMember(role, role, grant ? { grant } : {});

function home(members: Record<string, unknown> = {}, over: DocData = {}): Home {
  return toHome({
    path: 'properties/home',
    id: 'home',
    data: {
      ownerId: 'olive',
      ...OAK_LANE_ADDRESS,
      viewerIds: ['olive', 'rita', ...Object.keys(members)],
      members,
      ...over,
    },
  });
}
const HOUSE = () =>
  home({
    cole: entry('co-owner'),
    vera: entry('viewer'),
    dana: entry('delegate', { until: '2026-06-01', report: true }),
    eddy: entry('delegate', { until: '2026-04-30', report: false }),
  });

const account = accountOf;
const invite = (over: Partial<InviteMemberInput> = {}): InviteMemberInput => ({
  propertyId: 'home',
  email: 'hank@home.example',
  role: 'viewer',
  grant: null,
  ...over,
});
const invitation = (over: Partial<StoredMemberInvitation> = {}): StoredMemberInvitation => ({
  id: 'inv1',
  propertyId: 'home',
  property: OAK_LANE_ADDRESS,
  fromUid: 'olive',
  fromName: 'Olive',
  toUid: 'hank',
  toEmail: 'hank@home.example',
  toName: 'Hank',
  role: 'co-owner',
  grant: null,
  state: 'pending',
  createdAt: NOW,
  answeredAt: null,
  ...over,
});
const propertyUpdate = (writes: WriteOp[]) =>
  writes.find((w) => w.op === 'update' && w.path === 'properties/home') as
    { data: DocData } | undefined;

describe('homeRefusal (the issue’s table on the home as read now)', () => {
  it('lets each role do what can() allows, and hides the home from strangers', () => {
    const h = HOUSE();
    expect(homeRefusal(h, OLIVE, 'manage-members', NOW)).toBeNull();
    expect(homeRefusal(h, homeowner('cole'), 'edit', NOW)).toBeNull();
    expect(homeRefusal(h, homeowner('cole'), 'manage-members', NOW)).toMatchObject({
      code: 'permission-denied',
      message: M.notOwner,
    });
    expect(homeRefusal(h, homeowner('vera'), 'edit', NOW)).toMatchObject({ message: M.notAllowed });
    expect(homeRefusal(h, homeowner('dana'), 'report', NOW)).toBeNull();
    // An ended delegate and a stranger: "not found", nothing learned.
    expect(homeRefusal(h, homeowner('eddy'), 'read', NOW)).toMatchObject({ code: 'not-found' });
    expect(homeRefusal(h, homeowner('zed'), 'read', NOW)).toMatchObject({ code: 'not-found' });
    expect(homeRefusal(null, OLIVE, 'read', NOW)).toMatchObject({ code: 'not-found' });
    expect(homeRefusal(home({}, { deleting: true }), OLIVE, 'read', NOW)).toMatchObject({
      code: 'not-found',
    });
  });
});

describe('planInvite', () => {
  const plan = (over: Partial<Parameters<typeof planInvite>[0]> = {}) =>
    planInvite({
      home: HOUSE(),
      caller: OLIVE,
      input: invite(),
      invitee: { account: account('hank'), profileName: 'Hank Hill' },
      pending: [],
      invitationId: 'inv9',
      now: NOW,
      ...over,
    });

  it('invites a verified homeowner by uid, named from their profile', () => {
    const result = plan();
    expect(result).toMatchObject({
      kind: 'apply',
      result: { invitationId: 'inv9', toName: 'Hank Hill', invited: false, mail: false },
    });
    if (result.kind !== 'apply') return;
    expect(result.writes).toEqual([
      {
        op: 'create',
        path: 'memberInvitations/inv9',
        data: expect.objectContaining({
          propertyId: 'home',
          fromUid: 'olive',
          toUid: 'hank',
          toEmail: 'hank@home.example',
          role: 'viewer',
          grant: null,
          state: 'pending',
          createdAt: NOW,
          answeredAt: null,
        }),
      },
    ]);
  });

  it('invites an email without a verified homeowner account by mail (toUid empty)', () => {
    for (const acct of [
      null,
      account('hank', { emailVerified: false }),
      account('hank', { role: 'realtor' }),
      account('hank', { disabled: true }),
    ]) {
      const result = plan({ invitee: { account: acct, profileName: '' } });
      expect(result).toMatchObject({
        kind: 'apply',
        result: { invited: true, mail: true, toName: 'hank@home.example' },
      });
      if (result.kind === 'apply') expect(result.writes[0]).toMatchObject({ data: { toUid: '' } });
    }
  });

  it('is the owner’s alone: a co-owner is told so, a stranger finds no home', () => {
    expect(plan({ caller: homeowner('cole') })).toMatchObject({ message: M.notOwner });
    expect(plan({ caller: homeowner('zed') })).toMatchObject({ code: 'not-found' });
  });

  it('refuses oneself, a member, a second pending invitation, and a home being transferred', () => {
    expect(plan({ input: invite({ email: 'olive@home.example' }) })).toMatchObject({
      message: M.toSelf,
    });
    expect(plan({ invitee: { account: account('cole'), profileName: '' } })).toMatchObject({
      message: M.alreadyMember,
    });
    expect(plan({ pending: [invitation({ toUid: 'hank', state: 'pending' })] })).toMatchObject({
      message: M.alreadyInvited,
    });
    // An answered invitation does not block a new one.
    expect(plan({ pending: [invitation({ state: 'declined' })] })).toMatchObject({
      kind: 'apply',
    });
    expect(plan({ home: home({}, { pendingTransferId: 't1' }) })).toMatchObject({
      kind: 'reject',
    });
  });

  it('counts pending invitations towards the member limit', () => {
    const pending = Array.from({ length: MAX_MEMBERS_PER_HOME - 4 }, (_, i) =>
      invitation({ id: `p${i}`, toUid: `u${i}`, toEmail: `u${i}@home.example` }),
    );
    expect(plan({ pending })).toMatchObject({ message: M.tooManyMembers });
    expect(plan({ pending: pending.slice(1) })).toMatchObject({ kind: 'apply' });
  });

  it('checks a delegate’s last day against the server’s today (UTC)', () => {
    const delegate = (until: string) =>
      plan({ input: invite({ role: 'delegate', grant: { until, report: false } }) });
    expect(delegate('2026-04-30')).toMatchObject({ message: M.untilPast });
    expect(delegate('2026-07-31')).toMatchObject({ message: M.untilTooLate });
    expect(delegate('2026-07-30')).toMatchObject({ kind: 'apply' });
    expect(delegate('2026-05-01')).toMatchObject({ kind: 'apply' });
  });
});

describe('planClaimMemberInvitations', () => {
  it('claims open invitations to the caller’s verified email only', () => {
    const hank = homeowner('hank');
    const result = planClaimMemberInvitations({
      invitations: [
        invitation({ id: 'a', toUid: '' }),
        invitation({ id: 'b', toUid: '', toEmail: 'other@home.example' }),
        invitation({ id: 'c', toUid: '', state: 'withdrawn' }),
        invitation({ id: 'd', toUid: 'someone' }),
        null,
      ],
      caller: hank,
      name: 'Hank Hill',
    });
    expect(result).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'update',
          path: 'memberInvitations/a',
          data: { toUid: 'hank', toName: 'Hank Hill' },
        },
      ],
      result: { claimed: ['a'] },
    });
    expect(
      planClaimMemberInvitations({
        invitations: [invitation({ toUid: '' })],
        caller: callerOf('hank', { emailVerified: false }),
        name: '',
      }),
    ).toEqual({ kind: 'apply', writes: [], result: { claimed: [] } });
  });
});

describe('withdraw and decline', () => {
  it('withdraw: the inviter, while pending', () => {
    expect(planWithdraw({ invitation: invitation(), caller: OLIVE, now: NOW })).toMatchObject({
      kind: 'apply',
      writes: [{ data: { state: 'withdrawn', answeredAt: NOW } }],
    });
    expect(
      planWithdraw({ invitation: invitation(), caller: homeowner('hank'), now: NOW }),
    ).toMatchObject({ code: 'not-found' });
    expect(
      planWithdraw({ invitation: invitation({ state: 'accepted' }), caller: OLIVE, now: NOW }),
    ).toMatchObject({ message: M.notPending });
  });

  it('decline: the invitee, while pending', () => {
    expect(planDecline({ invitation: invitation(), caller: homeowner('hank'), now: NOW })).toEqual({
      kind: 'apply',
      writes: [
        {
          op: 'update',
          path: 'memberInvitations/inv1',
          data: { state: 'declined', answeredAt: NOW },
        },
      ],
      result: { propertyId: 'home', role: null },
    });
    expect(planDecline({ invitation: invitation(), caller: OLIVE, now: NOW })).toMatchObject({
      code: 'not-found',
    });
    // Unclaimed: nobody can answer it yet.
    expect(
      planDecline({ invitation: invitation({ toUid: '' }), caller: homeowner('hank'), now: NOW }),
    ).toMatchObject({ code: 'not-found' });
  });
});

describe('planAccept', () => {
  const accept = (over: Partial<Parameters<typeof planAccept>[0]> = {}) =>
    planAccept({
      invitation: invitation(),
      home: HOUSE(),
      caller: homeowner('hank'),
      name: 'Hank Hill',
      now: NOW,
      ...over,
    });

  it('adds the member to members, memberIds and viewerIds, and closes the invitation', () => {
    const result = accept();
    expect(result).toMatchObject({
      kind: 'apply',
      result: { propertyId: 'home', role: 'co-owner' },
    });
    if (result.kind !== 'apply') return;
    const data = propertyUpdate(result.writes)?.data ?? {};
    expect(Object.keys(data['members'] as object).sort()).toEqual([
      'cole',
      'dana',
      'eddy',
      'hank',
      'vera',
    ]);
    expect((data['members'] as Record<string, unknown>)['hank']).toEqual({
      role: 'co-owner',
      name: 'Hank Hill',
      email: 'hank@home.example',
      since: NOW,
      invitedBy: 'olive',
    });
    // Members in the order they joined (then by uid).
    expect(data['memberIds']).toEqual(['olive', 'cole', 'dana', 'eddy', 'vera', 'hank']);
    expect(data['viewerIds']).toContain('hank');
    expect(data['viewerIds']).toContain('rita'); // a realtor share is untouched
    expect(data['nextGrantEnd']).toBe('2026-04-30');
    expect(result.writes).toContainEqual({
      op: 'update',
      path: 'memberInvitations/inv1',
      data: { state: 'accepted', answeredAt: NOW },
    });
  });

  it('refuses when the home is no longer the inviter’s, is being removed or transferred', () => {
    expect(accept({ home: null })).toMatchObject({ code: 'not-found' });
    expect(accept({ home: home({}, { ownerId: 'newbie' }) })).toMatchObject({ code: 'not-found' });
    expect(accept({ home: home({}, { deleting: true }) })).toMatchObject({ code: 'not-found' });
    expect(accept({ home: home({}, { pendingTransferId: 't1' }) })).toMatchObject({
      code: 'failed-precondition',
    });
  });

  it('refuses someone else, an answered invitation, a full home and an ended grant', () => {
    expect(accept({ caller: homeowner('zed') })).toMatchObject({ code: 'not-found' });
    expect(accept({ invitation: invitation({ state: 'withdrawn' }) })).toMatchObject({
      message: M.notPending,
    });
    const full = Object.fromEntries(
      Array.from({ length: MAX_MEMBERS_PER_HOME }, (_, i) => [`m${i}`, entry('viewer')]),
    );
    expect(accept({ home: home(full) })).toMatchObject({ message: M.tooManyMembers });
    expect(
      accept({
        invitation: invitation({ role: 'delegate', grant: { until: '2026-04-30', report: false } }),
      }),
    ).toMatchObject({ message: M.untilPast });
    expect(accept({ home: home({ hank: entry('viewer') }) })).toMatchObject({
      message: M.alreadyMember,
    });
  });
});

describe('remove, leave, change a role', () => {
  it('remove: the owner takes a member off members, memberIds and viewerIds', () => {
    const result = planRemove({ home: HOUSE(), caller: OLIVE, uid: 'vera', now: NOW });
    expect(result).toMatchObject({ kind: 'apply', result: { propertyId: 'home', uid: 'vera' } });
    if (result.kind !== 'apply') return;
    const data = propertyUpdate(result.writes)?.data ?? {};
    expect(Object.keys(data['members'] as object)).not.toContain('vera');
    expect(data['memberIds']).not.toContain('vera');
    expect(data['viewerIds']).toEqual(['olive', 'rita', 'cole', 'dana', 'eddy']);
    expect(
      planRemove({ home: HOUSE(), caller: homeowner('cole'), uid: 'vera', now: NOW }),
    ).toMatchObject({ message: M.notOwner });
    expect(planRemove({ home: HOUSE(), caller: OLIVE, uid: 'zed', now: NOW })).toMatchObject({
      message: M.memberNotFound,
    });
  });

  it('leave: a member (even an ended delegate) leaves; the owner cannot', () => {
    expect(planLeave({ home: HOUSE(), caller: homeowner('vera') })).toMatchObject({
      kind: 'apply',
    });
    expect(planLeave({ home: HOUSE(), caller: homeowner('eddy') })).toMatchObject({
      kind: 'apply',
    });
    expect(planLeave({ home: HOUSE(), caller: OLIVE })).toMatchObject({
      message: M.ownerCannotLeave,
    });
    expect(planLeave({ home: HOUSE(), caller: homeowner('zed') })).toMatchObject({
      code: 'not-found',
    });
  });

  it('change a role: the owner only; a delegate needs a valid last day', () => {
    const change = (over: Partial<Parameters<typeof planChangeRole>[0]> = {}) =>
      planChangeRole({
        home: HOUSE(),
        caller: OLIVE,
        uid: 'dana',
        role: 'viewer',
        grant: null,
        now: NOW,
        ...over,
      });
    const result = change();
    expect(result).toMatchObject({ kind: 'apply', result: { role: 'viewer' } });
    if (result.kind === 'apply') {
      const data = propertyUpdate(result.writes)?.data ?? {};
      // The grant goes with the delegate role.
      expect((data['members'] as Record<string, unknown>)['dana']).toEqual({
        ...entry('viewer'),
        name: 'delegate',
        email: 'delegate@home.example',
      });
      expect(data['nextGrantEnd']).toBe('2026-04-30');
    }
    expect(change({ caller: homeowner('cole') })).toMatchObject({ message: M.notOwner });
    expect(change({ uid: 'zed' })).toMatchObject({ message: M.memberNotFound });
    expect(change({ uid: 'vera', role: 'delegate', grant: null })).toMatchObject({
      message: M.until,
    });
    expect(
      change({ uid: 'vera', role: 'delegate', grant: { until: '2026-04-01', report: false } }),
    ).toMatchObject({ message: M.untilPast });
    expect(
      change({ uid: 'vera', role: 'delegate', grant: { until: '2026-05-20', report: true } }),
    ).toMatchObject({ kind: 'apply' });
  });
});

describe('delegate grants', () => {
  it('endedDelegates: those whose last day is before today (UTC)', () => {
    expect(endedDelegates(HOUSE(), NOW)).toEqual(['eddy']);
    expect(endedDelegates(HOUSE(), new Date('2026-06-02T00:00:00Z')).sort()).toEqual([
      'dana',
      'eddy',
    ]);
    expect(endedDelegates(HOUSE(), new Date('2026-04-30T23:59:59Z'))).toEqual([]);
  });

  it('nextGrantEnd is the earliest last day among delegates, for any set of grants', () => {
    fc.assert(
      fc.property(
        fc.array(
          fc.date({
            min: new Date('2026-01-01'),
            max: new Date('2027-01-01'),
            noInvalidDate: true,
          }),
          {
            maxLength: 6,
          },
        ),
        (dates) => {
          const days = dates.map((d) => d.toISOString().slice(0, 10));
          const h = home(
            Object.fromEntries(
              days.map((until, i) => [`d${i}`, entry('delegate', { until, report: false })]),
            ),
          );
          expect(nextGrantEnd(h.members)).toBe(days.length ? [...days].sort()[0] : null);
        },
      ),
    );
  });
});

describe('planMemberCopies', () => {
  it('sets the home’s memberIds on its tasks and warranties that lag, and nothing else', () => {
    const doc = (id: string, data: DocData) => ({ path: `maintenanceTasks/${id}`, id, data });
    const writes = planMemberCopies({
      home: HOUSE(),
      collection: 'maintenanceTasks',
      docs: [
        doc('t1', { propertyId: 'home', memberIds: ['olive'] }),
        doc('t2', { propertyId: 'home', memberIds: ['olive', 'cole', 'dana', 'eddy', 'vera'] }),
        doc('t3', { propertyId: 'elsewhere', memberIds: [] }),
        null,
      ],
    });
    expect(writes).toEqual([
      {
        op: 'update',
        path: 'maintenanceTasks/t1',
        data: { memberIds: ['olive', 'cole', 'dana', 'eddy', 'vera'] },
      },
    ]);
    expect(
      planMemberCopies({ home: null, collection: 'maintenanceTasks', docs: [doc('t1', {})] }),
    ).toEqual([]);
  });
});
