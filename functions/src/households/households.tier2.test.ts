/**
 * Tier 2 (docs/architecture.md "Households"): the household shells with the real adapter —
 * firestoreStore on the Firestore emulator — and the member's reads through firestore.rules
 * on the same emulator (rules-unit-testing), the flow households.shell.test.ts runs in
 * memory: invite → accept → the co-owner adds a repair → a viewer's addRepair is refused →
 * remove → the removed member's reads are refused. Ids are unique to the run, so it can
 * share the emulators.
 */
import { readFileSync } from 'node:fs';
import { randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import {
  MAINTENANCE_TASKS_COLLECTION,
  MEMBER_INVITATIONS_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
} from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import { memoryAccounts, type AccountRecord } from '../kit/ports';
import { filesWithoutStorage, emulatorAdmin, accountOf } from '../kit/test-support';
import { addRepairSpec } from '../repairs/add-repair';
import {
  acceptMemberInvitationSpec,
  inviteMemberSpec,
  removeMemberSpec,
} from './household-callables';

const PROJECT_ID = 'demo-homeledger';
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PROPERTY = `hh-t2-${RUN}`;
const OWNER = `olive-${RUN}`;
const CO = `cole-${RUN}`;
const VIEWER = `vera-${RUN}`;
const REPORT = `${REPORTS_COLLECTION}/hh-report-${RUN}`;
const TASK = `${MAINTENANCE_TASKS_COLLECTION}/hh-task-${RUN}`;

let app: App;
let db: Firestore;
let rules: RulesTestEnvironment;
const logged: unknown[] = [];
const invitations: string[] = [];

const auth = (uid: string) => ({
  uid,
  token: { role: 'homeowner', name: uid, email: `${uid}@example.com`, email_verified: true },
});
const account = (uid: string): AccountRecord => accountOf(uid, { email: `${uid}@example.com` });

function shells() {
  const log: Logger = { error: (message, context) => logged.push({ message, context }) };
  const store = firestoreStore(db);
  const ports = {
    store,
    accounts: memoryAccounts([account(CO), account(VIEWER)]),
    newId: () => {
      const id = `hh-inv-${randomUUID()}`;
      invitations.push(id);
      return id;
    },
    mail: null,
    appUrl: 'https://homeledger.app',
    files: filesWithoutStorage(),
    log,
  };
  const addRepair = callableShell(
    addRepairSpec,
    { ...ports, newId: () => `hh-r-${randomUUID()}` },
    log,
  );
  return {
    invite: callableShell(inviteMemberSpec, ports, log),
    accept: callableShell(acceptMemberInvitationSpec, ports, log),
    remove: callableShell(removeMemberSpec, ports, log),
    addRepair: (uid: string) =>
      addRepair({
        auth: auth(uid),
        data: {
          requestId: randomUUID(),
          propertyId: PROPERTY,
          serviceType: 'plumbing',
          otherServiceType: '',
          date: '2026-01-05',
          cost: '120.00',
          contractorName: 'Pat',
          description: `by ${uid}`,
        },
      }),
  };
}

/** The member's client reads through firestore.rules. */
const clientDb = (uid: string) =>
  rules.authenticatedContext(uid, { role: 'homeowner' }).firestore();

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`households-tier2-${RUN}`));
  const [host, port] = (process.env['FIRESTORE_EMULATOR_HOST'] ?? '').split(':');
  rules = await initializeTestEnvironment({
    projectId: PROJECT_ID,
    firestore: {
      rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
      host: host || '127.0.0.1',
      port: Number(port) || 8080,
    },
  });
  await db.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).set({
    ownerId: OWNER,
    address: '9 Household Lane',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    verificationStatus: 'verified',
    viewerIds: [OWNER],
    memberIds: [OWNER],
    members: {},
    repairCount: 0,
    lastRepairDate: null,
    totalSpentCents: null,
  });
  await db.doc(REPORT).set({ propertyId: PROPERTY, ownerId: OWNER, viewerIds: [OWNER] });
  await db.doc(TASK).set({ propertyId: PROPERTY, ownerId: OWNER, memberIds: [OWNER] });
});

afterAll(async () => {
  if (!app) return;
  const repairs = await db.collection(REPAIRS_COLLECTION).where('propertyId', '==', PROPERTY).get();
  await Promise.allSettled([
    ...repairs.docs.map((doc) => doc.ref.delete()),
    db.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).delete(),
    db.doc(REPORT).delete(),
    db.doc(TASK).delete(),
    ...invitations.map((id) => db.doc(`${MEMBER_INVITATIONS_COLLECTION}/${id}`).delete()),
    db.doc(`quotaCounters/${OWNER}__lookups`).delete(),
    db.doc(`quotaCounters/${OWNER}__memberInvitations`).delete(),
    db.doc(`quotaCounters/${CO}__repairs__${PROPERTY}`).delete(),
  ]);
  await rules?.cleanup();
  await deleteApp(app);
});

async function join(uid: string, role: 'co-owner' | 'viewer') {
  const s = shells();
  const invited = await s.invite({
    auth: auth(OWNER),
    data: { propertyId: PROPERTY, email: `${uid}@example.com`, role },
  });
  expect(invited).toMatchObject({ invited: false });
  expect(await s.accept({ auth: auth(uid), data: { invitationId: invited.invitationId } })).toEqual(
    { propertyId: PROPERTY, role },
  );
}

describe('households on the emulator', () => {
  it('invite → accept → co-owner adds → viewer refused → remove → reads refused', async () => {
    const s = shells();
    await join(CO, 'co-owner');
    await join(VIEWER, 'viewer');

    const property = (await db.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).get()).data() ?? {};
    expect(property['memberIds']).toEqual([OWNER, CO, VIEWER]);
    expect(property['viewerIds']).toEqual([OWNER, CO, VIEWER]);
    expect((await db.doc(REPORT).get()).data()?.['viewerIds']).toEqual([OWNER, CO, VIEWER]);
    expect((await db.doc(TASK).get()).data()?.['memberIds']).toEqual([OWNER, CO, VIEWER]);

    // The co-owner adds a repair to the owner's home: the owner's, added by the co-owner.
    const added = await s.addRepair(CO);
    const repair = (await db.doc(`${REPAIRS_COLLECTION}/${added.id}`).get()).data() ?? {};
    expect(repair).toMatchObject({ ownerId: OWNER, addedBy: CO, addedByName: CO });
    expect(repair['viewerIds']).toEqual([OWNER, CO, VIEWER]);

    // The viewer reads it (rules) but may not add one (the server refuses).
    await assertSucceeds(clientDb(VIEWER).doc(`${REPAIRS_COLLECTION}/${added.id}`).get());
    const refused = await s.addRepair(VIEWER).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(HttpsError);
    expect((refused as HttpsError).code).toBe('not-found');

    // Removed, the co-owner reads nothing of the home any more.
    expect(await s.remove({ auth: auth(OWNER), data: { propertyId: PROPERTY, uid: CO } })).toEqual({
      propertyId: PROPERTY,
      uid: CO,
    });
    const co = clientDb(CO);
    await assertFails(co.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).get());
    await assertFails(co.doc(`${REPAIRS_COLLECTION}/${added.id}`).get());
    await assertFails(co.doc(REPORT).get());
    await assertFails(co.doc(TASK).get());
    // … while the viewer still does.
    await assertSucceeds(clientDb(VIEWER).doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).get());
    await assertSucceeds(clientDb(VIEWER).doc(TASK).get());
    expect(logged).toEqual([]);
  });
});
