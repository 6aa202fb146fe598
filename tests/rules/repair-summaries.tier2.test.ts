/**
 * Tier 2 (docs/architecture.md §5): the rules for `repairSummaries/{propertyId~n}`, a home's
 * repair search summary (issue #29), against the Firestore emulator: read by the uids in
 * its copy of the property's viewerIds (the owner and the realtors it is shared with), the
 * dashboard's queries as each caller, a list without the constraint refused, and no client
 * create / update / delete. Ids are unique per run.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore';
import { REPAIR_SUMMARIES_COLLECTION } from '@homeledger/domain';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import { ownRepairSummariesQuery } from '../../web/src/features/dashboard/api/queries';
import {
  expectNoClientWrites,
  removeDocuments,
  rulesTestEnvironment,
  seedDocuments,
  uniqueRun,
} from './rules-env';

const RUN = uniqueRun();
const OWNER = `owner-${RUN}`;
const REALTOR = `realtor-${RUN}`;
const STRANGER = `stranger-${RUN}`;
const PROPERTY = `prop-${RUN}`;
const SUMMARY = `${REPAIR_SUMMARIES_COLLECTION}/${PROPERTY}~0`;

type Who = 'owner' | 'realtor' | 'stranger' | 'signedOut';
const UIDS: Record<Exclude<Who, 'signedOut'>, string> = {
  owner: OWNER,
  realtor: REALTOR,
  stranger: STRANGER,
};

let testEnv: RulesTestEnvironment;

function db(who: Who): Firestore {
  const context =
    who === 'signedOut'
      ? testEnv.unauthenticatedContext()
      : testEnv.authenticatedContext(UIDS[who], {
          role: who === 'realtor' ? 'realtor' : 'homeowner',
        });
  return context.firestore() as unknown as Firestore;
}

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await seedDocuments(testEnv, {
    [SUMMARY]: {
      propertyId: PROPERTY,
      ownerId: OWNER,
      viewerIds: [OWNER, REALTOR],
      shard: 0,
      entries: {
        r1: { serviceType: 'Roofing', date: '2026-03-10', status: 'completed', costCents: 100 },
      },
    },
  });
});

afterAll(async () => {
  if (!testEnv) return;
  await removeDocuments(testEnv, [SUMMARY]);
  await testEnv.cleanup();
});

describe('repairSummaries/{id}', () => {
  it("the home's viewers read its summary", async () => {
    await assertSucceeds(getDoc(doc(db('owner'), SUMMARY)));
    await assertSucceeds(getDoc(doc(db('realtor'), SUMMARY)));
  });

  it('nobody else reads it', async () => {
    await assertFails(getDoc(doc(db('stranger'), SUMMARY)));
    await assertFails(getDoc(doc(db('signedOut'), SUMMARY)));
  });

  it("the dashboard's query works for each caller with their own uid only", async () => {
    for (const who of ['owner', 'stranger'] as const)
      await assertSucceeds(getDocs(buildQuery(db(who), ownRepairSummariesQuery, UIDS[who])));
    await assertFails(getDocs(buildQuery(db('stranger'), ownRepairSummariesQuery, OWNER)));
  });

  it('a list without the viewerIds constraint is refused', async () => {
    await assertFails(getDocs(collection(db('owner'), REPAIR_SUMMARIES_COLLECTION)));
  });

  it('no client writes a summary, not even the owner', async () => {
    for (const who of ['owner', 'realtor', 'stranger', 'signedOut'] as const)
      await expectNoClientWrites(db(who), {
        create: {
          path: `${REPAIR_SUMMARIES_COLLECTION}/new-${who}-${RUN}~0`,
          data: { propertyId: PROPERTY, ownerId: UIDS.owner, viewerIds: [UIDS.owner] },
        },
        target: SUMMARY,
        update: { viewerIds: [STRANGER] },
      });
  });
});
