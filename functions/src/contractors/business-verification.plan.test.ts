// The decision behind submitBusinessLicence (#33): which submissions queue a review, which
// change nothing, and what the profile and the review queue are written with. The shell test
// (business-verification.shell.test.ts) covers the callable around it.
import { describe, expect, it } from 'vitest';
import {
  BUSINESS_VERIFICATION_MESSAGES as M,
  type BusinessVerification,
  type SubmitBusinessLicenceParsed,
} from '@homeledger/domain';
import type { Caller } from '../kit/callable';
import type { DocData, DocSnap } from '../kit/store';
import { NOW } from '../kit/test-support';
import { businessReviewPath, planSubmitBusinessLicence } from './business-verification.plan';

const CARL: Caller = {
  uid: 'carl',
  role: 'contractor',
  name: 'Carl (token)',
  email: 'carl@token.example',
  emailVerified: true,
};
const LICENCE: SubmitBusinessLicenceParsed = { licenceNumber: 'CGC1521234', licenceState: 'FL' };

const profile = (data: DocData = {}): DocSnap => ({
  path: 'profiles/carl',
  id: 'carl',
  data: {
    name: 'Carl Stone',
    email: 'carl@pro.example',
    businessName: 'Stone Roofing',
    role: 'contractor',
    ...data,
  },
});

/** A profile that already holds LICENCE, in the given state. */
const holding = (businessVerification: BusinessVerification | 'junk' | undefined) =>
  profile({ ...LICENCE, businessVerification });

const submit = (stored: DocSnap | null, input: SubmitBusinessLicenceParsed = LICENCE) =>
  planSubmitBusinessLicence({ caller: CARL, now: NOW, input, profile: stored });

/** The writes of a submission that queues a review of `input` for CARL. */
const queued = (
  input: SubmitBusinessLicenceParsed,
  review: { email: string; name: string; businessName: string },
) => [
  {
    op: 'update',
    path: 'profiles/carl',
    data: { ...input, businessVerification: 'pending' },
  },
  {
    op: 'set',
    path: businessReviewPath('carl'),
    data: {
      uid: 'carl',
      ...review,
      ...input,
      state: 'pending',
      submittedAt: NOW,
      decidedAt: null,
    },
  },
];

const FROM_PROFILE = {
  email: 'carl@pro.example',
  name: 'Carl Stone',
  businessName: 'Stone Roofing',
};

describe('planSubmitBusinessLicence', () => {
  it('refuses a caller without a profile (not a contractor account)', () => {
    expect(submit(null)).toEqual({
      kind: 'reject',
      code: 'failed-precondition',
      message: M.contractorsOnly,
    });
  });

  it('refuses the licence already verified, unchanged', () => {
    expect(submit(holding('verified'))).toEqual({
      kind: 'reject',
      code: 'already-exists',
      message: M.alreadyVerified,
    });
  });

  it('answers pending and writes nothing when the same licence already waits for review', () => {
    expect(submit(holding('pending'))).toEqual({
      kind: 'apply',
      writes: [],
      result: { businessVerification: 'pending' },
    });
  });

  it.each([
    ['unverified', 'unverified'],
    ['rejected', 'rejected'],
    ['an unknown state (read as unverified)', 'junk'],
    ['no state (an older profile)', undefined],
  ] as const)(
    'queues the same licence again from %s',
    (_label, state: BusinessVerification | 'junk' | undefined) => {
      expect(submit(holding(state))).toEqual({
        kind: 'apply',
        writes: queued(LICENCE, FROM_PROFILE),
        result: { businessVerification: 'pending' },
      });
    },
  );

  it.each([
    ['another number', { licenceNumber: 'CGC1529999', licenceState: 'FL' }],
    ['the same number from another state', { licenceNumber: 'CGC1521234', licenceState: 'GA' }],
  ] as const)('queues %s as a new claim, even after a verification', (_label, input) => {
    expect(submit(holding('verified'), input)).toEqual({
      kind: 'apply',
      writes: queued(input, FROM_PROFILE),
      result: { businessVerification: 'pending' },
    });
  });

  it('queues a first licence on a profile that never had one', () => {
    expect(submit(profile())).toEqual({
      kind: 'apply',
      writes: queued(LICENCE, FROM_PROFILE),
      result: { businessVerification: 'pending' },
    });
  });

  it('names the reviewer the token email and the person when the profile has no email or business name', () => {
    const plan = submit(profile({ email: '  ', businessName: '' }));
    expect(plan).toEqual({
      kind: 'apply',
      writes: queued(LICENCE, {
        email: 'carl@token.example',
        name: 'Carl Stone',
        businessName: 'Carl Stone',
      }),
      result: { businessVerification: 'pending' },
    });
  });

  it('leaves the review email empty when neither the profile nor the token has one', () => {
    const plan = planSubmitBusinessLicence({
      caller: { ...CARL, email: null },
      now: NOW,
      input: LICENCE,
      profile: profile({ email: undefined }),
    });
    expect(plan.kind === 'apply' && plan.writes[1]?.op === 'set' && plan.writes[1].data).toEqual(
      expect.objectContaining({ email: '' }),
    );
  });
});
