/**
 * Tier 2 (issue #31): the callables that follow the household roles, called through their
 * real shells with the real adapter (firestoreStore on the Firestore emulator) — maintenance
 * tasks and warranties, validation requests, sharing with a realtor, buyer links, Home
 * History Reports — for a co-owner (taken) and a viewer (refused with the callable's usual
 * answer) on each, plus a delegate's report with and without its grant. The roles are read
 * from the home in the write's transaction. Ids are unique to the run, so it can share the
 * emulators with other tests.
 */
import { randomBytes, randomUUID } from 'node:crypto';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { type Firestore } from 'firebase-admin/firestore';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  BUYER_LINKS_COLLECTION,
  MAINTENANCE_TASKS_COLLECTION,
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  REPORTS_COLLECTION,
  WARRANTIES_COLLECTION,
} from '@homeledger/domain';
import { callableShell, type Logger } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import { memoryAccounts, type AccountRecord } from '../kit/ports';
import { filesWithoutStorage, emulatorAdmin, accountOf } from '../kit/test-support';
import {
  addMaintenanceTaskSpec,
  deleteMaintenanceTaskSpec,
  updateMaintenanceTaskSpec,
} from '../maintenance/task-callables';
import { addWarrantySpec, deleteWarrantySpec } from '../maintenance/warranty-callables';
import { requestValidationSpec } from '../contractors/request-validation';
import { cancelValidationRequestSpec } from '../contractors/cancel-validation';
import { sharePropertySpec } from '../sharing/share-property';
import { unsharePropertySpec } from '../sharing/unshare-property';
import { createBuyerLinkSpec, revokeBuyerLinkSpec } from '../buyer-links/buyer-link-callables';
import { createHistoryReportSpec } from '../reports/create-history-report';
import { withdrawReportCodeSpec } from '../reports/withdraw-report-code';
import { TASK_FORM, WARRANTY_FORM } from '../maintenance/maintenance.test-support';

const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOME = `roles-t2-${RUN}`;
/** A second home of the same household, for the delegates' reports (one report at a time). */
const HOME2 = `roles-t2b-${RUN}`;
const REPAIR = `roles-r-${RUN}`;
const OWNER = `olive-${RUN}`;
const CO = `cole-${RUN}`;
const VIEWER = `vera-${RUN}`;
const DELEGATE = `dana-${RUN}`;
const DELEGATE_NO_REPORT = `dino-${RUN}`;
const REALTOR = `rita-${RUN}`;
const CONTRACTOR = `carl-${RUN}`;
const HOMEOWNERS = [OWNER, CO, VIEWER, DELEGATE, DELEGATE_NO_REPORT];

let app: App;
let db: Firestore;
const logged: unknown[] = [];

const auth = (uid: string, role = 'homeowner') => ({
  uid,
  token: { role, name: uid, email: `${uid}@example.com`, email_verified: true },
});
const account = (uid: string, role: AccountRecord['role']): AccountRecord =>
  accountOf(uid, { role, email: `${uid}@example.com` });

/** A grant that lasts past this test's run (the server's clock is the real one here). */
const until = new Date(Date.now() + 30 * 86_400_000).toISOString().slice(0, 10);
const member = (role: string, name: string, grant?: { until: string; report: boolean }) => ({
  role,
  name,
  email: `${name}@example.com`,
  since: new Date(),
  invitedBy: OWNER,
  ...(grant ? { grant } : {}),
});
const household = {
  [CO]: member('co-owner', 'Cole'),
  [VIEWER]: member('viewer', 'Vera'),
  [DELEGATE]: member('delegate', 'Dana', { until, report: true }),
  [DELEGATE_NO_REPORT]: member('delegate', 'Dino', { until, report: false }),
};

function shells() {
  const log: Logger = { error: (message, context) => logged.push({ message, context }) };
  const store = firestoreStore(db);
  const ports = {
    store,
    accounts: memoryAccounts([account(REALTOR, 'realtor'), account(CONTRACTOR, 'contractor')]),
    newId: () => `roles-${randomUUID()}`,
    newToken: () => randomBytes(32).toString('base64url'),
    randomBytes: (size: number) => new Uint8Array(randomBytes(size)),
    files: filesWithoutStorage(),
    log,
  };
  const shell =
    <I, R>(spec: Parameters<typeof callableShell<I, R, typeof ports>>[0]) =>
    (uid: string, data: unknown) =>
      callableShell(spec, ports, log)({ auth: auth(uid), data });
  return {
    addTask: shell(addMaintenanceTaskSpec),
    updateTask: shell(updateMaintenanceTaskSpec),
    deleteTask: shell(deleteMaintenanceTaskSpec),
    addWarranty: shell(addWarrantySpec),
    deleteWarranty: shell(deleteWarrantySpec),
    requestValidation: shell(requestValidationSpec),
    cancelValidation: shell(cancelValidationRequestSpec),
    share: shell(sharePropertySpec),
    unshare: shell(unsharePropertySpec),
    createLink: shell(createBuyerLinkSpec),
    revokeLink: shell(revokeBuyerLinkSpec),
    createReport: shell(createHistoryReportSpec),
    withdrawCode: shell(withdrawReportCodeSpec),
  };
}

