/**
 * Households (issue #31) — the pure decisions (docs/architecture.md "Households").
 *
 * Membership lives on the property: `members` (uid → role, name, email, since, invitedBy,
 * grant?), `memberIds` (owner + members, for queries) and `viewerIds` (members read the home,
 * its repairs and reports like a realtor it is shared with). Every membership change is one
 * transaction on the property (and the invitation, when there is one); the copies on the
 * repairs, reports, maintenance tasks and warranties follow afterwards in chunked
 * transactions that re-read the property (member-sync.ts), so a retry completes them.
 *
 * Who may do what is `mayOnHome` (`can(roleOnHome(...), action)`) from the domain, on the
 * home as read in the write's transaction.
 */
import {
  HOUSEHOLD_MESSAGES as M,
  MAX_MEMBERS_PER_HOME,
  PROPERTIES_COLLECTION,
  displayText,
  grantDayIssue,
  grantEnded,
  memberIdsOf,
  memberInvitationPath,
  normalizeEmail,
  readMemberInvitation,
  readMembers,
  readConsent,
  readProperty,
  mayOnHome,
  roleOnHome,
  todayIsoDate,
  type AnswerMemberInvitationResult,
  type DelegateGrant,
  type HomeAction,
  type InviteMemberInput,
  type InviteMemberResult,
  type MemberInvitation,
  type MemberRole,
  type RepairPropertyRef,
  type StoredConsent,
  type StoredMember,
  type StoredMemberInvitation,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import { type AccountRecord, isTrustedAccount } from '../kit/ports';
import type { DocData, DocSnap, WriteOp } from '../kit/store';

/** What the decisions need of a property. */
export interface Home {
  id: string;
  ownerId: string;
  viewerIds: string[];
  members: StoredMember[];
  /** The stored `members` map as is, so an update keeps the entries it does not touch. */
  rawMembers: Record<string, unknown>;
  deleting: boolean;
  pendingTransferId: string | null;
  property: RepairPropertyRef;
  /** The owner's transfer or delete waiting for the co-owners (consent.plan.ts). */
  consent: StoredConsent | null;
}

export function toHome(snap: DocSnap): Home {
  const p = readProperty(snap);
  const raw = snap.data['members'];
  return {
    id: p.id,
    ownerId: p.ownerId,
    viewerIds: p.viewerIds,
    members: p.members,
    rawMembers:
      typeof raw === 'object' && raw !== null && !Array.isArray(raw)
        ? { ...(raw as Record<string, unknown>) }
        : {},
    deleting: p.deleting,
    pendingTransferId: p.pendingTransferId,
    property: { address: p.address, city: p.city, state: p.state, zipCode: p.zipCode },
    consent: readConsent(snap.data['consent']),
  };
}

/** The uids the home's copies (`memberIds` on tasks and warranties) should carry now. */
export function homeMemberIds(home: Pick<Home, 'ownerId' | 'members'>): string[] {
  return memberIdsOf(home.ownerId, home.members);
}

const propertyNotFound = () => reject('not-found', M.propertyNotFound);
const invitationNotFound = () => reject('not-found', M.invitationNotFound);

/**
 * The caller's standing on a home for `action`: null when allowed; otherwise the refusal —
 * "not found" for a stranger (nothing is learned about someone else's home), "not allowed"
 * for a member whose role does not allow it.
 */
export function homeRefusal(
  home: Home | null,
  caller: Pick<Caller, 'uid'>,
  action: HomeAction,
  now: Date,
): Extract<Plan<never>, { kind: 'reject' }> | null {
  if (!home || home.deleting) return propertyNotFound();
  // Not a member at all: the home is not theirs to know of.
  if (roleOnHome(home, caller.uid, now) === null) return propertyNotFound();
  if (mayOnHome(home, caller.uid, action, now)) return null;
  return reject('permission-denied', action === 'manage-members' ? M.notOwner : M.notAllowed);
}

/**
 * The earliest last day among the delegates' grants (`yyyy-MM-dd`), or null: stored on the
 * property as `nextGrantEnd` so endDelegateGrantsHourly finds homes with an ended grant by
 * one range query (`nextGrantEnd < today`).
 */
export function nextGrantEnd(members: readonly StoredMember[]): string | null {
  const days = members.flatMap((m) => (m.role === 'delegate' && m.grant ? [m.grant.until] : []));
  return days.length === 0 ? null : days.reduce((a, b) => (b < a ? b : a));
}

/**
 * The property update that makes `rawMembers` the home's household: members, memberIds,
 * nextGrantEnd, and viewerIds with `add` added / `remove` taken off.
 */
function membershipWrite(
  home: Home,
  rawMembers: Record<string, unknown>,
  add: string | null,
  remove: string | null,
): WriteOp {
  const members = readMembers(rawMembers);
  let viewerIds = home.viewerIds;
  if (add !== null && !viewerIds.includes(add)) viewerIds = [...viewerIds, add];
  if (remove !== null) viewerIds = viewerIds.filter((id) => id !== remove);
  return {
    op: 'update',
    path: `${PROPERTIES_COLLECTION}/${home.id}`,
    data: {
      members: rawMembers,
      memberIds: memberIdsOf(home.ownerId, members),
      nextGrantEnd: nextGrantEnd(members),
      viewerIds,
    },
  };
}

export interface InviteeAccount {
  account: AccountRecord | null;
  /** The invitee's profile name, when they have an account. */
  profileName: string;
}

export interface InvitePlanResult extends InviteMemberResult {
  /** Whether an invitation mail must go out (no verified homeowner account for the email). */
  mail: boolean;
  toEmail: string;
}

/**
 * inviteMember: the owner invites an email with a role. A verified homeowner account with
 * that email is the invitee (`toUid`); otherwise the invitation waits for that email
 * (`toUid` '') and a mail goes out. Pending invitations count towards the member limit.
 */
export function planInvite(args: {
  home: Home | null;
  caller: Caller;
  input: InviteMemberInput;
  invitee: InviteeAccount;
  /** The home's pending invitations, as read in the transaction. */
  pending: readonly StoredMemberInvitation[];
  invitationId: string;
  now: Date;
}): Plan<InvitePlanResult> {
  const { home, caller, input, invitee, pending, invitationId, now } = args;
  const refused = homeRefusal(home, caller, 'manage-members', now);
  if (refused || !home) return refused ?? propertyNotFound();
  if (home.pendingTransferId) return reject('failed-precondition', M.notAllowed);
  const email = normalizeEmail(input.email);
  if (input.grant) {
    const issue = grantDayIssue(input.grant.until, todayIsoDate(now, 'UTC'));
    if (issue) return reject('invalid-argument', issue, { field: 'until' });
  }
  const ownEmail = caller.email ? normalizeEmail(caller.email) : null;
  const { account } = invitee;
  if (email === ownEmail || account?.uid === caller.uid)
    return reject('invalid-argument', M.toSelf, { field: 'email' });
  const trusted = isTrustedAccount(account, 'homeowner');
  if (
    home.members.some(
      (m) => normalizeEmail(m.email) === email || (trusted && m.uid === account.uid),
    )
  )
    return reject('already-exists', M.alreadyMember, { field: 'email' });
  const open = pending.filter((i) => i.state === 'pending' && i.propertyId === home.id);
  if (open.some((i) => normalizeEmail(i.toEmail) === email || (trusted && i.toUid === account.uid)))
    return reject('already-exists', M.alreadyInvited, { field: 'email' });
  if (home.members.length + open.length >= MAX_MEMBERS_PER_HOME)
    return reject('resource-exhausted', M.tooManyMembers, { reason: 'members' });

  const toName = trusted
    ? displayText(invitee.profileName) || displayText(account.name) || email
    : email;
  const invitation: MemberInvitation<Date> = {
    propertyId: home.id,
    property: home.property,
    fromUid: caller.uid,
    fromName: displayText(caller.name) || normalizeEmail(caller.email ?? ''),
    toUid: trusted ? account.uid : '',
    toEmail: trusted ? normalizeEmail(account.email) : email,
    toName,
    role: input.role,
    grant: input.grant,
    state: 'pending',
    createdAt: now,
    answeredAt: null,
  };
  return apply(
    [{ op: 'create', path: memberInvitationPath(invitationId), data: { ...invitation } }],
    { invitationId, toName, invited: !trusted, mail: !trusted, toEmail: invitation.toEmail },
  );
}

/** claimMemberInvitations: open invitations to the caller's verified email become theirs. */
export function planClaimMemberInvitations(args: {
  invitations: readonly (StoredMemberInvitation | null)[];
  caller: Caller;
  name: string;
}): Plan<{ claimed: string[] }> {
  const { caller } = args;
  const email = normalizeEmail(caller.email ?? '');
  if (!email || !caller.emailVerified) return apply([], { claimed: [] });
  const writes: WriteOp[] = [];
  const claimed: string[] = [];
  for (const invitation of args.invitations) {
    if (!invitation || invitation.state !== 'pending' || invitation.toUid !== '') continue;
    if (normalizeEmail(invitation.toEmail) !== email || invitation.fromUid === caller.uid) continue;
    claimed.push(invitation.id);
    writes.push({
      op: 'update',
      path: memberInvitationPath(invitation.id),
      data: {
        toUid: caller.uid,
        toName: displayText(args.name) || displayText(caller.name) || email,
      },
    });
  }
  return apply(writes, { claimed });
}

/** withdrawMemberInvitation: the inviter, while it is pending. */
export function planWithdraw(args: {
  invitation: StoredMemberInvitation | null;
  caller: Caller;
  now: Date;
}): Plan<{ invitationId: string; state: 'withdrawn' }> {
  const { invitation, caller, now } = args;
  if (!invitation || invitation.fromUid !== caller.uid) return invitationNotFound();
  if (invitation.state !== 'pending') return reject('failed-precondition', M.notPending);
  return apply(
    [
      {
        op: 'update',
        path: memberInvitationPath(invitation.id),
        data: { state: 'withdrawn', answeredAt: now },
      },
    ],
    { invitationId: invitation.id, state: 'withdrawn' },
  );
}

/** declineMemberInvitation: the invitee, while it is pending. */
export function planDecline(args: {
  invitation: StoredMemberInvitation | null;
  caller: Caller;
  now: Date;
}): Plan<AnswerMemberInvitationResult> {
  const { invitation, caller, now } = args;
  if (!invitation || invitation.toUid === '' || invitation.toUid !== caller.uid)
    return invitationNotFound();
  if (invitation.state !== 'pending') return reject('failed-precondition', M.notPending);
  return apply(
    [
      {
        op: 'update',
        path: memberInvitationPath(invitation.id),
        data: { state: 'declined', answeredAt: now },
      },
    ],
    { propertyId: invitation.propertyId, role: null },
  );
}

/**
 * acceptMemberInvitation: the invitee joins, if the home is still the inviter's (not being
 * removed, not being transferred), there is room, and a delegate's grant has not ended.
 */
export function planAccept(args: {
  invitation: StoredMemberInvitation | null;
  home: Home | null;
  caller: Caller;
  /** The caller's profile name (shown to the household). */
  name: string;
  now: Date;
}): Plan<AnswerMemberInvitationResult> {
  const { invitation, home, caller, now } = args;
  if (!invitation || invitation.toUid === '' || invitation.toUid !== caller.uid)
    return invitationNotFound();
  if (invitation.state !== 'pending' || invitation.role === null)
    return reject('failed-precondition', M.notPending);
  // The home is gone, being removed or no longer the inviter's: nothing to join.
  if (
    !home ||
    home.deleting ||
    home.ownerId !== invitation.fromUid ||
    home.id !== invitation.propertyId
  )
    return propertyNotFound();
  if (home.pendingTransferId) return reject('failed-precondition', M.notAllowed);
  if (home.ownerId === caller.uid) return reject('failed-precondition', M.toSelf);
  if (home.members.some((m) => m.uid === caller.uid))
    return reject('already-exists', M.alreadyMember);
  if (home.members.length >= MAX_MEMBERS_PER_HOME)
    return reject('resource-exhausted', M.tooManyMembers, { reason: 'members' });
  const grant: DelegateGrant | null = invitation.role === 'delegate' ? invitation.grant : null;
  if (invitation.role === 'delegate' && (!grant || grantEnded(grant, todayIsoDate(now, 'UTC'))))
    return reject('failed-precondition', M.untilPast);

  const entry: DocData = {
    role: invitation.role,
    name: displayText(args.name) || displayText(caller.name) || invitation.toName,
    email: normalizeEmail(caller.email ?? invitation.toEmail),
    since: now,
    invitedBy: invitation.fromUid,
    ...(grant ? { grant: { ...grant } } : {}),
  };
  return apply(
    [
      membershipWrite(home, { ...home.rawMembers, [caller.uid]: entry }, caller.uid, null),
      {
        op: 'update',
        path: memberInvitationPath(invitation.id),
        data: { state: 'accepted', answeredAt: now },
      },
    ],
    { propertyId: home.id, role: invitation.role },
  );
}

/** The writes that take `uid` out of the home's household (remove, leave, an ended grant). */
export function removalWrites(home: Home, uid: string): WriteOp[] {
  if (!(uid in home.rawMembers) && !home.members.some((m) => m.uid === uid)) return [];
  const rest = { ...home.rawMembers };
  delete rest[uid];
  return [membershipWrite(home, rest, null, uid)];
}

/** removeMember: the owner takes a member off the home. */
export function planRemove(args: {
  home: Home | null;
  caller: Caller;
  uid: string;
  now: Date;
}): Plan<{ propertyId: string; uid: string }> {
  const { home, caller, uid, now } = args;
  const refused = homeRefusal(home, caller, 'manage-members', now);
  if (refused || !home) return refused ?? propertyNotFound();
  if (!home.members.some((m) => m.uid === uid)) return reject('not-found', M.memberNotFound);
  return apply(removalWrites(home, uid), { propertyId: home.id, uid });
}

/** leaveHome: a member leaves (the owner cannot; an ended delegate may still tidy up). */
export function planLeave(args: {
  home: Home | null;
  caller: Caller;
}): Plan<{ propertyId: string }> {
  const { home, caller } = args;
  if (!home || home.deleting) return propertyNotFound();
  if (home.ownerId === caller.uid) return reject('failed-precondition', M.ownerCannotLeave);
  if (!home.members.some((m) => m.uid === caller.uid)) return propertyNotFound();
  return apply(removalWrites(home, caller.uid), { propertyId: home.id });
}

/** changeMemberRole: the owner only; a delegate's last day is checked against today (UTC). */
export function planChangeRole(args: {
  home: Home | null;
  caller: Caller;
  uid: string;
  role: MemberRole;
  grant: DelegateGrant | null;
  now: Date;
}): Plan<{ propertyId: string; uid: string; role: MemberRole }> {
  const { home, caller, uid, role, grant, now } = args;
  const refused = homeRefusal(home, caller, 'manage-members', now);
  if (refused || !home) return refused ?? propertyNotFound();
  const current = home.rawMembers[uid];
  if (!home.members.some((m) => m.uid === uid) || typeof current !== 'object' || current === null)
    return reject('not-found', M.memberNotFound);
  if (role === 'delegate') {
    const issue = grant ? grantDayIssue(grant.until, todayIsoDate(now, 'UTC')) : M.until;
    if (issue) return reject('invalid-argument', issue, { field: 'until' });
  }
  const { grant: _dropped, ...kept } = current as Record<string, unknown>;
  void _dropped;
  const entry: DocData = {
    ...kept,
    role,
    ...(role === 'delegate' && grant ? { grant: { ...grant } } : {}),
  };
  return apply([membershipWrite(home, { ...home.rawMembers, [uid]: entry }, null, null)], {
    propertyId: home.id,
    uid,
    role,
  });
}

/** The delegates of a home whose grant has ended on `now` (UTC), for endDelegateGrantsHourly. */
export function endedDelegates(home: Home, now: Date): string[] {
  const today = todayIsoDate(now, 'UTC');
  return home.members
    .filter((m) => m.role === 'delegate' && grantEnded(m.grant, today))
    .map((m) => m.uid);
}

export function toInvitation(snap: DocSnap): StoredMemberInvitation {
  return readMemberInvitation(snap);
}
