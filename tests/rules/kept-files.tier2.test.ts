/**
 * Tier 2 (issue #33): what a seller keeps at a transfer, through firestore.rules on the
 * emulator. `keptReceipts/{id}` is read by its `ownerUid` alone; the dashboard's queries of
 * kept receipts and kept warranty documents (web transfers/api/queries.ts) work with the
 * caller's own uid and are refused with anyone else's; no client writes. (The files' Storage
 * rules are run with the job itself: functions/src/transfers/kept-files.tier2.test.ts.)
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import {
  keptReceiptsQuery,
  keptWarrantiesQuery,
} from '../../web/src/features/transfers/api/queries';
import { removeDocuments, rulesTestEnvironment, seedDocuments, uniqueRun } from './rules-env';

const RUN = uniqueRun();
const SELLER = `seller-${RUN}`;
const BUYER = `buyer-${RUN}`;
const KEPT = `keptReceipts/tr-${RUN}-r1`;
const WARRANTY = `warranties/w-${RUN}`;

let testEnv: RulesTestEnvironment;
const db = (uid: string) =>
  testEnv.authenticatedContext(uid, { role: 'homeowner' }).firestore() as unknown as Firestore;

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await seedDocuments(testEnv, {
    [KEPT]: {
      ownerUid: SELLER,
      transferId: `tr-${RUN}`,
      propertyId: `home-${RUN}`,
      repairId: 'r1',
      path: `keptReceipts/${SELLER}/home-${RUN}/r1/slip.pdf`,
      name: 'slip.pdf',
    },
    [WARRANTY]: {
      propertyId: `home-${RUN}`,
      ownerId: SELLER,
      memberIds: [SELLER],
      transferable: false,
      documentKept: true,
      document: { path: `keptWarranties/${SELLER}/home-${RUN}/w/heater.pdf`, name: 'heater.pdf' },
    },
  });
});

afterAll(async () => {
  if (!testEnv) return;
  await removeDocuments(testEnv, [KEPT, WARRANTY]);
  await testEnv.cleanup();
});

describe('what a seller kept at a transfer (Firestore)', () => {
  it('a kept receipt is read by the seller alone, and written by no client', async () => {
    await assertSucceeds(getDoc(doc(db(SELLER), KEPT)));
    await assertFails(getDoc(doc(db(BUYER), KEPT)));
    await assertFails(
      getDoc(doc(testEnv.unauthenticatedContext().firestore() as unknown as Firestore, KEPT)),
    );
    await assertFails(setDoc(doc(db(SELLER), KEPT), { ownerUid: SELLER }));
  });

  it("the dashboard's queries work with the caller's own uid only", async () => {
    for (const spec of [keptReceiptsQuery, keptWarrantiesQuery]) {
      await assertSucceeds(getDocs(buildQuery(db(SELLER), spec, SELLER)));
      await assertSucceeds(getDocs(buildQuery(db(BUYER), spec, BUYER)));
      await assertFails(getDocs(buildQuery(db(BUYER), spec, SELLER)));
    }
  });
});
