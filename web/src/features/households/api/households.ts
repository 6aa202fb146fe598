/**
 * The household callables (functions/src/households), one wrapper each, and the live
 * invitation reads (./queries.ts) bound to the panels' rows through the domain's readers.
 */
import { useEffect, useMemo } from 'react';
import {
  awaitsAnswerFrom,
  readConsent,
  readMemberInvitation,
  readHomeOpen,
  readHomeReminders,
  readMembers,
  type AnswerConsentResult,
  type LogHomeOpenResult,
  type SetHomeRemindersResult,
  type AnswerMemberInvitationResult,
  type ChangeMemberRoleRequest,
  type InviteMemberRequest,
  type InviteMemberResult,
  type StoredMember,
} from '@homeledger/domain';
import { callableClientTimeoutMs } from '@homeledger/domain';
import { claimInvitationsOnce } from '@/lib/data/claim-invitations-once';
import { dayOf } from '@/lib/data/fields';
import { offeredHomePlace } from '@/lib/data/offered-home-place';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import type { Loadable } from '@/lib/data/loadable';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import { useLiveQuery, type LiveQuery } from '@/lib/firebase/use-live-query';
import type { ConsentView, HomeOpenRow, InvitationRow, MemberRow } from '../household-types';
import {
  consentHomeDocument,
  consentHomesQuery,
  homeOpensQuery,
  incomingMemberInvitationsQuery,
  sentMemberInvitationsQuery,
} from './queries';

export const inviteMember = (input: InviteMemberRequest): Promise<InviteMemberResult> =>
  callFunctionLazily('inviteMember', input);
export const changeMemberRole = (input: ChangeMemberRoleRequest) =>
  callFunctionLazily('changeMemberRole', input);
export const removeMember = (input: { propertyId: string; uid: string }) =>
  callFunctionLazily('removeMember', input);
export const leaveHome = (input: { propertyId: string }) => callFunctionLazily('leaveHome', input);
export const withdrawMemberInvitation = (input: { invitationId: string }) =>
  callFunctionLazily('withdrawMemberInvitation', input);
export const acceptMemberInvitation = (input: {
  invitationId: string;
}): Promise<AnswerMemberInvitationResult> => callFunctionLazily('acceptMemberInvitation', input);
export const declineMemberInvitation = (input: {
  invitationId: string;
}): Promise<AnswerMemberInvitationResult> => callFunctionLazily('declineMemberInvitation', input);

/** A member of the property (readProperty's `members`) as the panel shows it. */
export function toMemberRow(member: StoredMember): MemberRow {
  return {
    uid: member.uid,
    role: member.role,
    name: member.name.trim() || member.email || 'A member',
    email: member.email,
    since: dayOf(member.since),
    grant: member.grant,
  };
}

/** A stored invitation as a row; one with an unknown role reads as a viewer's (it grants least). */
export function toInvitationRow(id: string, data: Record<string, unknown>): InvitationRow {
  const invitation = readMemberInvitation({ id, data });
  const text = (value: string) => value.trim();
  return {
    id,
    propertyId: invitation.propertyId,
    ...offeredHomePlace(invitation.property),
    fromName: text(invitation.fromName) || 'A homeowner',
    toName: text(invitation.toName) || text(invitation.toEmail) || 'Someone',
    toEmail: text(invitation.toEmail),
    role: invitation.role ?? 'viewer',
    grant: invitation.grant,
    invited: invitation.toUid === '',
    createdAt: invitation.createdAt?.toISOString() ?? null,
  };
}

/** Oldest first, the order they were sent in (the queries have no orderBy: no index needed). */
function useOldestFirst(live: LiveQuery<InvitationRow>): LiveQuery<InvitationRow> {
  const { state } = live;
  const sorted = useMemo<Loadable<InvitationRow[]>>(
    () =>
      state.status === 'ready'
        ? {
            status: 'ready',
            data: [...state.data].sort((a, b) =>
              (a.createdAt ?? '').localeCompare(b.createdAt ?? ''),
            ),
          }
        : state,
    [state],
  );
  return { ...live, state: sorted };
}

export function useIncomingMemberInvitations(uid: string | null | undefined) {
  return useOldestFirst(useLiveQuery(incomingMemberInvitationsQuery, uid, toInvitationRow));
}

/** The owner's pending invitations to a home (pass no uid for anyone else: nothing is read). */
export function useSentMemberInvitations(uid: string | null | undefined, propertyId: string) {
  return useOldestFirst(
    useLiveQuery(sentMemberInvitationsQuery, uid, toInvitationRow, { propertyId }),
  );
}

