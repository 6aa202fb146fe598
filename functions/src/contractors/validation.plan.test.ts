import { describe, expect, it } from 'vitest';
import { VALIDATION_MESSAGES as M } from '@homeledger/domain';
import type { Caller, Plan } from '../kit/callable';
import { toPropertyDoc, toRepairDoc } from '../repairs/repair-docs';
import type { AccountRecord } from '../kit/ports';
import { STORED_HOUSEHOLD } from '../kit/household.test-support';
import { toValidationRequestDoc } from './contractor-docs';
import {
  planAnswerValidation,
  planCancelValidation,
  planRequestValidation,
} from './validation.plan';
import { callerOf, accountOf, MAIN_ST_ADDRESS } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
/** The screen showed the facts the request holds now. */
const SAME_VERSION = { shownVersion: 'v1', currentVersion: 'v1', businessVerified: false };
const OWNER = callerOf('own', { email: 'olive@home.example' });
const OTHER_OWNER = callerOf('hank');
const REALTOR = callerOf('rita', { role: 'realtor', email: 'rita@realty.example' });
const CARL = callerOf('carl', { role: 'contractor', email: 'carl@pro.example' });
const CORA = callerOf('cora', { role: 'contractor', email: 'cora@pro.example' });
// Members of the home (kit/household.test-support.ts): the role on the home decides.
const COLE = callerOf('cole');
const VERA = callerOf('vera');
const DANA = callerOf('dana');
const GUS = callerOf('gus');

const account = (uid: string, role: AccountRecord['role'], disabled = false): AccountRecord =>
  accountOf(uid, { role, disabled, email: `${uid}@x.example` });

const property = (patch: Record<string, unknown> = {}) =>
  toPropertyDoc({
    path: 'properties/p1',
    id: 'p1',
    data: {
      ownerId: 'own',
      ...MAIN_ST_ADDRESS,
      viewerIds: ['own', 'rita', 'cole', 'vera', 'dana'],
      members: STORED_HOUSEHOLD,
      ...patch,
    },
  });

const VALIDATIONS = {
  none: { state: 'none' },
  requested: { state: 'requested', contractorUid: 'carl', contractorName: 'Carl Co' },
  validated: { state: 'validated', contractorUid: 'carl', contractorName: 'Carl Co' },
  declined: { state: 'declined', contractorUid: 'carl', contractorName: 'Carl Co' },
} as const;
type VState = keyof typeof VALIDATIONS;

const repair = (state: VState = 'none') =>
  toRepairDoc({
    path: 'repairs/r1',
    id: 'r1',
    data: {
      propertyId: 'p1',
      ownerId: 'own',
      addedBy: 'own',
      serviceType: 'Plumbing',
      date: '2026-03-05',
      description: 'Fixed the leak',
      costCents: 12550,
      status: 'completed',
      validation: VALIDATIONS[state],
    },
  });

const request = (state: string, contractorUid = 'carl') =>
  toValidationRequestDoc({
    path: 'validationRequests/r1',
    id: 'r1',
    data: { repairId: 'r1', ownerId: 'own', contractorUid, contractorName: 'Carl Co', state },
  });

const rejected = <R>(plan: Plan<R>) =>
  plan.kind === 'reject' ? { code: plan.code, message: plan.message } : null;

