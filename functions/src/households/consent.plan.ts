/**
 * Co-owner consent (issue #31; the shape is in the domain's households/consent.ts) — the pure
 * decisions. The owner's transfer or delete asks first when the home has co-owners
 * (consentGate → planAskConsent); each co-owner answers (planAnswerConsent); the last
 * agreement leaves the request `agreed`, and the shell then runs the action as the owner,
 * whose own gate sees `agreed` and lets it through, clearing the request in the same write.
 */
import {
  CONSENT_MESSAGES as M,
  PROPERTIES_COLLECTION,
  coOwnerIds,
  consentOutcome,
  displayText,
  normalizeEmail,
  type ConsentAction,
  type ConsentAnswer,
  type ConsentState,
  type StoredConsent,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import { DELETE_FIELD, type DocData, type WriteOp } from '../kit/store';
import { homeRefusal, type Home } from './household.plan';

/** What an owner's transfer or delete does about consent. */
export type ConsentGate =
  /** No co-owner to ask (a refused request left over is cleared with the action). */
  | { kind: 'proceed'; clear: boolean }
  /** Co-owners must agree first: write this instead of the action. */
  | { kind: 'ask'; write: WriteOp }
  | { kind: 'reject'; plan: Extract<Plan<never>, { kind: 'reject' }> };

function consentDoc(consent: StoredConsent): DocData {
  return {
    action: consent.action,
    by: consent.by,
    byName: consent.byName,
    byEmail: consent.byEmail,
    at: consent.at,
    asked: [...consent.asked],
    answers: { ...consent.answers },
    state: consent.state,
    ...(consent.action === 'transfer'
      ? { email: consent.email, keepReceipts: [...consent.keepReceipts] }
      : {}),
  };
}

const propertyPath = (id: string) => `${PROPERTIES_COLLECTION}/${id}`;

/**
 * The owner wants `action` (a transfer to `email`). Goes ahead when nobody must be asked, or
 * when the co-owners agreed to exactly this; asks when they must; refuses while another
 * request is open.
 */
export function consentGate(args: {
  home: Home;
  caller: Caller;
  action: ConsentAction;
  email?: string;
  /** A transfer's receipts the owner keeps (#33): stored with the request, used once agreed. */
  keepReceipts?: readonly string[];
  /** The owner's profile name, shown in the co-owners' prompt. */
  byName: string;
  now: Date;
}): ConsentGate {
  const { home, caller, action, now } = args;
  const email = action === 'transfer' ? normalizeEmail(args.email ?? '') : '';
  const consent = home.consent;
  if (consent && consent.state === 'agreed') {
    if (consent.action === action && consent.email === email)
      return { kind: 'proceed', clear: true };
    return { kind: 'reject', plan: reject('failed-precondition', M.waiting) };
  }
  if (consent && consent.state === 'asking')
    return { kind: 'reject', plan: reject('failed-precondition', M.waiting) };
  const asked = coOwnerIds(home.members);
  if (asked.length === 0) return { kind: 'proceed', clear: consent !== null };
  const request: StoredConsent = {
    action,
    by: caller.uid,
    byName: displayText(args.byName) || displayText(caller.name) || 'The owner',
    byEmail: normalizeEmail(caller.email ?? ''),
    at: now,
    asked,
    answers: {},
    state: 'asking',
    email,
    keepReceipts: action === 'transfer' ? [...(args.keepReceipts ?? [])] : [],
    refusedBy: [],
  };
  return {
    kind: 'ask',
    write: {
      op: 'update',
      path: propertyPath(home.id),
      data: { consent: consentDoc(request), updatedAt: now },
    },
  };
}

/** The write that clears the request (with the action that was agreed, or on cancel). */
export function clearConsentWrite(home: Pick<Home, 'id'>): WriteOp {
  return { op: 'update', path: propertyPath(home.id), data: { consent: DELETE_FIELD } };
}

/**
 * The action's writes with the request cleared: folded into the action's own update of the
 * property when it has one (one write per document in a transaction), else added.
 */
export function withConsentCleared(writes: readonly WriteOp[], home: Pick<Home, 'id'>): WriteOp[] {
  const path = propertyPath(home.id);
  const index = writes.findIndex((w) => w.op === 'update' && w.path === path);
  if (index < 0) return [...writes, clearConsentWrite(home)];
  return writes.map((w, i) =>
    i === index && w.op === 'update' ? { ...w, data: { ...w.data, consent: DELETE_FIELD } } : w,
  );
}

export interface AnswerConsentPlanResult {
  propertyId: string;
  state: ConsentState;
  action: ConsentAction;
  /** The request as it stands after the answer (the shell runs an agreed one). */
  consent: StoredConsent;
}

/**
 * answerConsent: a co-owner who was asked answers once. A refusal ends the request; the last
 * agreement marks it `agreed`. Agreeing again to an `agreed` request changes nothing and lets
 * the shell finish an action that failed part-way.
 */
export function planAnswerConsent(args: {
  home: Home | null;
  caller: Caller;
  answer: ConsentAnswer;
  now: Date;
}): Plan<AnswerConsentPlanResult> {
  const { home, caller, answer, now } = args;
  const refused = homeRefusal(home, caller, 'read', now);
  if (refused || !home) return refused ?? reject('not-found', M.propertyNotFound);
  const consent = home.consent;
  const notAsked = () => reject('failed-precondition', M.notAsked);
  if (!consent || !consent.asked.includes(caller.uid)) return notAsked();
  if (homeRefusal(home, caller, 'consent', now)) return notAsked();
  const result = (c: StoredConsent) => ({
    propertyId: home.id,
    state: c.state,
    action: c.action,
    consent: c,
  });
  if (consent.answers[caller.uid] === answer && consent.state !== 'refused')
    return apply([], result(consent)); // a retried click
  if (consent.state !== 'asking' || consent.answers[caller.uid]) return notAsked();

  const answers = { ...consent.answers, [caller.uid]: answer };
  const { outcome } = consentOutcome({ asked: consent.asked, answers }, home.members);
  const state: ConsentState =
    outcome === 'refused' ? 'refused' : outcome === 'agreed' ? 'agreed' : 'asking';
  const next: StoredConsent = {
    ...consent,
    answers,
    state,
    refusedBy: Object.keys(answers).filter((uid) => answers[uid] === 'refuse'),
  };
  return apply(
    [{ op: 'update', path: propertyPath(home.id), data: { consent: consentDoc(next) } }],
    result(next),
  );
}

/** cancelConsent: the owner withdraws a request, or dismisses a refused one. */
export function planCancelConsent(args: {
  home: Home | null;
  caller: Caller;
  now: Date;
}): Plan<{ propertyId: string }> {
  const { home, caller, now } = args;
  const refused = homeRefusal(home, caller, 'delete', now);
  if (refused || !home) return refused ?? reject('not-found', M.propertyNotFound);
  if (!home.consent) return reject('failed-precondition', M.nothingToCancel);
  return apply([clearConsentWrite(home)], { propertyId: home.id });
}
