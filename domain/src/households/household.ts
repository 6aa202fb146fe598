/**
 * Households (issue #31): a home is kept by its owner and up to MAX_MEMBERS_PER_HOME members
 * with roles. The owner is the property's `ownerId`; every other member is an entry of the
 * property's `members` map, and `memberIds` (owner + members) is the list queries and rules use.
 * Both are written only by the household callables (and a transfer), never by a client.
 *
 * Reads follow the existing rule: a member is in the property's `viewerIds` (copied to its
 * repairs and reports) like a realtor it is shared with; the owner-only collections
 * (maintenance tasks, warranties) carry a `memberIds` copy. Writes follow `can(role, action)`,
 * evaluated on the home as it is at the time of the write (never who added a record).
 */
import * as v from 'valibot';
import { ACCOUNT_MESSAGES } from '../accounts/account';
import type { TimestampLike } from '../accounts/profile';
import { isIsoDate, todayIsoDate } from '../format/dates';
import { keyMessages } from '../kit/issues';
import type { PropertyOffer } from '../kit/property-offer';
import { documentIdField } from '../properties/property-schema';
import { lookupEmailField } from '../sharing/share';

/** `memberInvitations/{id}`: an invitation to join a home's household. */
export const MEMBER_INVITATIONS_COLLECTION = 'memberInvitations';

export const HOUSEHOLD_ROLES = ['owner', 'co-owner', 'viewer', 'delegate'] as const;
export type HouseholdRole = (typeof HOUSEHOLD_ROLES)[number];
/** The roles an owner can give (the owner is the property's `ownerId`, never a member entry). */
export const MEMBER_ROLES = ['co-owner', 'viewer', 'delegate'] as const;
export type MemberRole = (typeof MEMBER_ROLES)[number];

export function isMemberRole(value: unknown): value is MemberRole {
  return typeof value === 'string' && (MEMBER_ROLES as readonly string[]).includes(value);
}

/** Members besides the owner. */
export const MAX_MEMBERS_PER_HOME = 10;
/** Household invitations one account may send per UTC day (mail to people). */
export const MEMBER_INVITATIONS_PER_DAY = 20;
/** A delegate's grant ends at most this many days after it is given. */
export const MAX_DELEGATE_DAYS = 90;

/** What a member may do on a home (the issue's table, one row per action). */
export type HomeAction =
  /** See the home, repairs, receipts, maintenance, warranties. */
  | 'read'
  /** Add/edit/delete repairs, upload receipts and photos, tasks, warranties, request validation. */
  | 'edit'
  /** Share with realtors, buyer links, reports. */
  | 'share'
  /** Make a Home History Report (a delegate only if the grant names it). */
  | 'report'
  /** Invite and remove members, change roles. */
  | 'manage-members'
  /** Transfer the home, delete it, answer a dispute (co-owners consent to the first two). */
  | 'transfer'
  | 'delete'
  | 'answer-dispute'
  /** Consent to a transfer or delete the owner starts. */
  | 'consent';

const ALLOWED: Record<HouseholdRole, readonly HomeAction[]> = {
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
};

/** A delegate's grant: until when, and whether it may make a report. */
export interface DelegateGrant {
  /** Last day of access, `yyyy-MM-dd` (inclusive, in UTC). */
  until: string;
  report: boolean;
}

/** Whether `role` may do `action`; a delegate's `report` depends on its grant. */
export function can(
  role: HouseholdRole | null,
  action: HomeAction,
  grant?: DelegateGrant | null,
): boolean {
  if (role === null) return false;
  if (role === 'delegate' && action === 'report') return grant?.report === true;
  return ALLOWED[role].includes(action);
}

/** One member of a home (an entry of the property's `members`, keyed by uid). */
export interface HomeMember<TTime = TimestampLike> {
  role: MemberRole;
  name: string;
  email: string;
  /** When they joined (accepted the invitation). */
  since: TTime;
  /** Who invited them (the owner's uid). */
  invitedBy: string;
  /** Delegates only. */
  grant?: DelegateGrant | null;
}

/** A member as screens and plans read it, with its uid. */
export interface StoredMember {
  uid: string;
  role: MemberRole;
  name: string;
  email: string;
  since: Date | null;
  invitedBy: string;
  grant: DelegateGrant | null;
}

