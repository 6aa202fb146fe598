/**
 * Tier 2: the business review queue and a contractor's verification state are out of every
 * client's reach (#33 item 5) — `businessReviews/{uid}` is read and written only with admin
 * credentials (the review script), and a contractor cannot write `businessVerification`
 * on their own profile.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import { assertFails, type RulesTestEnvironment } from '@firebase/rules-unit-testing';
import { removeDocuments, rulesTestEnvironment, seedDocuments, uniqueRun } from './rules-env';

const RUN = uniqueRun();
const CARL = `carl-${RUN}`;
const REVIEW = `businessReviews/${CARL}`;
const PROFILE = `profiles/${CARL}`;

let testEnv: RulesTestEnvironment;
const carl = () => testEnv.authenticatedContext(CARL, { role: 'contractor' }).firestore();
const other = () =>
  testEnv.authenticatedContext(`ann-${RUN}`, { role: 'homeowner', admin: true }).firestore();

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await seedDocuments(testEnv, {
    [PROFILE]: { role: 'contractor', businessVerification: 'pending', licenceNumber: '1034567' },
    [REVIEW]: { uid: CARL, state: 'pending', licenceNumber: '1034567' },
  });
});

afterAll(async () => {
  if (!testEnv) return;
  await removeDocuments(testEnv, [PROFILE, REVIEW]);
  await testEnv.cleanup();
});

describe('businessReviews/{uid} and businessVerification', () => {
  it('the contractor can neither read nor write their review, nor verify themselves', async () => {
    await assertFails(carl().doc(REVIEW).get());
    await assertFails(carl().doc(REVIEW).update({ state: 'verified' }));
    await assertFails(carl().collection('businessReviews').get());
    await assertFails(carl().doc(PROFILE).update({ businessVerification: 'verified' }));
  });

  it('no other client either, whatever claims its token carries', async () => {
    await assertFails(other().doc(REVIEW).get());
    await assertFails(other().collection('businessReviews').get());
    await assertFails(other().doc(REVIEW).set({ state: 'verified' }));
    await assertFails(testEnv.unauthenticatedContext().firestore().doc(REVIEW).get());
  });
});
