/**
 * Tier 2 (docs/architecture.md §3, §6): the repair shells with the real adapters —
 * firestoreStore on the Firestore emulator (transactions, the 2-document newest-repairs
 * query and its index, the receipt.path lookup), storageFiles on the Storage emulator
 * (Storage's own metadata, list, delete) — the flows repairs.shell.test.ts runs in
 * memory. Without the Storage emulator the Files port is the one the Functions emulator
 * has then (every touch answers 'unavailable'): the tests without files still run, those
 * with files are skipped, saying why. Ids and paths are unique to the run, so it can
 * share the emulators.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { deleteApp, type App } from 'firebase-admin/app';
import { type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { HttpsError } from 'firebase-functions/v2/https';
import {
  PROPERTIES_COLLECTION,
  REPAIRS_COLLECTION,
  REPAIR_MESSAGES as M,
} from '@homeledger/domain';
import { randomUUID } from 'node:crypto';
import { callableShell, type Logger } from '../kit/callable';
import {
  EMULATOR_BUCKET,
  emulatorFileExists,
  emulatorFilePorts,
  itWithStorage,
  emulatorAdmin,
} from '../kit/test-support';
import { addRepairSpec } from './add-repair';
import { cleanupReceipts } from './cleanup-receipts';
import { deleteRepairSpec } from './delete-repair';
import { updateRepairSpec } from './update-repair';

const BUCKET = EMULATOR_BUCKET;
const RUN = `${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const PROPERTY = `repairs-t2-${RUN}`;
const OWNER = `ann-${RUN}`;

let app: App;
let db: Firestore;
const logged: unknown[] = [];
const files: string[] = [];

function shells() {
  const log: Logger = { error: (message, context) => logged.push({ message, context }) };
  const ports = emulatorFilePorts(app, db, log);
  const addOnce = callableShell(addRepairSpec, ports, log);
  return {
    ports,
    addOnce,
    // Each call a new submit (its own idempotency key) unless the data names one.
    add: (request: { auth: ReturnType<typeof auth>; data: Record<string, unknown> }) =>
      addOnce({ ...request, data: { requestId: randomUUID(), ...request.data } }),
    update: callableShell(updateRepairSpec, ports, log),
    del: callableShell(deleteRepairSpec, ports, log),
  };
}

const auth = (uid: string) => ({ uid, token: { role: 'homeowner' } });
const form = {
  propertyId: PROPERTY,
  serviceType: 'roofing',
  otherServiceType: '',
  date: '2025-06-01',
  cost: '1,200.00',
  contractorName: 'Top Roofs',
  description: 'New shingles',
};

async function putFile(path: string, contentType: string, bytes = 2048) {
  files.push(path);
  await getStorage(app)
    .bucket(BUCKET)
    .file(path)
    .save(Buffer.alloc(bytes, 1), { contentType, resumable: false });
}

const fileExists = (path: string) => emulatorFileExists(app, path);

async function stats() {
  const snap = await db.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).get();
  const d = snap.data() ?? {};
  return {
    repairCount: d['repairCount'],
    lastRepairDate: d['lastRepairDate'],
    totalSpentCents: d['totalSpentCents'],
  };
}

beforeAll(async () => {
  ({ app, db } = emulatorAdmin(`repairs-tier2-${RUN}`, BUCKET));
  await db.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).set({
    ownerId: OWNER,
    address: '9 Test Lane',
    city: 'Springfield',
    state: 'IL',
    zipCode: '62704',
    verificationStatus: 'verified',
    viewerIds: [OWNER, `rita-${RUN}`],
    repairCount: 0,
    lastRepairDate: null,
    totalSpentCents: null,
  });
});

afterAll(async () => {
  if (!app) return;
  const repairs = await db.collection(REPAIRS_COLLECTION).where('propertyId', '==', PROPERTY).get();
  await Promise.allSettled([
    ...repairs.docs.map((doc) => doc.ref.delete()),
    db.doc(`${PROPERTIES_COLLECTION}/${PROPERTY}`).delete(),
    ...files.map((path) =>
      getStorage(app).bucket(BUCKET).file(path).delete({ ignoreNotFound: true }),
    ),
  ]);
  await deleteApp(app);
});

describe('repairs against the Firestore (and Storage) emulators', () => {
  it('a retried add (same requestId) answers the first repair; the stats count it once', async () => {
    const { add } = shells();
    const before = await stats();
    const data = { ...form, requestId: randomUUID() };
    const first = await add({ auth: auth(OWNER), data });
    await expect(add({ auth: auth(OWNER), data })).resolves.toEqual(first);
    const after = await stats();
    expect(after.repairCount).toBe(Number(before.repairCount ?? 0) + 1);
    await shells().del({ auth: auth(OWNER), data: { repairId: first.id } });
  });

  itWithStorage(
    'add with a receipt, edit the newest earlier, delete: stats and files follow',
    async () => {
      const { add, update, del } = shells();
      const path = `receipts/${PROPERTY}/up1/bill.pdf`;
      await putFile(path, 'application/pdf', 4096);
      const claimed = { path, name: 'bill.pdf', contentType: 'application/pdf', size: 1 };
      const first = await add({ auth: auth(OWNER), data: { ...form, receipt: claimed } });
      const second = await add({
        auth: auth(OWNER),
        data: { ...form, date: '2025-09-01', cost: '' },
      });
      const doc = (await db.doc(`${REPAIRS_COLLECTION}/${first.id}`).get()).data();
      expect(doc).toMatchObject({
        serviceType: 'Roofing',
        costCents: 120000,
        receipt: { path, name: 'bill.pdf', contentType: 'application/pdf', size: 4096 },
        viewerIds: [OWNER, `rita-${RUN}`],
      });
      expect(await stats()).toEqual({
        repairCount: 2,
        lastRepairDate: '2025-09-01',
        totalSpentCents: 120000,
      });

      // The newest repair moves earlier: the last date comes from the other repair (indexed query).
      const { propertyId: _p, ...rest } = form;
      await update({
        auth: auth(OWNER),
        data: { ...rest, repairId: second.id, date: '2025-01-01', cost: '5', status: 'completed' },
      });
      expect(await stats()).toEqual({
        repairCount: 2,
        lastRepairDate: '2025-06-01',
        totalSpentCents: 120500,
      });

      // Someone else cannot delete it.
      const error = await del({ auth: auth(`bob-${RUN}`), data: { repairId: first.id } }).catch(
        (e: unknown) => e,
      );
      expect(error).toBeInstanceOf(HttpsError);
      expect((error as HttpsError).message).toBe(M.notAllowedDelete);

      await del({ auth: auth(OWNER), data: { repairId: first.id } });
      expect(await fileExists(path)).toBe(false);
      await del({ auth: auth(OWNER), data: { repairId: second.id } });
      expect(await stats()).toEqual({
        repairCount: 0,
        lastRepairDate: null,
        totalSpentCents: null,
      });
      expect(logged).toEqual([]);
    },
  );

  itWithStorage('refuses a receipt Storage does not have, or has with another type', async () => {
    const { add } = shells();
    const gif = `receipts/${PROPERTY}/up2/pic.gif`;
    await putFile(gif, 'image/gif');
    for (const [path, message] of [
      [`receipts/${PROPERTY}/up9/none.pdf`, M.receiptMissing],
      [gif, M.receiptType],
    ] as const) {
      const claimed = { path, name: 'x.pdf', contentType: 'application/pdf', size: 10 };
      const error = await add({ auth: auth(OWNER), data: { ...form, receipt: claimed } }).catch(
        (e: unknown) => e,
      );
      expect((error as HttpsError).message).toBe(message);
    }
  });

  itWithStorage(
    'the cleanup lists receipts with their write time and spares fresh ones',
    async () => {
      const { ports: all } = shells();
      // Only this run's folder: other suites' receipts in the shared emulator are not ours to judge.
      const ports = {
        store: all.store,
        files: {
          list: () => all.files.list(`receipts/${PROPERTY}/`),
          delete: (path: string) => all.files.delete(path),
        },
      };
      const fresh = `receipts/${PROPERTY}/up3/fresh.pdf`;
      await putFile(fresh, 'application/pdf');
      const report = await cleanupReceipts(ports, new Date());
      expect(report.deleted).not.toContain(fresh);
      expect(await fileExists(fresh)).toBe(true);
      // A day and a bit later it is an orphan.
      const later = await cleanupReceipts(ports, new Date(Date.now() + 25 * 60 * 60 * 1000));
      expect(later.deleted).toContain(fresh);
      expect(await fileExists(fresh)).toBe(false);
    },
  );
});
