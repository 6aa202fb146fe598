import { describe, expect, it } from 'vitest';
import {
  RECORD_OFFER_MESSAGES as M,
  SERVICE_RECORD_MESSAGES as SM,
  type SendServiceRecordInput,
  type UpdateServiceRecordInput,
} from '@homeledger/domain';
import type { Plan } from '../kit/callable';
import { toPropertyDoc } from '../repairs/repair-docs';
import type { AccountRecord } from '../kit/ports';
import { toServiceRecordDoc } from '../contractors/contractor-docs';
import { toRecordOfferDoc } from './record-offer-docs';
import { planAnswerRecordOffer, planSendServiceRecord } from './record-offers.plan';
import {
  planAddServiceRecord,
  planDeleteServiceRecord,
  planUpdateServiceRecord,
} from '../contractors/service-records.plan';
import { callerOf, accountOf, MAIN_ST_ADDRESS } from '../kit/test-support';

const NOW = new Date('2026-05-01T12:00:00Z');
const CARL = callerOf('carl', { role: 'contractor', email: 'carl@pro.example' });
const CORA = callerOf('cora', { role: 'contractor', email: 'cora@pro.example' });
const HANA = callerOf('hana');
const HANK = callerOf('hank');

const hanaAccount: AccountRecord = accountOf('hana', { name: 'Hana' });

type OfferState = 'none' | 'sent' | 'accepted' | 'declined';
const record = (offer: OfferState = 'none', patch: Record<string, unknown> = {}) =>
  toServiceRecordDoc({
    path: 'serviceRecords/s1',
    id: 's1',
    data: {
      contractorUid: 'carl',
      date: '2026-03-05',
      client: 'Hana',
      description: 'New water heater',
      amountCents: 150000,
      balanceCents: 0,
      status: 'completed',
      source: { kind: 'manual' },
      offer:
        offer === 'none'
          ? null
          : {
              state: offer,
              offerId: 'o1',
              homeownerEmail: 'hana@home.example',
              address: '1 Main St',
            },
      ...patch,
    },
  });

const property = (patch: Record<string, unknown> = {}) =>
  toPropertyDoc({
    path: 'properties/p1',
    id: 'p1',
    data: {
      ownerId: 'hana',
      ...MAIN_ST_ADDRESS,
      verificationStatus: 'verified',
      viewerIds: ['hana', 'rita'],
      repairCount: 2,
      lastRepairDate: '2026-01-01',
      totalSpentCents: 5000,
      ...patch,
    },
  });

const offer = (state = 'pending', patch: Record<string, unknown> = {}) =>
  toRecordOfferDoc({
    path: 'recordOffers/o1',
    id: 'o1',
    data: {
      serviceRecordId: 's1',
      contractorUid: 'carl',
      contractorName: 'Carl Co',
      homeownerUid: 'hana',
      propertyId: 'p1',
      serviceType: 'Plumbing',
      date: '2026-03-05',
      description: 'New water heater',
      costCents: 150000,
      state,
      ...patch,
    },
  });

const rejected = <R>(plan: Plan<R>) =>
  plan.kind === 'reject' ? { code: plan.code, message: plan.message } : null;

const send: SendServiceRecordInput = {
  serviceRecordId: 's1',
  homeownerEmail: 'hana@home.example',
  address: '1 main street',
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  serviceType: 'Plumbing',
};