describe('planRequestValidation', () => {
  const base = {
    now: NOW,
    property: property(),
    contractorEmail: 'carl@x.example',
    account: account('carl', 'contractor'),
    contractorName: 'Carl Co',
    ownerName: 'Olive',
  };
  /** The owner asks for r1's validation, with `base` unless `over` says otherwise. */
  const ownerAsks = (over: Partial<Parameters<typeof planRequestValidation>[0]> = {}) =>
    planRequestValidation({ ...base, caller: OWNER, repair: repair(), ...over });

  it('the owner asks a contractor: the request holds the facts, the repair says requested', () => {
    const plan = planRequestValidation({ ...base, caller: OWNER, repair: repair('none') });
    expect(plan).toEqual({
      kind: 'apply',
      result: { state: 'requested', contractorName: 'Carl Co' },
      writes: [
        {
          op: 'set',
          path: 'validationRequests/r1',
          data: {
            repairId: 'r1',
            propertyId: 'p1',
            ownerId: 'own',
            ownerName: 'Olive',
            contractorUid: 'carl',
            contractorEmail: 'carl@x.example',
            contractorName: 'Carl Co',
            property: MAIN_ST_ADDRESS,
            serviceType: 'Plumbing',
            date: '2026-03-05',
            description: 'Fixed the leak',
            costCents: 12550,
            state: 'pending',
            requestedAt: NOW,
            answeredAt: null,
          },
        },
        {
          op: 'update',
          path: 'repairs/r1',
          data: {
            validation: {
              state: 'requested',
              contractorUid: 'carl',
              contractorName: 'Carl Co',
              contractorEmail: 'carl@x.example',
              at: NOW,
            },
            isContractorValidated: false,
          },
        },
      ],
    });
  });

  // actor × repair validation state
  const actors = [
    ['owner', OWNER, null],
    ['a co-owner', COLE, null],
    ['a viewer', VERA, M.repairNotFound],
    ['a delegate', DANA, M.repairNotFound],
    ['a delegate whose grant ended', GUS, M.repairNotFound],
    ['another homeowner', OTHER_OWNER, M.repairNotFound],
    ['a realtor the property is shared with', REALTOR, M.repairNotFound],
    ['the contractor', CARL, M.repairNotFound],
  ] as const;
  const states: [VState, string | null][] = [
    ['none', null],
    ['requested', null],
    ['declined', null],
    ['validated', M.alreadyValidated],
  ];
  for (const [who, actor, actorRefusal] of actors)
    for (const [state, stateRefusal] of states)
      it(`${who}, repair ${state}: ${actorRefusal ?? stateRefusal ?? 'requested'}`, () => {
        const plan = planRequestValidation({ ...base, caller: actor, repair: repair(state) });
        const refusal = actorRefusal ?? stateRefusal;
        expect(rejected(plan)?.message ?? null).toBe(refusal);
      });

  it.each([
    ['no account', null],
    ['a homeowner account', account('hank', 'homeowner')],
    ['a realtor account', account('rita', 'realtor')],
    ['a disabled contractor', account('carl', 'contractor', true)],
    ['an unverified contractor', { ...account('carl', 'contractor'), emailVerified: false }],
  ])('%s: the one "no contractor" answer', (_what, found) => {
    const plan = ownerAsks({ account: found });
    expect(plan).toMatchObject({
      kind: 'reject',
      code: 'not-found',
      message: M.contractorNotFound,
      details: { field: 'contractorEmail' },
    });
  });

  it('the owner cannot name themselves (by email or by account)', () => {
    expect(rejected(ownerAsks({ contractorEmail: 'olive@home.example', account: null }))).toEqual({
      code: 'invalid-argument',
      message: M.validateSelf,
    });
    expect(rejected(ownerAsks({ account: account('own', 'contractor') }))).toEqual({
      code: 'invalid-argument',
      message: M.validateSelf,
    });
  });

  it('a missing repair, a missing property and one being removed are "not found"', () => {
    for (const args of [
      { repair: null, property: property() },
      { repair: repair(), property: null },
      { repair: repair(), property: property({ deleting: true }) },
      { repair: repair(), property: { ...property(), id: 'elsewhere' } },
    ])
      expect(rejected(planRequestValidation({ ...base, caller: OWNER, ...args }))).toEqual({
        code: 'not-found',
        message: M.repairNotFound,
      });
  });
});

describe('planCancelValidation', () => {
  const cases: [string, Caller, VState, string | null, string | null][] = [
    ['owner', OWNER, 'requested', 'pending', null],
    ['a co-owner', COLE, 'requested', 'pending', null],
    ['a viewer', VERA, 'requested', 'pending', M.repairNotFound],
    ['a delegate', DANA, 'requested', 'pending', M.repairNotFound],
    ['owner', OWNER, 'none', null, M.noPendingRequest],
    ['owner', OWNER, 'validated', 'validated', M.noPendingRequest],
    ['owner', OWNER, 'declined', 'declined', M.noPendingRequest],
    ['owner', OWNER, 'requested', null, M.noPendingRequest],
    ['another homeowner', OTHER_OWNER, 'requested', 'pending', M.repairNotFound],
    ['the contractor', CARL, 'requested', 'pending', M.repairNotFound],
    ['a realtor viewer', REALTOR, 'requested', 'pending', M.repairNotFound],
  ];
  it.each(cases)('%s, repair %s, request %s → %s', (_who, actor, state, reqState, refusal) => {
    const plan = planCancelValidation({
      caller: actor,
      now: NOW,
      repair: repair(state),
      property: property(),
      request: reqState ? request(reqState) : null,
    });
    expect(rejected(plan)?.message ?? null).toBe(refusal);
    if (!refusal)
      expect(plan).toEqual({
        kind: 'apply',
        result: { state: 'none' },
        writes: [
          { op: 'delete', path: 'validationRequests/r1' },
          { op: 'update', path: 'repairs/r1', data: { validation: { state: 'none' } } },
        ],
      });
  });
});