/** The HttpsError code a refused call answers with. */
async function refusal(call: Promise<unknown>): Promise<string> {
  const error = await call.then(
    () => new Error('expected the call to be refused'),
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(HttpsError);
  return (error as HttpsError).code;
}

const taskForm = { propertyId: HOME, ...TASK_FORM };
const warrantyForm = { propertyId: HOME, ...WARRANTY_FORM };
const linkForm = {
  propertyId: HOME,
  label: 'The Bakers',
  days: 14,
  hideCosts: false,
  hideOwnerName: false,
  includeReceipts: false,
};
const reportForm = (propertyId: string) => ({
  propertyId,
  includeReceipts: false,
  includeCosts: true,
  includePhoto: false,
});

const homeDoc = (address: string) => ({
  ownerId: OWNER,
  ownerName: 'Olive',
  address,
  city: 'Springfield',
  state: 'IL',
  zipCode: '62704',
  addressKey: `${address}|springfield|il|62704`.toLowerCase(),
  verificationStatus: 'verified',
  viewerIds: HOMEOWNERS,
  memberIds: HOMEOWNERS,
  members: household,
  repairCount: 1,
  lastRepairDate: '2026-01-05',
  totalSpentCents: 12_000,
  createdAt: new Date(),
  updatedAt: new Date(),
});

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`roles-tier2-${RUN}`));
  await db.doc(`${PROPERTIES_COLLECTION}/${HOME}`).set(homeDoc('1 Roles Lane'));
  await db.doc(`${PROPERTIES_COLLECTION}/${HOME2}`).set(homeDoc('2 Roles Lane'));
  await db.doc(`${REPAIRS_COLLECTION}/${REPAIR}`).set({
    propertyId: HOME,
    ownerId: OWNER,
    viewerIds: HOMEOWNERS,
    property: { address: '1 Roles Lane', city: 'Springfield', state: 'IL', zipCode: '62704' },
    serviceType: 'Plumbing',
    date: '2026-01-05',
    status: 'completed',
    description: 'Fixed the leak',
    contractorName: 'Carl',
    costCents: 12_000,
    receipt: null,
    validation: { state: 'none' },
    isContractorValidated: false,
    source: 'owner',
    addedBy: OWNER,
    createdAt: new Date(),
    updatedAt: new Date(),
  });
});

afterAll(async () => {
  if (!app) return;
  const byHome = async (collection: string) =>
    (await db.collection(collection).where('propertyId', 'in', [HOME, HOME2]).get()).docs;
  const docs = [
    ...(await byHome(MAINTENANCE_TASKS_COLLECTION)),
    ...(await byHome(WARRANTIES_COLLECTION)),
    ...(await byHome(BUYER_LINKS_COLLECTION)),
    ...(await byHome(REPORTS_COLLECTION)),
    ...(await db.collection(`${PROPERTIES_COLLECTION}/${HOME}/shares`).get()).docs,
  ];
  await Promise.allSettled([
    ...docs.map((doc) => doc.ref.delete()),
    db.doc(`validationRequests/${REPAIR}`).delete(),
    db.doc(`${REPAIRS_COLLECTION}/${REPAIR}`).delete(),
    db.doc(`${PROPERTIES_COLLECTION}/${HOME}`).delete(),
    db.doc(`${PROPERTIES_COLLECTION}/${HOME2}`).delete(),
    ...HOMEOWNERS.flatMap((uid) => [
      db.doc(`quotaCounters/${uid}__lookups`).delete(),
      db.doc(`quotaCounters/${uid}__reports`).delete(),
    ]),
  ]);
  await deleteApp(app);
});