export async function claimMemberInvitations(): Promise<{ claimed: string[] }> {
  return callFunctionLazily('claimMemberInvitations', {});
}

/** Household invitations mailed to the homeowner's verified email become theirs. */
export const useClaimMemberInvitations = claimInvitationsOnce(
  'claimMemberInvitations',
  claimMemberInvitations,
);

export const answerConsent = (input: {
  propertyId: string;
  answer: 'agree' | 'refuse';
}): Promise<AnswerConsentResult> =>
  callFunctionLazily('answerConsent', input, { timeout: callableClientTimeoutMs('answerConsent') });
export const cancelConsent = (input: { propertyId: string }) =>
  callFunctionLazily('cancelConsent', input);

/** A home's consent request as the panels show it, and who still has to answer. */
export interface ConsentHome {
  view: ConsentView | null;
  /** The uids whose answer is awaited now. */
  awaiting: readonly string[];
}

/** A stored property's request (none: null), its co-owners named from the household. */
export function toConsentHome(id: string, data: Record<string, unknown>): ConsentHome {
  const consent = readConsent(data['consent']);
  if (!consent) return { view: null, awaiting: [] };
  const members = readMembers(data['members']);
  const coOwners = members.filter((m) => m.role === 'co-owner' && consent.asked.includes(m.uid));
  const address = typeof data['address'] === 'string' ? data['address'].trim() : '';
  return {
    view: {
      propertyId: id,
      address: address || 'A home',
      action: consent.action,
      byName: consent.byName || 'The owner',
      email: consent.email,
      state: consent.state,
      people: coOwners.map((m) => ({
        uid: m.uid,
        name: m.name.trim() || m.email || 'A co-owner',
        answer: consent.answers[m.uid] ?? null,
      })),
    },
    awaiting: coOwners.map((m) => m.uid).filter((uid) => awaitsAnswerFrom(consent, members, uid)),
  };
}

/** The request on one home, live (ready(null) when there is none or the home is unreadable). */
export function useHomeConsent(uid: string | null | undefined, propertyId: string) {
  return useLiveDoc(consentHomeDocument, uid, toConsentHome, { propertyId });
}

/** The requests waiting for the signed-in homeowner's answer, live. */
export function useConsentPrompts(uid: string | null | undefined): ConsentView[] {
  const { state } = useLiveQuery(consentHomesQuery, uid, toConsentHome);
  return useMemo(
    () =>
      state.status === 'ready' && uid
        ? state.data.flatMap((home) =>
            home.view && home.awaiting.includes(uid) ? [home.view] : [],
          )
        : [],
    [state, uid],
  );
}

export const logHomeOpen = (input: { propertyId: string }): Promise<LogHomeOpenResult> =>
  callFunctionLazily('logHomeOpen', input);

/**
 * A delegate's visit to the home is logged (the owner sees it): once per page visit, never
 * awaited and never an error on the page — the log is the server's best effort.
 */
export function useLogHomeOpen(propertyId: string, delegate: boolean) {
  useEffect(() => {
    if (!delegate || !propertyId) return;
    logHomeOpen({ propertyId }).catch((error: unknown) => {
      console.error('logHomeOpen failed', error);
    });
  }, [propertyId, delegate]);
}

export function toHomeOpenRow(id: string, data: Record<string, unknown>): HomeOpenRow {
  const open = readHomeOpen({ id, data });
  return {
    id,
    name: open.name || open.email || 'A delegate',
    at: open.at?.toISOString() ?? '',
    until: open.until,
  };
}

/** The delegates' opens of a home, live (pass no uid for anyone but the owner: nothing is read). */
export function useHomeOpens(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(homeOpensQuery, uid, toHomeOpenRow, { propertyId });
}

export const setHomeReminders = (input: {
  propertyId: string;
  on: boolean;
}): Promise<SetHomeRemindersResult> => callFunctionLazily('setHomeReminders', input);

/** A home's reminder choices and who keeps it, as getsHomeReminders reads them. */
export interface HomeReminderChoices {
  ownerId: string;
  members: StoredMember[];
  reminders: Record<string, boolean>;
}

export function toHomeReminderChoices(
  _id: string,
  data: Record<string, unknown>,
): HomeReminderChoices {
  return {
    ownerId: typeof data['ownerId'] === 'string' ? data['ownerId'] : '',
    members: readMembers(data['members']),
    reminders: readHomeReminders(data['reminders']),
  };
}

/** The home's reminder choices, live (the same read of the property as its consent). */
export function useHomeReminderChoices(uid: string | null | undefined, propertyId: string) {
  return useLiveDoc(consentHomeDocument, uid, toHomeReminderChoices, { propertyId });
}
