/**
 * Tier 2 (docs/architecture.md §5): the rules for Home History Reports against the
 * Firestore and Storage emulators.
 *
 * - Firestore `reports/{id}`: read by the uids in its `viewerIds` (the owner and the
 *   realtors the home was shared with); the panel's query as each caller; a list without
 *   the constraint; no client create / update / delete.
 * - Storage `reports/{propertyId}/…`: read by the property's viewers now (an unshared
 *   realtor loses the file at once); no client writes or deletes.
 * - The report a previous owner kept at a transfer: `reports/{id}` read by them alone (its
 *   viewerIds), the dashboard's query as each caller, and its files under
 *   `keptReports/{uid}/…` read by that uid only.
 *
 * Written and type-checked everywhere; it runs only where the emulators can, the
 * Storage tests only with the Storage emulator (skipped, saying why, without it). Ids are
 * unique per run.
 */
import { afterAll, beforeAll, describe, it } from 'vitest';
import {
  assertFails,
  assertSucceeds,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { collection, doc, getDoc, getDocs, type Firestore } from 'firebase/firestore';
import { REPORTS_COLLECTION } from '@homeledger/domain';
import { buildQuery } from '../../web/src/lib/firebase/build-query';
import { keptReportsQuery, propertyReportsQuery } from '../../web/src/features/reports/api/queries';
import {
  BUCKET,
  STORAGE_EMULATOR_HOST,
  describeWithStorage,
  expectNoClientWrites,
  itWithStorage,
  removeDocuments,
  rulesTestEnvironment,
  seedDocuments,
  uniqueRun,
} from './rules-env';

const RUN = uniqueRun();
const OWNER = `owner-${RUN}`;
const REALTOR = `realtor-${RUN}`;
const FORMER = `former-realtor-${RUN}`;
const STRANGER = `stranger-${RUN}`;
const PREVIOUS = `previous-owner-${RUN}`;
const KEPT = `kept-${RUN}`;
const KEPT_PATH = `${REPORTS_COLLECTION}/${KEPT}`;
const KEPT_PDF = `keptReports/${PREVIOUS}/${KEPT}.pdf`;
const PROPERTY = `prop-${RUN}`;
const REPORT = `report-${RUN}`;
const REPORT_PATH = `${REPORTS_COLLECTION}/${REPORT}`;
const PDF = `reports/${PROPERTY}/${REPORT}.pdf`;
const AT = new Date('2026-05-01T12:00:00Z');

type Who = 'owner' | 'realtor' | 'former' | 'stranger' | 'previous' | 'signedOut';
const UIDS: Record<Exclude<Who, 'signedOut'>, string> = {
  owner: OWNER,
  realtor: REALTOR,
  former: FORMER,
  stranger: STRANGER,
  previous: PREVIOUS,
};

let testEnv: RulesTestEnvironment;

function context(who: Who) {
  if (who === 'signedOut') return testEnv.unauthenticatedContext();
  return testEnv.authenticatedContext(UIDS[who], {
    role: who === 'owner' || who === 'stranger' || who === 'previous' ? 'homeowner' : 'realtor',
  });
}
const db = (who: Who) => context(who).firestore() as unknown as Firestore;
const storage = (who: Who) => context(who).storage(BUCKET);

beforeAll(async () => {
  testEnv = await rulesTestEnvironment({ storage: Boolean(STORAGE_EMULATOR_HOST) });
  await seedDocuments(testEnv, {
    // The former realtor was unshared after the report was made: the report's copy of
    // viewerIds still names them, the property no longer does.
    [`properties/${PROPERTY}`]: {
      ownerId: OWNER,
      viewerIds: [OWNER, REALTOR],
      verificationStatus: 'verified',
    },
    [REPORT_PATH]: {
      propertyId: PROPERTY,
      ownerId: OWNER,
      viewerIds: [OWNER, REALTOR, FORMER],
      createdBy: { uid: OWNER, role: 'homeowner' },
      state: 'done',
      code: 'abcdefghijklmnopqrstuvwxyz',
      codeWithdrawn: false,
      createdAt: AT,
      updatedAt: AT,
    },
    // The previous owner transferred the home to OWNER and kept its report of that day.
    [KEPT_PATH]: {
      propertyId: PROPERTY,
      ownerId: PREVIOUS,
      viewerIds: [PREVIOUS],
      createdBy: { uid: PREVIOUS, role: 'homeowner' },
      kind: 'kept',
      state: 'done',
      path: KEPT_PDF,
      code: 'bcdefghijklmnopqrstuvwxyza',
      codeWithdrawn: false,
      createdAt: AT,
      updatedAt: AT,
    },
  });
  if (!STORAGE_EMULATOR_HOST) return;
  await testEnv.withSecurityRulesDisabled(async (admin) => {
    await admin
      .storage(BUCKET)
      .ref(PDF)
      .put(new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf' });
    await admin
      .storage(BUCKET)
      .ref(KEPT_PDF)
      .put(new Uint8Array([37, 80, 68, 70]), { contentType: 'application/pdf' });
  });
});

afterAll(async () => {
  if (!testEnv) return;
  await removeDocuments(testEnv, [`properties/${PROPERTY}`, REPORT_PATH, KEPT_PATH]);
  await testEnv.cleanup();
});

describe('reports/{id} (Firestore)', () => {
  it("the report's viewers read it", async () => {
    await assertSucceeds(getDoc(doc(db('owner'), REPORT_PATH)));
    await assertSucceeds(getDoc(doc(db('realtor'), REPORT_PATH)));
  });

  it('nobody else reads it', async () => {
    await assertFails(getDoc(doc(db('stranger'), REPORT_PATH)));
    await assertFails(getDoc(doc(db('signedOut'), REPORT_PATH)));
  });

  it("the panel's query works for viewers, with their own uid only", async () => {
    for (const who of ['owner', 'realtor', 'stranger'] as const)
      await assertSucceeds(
        getDocs(buildQuery(db(who), propertyReportsQuery, UIDS[who], { propertyId: PROPERTY })),
      );
    await assertFails(
      getDocs(buildQuery(db('stranger'), propertyReportsQuery, OWNER, { propertyId: PROPERTY })),
    );
  });

  it('a list without the viewerIds constraint is refused', async () => {
    await assertFails(getDocs(collection(db('owner'), REPORTS_COLLECTION)));
  });

  it('no client writes a report, not even its owner', async () => {
    for (const who of ['owner', 'realtor', 'stranger', 'signedOut'] as const)
      await expectNoClientWrites(db(who), {
        create: {
          path: `${REPORTS_COLLECTION}/new-${who}-${RUN}`,
          data: { propertyId: PROPERTY, viewerIds: [OWNER] },
        },
        target: REPORT_PATH,
        update: { codeWithdrawn: true },
      });
  });
});

describeWithStorage('reports/{propertyId}/… (Storage)', () => {
  it("the property's viewers download the PDF", async () => {
    await assertSucceeds(storage('owner').ref(PDF).getMetadata());
    await assertSucceeds(storage('realtor').ref(PDF).getMetadata());
  });

  it('an unshared realtor, a stranger and the signed out do not', async () => {
    await assertFails(storage('former').ref(PDF).getMetadata());
    await assertFails(storage('stranger').ref(PDF).getMetadata());
    await assertFails(storage('signedOut').ref(PDF).getMetadata());
  });

  it('no client uploads, overwrites or deletes a report', async () => {
    for (const who of ['owner', 'realtor', 'stranger'] as const) {
      await assertFails(
        (async () =>
          await storage(who)
            .ref(`reports/${PROPERTY}/forged-${who}.pdf`)
            .put(new Uint8Array(16), { contentType: 'application/pdf' }))(),
      );
      await assertFails(storage(who).ref(PDF).delete());
    }
  });
});

describe('the report a previous owner kept', () => {
  it('is read by the previous owner alone, not by the home’s new owner or its realtor', async () => {
    await assertSucceeds(getDoc(doc(db('previous'), KEPT_PATH)));
    for (const who of ['owner', 'realtor', 'stranger', 'signedOut'] as const)
      await assertFails(getDoc(doc(db(who), KEPT_PATH)));
  });

  it("the dashboard's query works with the caller's own uid only", async () => {
    for (const who of ['previous', 'owner', 'stranger'] as const)
      await assertSucceeds(getDocs(buildQuery(db(who), keptReportsQuery, UIDS[who])));
    await assertFails(getDocs(buildQuery(db('owner'), keptReportsQuery, PREVIOUS)));
  });

  itWithStorage(
    'its files are read by the previous owner alone and written by no client',
    async () => {
      await assertSucceeds(storage('previous').ref(KEPT_PDF).getMetadata());
      for (const who of ['owner', 'realtor', 'stranger', 'signedOut'] as const)
        await assertFails(storage(who).ref(KEPT_PDF).getMetadata());
      await assertFails(
        (async () =>
          await storage('previous')
            .ref(`keptReports/${PREVIOUS}/forged.pdf`)
            .put(new Uint8Array(16), { contentType: 'application/pdf' }))(),
      );
      await assertFails(storage('previous').ref(KEPT_PDF).delete());
    },
  );
});
