import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  CONSENT_MESSAGES as M,
  consentOutcome,
  readConsent,
  readMembers,
  type ConsentAnswer,
} from '@homeledger/domain';
import { DELETE_FIELD, type DocData, type WriteOp } from '../kit/store';
import {
  consentGate,
  planAnswerConsent,
  planCancelConsent,
  withConsentCleared,
} from './consent.plan';
import { toHome, type Home } from './household.plan';
import { OAK_LANE_ADDRESS, homeowner } from '../kit/test-support';
import { storedMember } from '../kit/household.test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const OLIVE = homeowner('olive');
const entry = (role: string) =>
  storedMember(role, `${role} ${role}`, { email: `${role}@home.example` });

function home(members: Record<string, unknown>, consent?: DocData): Home {
  return toHome({
    path: 'properties/home',
    id: 'home',
    data: {
      ownerId: 'olive',
      ...OAK_LANE_ADDRESS,
      viewerIds: ['olive', ...Object.keys(members)],
      members,
      ...(consent ? { consent } : {}),
    },
  });
}
const TWO = { cole: entry('co-owner'), cleo: entry('co-owner'), vera: entry('viewer') };
const asking = (over: DocData = {}): DocData => ({
  action: 'transfer',
  by: 'olive',
  byName: 'Olive',
  byEmail: 'olive@home.example',
  at: NOW,
  asked: ['cole', 'cleo'],
  answers: {},
  state: 'asking',
  email: 'buyer@home.example',
  ...over,
});

/** The `consent` a plan writes on the property. */
function writtenConsent(writes: readonly WriteOp[]) {
  const write = writes.find((w) => w.path === 'properties/home');
  if (!write || write.op !== 'update') throw new Error('no property update');
  return readConsent(write.data['consent']);
}

describe('consentGate', () => {
  it('lets the owner go ahead on a home without co-owners (a viewer is not asked)', () => {
    const gate = consentGate({
      home: home({ vera: entry('viewer') }),
      caller: OLIVE,
      action: 'delete',
      byName: 'Olive',
      now: NOW,
    });
    expect(gate).toEqual({ kind: 'proceed', clear: false });
  });

  it('asks every co-owner before a transfer, naming the owner and the recipient', () => {
    const gate = consentGate({
      home: home(TWO),
      caller: OLIVE,
      action: 'transfer',
      email: ' Buyer@Home.example ',
      keepReceipts: ['r1'],
      byName: 'Olive Owner',
      now: NOW,
    });
    expect(gate.kind).toBe('ask');
    if (gate.kind !== 'ask') return;
    const consent = writtenConsent([gate.write]);
    expect(consent).toMatchObject({
      action: 'transfer',
      by: 'olive',
      byName: 'Olive Owner',
      byEmail: 'olive@home.example',
      // In the members' order (when they joined, then uid).
      asked: ['cleo', 'cole'],
      answers: {},
      state: 'asking',
      email: 'buyer@home.example',
      // The receipts the owner keeps (#33) wait with the request for the transfer it starts.
      keepReceipts: ['r1'],
    });
  });

  it('refuses a second request while one is open', () => {
    for (const state of ['asking', 'agreed']) {
      const gate = consentGate({
        home: home(TWO, asking({ state, action: 'delete', email: '' })),
        caller: OLIVE,
        action: 'transfer',
        email: 'buyer@home.example',
        byName: 'Olive',
        now: NOW,
      });
      expect(gate).toMatchObject({ kind: 'reject', plan: { message: M.waiting } });
    }
  });

  it('goes ahead, clearing the request, once the co-owners agreed to exactly this', () => {
    const agreed = home(
      TWO,
      asking({ state: 'agreed', answers: { cole: 'agree', cleo: 'agree' } }),
    );
    expect(
      consentGate({
        home: agreed,
        caller: OLIVE,
        action: 'transfer',
        email: 'buyer@home.example',
        byName: 'Olive',
        now: NOW,
      }),
    ).toEqual({ kind: 'proceed', clear: true });
    // Agreed to a transfer to someone else: not this one.
    expect(
      consentGate({
        home: agreed,
        caller: OLIVE,
        action: 'transfer',
        email: 'other@home.example',
        byName: 'Olive',
        now: NOW,
      }).kind,
    ).toBe('reject');
  });

  it('asks again after a refusal', () => {
    const gate = consentGate({
      home: home(TWO, asking({ state: 'refused', answers: { cole: 'refuse' } })),
      caller: OLIVE,
      action: 'delete',
      byName: 'Olive',
      now: NOW,
    });
    expect(gate.kind).toBe('ask');
  });
});

