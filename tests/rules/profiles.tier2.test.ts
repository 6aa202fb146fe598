/**
 * Tier 2 (docs/architecture.md §6): firestore.rules against the Firestore emulator.
 * Profiles are readable only by their signed-in owner; no client writes
 * anywhere. Run by `npm test` inside an emulator suite (vitest project `tier2`).
 * Document ids are unique per run and nothing is cleared wholesale, so this can
 * share the emulator with the function-shell tests.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { removeDocuments, rulesTestEnvironment, seedDocuments, uniqueRun } from './rules-env';

const RUN = uniqueRun();
const ALICE = `alice-${RUN}`;
const BOB = `bob-${RUN}`;
const PROPERTY = `property-${RUN}`;
const REPAIR = `repair-${RUN}`;

const aliceProfile = {
  name: 'Alice Owner',
  email: `${ALICE}@example.com`,
  role: 'homeowner',
  createdAt: new Date('2026-01-01T00:00:00Z'),
};

let testEnv: RulesTestEnvironment;

const alice = () => testEnv.authenticatedContext(ALICE, { role: 'homeowner' }).firestore();
const bob = () => testEnv.authenticatedContext(BOB, { role: 'realtor' }).firestore();
const signedOut = () => testEnv.unauthenticatedContext().firestore();

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await seedDocuments(testEnv, {
    [`profiles/${ALICE}`]: aliceProfile,
    [`properties/${PROPERTY}`]: { ownerId: ALICE, viewerIds: [ALICE], address: '1 Main St' },
    [`repairs/${REPAIR}`]: { propertyId: PROPERTY, ownerId: ALICE, viewerIds: [ALICE] },
  });
});

afterAll(async () => {
  if (!testEnv) return;
  await removeDocuments(testEnv, [
    `profiles/${ALICE}`,
    `profiles/${BOB}`,
    `properties/${PROPERTY}`,
    `repairs/${REPAIR}`,
  ]);
  await testEnv.cleanup();
});

describe('profiles/{uid}: reads', () => {
  it('the signed-in owner can read their profile', async () => {
    await assertSucceeds(alice().collection('profiles').doc(ALICE).get());
  });

  it('another signed-in user cannot', async () => {
    await assertFails(bob().collection('profiles').doc(ALICE).get());
  });

  it('a signed-out visitor cannot', async () => {
    await assertFails(signedOut().collection('profiles').doc(ALICE).get());
  });

  it('nobody can list the profiles collection', async () => {
    await assertFails(alice().collection('profiles').get());
    await assertFails(bob().collection('profiles').where('role', '==', 'homeowner').get());
  });
});

describe('profiles/{uid}: no client writes', () => {
  it('the owner cannot create, update, overwrite or delete their profile', async () => {
    await assertFails(
      bob()
        .collection('profiles')
        .doc(BOB)
        .set({ name: 'Bob', email: 'b@example.com', role: 'realtor' }),
    );
    await assertFails(alice().collection('profiles').doc(ALICE).update({ role: 'realtor' }));
    await assertFails(
      alice()
        .collection('profiles')
        .doc(ALICE)
        .set({ ...aliceProfile, role: 'contractor' }),
    );
    await assertFails(alice().collection('profiles').doc(ALICE).delete());
  });

  it('others and signed-out visitors cannot write profiles either', async () => {
    await assertFails(bob().collection('profiles').doc(ALICE).update({ name: 'Hacked' }));
    await assertFails(bob().collection('profiles').doc(ALICE).delete());
    await assertFails(
      signedOut().collection('profiles').doc(`mallory-${RUN}`).set({ name: 'Mallory' }),
    );
    await assertFails(signedOut().collection('profiles').add({ name: 'Mallory' }));
  });
});

describe('everything else: no client writes (properties, repairs, …)', () => {
  it('properties cannot be created, updated or deleted from a client, even by their owner', async () => {
    await assertFails(
      alice()
        .collection('properties')
        .add({ ownerId: ALICE, viewerIds: [ALICE], address: '2 Main St' }),
    );
    await assertFails(
      alice().collection('properties').doc(PROPERTY).update({ verificationStatus: 'verified' }),
    );
    await assertFails(alice().collection('properties').doc(PROPERTY).delete());
    await assertFails(signedOut().collection('properties').doc(`p2-${RUN}`).set({ ownerId: 'x' }));
  });

  it('repairs cannot be created, updated or deleted from a client, even by their owner', async () => {
    await assertFails(
      alice()
        .collection('repairs')
        .add({ propertyId: PROPERTY, ownerId: ALICE, viewerIds: [ALICE], costCents: 100 }),
    );
    await assertFails(
      alice().collection('repairs').doc(REPAIR).update({ isContractorValidated: true }),
    );
    await assertFails(alice().collection('repairs').doc(REPAIR).delete());
    await assertFails(bob().collection('repairs').doc(`r2-${RUN}`).set({ ownerId: BOB }));
  });

  it('QuickBooks tokens and OAuth state are never readable or writable by a client', async () => {
    await assertFails(alice().collection('quickbooksConnections').doc(ALICE).get());
    await assertFails(
      alice().collection('quickbooksConnections').doc(ALICE).set({ accessToken: 'x' }),
    );
    await assertFails(alice().collection('oauthStates').doc(`state-${RUN}`).set({ uid: ALICE }));
  });

  it('unknown collections are closed', async () => {
    await assertFails(alice().collection('anything').doc('x').get());
    await assertFails(alice().collection('anything').doc('x').set({ a: 1 }));
  });
});