describe('planSendServiceRecord', () => {
  const base = {
    input: send,
    newId: 'o2',
    now: NOW,
    account: hanaAccount,
    property: property(),
    contractorName: 'Carl Co',
  };

  it('creates a pending offer with the record facts and marks the record sent', () => {
    const plan = planSendServiceRecord({ ...base, caller: CARL, record: record() });
    expect(plan).toEqual({
      kind: 'apply',
      result: { offerId: 'o2' },
      writes: [
        {
          op: 'create',
          path: 'recordOffers/o2',
          data: {
            serviceRecordId: 's1',
            contractorUid: 'carl',
            contractorName: 'Carl Co',
            homeownerUid: 'hana',
            homeownerEmail: 'hana@home.example',
            propertyId: 'p1',
            property: MAIN_ST_ADDRESS,
            serviceType: 'Plumbing',
            date: '2026-03-05',
            description: 'New water heater',
            costCents: 150000,
            state: 'pending',
            sentAt: NOW,
            answeredAt: null,
            repairId: null,
          },
        },
        {
          op: 'update',
          path: 'serviceRecords/s1',
          data: {
            offer: {
              state: 'sent',
              homeownerEmail: 'hana@home.example',
              address: '1 main street',
              at: NOW,
              offerId: 'o2',
            },
          },
        },
      ],
    });
  });

  // actor × the record's offer state
  const actors = [
    ['its contractor', CARL, null],
    ['another contractor', CORA, M.recordNotFound],
  ] as const;
  const states: [OfferState, string | null][] = [
    ['none', null],
    ['sent', M.alreadyPending],
    ['accepted', null],
    ['declined', null],
  ];
  for (const [who, actor, actorRefusal] of actors)
    for (const [state, stateRefusal] of states)
      it(`${who}, last offer ${state}`, () => {
        const plan = planSendServiceRecord({ ...base, caller: actor, record: record(state) });
        expect(rejected(plan)?.message ?? null).toBe(actorRefusal ?? stateRefusal);
      });

  it('an imported record can be sent too', () => {
    const imported = record('none', {
      source: { kind: 'quickbooks', realmId: 'r', invoiceId: '1', docNumber: '1001' },
    });
    expect(planSendServiceRecord({ ...base, caller: CARL, record: imported }).kind).toBe('apply');
  });

  it.each([
    ['no account', { account: null }],
    ['a contractor account', { account: { ...hanaAccount, role: 'contractor' as const } }],
    ['a realtor account', { account: { ...hanaAccount, role: 'realtor' as const } }],
    ['a disabled homeowner', { account: { ...hanaAccount, disabled: true } }],
    ['an unverified homeowner', { account: { ...hanaAccount, emailVerified: false } }],
    ['no property at that address', { property: null }],
    ["someone else's property", { property: property({ ownerId: 'hank' }) }],
    ['a property being removed', { property: property({ deleting: true }) }],
  ])('%s: the one "no match" answer', (_what, patch) => {
    expect(
      rejected(planSendServiceRecord({ ...base, caller: CARL, record: record(), ...patch })),
    ).toEqual({
      code: 'not-found',
      message: M.propertyNotFound,
    });
  });

  it('refuses sending to oneself and a record dated after today everywhere', () => {
    expect(
      rejected(
        planSendServiceRecord({
          ...base,
          input: { ...send, homeownerEmail: 'carl@pro.example' },
          caller: CARL,
          record: record(),
        }),
      )?.message,
    ).toBe(M.sendToSelf);
    expect(
      rejected(
        planSendServiceRecord({
          ...base,
          caller: CARL,
          record: record('none', { date: '2026-05-03' }),
        }),
      )?.message,
    ).toBe(M.futureDate);
    // 2026-05-02 is already "today" at UTC+14 when it is noon UTC on 2026-05-01.
    expect(
      planSendServiceRecord({
        ...base,
        caller: CARL,
        record: record('none', { date: '2026-05-02' }),
      }).kind,
    ).toBe('apply');
  });
});