describe('planAnswerConsent', () => {
  const answer = (uid: string, value: ConsentAnswer, h = home(TWO, asking())) =>
    planAnswerConsent({ home: h, caller: homeowner(uid), answer: value, now: NOW });

  it('records one agreement and keeps waiting for the other co-owner', () => {
    const plan = answer('cole', 'agree');
    expect(plan.kind).toBe('apply');
    if (plan.kind !== 'apply') return;
    expect(plan.result.state).toBe('asking');
    expect(writtenConsent(plan.writes)?.answers).toEqual({ cole: 'agree' });
  });

  it('the last agreement marks the request agreed', () => {
    const plan = answer('cleo', 'agree', home(TWO, asking({ answers: { cole: 'agree' } })));
    expect(plan).toMatchObject({ kind: 'apply', result: { state: 'agreed', action: 'transfer' } });
  });

  it('one refusal ends the request and names who refused', () => {
    const plan = answer('cleo', 'refuse', home(TWO, asking({ answers: { cole: 'agree' } })));
    expect(plan.kind).toBe('apply');
    if (plan.kind !== 'apply') return;
    expect(plan.result.state).toBe('refused');
    expect(writtenConsent(plan.writes)?.refusedBy).toEqual(['cleo']);
  });

  it('does not wait for a co-owner who is no longer one', () => {
    const { cleo: _gone, ...rest } = TWO;
    void _gone;
    const plan = answer('cole', 'agree', home(rest, asking()));
    expect(plan).toMatchObject({ kind: 'apply', result: { state: 'agreed' } });
  });

  it('refuses a viewer, the owner, a stranger and a co-owner who was not asked', () => {
    const later = home({ ...TWO, carl: entry('co-owner') }, asking());
    expect(answer('vera', 'agree')).toMatchObject({ kind: 'reject', message: M.notAsked });
    expect(answer('olive', 'agree')).toMatchObject({ kind: 'reject', message: M.notAsked });
    expect(answer('stranger', 'agree')).toMatchObject({ kind: 'reject', code: 'not-found' });
    expect(answer('carl', 'agree', later)).toMatchObject({ kind: 'reject', message: M.notAsked });
  });

  it('a retried answer changes nothing; changing one’s answer is refused', () => {
    const h = home(TWO, asking({ answers: { cole: 'agree' } }));
    expect(answer('cole', 'agree', h)).toMatchObject({ kind: 'apply', writes: [] });
    expect(answer('cole', 'refuse', h)).toMatchObject({ kind: 'reject', message: M.notAsked });
  });

  it('agreeing again to an agreed request lets the action finish; nothing after a refusal', () => {
    const agreed = home(
      TWO,
      asking({ state: 'agreed', answers: { cole: 'agree', cleo: 'agree' } }),
    );
    expect(answer('cole', 'agree', agreed)).toMatchObject({
      kind: 'apply',
      writes: [],
      result: { state: 'agreed' },
    });
    const refused = home(TWO, asking({ state: 'refused', answers: { cole: 'refuse' } }));
    expect(answer('cole', 'refuse', refused).kind).toBe('reject');
    expect(answer('cleo', 'agree', refused).kind).toBe('reject');
  });

  it('with nothing asked there is nothing to answer', () => {
    expect(answer('cole', 'agree', home(TWO))).toMatchObject({
      kind: 'reject',
      message: M.notAsked,
    });
  });

  it('is agreed exactly when every asked co-owner still on the home agreed (any answers)', () => {
    const uids = ['a', 'b', 'c'];
    fc.assert(
      fc.property(
        fc.array(fc.constantFrom<ConsentAnswer | null>('agree', 'refuse', null), {
          minLength: 3,
          maxLength: 3,
        }),
        fc.array(fc.boolean(), { minLength: 3, maxLength: 3 }),
        (given, still) => {
          const answers = Object.fromEntries(
            uids.flatMap((uid, i) => (given[i] ? [[uid, given[i]]] : [])),
          ) as Record<string, ConsentAnswer>;
          const members = readMembers(
            Object.fromEntries(
              uids.flatMap((uid, i) => (still[i] ? [[uid, entry('co-owner')]] : [])),
            ),
          );
          const { outcome } = consentOutcome({ asked: uids, answers }, members);
          const relevant = uids.filter((_, i) => still[i]);
          const refused = relevant.some((uid) => answers[uid] === 'refuse');
          const agreed = !refused && relevant.every((uid) => answers[uid] === 'agree');
          expect(outcome).toBe(refused ? 'refused' : agreed ? 'agreed' : 'waiting');
        },
      ),
    );
  });
});

describe('planCancelConsent', () => {
  it('the owner withdraws or dismisses the request', () => {
    const plan = planCancelConsent({ home: home(TWO, asking()), caller: OLIVE, now: NOW });
    expect(plan).toMatchObject({
      kind: 'apply',
      writes: [{ op: 'update', path: 'properties/home', data: { consent: DELETE_FIELD } }],
    });
  });

  it('a co-owner cannot cancel it; with nothing asked there is nothing to cancel', () => {
    expect(
      planCancelConsent({ home: home(TWO, asking()), caller: homeowner('cole'), now: NOW }),
    ).toMatchObject({ kind: 'reject', code: 'permission-denied' });
    expect(planCancelConsent({ home: home(TWO), caller: OLIVE, now: NOW })).toMatchObject({
      kind: 'reject',
      message: M.nothingToCancel,
    });
  });
});

describe('withConsentCleared', () => {
  it('folds the clearing into the action’s own update of the property', () => {
    const writes: WriteOp[] = [
      { op: 'create', path: 'transfers/t1', data: {} },
      { op: 'update', path: 'properties/home', data: { pendingTransferId: 't1' } },
    ];
    expect(withConsentCleared(writes, { id: 'home' })).toEqual([
      writes[0],
      {
        op: 'update',
        path: 'properties/home',
        data: { pendingTransferId: 't1', consent: DELETE_FIELD },
      },
    ]);
    expect(withConsentCleared([writes[0]!], { id: 'home' })).toEqual([
      writes[0],
      { op: 'update', path: 'properties/home', data: { consent: DELETE_FIELD } },
    ]);
  });
});
