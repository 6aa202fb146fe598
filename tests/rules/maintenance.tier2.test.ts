/**
 * Tier 2 (docs/architecture.md §5, §8): firestore.rules for maintenance tasks,
 * warranties and reminder settings against the Firestore emulator. Only the property's
 * owner reads its tasks and warranties (the realtor it is shared with does not); reminder
 * settings only by their user; digests and calendar feeds by nobody; writes by nobody.
 * Lists use the queries the client really makes (web/src/features/maintenance/api).
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { deleteDoc, doc, getDoc, getDocs, setDoc, type Firestore } from 'firebase/firestore';
import {
  CALENDAR_FEEDS_COLLECTION,
  DIGESTS_COLLECTION,
  MAINTENANCE_TASKS_COLLECTION,
  REMINDER_SETTINGS_COLLECTION,
  WARRANTIES_COLLECTION,
} from '@homeledger/domain';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import type { CollectionQuerySpec } from '../../web/src/lib/data/query-spec';
import {
  ownerActiveTasksQuery,
  ownerWarrantiesQuery,
  propertyTasksQuery,
  propertyWarrantiesQuery,
} from '../../web/src/features/maintenance/api/queries';
import { removeDocuments, rulesTestEnvironment, seedDocuments, uniqueRun } from './rules-env';

const RUN = uniqueRun();
const OWNER = `owner-${RUN}`;
const REALTOR = `realtor-${RUN}`;
const OTHER = `other-${RUN}`;
const PROPERTY = `property-${RUN}`;
const TASK = `${MAINTENANCE_TASKS_COLLECTION}/task-${RUN}`;
const WARRANTY = `${WARRANTIES_COLLECTION}/warranty-${RUN}`;
const SETTINGS = `${REMINDER_SETTINGS_COLLECTION}/${OWNER}`;
const DIGEST = `${DIGESTS_COLLECTION}/${OWNER}__2026-06-15`;
const FEED = `${CALENDAR_FEEDS_COLLECTION}/hash-${RUN}`;

const SEED: Record<string, Record<string, unknown>> = {
  [`properties/${PROPERTY}`]: { ownerId: OWNER, viewerIds: [OWNER, REALTOR] },
  [TASK]: {
    propertyId: PROPERTY,
    ownerId: OWNER,
    memberIds: [OWNER],
    name: 'Replace HVAC filter',
    status: 'active',
    nextDue: '2026-07-01',
  },
  [WARRANTY]: {
    propertyId: PROPERTY,
    ownerId: OWNER,
    memberIds: [OWNER],
    item: 'Water heater',
    endDate: '2030-01-01',
  },
  [SETTINGS]: { emailEnabled: true, frequency: 'weekly', timeZone: 'America/Chicago' },
  [DIGEST]: { uid: OWNER, date: '2026-06-15', state: 'sent' },
  [FEED]: { uid: OWNER },
};

let testEnv: RulesTestEnvironment;

const dbAs = (uid: string | null): Firestore =>
  (uid === null
    ? testEnv.unauthenticatedContext()
    : testEnv.authenticatedContext(uid, { role: uid === REALTOR ? 'realtor' : 'homeowner' })
  ).firestore() as unknown as Firestore;

const list = (db: Firestore, spec: CollectionQuerySpec, uid: string) =>
  getDocs(buildQuery(db, spec, uid, { propertyId: PROPERTY }));

beforeAll(async () => {
  testEnv = await rulesTestEnvironment();
  await seedDocuments(testEnv, SEED);
});

afterAll(async () => {
  await removeDocuments(testEnv, Object.keys(SEED));
  await testEnv.cleanup();
});

describe('maintenance tasks and warranties: the owner only', () => {
  it('the owner gets and lists them with the client queries', async () => {
    const db = dbAs(OWNER);
    await assertSucceeds(getDoc(doc(db, TASK)));
    await assertSucceeds(getDoc(doc(db, WARRANTY)));
    for (const spec of [
      propertyTasksQuery,
      ownerActiveTasksQuery,
      propertyWarrantiesQuery,
      ownerWarrantiesQuery,
    ])
      await assertSucceeds(list(db, spec, OWNER));
  });

  it('the realtor it is shared with, another homeowner and a guest cannot', async () => {
    for (const uid of [REALTOR, OTHER, null]) {
      const db = dbAs(uid);
      await assertFails(getDoc(doc(db, TASK)));
      await assertFails(getDoc(doc(db, WARRANTY)));
    }
    // The owner's uid in someone else's query is refused as a whole.
    for (const spec of [propertyTasksQuery, propertyWarrantiesQuery])
      await assertFails(list(dbAs(REALTOR), spec, OWNER));
  });

  it('nobody writes them from a client', async () => {
    const db = dbAs(OWNER);
    await assertFails(setDoc(doc(db, TASK), { ownerId: OWNER, nextDue: null }));
    await assertFails(
      setDoc(doc(db, `${MAINTENANCE_TASKS_COLLECTION}/new-${RUN}`), { ownerId: OWNER }),
    );
    await assertFails(deleteDoc(doc(db, WARRANTY)));
  });
});

describe('reminder settings, digests, calendar feeds', () => {
  it('settings: their user reads them, nobody writes them', async () => {
    await assertSucceeds(getDoc(doc(dbAs(OWNER), SETTINGS)));
    await assertFails(getDoc(doc(dbAs(OTHER), SETTINGS)));
    await assertFails(setDoc(doc(dbAs(OWNER), SETTINGS), { emailEnabled: false }));
  });

  it('digests and calendar feeds are for functions only', async () => {
    for (const path of [DIGEST, FEED]) {
      await assertFails(getDoc(doc(dbAs(OWNER), path)));
      await assertFails(setDoc(doc(dbAs(OWNER), path), { uid: OWNER }));
    }
  });
});
