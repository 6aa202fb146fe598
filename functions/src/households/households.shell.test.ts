/**
 * The household callables end to end on the in-memory store: invite (by account and by
 * mail), claim, accept (the copies follow), decline, withdraw, remove and leave (the copies
 * follow back), change a role, the daily invitation quota, and the hourly end of grants.
 */
import { describe, expect, it } from 'vitest';
import { HttpsError } from 'firebase-functions/v2/https';
import { HOUSEHOLD_MESSAGES as M, MEMBER_INVITATIONS_PER_DAY } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import type { MailMessage } from '../kit/mail/mail';
import { optOutKey, planOptOut, verifyOptOutToken } from '../kit/mail/invitation-opt-out';
import { MemoryStore } from '../kit/memory-store';
import { memoryAccounts } from '../kit/ports';
import { MEMBER_CALLABLES as memberSpecs } from './household-callables';
import { endDelegateGrants } from './end-delegate-grants';
import { accountOf, OAK_LANE_ADDRESS, authOf } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const account = accountOf;

function world() {
  const store = new MemoryStore({
    'properties/home': {
      ownerId: 'olive',
      ...OAK_LANE_ADDRESS,
      viewerIds: ['olive', 'rita'],
    },
    'profiles/hank': { name: 'Hank Hill', role: 'homeowner' },
    'repairs/r1': { propertyId: 'home', ownerId: 'olive', viewerIds: ['olive', 'rita'] },
    'repairs/r2': { propertyId: 'home', ownerId: 'olive', viewerIds: ['olive', 'rita'] },
    'repairs/other': { propertyId: 'elsewhere', ownerId: 'zed', viewerIds: ['zed'] },
    'reports/rep1': { propertyId: 'home', ownerId: 'olive', viewerIds: ['olive', 'rita'] },
    'maintenanceTasks/t1': { propertyId: 'home', ownerId: 'olive' },
    'warranties/w1': { propertyId: 'home', ownerId: 'olive', memberIds: ['olive'] },
  });
  const sent: MailMessage[] = [];
  let next = 0;
  const ports = {
    store,
    accounts: memoryAccounts([account('hank'), account('vera')]),
    newId: () => `inv${++next}`,
    mail: { send: async (message: MailMessage) => void sent.push(message) },
    appUrl: 'https://homeledger.app',
    mailLinkKey: 'test-mail-link-key',
    log: { error: () => undefined, info: () => undefined },
  };
  const shell = <S extends Parameters<typeof callableShell>[0]>(spec: S) =>
    callableShell(spec, ports, undefined, { now: () => NOW });
  const as =
    (spec: Parameters<typeof callableShell>[0]) =>
    (uid: string, data: unknown = {}, verified = true) =>
      shell(spec)({ auth: authOf(uid, { email_verified: verified }), data });
  return {
    store,
    sent,
    docs: () => store.snapshot(),
    invite: as(memberSpecs.inviteMember),
    claim: as(memberSpecs.claimMemberInvitations),
    withdraw: as(memberSpecs.withdrawMemberInvitation),
    accept: as(memberSpecs.acceptMemberInvitation),
    decline: as(memberSpecs.declineMemberInvitation),
    remove: as(memberSpecs.removeMember),
    leave: as(memberSpecs.leaveHome),
    changeRole: as(memberSpecs.changeMemberRole),
  };
}

async function refusal(promise: Promise<unknown>): Promise<{ code: string; message: string }> {
  try {
    await promise;
  } catch (error) {
    expect(error).toBeInstanceOf(HttpsError);
    const e = error as HttpsError;
    return { code: e.code, message: e.message };
  }
  throw new Error('expected a refusal');
}