/** Whether a delegate's grant has ended on `today` (`yyyy-MM-dd`, UTC). */
export function grantEnded(grant: DelegateGrant | null, today: string): boolean {
  return grant !== null && grant.until < today;
}

/**
 * The caller's role on a home now: `owner` for the property's owner, a member's role, or
 * null (not a member, or a delegate whose grant has ended).
 */
export function roleOnHome(
  home: { ownerId: string; members: readonly StoredMember[] },
  uid: string,
  now: Date,
): HouseholdRole | null {
  if (uid === '') return null;
  if (home.ownerId === uid) return 'owner';
  const member = home.members.find((m) => m.uid === uid);
  if (!member) return null;
  if (member.role === 'delegate' && grantEnded(member.grant, todayIsoDate(now, 'UTC'))) return null;
  return member.role;
}

/** The uids that belong in the property's `memberIds`: the owner first, then the members. */
export function memberIdsOf(ownerId: string, members: readonly { uid: string }[]): string[] {
  return [ownerId, ...members.map((m) => m.uid).filter((uid) => uid !== ownerId)];
}

export const MEMBER_INVITATION_STATES = ['pending', 'accepted', 'declined', 'withdrawn'] as const;
export type MemberInvitationState = (typeof MEMBER_INVITATION_STATES)[number];

/**
 * `memberInvitations/{id}`: written by functions; read by the inviter (`fromUid`) and the
 * invitee (`toUid`). An invitee without a verified homeowner account gets a mail and `toUid`
 * '' until their verified account claims it (as transfer invitations are claimed).
 */
export interface MemberInvitation<TTime = TimestampLike> extends PropertyOffer {
  role: MemberRole;
  grant: DelegateGrant | null;
  state: MemberInvitationState;
  createdAt: TTime;
  answeredAt: TTime | null;
}

export const HOUSEHOLD_MESSAGES = {
  email: ACCOUNT_MESSAGES.email,
  role: 'Please choose a role.',
  until: 'Please choose the last day of access.',
  untilPast: 'The last day of access must be today or later.',
  untilTooLate: `A delegate’s access can last at most ${MAX_DELEGATE_DAYS} days.`,
  propertyNotFound: 'Property not found',
  invitationNotFound: 'This invitation no longer exists.',
  memberNotFound: 'This person is no longer a member of this home.',
  notPending: 'This invitation has already been answered.',
  toSelf: 'You are already a member of this home.',
  alreadyMember: 'This person is already a member of this home.',
  alreadyInvited: 'This person has already been invited. Withdraw that invitation first.',
  tooManyMembers: `A home can have at most ${MAX_MEMBERS_PER_HOME} members besides its owner.`,
  invitationsPerDay: `You can send at most ${MEMBER_INVITATIONS_PER_DAY} household invitations a day. Please try again tomorrow.`,
  optedOut:
    'This person has asked HomeLedger never to send them invitations. Ask them to create a homeowner account with this email, then try again.',
  notOwner: 'Only the home’s owner can manage its members.',
  ownerCannotLeave: 'The owner can’t leave their home. Transfer it or delete it instead.',
  notAllowed: 'Your role on this home doesn’t allow this.',
  signedOut: 'You must be logged in to manage a household.',
  permissionDenied: 'Only homeowners can join a household.',
  form: 'Please enter an email and choose a role.',
} as const;
const M = HOUSEHOLD_MESSAGES;

const emailField = lookupEmailField(M.email);

/** The last day a new delegate grant may name, given today (`yyyy-MM-dd`, UTC). */
export function latestGrantDay(today: string): string {
  const day = new Date(`${today}T00:00:00Z`);
  day.setUTCDate(day.getUTCDate() + MAX_DELEGATE_DAYS);
  return day.toISOString().slice(0, 10);
}

/**
 * Why a delegate's last day is refused on `today`, or null when it is fine. The schema
 * checks the shape; the callable checks this against the server's today (the form against
 * the browser's, for an early message).
 */
export function grantDayIssue(until: string, today: string): string | null {
  if (!isIsoDate(until)) return M.until;
  if (until < today) return M.untilPast;
  if (until > latestGrantDay(today)) return M.untilTooLate;
  return null;
}

/** The fields both role forms share: a role and, for a delegate, its last day and grant. */
const ROLE_FIELDS = {
  role: v.picklist(MEMBER_ROLES, M.role),
  until: v.optional(v.pipe(v.string(M.until), v.trim()), ''),
  report: v.optional(v.boolean(M.form), false),
};