describe('planAnswerValidation', () => {
  /** Carl validates the pending request for repair r1 (waiting for him), on the facts the screen showed. */
  const answerAs = (over: Partial<Parameters<typeof planAnswerValidation>[0]> = {}) =>
    planAnswerValidation({
      ...SAME_VERSION,
      caller: CARL,
      now: NOW,
      answer: 'validate',
      request: request('pending'),
      repair: repair('requested'),
      ...over,
    });

  it('the named contractor validates: request answered, repair validated', () => {
    const plan = answerAs();
    expect(plan).toEqual({
      kind: 'apply',
      result: { state: 'validated' },
      writes: [
        {
          op: 'update',
          path: 'validationRequests/r1',
          data: { state: 'validated', answeredAt: NOW },
        },
        {
          op: 'update',
          path: 'repairs/r1',
          data: {
            validation: {
              state: 'validated',
              contractorUid: 'carl',
              contractorName: 'Carl Co',
              businessVerified: false,
              at: NOW,
            },
            isContractorValidated: true,
          },
        },
      ],
    });
  });

  it('the mark records a verified business only when the contractor’s business is verified', () => {
    const validationOf = (answer: 'validate' | 'decline', businessVerified: boolean) => {
      const plan = answerAs({ businessVerified, answer });
      const write = plan.kind === 'apply' ? plan.writes[1] : undefined;
      return write?.op === 'update' ? write.data['validation'] : undefined;
    };
    expect(validationOf('validate', true)).toMatchObject({ businessVerified: true });
    expect(validationOf('validate', false)).toMatchObject({ businessVerified: false });
    expect(validationOf('decline', true)).toMatchObject({ businessVerified: false });
  });

  it('refuses an answer to facts that changed since the screen showed them', () => {
    for (const answer of ['validate', 'decline'] as const)
      expect(
        planAnswerValidation({
          caller: CARL,
          now: NOW,
          answer,
          request: request('pending'),
          repair: repair('requested'),
          shownVersion: 'v1',
          currentVersion: 'v2',
          businessVerified: false,
        }),
      ).toEqual({
        kind: 'reject',
        code: 'failed-precondition',
        message: 'This record changed while you were looking at it. Please review it again.',
        details: { reason: 'changed' },
      });
  });

  it('declining leaves the repair unvalidated', () => {
    const plan = answerAs({ answer: 'decline' });
    expect(plan.kind === 'apply' && plan.result).toEqual({ state: 'declined' });
    expect(plan.kind === 'apply' && plan.writes[1]?.op === 'update' && plan.writes[1].data).toEqual(
      {
        validation: {
          state: 'declined',
          contractorUid: 'carl',
          contractorName: 'Carl Co',
          businessVerified: false,
          at: NOW,
        },
        isContractorValidated: false,
      },
    );
  });

  // actor × request state × answer
  const actors = [
    ['the named contractor', CARL, null],
    ['another contractor', CORA, M.requestNotFound],
    ['the owner', OWNER, M.requestNotFound],
  ] as const;
  const requestStates: [string | null, string | null][] = [
    ['pending', null],
    ['validated', M.alreadyAnswered],
    ['declined', M.alreadyAnswered],
    [null, M.requestNotFound],
  ];
  for (const [who, actor, actorRefusal] of actors)
    for (const [state, stateRefusal] of requestStates)
      for (const answer of ['validate', 'decline'] as const)
        it(`${who}, request ${state ?? 'missing'}, ${answer}`, () => {
          const plan = answerAs({ caller: actor, answer, request: state ? request(state) : null });
          const refusal = state === null ? M.requestNotFound : (actorRefusal ?? stateRefusal);
          expect(rejected(plan)?.message ?? null).toBe(refusal);
        });

  it('a repair deleted, or no longer waiting for this contractor, is "not found"', () => {
    for (const r of [null, repair('none'), repair('validated')])
      expect(rejected(answerAs({ repair: r }))).toEqual({
        code: 'not-found',
        message: M.requestNotFound,
      });
    const reassigned = toRepairDoc({
      path: 'repairs/r1',
      id: 'r1',
      data: {
        ...repair('requested').data,
        validation: { state: 'requested', contractorUid: 'cora' },
      },
    });
    expect(rejected(answerAs({ repair: reassigned }))?.message).toBe(M.requestNotFound);
  });
});
