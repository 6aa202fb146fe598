/**
 * Co-owner consent (issue #31): a home's owner transfers or deletes it, but when the home has
 * co-owners nothing happens until every one of them agrees. The request waits on the property
 * as `consent`, written only by callables:
 *
 *   consent: { action, by, byName, at, asked: uid[], answers: {uid: 'agree'|'refuse'},
 *              state: 'asking'|'agreed'|'refused', email?, refusedBy? }
 *
 * `asked` are the co-owners when the owner asked; one who is no longer a co-owner when the
 * others answer is not waited for. A refusal ends the request (the owner sees who refused and
 * dismisses it); the last agreement runs the action as the owner (`agreed` until it has run, so
 * a failure part-way is finished by agreeing again). A transfer waiting for consent has no
 * `transfers` document yet: the recipient learns nothing and no mail goes out until it starts.
 */
import * as v from 'valibot';
import { storedDate, record, str } from '../kit/fields';
import { keyMessages } from '../kit/issues';
import { documentIdField } from '../properties/property-schema';
import { normalizeEmail } from '../sharing/share';
import type { StoredMember } from './household';

export const CONSENT_ACTIONS = ['transfer', 'delete'] as const;
export type ConsentAction = (typeof CONSENT_ACTIONS)[number];
export const CONSENT_ANSWERS = ['agree', 'refuse'] as const;
export type ConsentAnswer = (typeof CONSENT_ANSWERS)[number];
export const CONSENT_STATES = ['asking', 'agreed', 'refused'] as const;
export type ConsentState = (typeof CONSENT_STATES)[number];

/** A home's consent request, as read (the stored field, read defensively). */
export interface StoredConsent {
  action: ConsentAction;
  /** The owner who asked, and their name (shown to the co-owners). */
  by: string;
  byName: string;
  /** The owner's account email when they asked (a transfer runs as them later). */
  byEmail: string;
  at: Date | null;
  asked: string[];
  answers: Record<string, ConsentAnswer>;
  state: ConsentState;
  /** A transfer's recipient email. */
  email: string;
  /** A transfer's receipts the owner keeps (#33), carried to the transfer once agreed. */
  keepReceipts: string[];
  /** Who refused (uids), for the owner. */
  refusedBy: string[];
}

const oneOf = <T extends string>(values: readonly T[], value: unknown): T | null =>
  values.find((x) => x === value) ?? null;

/** The property's `consent` field, or null when there is none (or it is unreadable). */
export function readConsent(value: unknown): StoredConsent | null {
  const d = record(value);
  const action = oneOf(CONSENT_ACTIONS, d?.['action']);
  const state = oneOf(CONSENT_STATES, d?.['state']);
  const by = str(d?.['by']);
  if (!d || !action || !state || !by) return null;
  const asked = Array.isArray(d['asked'])
    ? d['asked'].filter((uid): uid is string => typeof uid === 'string' && uid !== '')
    : [];
  const answers: Record<string, ConsentAnswer> = {};
  for (const [uid, answer] of Object.entries(record(d['answers']) ?? {})) {
    const known = oneOf(CONSENT_ANSWERS, answer);
    if (known && asked.includes(uid)) answers[uid] = known;
  }
  return {
    action,
    by,
    byName: str(d['byName']),
    byEmail: str(d['byEmail']),
    at: storedDate(d['at']),
    asked,
    answers,
    state,
    email: action === 'transfer' ? normalizeEmail(str(d['email'])) : '',
    keepReceipts:
      action === 'transfer' && Array.isArray(d['keepReceipts'])
        ? d['keepReceipts'].filter((id): id is string => typeof id === 'string' && id !== '')
        : [],
    refusedBy: Object.entries(answers)
      .filter(([, answer]) => answer === 'refuse')
      .map(([uid]) => uid),
  };
}

/** The home's co-owners now (their uids): whose agreement an action needs. */
export function coOwnerIds(members: readonly StoredMember[]): string[] {
  return members.filter((m) => m.role === 'co-owner').map((m) => m.uid);
}

/**
 * Who is still awaited: asked, still a co-owner, and not yet answered. A refusal settles it
 * whatever the others say.
 */
export function consentOutcome(
  consent: Pick<StoredConsent, 'asked' | 'answers'>,
  members: readonly StoredMember[],
): { outcome: 'waiting' | 'agreed' | 'refused'; waitingFor: string[] } {
  const current = new Set(coOwnerIds(members));
  const relevant = consent.asked.filter((uid) => current.has(uid));
  if (relevant.some((uid) => consent.answers[uid] === 'refuse'))
    return { outcome: 'refused', waitingFor: [] };
  const waitingFor = relevant.filter((uid) => consent.answers[uid] !== 'agree');
  return { outcome: waitingFor.length === 0 ? 'agreed' : 'waiting', waitingFor };
}

/** Whether `uid` is asked and has not answered yet (their prompt shows). */
export function awaitsAnswerFrom(
  consent: StoredConsent | null,
  members: readonly StoredMember[],
  uid: string,
): boolean {
  if (!consent || consent.state !== 'asking') return false;
  return consentOutcome(consent, members).waitingFor.includes(uid);
}

export const CONSENT_MESSAGES = {
  propertyNotFound: 'Property not found',
  answer: 'Please agree or refuse.',
  notAsked: 'Nothing on this home is waiting for your answer.',
  waiting:
    'Your co-owners have not all answered yet. Cancel the request first to start something else.',
  notOwner: 'Only the home’s owner can cancel this request.',
  nothingToCancel: 'Nothing on this home is waiting for your co-owners.',
} as const;
const M = CONSENT_MESSAGES;

/** answerConsent: a co-owner agrees to or refuses the owner's transfer or delete. */
export const AnswerConsentSchema = v.object(
  {
    propertyId: documentIdField(M.propertyNotFound),
    answer: v.picklist(CONSENT_ANSWERS, M.answer),
  },
  keyMessages({ propertyId: M.propertyNotFound, answer: M.answer }, M.answer),
);
export type AnswerConsentInput = v.InferOutput<typeof AnswerConsentSchema>;

/** cancelConsent: the owner withdraws the request, or dismisses a refused one. */
export const CancelConsentSchema = v.object(
  { propertyId: documentIdField(M.propertyNotFound) },
  keyMessages({ propertyId: M.propertyNotFound }, M.propertyNotFound),
);
export type CancelConsentInput = v.InferOutput<typeof CancelConsentSchema>;

/** What answerConsent answers: the request's state after the answer ('done' once it ran). */
export interface AnswerConsentResult {
  propertyId: string;
  state: 'asking' | 'refused' | 'done';
  action: ConsentAction;
}
