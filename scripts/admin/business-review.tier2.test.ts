/**
 * Tier 2: the business review script (scripts/admin/business-review.mjs) on the Firestore
 * emulator — it lists a pending review, a dry run writes nothing, --apply changes the review
 * and the profile together, a decided review cannot be decided again, and a licence that
 * changed after the review opened is refused. Ids are unique to the run.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { emulatorAdmin } from '../../functions/src/kit/test-support';
import { type Firestore } from 'firebase-admin/firestore';
import { decideBusinessReview, pendingReviews } from './business-review.mjs';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const CARL = `carl-${RUN}`;
const CORA = `cora-${RUN}`;
const licence = (n: string) => ({ licenceNumber: n, licenceState: 'FL' });
const SEED: Record<string, Record<string, unknown>> = {
  [`profiles/${CARL}`]: {
    role: 'contractor',
    businessVerification: 'pending',
    ...licence('CGC1521234'),
  },
  [`businessReviews/${CARL}`]: {
    uid: CARL,
    businessName: 'Carl Plumbing Co',
    email: 'carl@pro.example',
    state: 'pending',
    submittedAt: new Date('2026-11-20T10:00:00Z'),
    ...licence('CGC1521234'),
  },
  // Cora changed her number after the review opened.
  [`profiles/${CORA}`]: {
    role: 'contractor',
    businessVerification: 'pending',
    ...licence('CGC7777777'),
  },
  [`businessReviews/${CORA}`]: { uid: CORA, state: 'pending', ...licence('CGC1111111') },
};

let app: App;
let db: Firestore;
const read = async (path: string) => (await db.doc(path).get()).data() ?? {};

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`business-review-${RUN}`));
  await Promise.all(Object.entries(SEED).map(([path, data]) => db.doc(path).set(data)));
});

afterAll(async () => {
  if (!app) return;
  await Promise.allSettled(Object.keys(SEED).map((path) => db.doc(path).delete()));
  await deleteApp(app);
});

describe('scripts/admin/business-review.mjs', () => {
  it('lists, dry-runs, verifies once; refuses a changed licence', async () => {
    const pending = await pendingReviews(db);
    expect(pending.find((p) => p.uid === CARL)).toEqual({
      uid: CARL,
      businessName: 'Carl Plumbing Co',
      email: 'carl@pro.example',
      licenceNumber: 'CGC1521234',
      licenceState: 'FL',
      submittedAt: '2026-11-20T10:00:00.000Z',
    });

    expect(await decideBusinessReview(db, CARL, 'verify')).toEqual({
      uid: CARL,
      decision: 'verified',
      applied: false,
    });
    expect((await read(`profiles/${CARL}`))['businessVerification']).toBe('pending');

    await decideBusinessReview(db, CARL, 'verify', { apply: true });
    expect((await read(`profiles/${CARL}`))['businessVerification']).toBe('verified');
    expect(await read(`businessReviews/${CARL}`)).toMatchObject({ state: 'verified' });
    expect((await read(`businessReviews/${CARL}`))['decidedAt']).toBeTruthy();
    await expect(decideBusinessReview(db, CARL, 'reject', { apply: true })).rejects.toThrow(
      /already verified/,
    );
    expect((await pendingReviews(db)).some((p) => p.uid === CARL)).toBe(false);

    await expect(decideBusinessReview(db, CORA, 'verify', { apply: true })).rejects.toThrow(
      /changed since the review opened/,
    );
    expect((await read(`profiles/${CORA}`))['businessVerification']).toBe('pending');
    await expect(decideBusinessReview(db, `nobody-${RUN}`, 'verify')).rejects.toThrow(
      /No business review/,
    );
  });
});
