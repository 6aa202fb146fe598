import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  ChangeMemberRoleSchema,
  HOUSEHOLD_MESSAGES as M,
  HOUSEHOLD_ROLES,
  InviteMemberSchema,
  can,
  grantDayIssue,
  latestGrantDay,
  memberIdsOf,
  roleOnHome,
  type HomeAction,
} from './household';
import { readMemberInvitation, readMembers } from './stored-member';

const ACTIONS: HomeAction[] = [
  'read',
  'edit',
  'share',
  'report',
  'manage-members',
  'transfer',
  'delete',
  'answer-dispute',
  'consent',
];

describe('can', () => {
  it('follows the issue’s table for every role and action', () => {
    const table = Object.fromEntries(
      HOUSEHOLD_ROLES.map((role) => [role, ACTIONS.filter((action) => can(role, action))]),
    );
    expect(table).toEqual({
      owner: [
        'read',
        'edit',
        'share',
        'report',
        'manage-members',
        'transfer',
        'delete',
        'answer-dispute',
      ],
      'co-owner': ['read', 'edit', 'share', 'report', 'consent'],
      viewer: ['read'],
      delegate: ['read'],
    });
  });

  it('lets a delegate make a report only when its grant says so, and nobody else do anything', () => {
    expect(can('delegate', 'report', { until: '2026-12-31', report: true })).toBe(true);
    expect(can('delegate', 'report', { until: '2026-12-31', report: false })).toBe(false);
    expect(can('delegate', 'edit', { until: '2026-12-31', report: true })).toBe(false);
    for (const action of ACTIONS) expect(can(null, action)).toBe(false);
  });
});

describe('roleOnHome', () => {
  const members = readMembers({
    co: { role: 'co-owner', name: 'Co', email: 'co@example.com', invitedBy: 'own' },
    del: {
      role: 'delegate',
      name: 'Insurer',
      email: 'ins@example.com',
      invitedBy: 'own',
      grant: { until: '2026-11-30', report: false },
    },
  });
  const home = { ownerId: 'own', members };

  it('names the owner, a member’s role, or nobody', () => {
    const now = new Date('2026-11-27T12:00:00Z');
    expect(roleOnHome(home, 'own', now)).toBe('owner');
    expect(roleOnHome(home, 'co', now)).toBe('co-owner');
    expect(roleOnHome(home, 'del', now)).toBe('delegate');
    expect(roleOnHome(home, 'stranger', now)).toBeNull();
    expect(roleOnHome(home, '', now)).toBeNull();
  });

  it('ends a delegate’s access after its last day (UTC), not on it', () => {
    expect(roleOnHome(home, 'del', new Date('2026-11-30T23:59:59Z'))).toBe('delegate');
    expect(roleOnHome(home, 'del', new Date('2026-12-01T00:00:00Z'))).toBeNull();
  });

  it('lists the owner first in memberIds, once', () => {
    expect(memberIdsOf('own', [{ uid: 'a' }, { uid: 'own' }, { uid: 'b' }])).toEqual([
      'own',
      'a',
      'b',
    ]);
  });
});

describe('InviteMemberSchema', () => {
  const base = { propertyId: 'p1', email: ' Pat@Example.COM ', role: 'viewer' };

  it('normalises the email and gives only a delegate a grant', () => {
    expect(v.parse(InviteMemberSchema, base)).toEqual({
      propertyId: 'p1',
      email: 'pat@example.com',
      role: 'viewer',
      grant: null,
    });
    expect(
      v.parse(InviteMemberSchema, { ...base, role: 'delegate', until: '2027-01-15', report: true }),
    ).toMatchObject({ role: 'delegate', grant: { until: '2027-01-15', report: true } });
  });

  it('asks a delegate for its last day, and refuses an unknown role or a bad email', () => {
    const noDay = v.safeParse(InviteMemberSchema, { ...base, role: 'delegate' });
    expect(noDay.success).toBe(false);
    expect(noDay.issues?.[0]?.message).toBe(M.until);
    expect(v.safeParse(InviteMemberSchema, { ...base, role: 'owner' }).issues?.[0]?.message).toBe(
      M.role,
    );
    expect(v.safeParse(InviteMemberSchema, { ...base, email: 'nope' }).issues?.[0]?.message).toBe(
      M.email,
    );
  });

  it('is the same shape for a role change', () => {
    expect(
      v.parse(ChangeMemberRoleSchema, { propertyId: 'p1', uid: 'u1', role: 'co-owner' }),
    ).toEqual({ propertyId: 'p1', uid: 'u1', role: 'co-owner', grant: null });
  });
});

describe('grantDayIssue', () => {
  it('accepts today up to 90 days ahead and nothing else', () => {
    expect(latestGrantDay('2026-11-27')).toBe('2027-02-25');
    expect(grantDayIssue('2026-11-27', '2026-11-27')).toBeNull();
    expect(grantDayIssue('2027-02-25', '2026-11-27')).toBeNull();
    expect(grantDayIssue('2027-02-26', '2026-11-27')).toBe(M.untilTooLate);
    expect(grantDayIssue('2026-11-26', '2026-11-27')).toBe(M.untilPast);
    expect(grantDayIssue('soon', '2026-11-27')).toBe(M.until);
  });
});

describe('readers', () => {
  it('drops entries that grant nothing and orders members by when they joined', () => {
    const members = readMembers({
      late: { role: 'viewer', since: new Date('2026-02-01T00:00:00Z') },
      early: { role: 'co-owner', since: new Date('2026-01-01T00:00:00Z') },
      bad: { role: 'owner' },
      noGrant: { role: 'delegate' },
      junk: 'x',
    });
    expect(members.map((m) => m.uid)).toEqual(['early', 'late']);
    expect(readMembers(null)).toEqual([]);
    expect(readMembers(['x'])).toEqual([]);
  });

  it('reads an invitation total on bad data', () => {
    const invitation = readMemberInvitation({
      id: 'i1',
      data: { role: 'boss', state: 'whatever', toEmail: 'a@b.co', propertyId: 7 },
    });
    expect(invitation).toMatchObject({
      id: 'i1',
      role: null,
      state: null,
      propertyId: '',
      toName: 'a@b.co',
      grant: null,
    });
  });
});
