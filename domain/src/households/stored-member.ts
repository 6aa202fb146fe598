/**
 * Reading a home's household from a stored property (`members`, keyed by uid) and a stored
 * `memberInvitations/{id}`: total on bad data, like every reader (kit/fields.ts). A member
 * entry with an unknown role is dropped (it grants nothing); a delegate without a readable
 * grant is dropped too, since its access could not end.
 */
import { isIsoDate } from '../format/dates';
import { optionalStr, record, storedDate, str } from '../kit/fields';
import { readPropertyOffer, type PropertyOffer } from '../kit/property-offer';
import {
  MEMBER_INVITATION_STATES,
  isMemberRole,
  type DelegateGrant,
  type MemberInvitationState,
  type MemberRole,
  type StoredMember,
} from './household';

function readGrant(value: unknown): DelegateGrant | null {
  const grant = record(value);
  const until = str(grant?.['until']);
  if (!grant || !isIsoDate(until)) return null;
  return { until, report: grant['report'] === true };
}

/** The members of a stored property, ordered by when they joined (then by uid). */
export function readMembers(value: unknown): StoredMember[] {
  const map = record(value);
  if (!map) return [];
  const members: StoredMember[] = [];
  for (const [uid, raw] of Object.entries(map)) {
    const entry = record(raw);
    const role = entry?.['role'];
    if (!entry || uid === '' || !isMemberRole(role)) continue;
    const grant = readGrant(entry['grant']);
    if (role === 'delegate' && grant === null) continue;
    members.push({
      uid,
      role,
      name: str(entry['name']),
      email: str(entry['email']),
      since: storedDate(entry['since']),
      invitedBy: str(entry['invitedBy']),
      grant: role === 'delegate' ? grant : null,
    });
  }
  return members.sort(
    (a, b) => (a.since?.getTime() ?? 0) - (b.since?.getTime() ?? 0) || (a.uid < b.uid ? -1 : 1),
  );
}

export interface StoredMemberInvitation extends PropertyOffer {
  id: string;
  role: MemberRole | null;
  grant: DelegateGrant | null;
  state: MemberInvitationState | null;
  createdAt: Date | null;
  answeredAt: Date | null;
}

/** A stored household invitation; an unknown role or state reads as null (acts on nothing). */
export function readMemberInvitation(doc: {
  id: string;
  data: Record<string, unknown>;
}): StoredMemberInvitation {
  const d = doc.data;
  const role = d['role'];
  const state = d['state'];
  return {
    id: doc.id,
    ...readPropertyOffer(d),
    toName: optionalStr(d['toName']) ?? str(d['toEmail']),
    role: isMemberRole(role) ? role : null,
    grant: readGrant(d['grant']),
    state:
      typeof state === 'string' && (MEMBER_INVITATION_STATES as readonly string[]).includes(state)
        ? (state as MemberInvitationState)
        : null,
    createdAt: storedDate(d['createdAt']),
    answeredAt: storedDate(d['answeredAt']),
  };
}