describe('households on the memory store', () => {
  it('invite → accept: the member joins the home and every copy; remove takes them off', async () => {
    const w = world();
    expect(
      await w.invite('olive', { propertyId: 'home', email: 'hank@home.example', role: 'co-owner' }),
    ).toEqual({
      invitationId: 'inv1',
      toName: 'Hank Hill',
      invited: false,
    });
    expect(w.sent).toEqual([]);
    expect(await w.accept('hank', { invitationId: 'inv1' })).toEqual({
      propertyId: 'home',
      role: 'co-owner',
    });
    let docs = w.docs();
    expect(docs['properties/home']).toMatchObject({
      memberIds: ['olive', 'hank'],
      viewerIds: ['olive', 'rita', 'hank'],
      members: { hank: { role: 'co-owner', name: 'Hank Hill', invitedBy: 'olive' } },
    });
    expect(docs['repairs/r1']?.['viewerIds']).toEqual(['olive', 'rita', 'hank']);
    expect(docs['repairs/r2']?.['viewerIds']).toEqual(['olive', 'rita', 'hank']);
    expect(docs['repairs/other']?.['viewerIds']).toEqual(['zed']);
    expect(docs['reports/rep1']?.['viewerIds']).toEqual(['olive', 'rita', 'hank']);
    expect(docs['maintenanceTasks/t1']?.['memberIds']).toEqual(['olive', 'hank']);
    expect(docs['warranties/w1']?.['memberIds']).toEqual(['olive', 'hank']);
    expect(docs['memberInvitations/inv1']).toMatchObject({ state: 'accepted', answeredAt: NOW });

    // A second accept is refused: the invitation is answered.
    expect(await refusal(w.accept('hank', { invitationId: 'inv1' }))).toMatchObject({
      message: M.notPending,
    });

    expect(await w.remove('olive', { propertyId: 'home', uid: 'hank' })).toEqual({
      propertyId: 'home',
      uid: 'hank',
    });
    docs = w.docs();
    expect(docs['properties/home']).toMatchObject({
      members: {},
      memberIds: ['olive'],
      viewerIds: ['olive', 'rita'],
    });
    expect(docs['repairs/r1']?.['viewerIds']).toEqual(['olive', 'rita']);
    expect(docs['reports/rep1']?.['viewerIds']).toEqual(['olive', 'rita']);
    expect(docs['maintenanceTasks/t1']?.['memberIds']).toEqual(['olive']);
  });

  it('an email without an account is invited by mail, and claimed once verified', async () => {
    const w = world();
    expect(
      await w.invite('olive', { propertyId: 'home', email: 'Una@Home.example', role: 'viewer' }),
    ).toEqual({
      invitationId: 'inv1',
      toName: 'una@home.example',
      invited: true,
    });
    expect(w.sent).toHaveLength(1);
    expect(w.sent[0]).toMatchObject({ to: 'una@home.example' });
    expect(w.sent[0]?.text).toContain('12 Oak Lane');
    expect(w.docs()['memberInvitations/inv1']).toMatchObject({
      toUid: '',
      mail: { status: 'sent', at: NOW },
    });
    // Unverified: the kit refuses; verified: the invitation becomes theirs.
    expect(await refusal(w.claim('una', {}, false))).toMatchObject({ code: 'permission-denied' });
    expect(await w.claim('una')).toEqual({ claimed: ['inv1'] });
    expect(await w.claim('una')).toEqual({ claimed: [] });
    expect(await w.accept('una', { invitationId: 'inv1' })).toEqual({
      propertyId: 'home',
      role: 'viewer',
    });
  });

  it('the mail carries "Never invite me again"; an address that used it is not mailed again', async () => {
    const w = world();
    await w.invite('olive', { propertyId: 'home', email: 'una@home.example', role: 'viewer' });
    const link = /https:\/\/homeledger\.app\/stop-invitations\?token=[\w.%-]+/.exec(
      w.sent[0]?.text ?? '',
    )?.[0];
    const key = optOutKey('una@home.example');
    expect(verifyOptOutToken('test-mail-link-key', new URL(link!).searchParams.get('token'))).toBe(
      key,
    );
    expect(w.sent[0]?.html).toContain('Never invite me again');
    await w.store.transact(async (tx) => ({
      writes: planOptOut(key, await tx.get(`invitationOptOuts/${key}`), NOW),
      result: null,
    }));
    await w.withdraw('olive', { invitationId: 'inv1' });
    expect(
      await refusal(
        w.invite('olive', { propertyId: 'home', email: 'Una@home.example', role: 'viewer' }),
      ),
    ).toEqual({ code: 'failed-precondition', message: M.optedOut });
    expect(w.sent).toHaveLength(1);
    // Nothing was written for the refused invitation.
    expect(w.docs()['memberInvitations/inv2']).toBeUndefined();
    // A verified homeowner account is offered the home directly, with no mail: still allowed.
    await w.store.transact(async () => ({
      writes: planOptOut(optOutKey('hank@home.example'), null, NOW),
      result: null,
    }));
    expect(
      await w.invite('olive', { propertyId: 'home', email: 'hank@home.example', role: 'viewer' }),
    ).toMatchObject({ invited: false });
  });

  it('decline and withdraw close an invitation without touching the home', async () => {
    const w = world();
    await w.invite('olive', { propertyId: 'home', email: 'hank@home.example', role: 'viewer' });
    await w.invite('olive', { propertyId: 'home', email: 'vera@home.example', role: 'viewer' });
    const home = w.docs()['properties/home'];
    expect(await w.decline('hank', { invitationId: 'inv1' })).toEqual({
      propertyId: 'home',
      role: null,
    });
    expect(await refusal(w.withdraw('hank', { invitationId: 'inv2' }))).toMatchObject({
      code: 'not-found',
    });
    expect(await w.withdraw('olive', { invitationId: 'inv2' })).toEqual({
      invitationId: 'inv2',
      state: 'withdrawn',
    });
    expect(await refusal(w.accept('vera', { invitationId: 'inv2' }))).toMatchObject({
      message: M.notPending,
    });
    expect(w.docs()['properties/home']).toEqual(home);
  });

  it('only the owner manages members; a member may leave, the owner may not', async () => {
    const w = world();
    await w.invite('olive', { propertyId: 'home', email: 'hank@home.example', role: 'co-owner' });
    await w.accept('hank', { invitationId: 'inv1' });
    expect(
      await refusal(
        w.invite('hank', { propertyId: 'home', email: 'vera@home.example', role: 'viewer' }),
      ),
    ).toMatchObject({ code: 'permission-denied', message: M.notOwner });
    expect(
      await refusal(
        w.invite('zed', { propertyId: 'home', email: 'vera@home.example', role: 'viewer' }),
      ),
    ).toMatchObject({ code: 'not-found' });
    expect(await refusal(w.leave('olive', { propertyId: 'home' }))).toMatchObject({
      message: M.ownerCannotLeave,
    });
    expect(await w.leave('hank', { propertyId: 'home' })).toEqual({ propertyId: 'home' });
    expect(w.docs()['repairs/r1']?.['viewerIds']).toEqual(['olive', 'rita']);
  });

  it('changes a role; a delegate’s grant is checked against today and stored', async () => {
    const w = world();
    await w.invite('olive', { propertyId: 'home', email: 'hank@home.example', role: 'viewer' });
    await w.accept('hank', { invitationId: 'inv1' });
    expect(
      await refusal(
        w.changeRole('olive', {
          propertyId: 'home',
          uid: 'hank',
          role: 'delegate',
          until: '2026-04-01',
        }),
      ),
    ).toMatchObject({ message: M.untilPast });
    expect(
      await w.changeRole('olive', {
        propertyId: 'home',
        uid: 'hank',
        role: 'delegate',
        until: '2026-05-10',
        report: true,
      }),
    ).toEqual({ propertyId: 'home', uid: 'hank', role: 'delegate' });
    expect(w.docs()['properties/home']).toMatchObject({
      members: { hank: { role: 'delegate', grant: { until: '2026-05-10', report: true } } },
      nextGrantEnd: '2026-05-10',
    });
  });

  it('endDelegateGrants takes ended delegates off the home and its copies, once', async () => {
    const w = world();
    await w.invite('olive', {
      propertyId: 'home',
      email: 'hank@home.example',
      role: 'delegate',
      until: '2026-05-03',
    });
    await w.accept('hank', { invitationId: 'inv1' });
    expect(await endDelegateGrants(w.store, NOW)).toEqual({ homes: 0, removed: 0 });
    const later = new Date('2026-05-04T00:30:00Z');
    expect(await endDelegateGrants(w.store, later)).toEqual({ homes: 1, removed: 1 });
    const docs = w.docs();
    expect(docs['properties/home']).toMatchObject({
      members: {},
      memberIds: ['olive'],
      viewerIds: ['olive', 'rita'],
      nextGrantEnd: null,
    });
    expect(docs['repairs/r1']?.['viewerIds']).toEqual(['olive', 'rita']);
    expect(docs['maintenanceTasks/t1']?.['memberIds']).toEqual(['olive']);
    expect(await endDelegateGrants(w.store, later)).toEqual({ homes: 0, removed: 0 });
  });

  it('counts invitations per day and lookups, and refuses a full home', async () => {
    const w = world();
    const emails = Array.from(
      { length: MEMBER_INVITATIONS_PER_DAY + 1 },
      (_, i) => `p${i}@x.example`,
    );
    const results: string[] = [];
    for (const email of emails) {
      try {
        await w.invite('olive', { propertyId: 'home', email, role: 'viewer' });
        results.push('ok');
      } catch (error) {
        results.push((error as HttpsError).message);
      }
    }
    // Pending invitations count towards the ten members before the daily quota is reached.
    expect(results.filter((r) => r === 'ok')).toHaveLength(10);
    expect(results[10]).toBe(M.tooManyMembers);
    expect(w.docs()['quotaCounters/olive__memberInvitations']).toMatchObject({ count: 10 });
  });
});