describe('household roles on the emulator: a co-owner may, a viewer may not', () => {
  it('maintenance tasks: add, edit, delete', async () => {
    const s = shells();
    expect(await refusal(s.addTask(VIEWER, taskForm))).toBe('permission-denied');
    const task = await s.addTask(CO, taskForm);
    const stored = (await db.doc(`${MAINTENANCE_TASKS_COLLECTION}/${task.id}`).get()).data();
    // The home's owner stays the task's owner (rules, digest, transfer); the co-owner added it.
    expect(stored).toMatchObject({ ownerId: OWNER, addedBy: CO, addedByName: 'Cole' });
    // The household copy for the read rule (ordered by when each joined: compare as a set).
    expect([...(stored?.['memberIds'] as string[])].sort()).toEqual([...HOMEOWNERS].sort());
    const edit = { ...taskForm, taskId: task.id, name: 'Change the filter' };
    expect(await refusal(s.updateTask(VIEWER, edit))).toBe('permission-denied');
    expect(await refusal(s.updateTask(DELEGATE, edit))).toBe('permission-denied');
    await s.updateTask(CO, edit);
    expect(await refusal(s.deleteTask(VIEWER, { taskId: task.id }))).toBe('permission-denied');
    await s.deleteTask(CO, { taskId: task.id });
    expect((await db.doc(`${MAINTENANCE_TASKS_COLLECTION}/${task.id}`).get()).exists).toBe(false);
  });

  it('warranties: add, delete', async () => {
    const s = shells();
    expect(await refusal(s.addWarranty(VIEWER, warrantyForm))).toBe('permission-denied');
    const warranty = await s.addWarranty(CO, warrantyForm);
    expect((await db.doc(`${WARRANTIES_COLLECTION}/${warranty.id}`).get()).data()).toMatchObject({
      ownerId: OWNER,
      addedBy: CO,
    });
    const id = { warrantyId: warranty.id };
    expect(await refusal(s.deleteWarranty(VIEWER, id))).toBe('permission-denied');
    await s.deleteWarranty(CO, id);
  });

  it('validation requests: ask a contractor, cancel', async () => {
    const s = shells();
    const ask = { repairId: REPAIR, contractorEmail: `${CONTRACTOR}@example.com` };
    expect(await refusal(s.requestValidation(VIEWER, ask))).toBe('not-found');
    expect(await s.requestValidation(CO, ask)).toMatchObject({ state: 'requested' });
    expect((await db.doc(`validationRequests/${REPAIR}`).get()).data()).toMatchObject({
      ownerId: OWNER,
      contractorUid: CONTRACTOR,
    });
    expect(await refusal(s.cancelValidation(VIEWER, { repairId: REPAIR }))).toBe('not-found');
    expect(await s.cancelValidation(CO, { repairId: REPAIR })).toEqual({ state: 'none' });
  });

  it('sharing with a realtor: share, revoke (never a member)', async () => {
    const s = shells();
    const email = `${REALTOR}@example.com`;
    expect(await refusal(s.share(VIEWER, { propertyId: HOME, email }))).toBe('not-found');
    expect(await s.share(CO, { propertyId: HOME, email })).toMatchObject({
      realtor: { uid: REALTOR },
    });
    const shared = (await db.doc(`${PROPERTIES_COLLECTION}/${HOME}`).get()).data();
    expect(shared?.['viewerIds']).toContain(REALTOR);
    const revoke = { propertyId: HOME, realtorUid: REALTOR };
    expect(await refusal(s.unshare(VIEWER, revoke))).toBe('not-found');
    // Revoke takes realtors off, never a member of the household.
    expect(await refusal(s.unshare(CO, { propertyId: HOME, realtorUid: VIEWER }))).toBe(
      'not-found',
    );
    await s.unshare(CO, revoke);
    const after = (await db.doc(`${PROPERTIES_COLLECTION}/${HOME}`).get()).data();
    expect(after?.['viewerIds']).toEqual(HOMEOWNERS);
  });

  it('buyer links: create, revoke', async () => {
    const s = shells();
    expect(await refusal(s.createLink(VIEWER, linkForm))).toBe('not-found');
    const link = await s.createLink(CO, linkForm);
    // The link is the home owner's: it works while they own the home.
    expect((await db.doc(`${BUYER_LINKS_COLLECTION}/${link.linkId}`).get()).data()).toMatchObject({
      propertyId: HOME,
      ownerId: OWNER,
    });
    expect(await refusal(s.revokeLink(VIEWER, { linkId: link.linkId }))).toBe('not-found');
    expect(await s.revokeLink(CO, { linkId: link.linkId })).toMatchObject({
      linkId: link.linkId,
    });
  });

  it('Home History Reports: create, withdraw the code', async () => {
    const s = shells();
    expect(await refusal(s.createReport(VIEWER, reportForm(HOME)))).toBe('not-found');
    const report = await s.createReport(CO, reportForm(HOME));
    expect((await db.doc(`${REPORTS_COLLECTION}/${report.reportId}`).get()).data()).toMatchObject({
      ownerId: OWNER,
      createdBy: { uid: CO, role: 'homeowner' },
    });
    const id = { reportId: report.reportId };
    expect(await refusal(s.withdrawCode(VIEWER, id))).toBe('permission-denied');
    expect(await s.withdrawCode(CO, id)).toEqual({ withdrawn: true });
  });

  it('a delegate makes a report only when its grant says so', async () => {
    const s = shells();
    expect(await refusal(s.createReport(DELEGATE_NO_REPORT, reportForm(HOME2)))).toBe('not-found');
    const report = await s.createReport(DELEGATE, reportForm(HOME2));
    expect((await db.doc(`${REPORTS_COLLECTION}/${report.reportId}`).get()).data()).toMatchObject({
      createdBy: { uid: DELEGATE, role: 'homeowner' },
    });
    // Neither may plan or share the home.
    expect(await refusal(s.addTask(DELEGATE, taskForm))).toBe('permission-denied');
    expect(await refusal(s.createLink(DELEGATE, linkForm))).toBe('not-found');
    expect(logged).toEqual([]);
  });
});