describe('planAnswerRecordOffer', () => {
  const base = {
    now: NOW,
    newRepairId: 'r9',
    property: property(),
    record: record('sent'),
    shownVersion: 'v1',
    currentVersion: 'v1',
  };

  it('refuses an answer to an offer whose facts changed since the screen showed them', () => {
    for (const answer of ['accept', 'decline'] as const)
      expect(
        planAnswerRecordOffer({
          ...base,
          caller: HANA,
          answer,
          offer: offer(),
          currentVersion: 'v2',
        }),
      ).toEqual({
        kind: 'reject',
        code: 'failed-precondition',
        message: 'This record changed while you were looking at it. Please review it again.',
        details: { reason: 'changed' },
      });
  });

  it('accept: a validated contractor repair, the property stats, the offer and the record', () => {
    const plan = planAnswerRecordOffer({ ...base, caller: HANA, answer: 'accept', offer: offer() });
    expect(plan).toEqual({
      kind: 'apply',
      result: { state: 'accepted', repairId: 'r9' },
      writes: [
        {
          op: 'create',
          path: 'repairs/r9',
          data: {
            propertyId: 'p1',
            ownerId: 'hana',
            viewerIds: ['hana', 'rita'],
            property: MAIN_ST_ADDRESS,
            serviceType: 'Plumbing',
            date: '2026-03-05',
            status: 'completed',
            description: 'New water heater',
            contractorName: 'Carl Co',
            costCents: 150000,
            receipt: null,
            validation: {
              state: 'validated',
              contractorUid: 'carl',
              contractorName: 'Carl Co',
              at: NOW,
            },
            isContractorValidated: true,
            source: 'contractor',
            addedBy: 'hana',
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
        {
          op: 'update',
          path: 'properties/p1',
          data: {
            repairCount: 3,
            lastRepairDate: '2026-03-05',
            totalSpentCents: 155000,
            updatedAt: NOW,
          },
        },
        {
          op: 'update',
          path: 'recordOffers/o1',
          data: { state: 'accepted', answeredAt: NOW, repairId: 'r9' },
        },
        {
          op: 'update',
          path: 'serviceRecords/s1',
          data: {
            offer: {
              state: 'accepted',
              offerId: 'o1',
              homeownerEmail: 'hana@home.example',
              address: '1 Main St',
            },
          },
        },
      ],
    });
  });

  it('decline: only the offer and the record change', () => {
    const plan = planAnswerRecordOffer({
      ...base,
      caller: HANA,
      answer: 'decline',
      offer: offer(),
    });
    expect(plan.kind === 'apply' && plan.result).toEqual({ state: 'declined' });
    expect(plan.kind === 'apply' && plan.writes.map((w) => w.path)).toEqual([
      'recordOffers/o1',
      'serviceRecords/s1',
    ]);
  });

  // actor × offer state × answer
  const actors = [
    ['the named homeowner', HANA, null],
    ['another homeowner', HANK, M.offerNotFound],
    ['the contractor', CARL, M.offerNotFound],
  ] as const;
  const states: [string | null, string | null][] = [
    ['pending', null],
    ['accepted', M.alreadyAnswered],
    ['declined', M.alreadyAnswered],
    [null, M.offerNotFound],
  ];
  for (const [who, actor, actorRefusal] of actors)
    for (const [state, stateRefusal] of states)
      for (const answer of ['accept', 'decline'] as const)
        it(`${who}, offer ${state ?? 'missing'}, ${answer}`, () => {
          const plan = planAnswerRecordOffer({
            ...base,
            caller: actor,
            answer,
            offer: state ? offer(state) : null,
          });
          const refusal = state === null ? M.offerNotFound : (actorRefusal ?? stateRefusal);
          expect(rejected(plan)?.message ?? null).toBe(refusal);
        });

  it.each([
    ['the property is gone', { property: null }, M.propertyGone],
    ['the property changed hands', { property: property({ ownerId: 'hank' }) }, M.propertyGone],
    ['the property is being removed', { property: property({ deleting: true }) }, M.propertyGone],
    [
      'the property is disputed',
      { property: property({ verificationStatus: 'disputed' }) },
      M.propertyDisputed,
    ],
  ])('accept refused when %s; decline still works', (_what, patch, message) => {
    expect(
      rejected(
        planAnswerRecordOffer({
          ...base,
          ...patch,
          caller: HANA,
          answer: 'accept',
          offer: offer(),
        }),
      ),
    ).toEqual({ code: 'failed-precondition', message });
    expect(
      planAnswerRecordOffer({ ...base, ...patch, caller: HANA, answer: 'decline', offer: offer() })
        .kind,
    ).toBe('apply');
  });

  it('accept refused for a date after today everywhere (an edit moved it)', () => {
    expect(
      rejected(
        planAnswerRecordOffer({
          ...base,
          caller: HANA,
          answer: 'accept',
          offer: offer('pending', { date: '2026-06-01' }),
        }),
      )?.message,
    ).toBe(M.futureDate);
  });

  it('an empty description becomes none on the repair', () => {
    const plan = planAnswerRecordOffer({
      ...base,
      caller: HANA,
      answer: 'accept',
      offer: offer('pending', { description: '' }),
    });
    expect(
      plan.kind === 'apply' &&
        plan.writes[0]?.op === 'create' &&
        plan.writes[0].data['description'],
    ).toBeNull();
  });

  it('the record is left alone when deleted or when a newer offer replaced this one', () => {
    for (const r of [null, record('sent', { offer: { state: 'sent', offerId: 'o2' } })]) {
      const plan = planAnswerRecordOffer({
        ...base,
        record: r,
        caller: HANA,
        answer: 'decline',
        offer: offer(),
      });
      expect(plan.kind === 'apply' && plan.writes.map((w) => w.path)).toEqual(['recordOffers/o1']);
    }
  });
});

describe('service record decisions', () => {
  const input = {
    date: '2026-03-06',
    client: 'Hana H.',
    description: 'New water heater, 50 gal',
    amountCents: 160000,
    balanceCents: 10000,
    status: 'completed' as const,
  };
  const update: UpdateServiceRecordInput = { id: 's1', ...input };

  it('add: a manual record of the caller', () => {
    expect(planAddServiceRecord({ input, caller: CARL, newId: 's2', now: NOW })).toEqual({
      kind: 'apply',
      result: { id: 's2' },
      writes: [
        {
          op: 'create',
          path: 'serviceRecords/s2',
          data: {
            contractorUid: 'carl',
            ...input,
            source: { kind: 'manual' },
            offer: null,
            createdAt: NOW,
            updatedAt: NOW,
          },
        },
      ],
    });
  });

  it.each([
    ['its contractor, manual', CARL, record(), null],
    ['another contractor', CORA, record(), SM.recordNotFound],
    ['missing', CARL, null, SM.recordNotFound],
    [
      'its contractor, imported from QuickBooks',
      CARL,
      record('none', {
        source: { kind: 'quickbooks', realmId: 'r', invoiceId: '1', docNumber: '1' },
      }),
      SM.importedReadOnly,
    ],
  ])('update and delete: %s', (_what, actor, r, refusal) => {
    expect(
      rejected(
        planUpdateServiceRecord({ input: update, caller: actor, now: NOW, record: r, offer: null }),
      )?.message ?? null,
    ).toBe(refusal);
    expect(
      rejected(planDeleteServiceRecord({ caller: actor, record: r, offer: null }))?.message ?? null,
    ).toBe(refusal);
  });

  it('update refreshes a pending offer’s facts; answered offers are history and stay', () => {
    const pending = planUpdateServiceRecord({
      input: update,
      caller: CARL,
      now: NOW,
      record: record('sent'),
      offer: offer(),
    });
    expect(pending.kind === 'apply' && pending.writes[1]).toEqual({
      op: 'update',
      path: 'recordOffers/o1',
      data: { date: '2026-03-06', description: 'New water heater, 50 gal', costCents: 160000 },
    });
    for (const [state, o] of [
      ['accepted', offer('accepted')],
      ['declined', offer('declined')],
    ] as const) {
      const plan = planUpdateServiceRecord({
        input: update,
        caller: CARL,
        now: NOW,
        record: record(state),
        offer: o,
      });
      expect(plan.kind === 'apply' && plan.writes.length).toBe(1);
    }
    // Same facts (client and balance only): nothing to refresh.
    const same = planUpdateServiceRecord({
      input: {
        ...update,
        date: '2026-03-05',
        description: 'New water heater',
        amountCents: 150000,
      },
      caller: CARL,
      now: NOW,
      record: record('sent'),
      offer: offer(),
    });
    expect(same.kind === 'apply' && same.writes.length).toBe(1);
  });

  it('delete withdraws a pending offer only', () => {
    const plan = planDeleteServiceRecord({ caller: CARL, record: record('sent'), offer: offer() });
    expect(plan.kind === 'apply' && plan.writes).toEqual([
      { op: 'delete', path: 'serviceRecords/s1' },
      { op: 'delete', path: 'recordOffers/o1' },
    ]);
    const answered = planDeleteServiceRecord({
      caller: CARL,
      record: record('accepted'),
      offer: offer('accepted'),
    });
    expect(answered.kind === 'apply' && answered.writes).toEqual([
      { op: 'delete', path: 'serviceRecords/s1' },
    ]);
  });
});