interface RoleFields {
  role: MemberRole;
  until: string;
  report: boolean;
}

/** A delegate names its last day; the other roles need none. */
function hasDelegateDay(input: RoleFields): boolean {
  return input.role !== 'delegate' || isIsoDate(input.until);
}

/** The form's role fields as stored: a delegate's `grant`, null for the other roles. */
function withGrant<T extends RoleFields>({ until, report, ...rest }: T) {
  return { ...rest, grant: rest.role === 'delegate' ? { until, report } : null };
}

export const INVITE_MEMBER_FIELDS = ['propertyId', 'email', 'role', 'until', 'report'] as const;

/**
 * "Invite a member": the home, their account email and a role; a delegate also names its
 * last day (`until`) and whether it may make a report.
 */
export const InviteMemberSchema = v.pipe(
  v.object(
    {
      propertyId: documentIdField(M.propertyNotFound),
      email: emailField,
      ...ROLE_FIELDS,
    },
    keyMessages(
      { propertyId: M.propertyNotFound, email: M.email, role: M.role, until: M.until },
      M.form,
    ),
  ),
  v.forward(
    v.check((input) => hasDelegateDay(input), M.until),
    ['until'],
  ),
  v.transform(withGrant),
);
export type InviteMemberRequest = v.InferInput<typeof InviteMemberSchema>;
export type InviteMemberInput = v.InferOutput<typeof InviteMemberSchema>;

/** Accept, decline or withdraw an invitation: named by its id. */
export const MemberInvitationIdSchema = v.object(
  { invitationId: documentIdField(M.invitationNotFound) },
  keyMessages({ invitationId: M.invitationNotFound }, M.invitationNotFound),
);
export type MemberInvitationIdInput = v.InferOutput<typeof MemberInvitationIdSchema>;

/** Remove a member (the owner only). */
export const RemoveMemberSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    uid: documentIdField(M.memberNotFound),
  },
  keyMessages({ propertyId: M.propertyNotFound, uid: M.memberNotFound }, M.memberNotFound),
);
export type RemoveMemberInput = v.InferOutput<typeof RemoveMemberSchema>;

/** Leave a home (a member; the owner cannot leave). */
export const LeaveHomeSchema = v.object(
  { propertyId: documentIdField(M.propertyNotFound) },
  keyMessages({ propertyId: M.propertyNotFound }, M.propertyNotFound),
);
export type LeaveHomeInput = v.InferOutput<typeof LeaveHomeSchema>;

/** Change a member's role (the owner); a delegate's grant comes with it. */
export const ChangeMemberRoleSchema = v.pipe(
  v.object(
    {
      propertyId: documentIdField(M.propertyNotFound),
      uid: documentIdField(M.memberNotFound),
      ...ROLE_FIELDS,
    },
    keyMessages(
      { propertyId: M.propertyNotFound, uid: M.memberNotFound, role: M.role, until: M.until },
      M.memberNotFound,
    ),
  ),
  v.forward(
    v.check((input) => hasDelegateDay(input), M.until),
    ['until'],
  ),
  v.transform(withGrant),
);
export type ChangeMemberRoleRequest = v.InferInput<typeof ChangeMemberRoleSchema>;
export type ChangeMemberRoleInput = v.InferOutput<typeof ChangeMemberRoleSchema>;

/** What inviteMember answers: `invited` when the person was sent an invitation mail. */
export interface InviteMemberResult {
  invitationId: string;
  /** Their name, or their email when invited by mail. */
  toName: string;
  invited: boolean;
}

/** What answering an invitation answers: the home, and the role now held (null if declined). */
export interface AnswerMemberInvitationResult {
  propertyId: string;
  role: MemberRole | null;
}

/** The label of each role, as the members panel and the dashboard show it. */
export const ROLE_LABELS: Record<HouseholdRole, string> = {
  owner: 'Owner',
  'co-owner': 'Co-owner',
  viewer: 'Viewer',
  delegate: 'Delegate',
};

/** "Added by {name}" under a record. */
export function addedByLine(name: string): string {
  return `Added by ${name}`;
}

/** "Edited by {name} on {date}" (the date already formatted). */
export function editedByLine(name: string, date: string): string {
  return `Edited by ${name} on ${date}`;
}

export function memberInvitationPath(id: string): string {
  return `${MEMBER_INVITATIONS_COLLECTION}/${id}`;
}
