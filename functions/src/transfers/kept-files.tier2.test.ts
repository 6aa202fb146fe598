/**
 * Tier 2 (issue #33): what a seller keeps at a transfer, on the real emulators. startTransfer
 * with a kept receipt and the acceptance job run with the real adapters (firestoreStore on the
 * Firestore emulator, storageFiles on the Storage emulator); then the buyer's and the
 * seller's reads go through storage.rules and firestore.rules (rules-unit-testing): the kept
 * receipt and warranty document are the seller's alone, the receipts that went with the home
 * are the buyer's. Ids are unique to the run, so it can share the emulators.
 */
import { readFileSync } from 'node:fs';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import {
  assertFails,
  assertSucceeds,
  initializeTestEnvironment,
  type RulesTestEnvironment,
} from '@firebase/rules-unit-testing';
import { callableShell, callerFromAuth } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import { memoryAccounts } from '../kit/ports';
import { storageFiles, type BucketLike } from '../kit/storage-files';
import { describeWithStorage, authOf, accountOf } from '../kit/test-support';
import { runAcceptJob, startTransferSpec } from './transfer-callables';

const PROJECT_ID = 'demo-homeledger';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const RUN = `kf${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOME = `${RUN}-home`;
const SELLER = `${RUN}-olive`;
const BUYER = `${RUN}-nick`;
const TRANSFER = `${RUN}-tr`;
const KEPT_REPAIR = `${RUN}-r1`;
const GOING_REPAIR = `${RUN}-r2`;
const WARRANTY = `${RUN}-w1`;
const KEPT_FROM = `receipts/${HOME}/u1/card-slip.pdf`;
const GOING = `receipts/${HOME}/u2/bill.pdf`;
const WARRANTY_FROM = `warranties/${HOME}/u3/heater.pdf`;
const KEPT_RECEIPT = `keptReceipts/${SELLER}/${HOME}/${KEPT_REPAIR}/card-slip.pdf`;
const KEPT_WARRANTY = `keptWarranties/${SELLER}/${HOME}/${WARRANTY}/heater.pdf`;
const T0 = new Date('2026-05-01T12:00:00Z');
const PDF = 'application/pdf';

describeWithStorage('a transfer moves what the seller keeps, on the emulators', () => {
  let app: App;
  let db: Firestore;
  let rules: RulesTestEnvironment;
  const bucket = () => getStorage(app).bucket();
  const read = (uid: string, path: string) =>
    rules
      .authenticatedContext(uid, { role: 'homeowner' })
      .storage(`gs://${BUCKET}`)
      .ref(path)
      .getMetadata();

  beforeAll(async () => {
    if (!process.env['FIRESTORE_EMULATOR_HOST'])
      throw new Error(
        'FIRESTORE_EMULATOR_HOST is not set: tier-2 tests run only on the emulators.',
      );
    app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, RUN);
    db = getFirestore(app);
    const [host, port] = (process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? '').split(':');
    const [fsHost, fsPort] = (process.env['FIRESTORE_EMULATOR_HOST'] ?? '').split(':');
    rules = await initializeTestEnvironment({
      projectId: PROJECT_ID,
      firestore: {
        rules: readFileSync(new URL('../../../firestore.rules', import.meta.url), 'utf8'),
        host: fsHost!,
        port: Number(fsPort),
      },
      storage: {
        rules: readFileSync(new URL('../../../storage.rules', import.meta.url), 'utf8'),
        host: host!,
        port: Number(port),
      },
    });
    for (const path of [KEPT_FROM, GOING, WARRANTY_FROM])
      await bucket()
        .file(path)
        .save(Buffer.from('%PDF-1.7\n'), { contentType: PDF, resumable: false });
    const receipt = (path: string) => ({
      path,
      name: path.split('/').pop(),
      contentType: PDF,
      size: 9,
    });
    const repair = (receiptPath: string) => ({
      propertyId: HOME,
      ownerId: SELLER,
      viewerIds: [SELLER],
      addedBy: SELLER,
      serviceType: 'Plumbing',
      date: '2025-03-01',
      costCents: 100,
      receipt: receipt(receiptPath),
      validation: { state: 'none' },
    });
    const batch = db.batch();
    batch.set(db.doc(`profiles/${SELLER}`), { name: 'Olive' });
    batch.set(db.doc(`profiles/${BUYER}`), { name: 'Nick' });
    batch.set(db.doc(`properties/${HOME}`), {
      ownerId: SELLER,
      address: '1 Kept St',
      city: 'Springfield',
      state: 'IL',
      zipCode: '62704',
      verificationStatus: 'verified',
      viewerIds: [SELLER],
      repairCount: 0,
      members: {},
    });
    batch.set(db.doc(`repairs/${KEPT_REPAIR}`), repair(KEPT_FROM));
    batch.set(db.doc(`repairs/${GOING_REPAIR}`), repair(GOING));
    batch.set(db.doc(`warranties/${WARRANTY}`), {
      propertyId: HOME,
      ownerId: SELLER,
      memberIds: [SELLER],
      item: 'Water heater',
      transferable: false,
      document: receipt(WARRANTY_FROM),
    });
    await batch.commit();
  });

  afterAll(async () => {
    if (!app) return;
    for (const prefix of [
      `receipts/${HOME}/`,
      `warranties/${HOME}/`,
      `keptReceipts/${SELLER}/`,
      `keptWarranties/${SELLER}/`,
    ])
      await bucket().deleteFiles({ prefix });
    const paths = [
      `profiles/${SELLER}`,
      `profiles/${BUYER}`,
      `properties/${HOME}`,
      `repairs/${KEPT_REPAIR}`,
      `repairs/${GOING_REPAIR}`,
      `warranties/${WARRANTY}`,
      `transfers/${TRANSFER}`,
      `sentTransfers/${TRANSFER}`,
      `keptReceipts/${TRANSFER}-${KEPT_REPAIR}`,
    ];
    for (const path of paths) await db.doc(path).delete();
    await rules?.cleanup();
    await deleteApp(app);
  });

  it('the kept receipt and warranty document are the seller’s alone; the rest is the buyer’s', async () => {
    const store = firestoreStore(db);
    const files = storageFiles(bucket() as unknown as BucketLike);
    await callableShell(
      startTransferSpec,
      {
        store,
        accounts: memoryAccounts([accountOf(BUYER, { name: 'Nick' })]),
        newId: () => TRANSFER,
        mail: null,
        appUrl: 'https://homeledger.app',
      },
      undefined,
      { now: () => T0 },
    )({
      auth: authOf(SELLER),
      data: { propertyId: HOME, email: `${BUYER}@home.example`, keepReceipts: [KEPT_REPAIR] },
    });
    const accept = () =>
      runAcceptJob(store, {
        files,
        transferId: TRANSFER,
        caller: callerFromAuth(authOf(BUYER)),
        now: new Date(),
        reportCode: () => 'keptkeptkeptkeptkeptkept23',
      });
    await accept();
    await accept(); // a retry changes nothing

    // Files moved: the home's copies are gone.
    const exists = async (path: string) => (await bucket().file(path).exists())[0];
    expect(await exists(KEPT_RECEIPT)).toBe(true);
    expect(await exists(KEPT_FROM)).toBe(false);
    expect(await exists(KEPT_WARRANTY)).toBe(true);
    expect(await exists(WARRANTY_FROM)).toBe(false);
    expect(await exists(GOING)).toBe(true);
    const kept = (await db.doc(`repairs/${KEPT_REPAIR}`).get()).data() ?? {};
    expect(kept['receiptKept']).toBe(true);
    expect(kept).not.toHaveProperty('receipt');
    expect(kept['ownerId']).toBe(BUYER);
    expect((await db.doc(`warranties/${WARRANTY}`).get()).data()?.['document']?.['path']).toBe(
      KEPT_WARRANTY,
    );

    // storage.rules: the seller reads what they kept; the buyer does not (the old path is gone).
    await assertSucceeds(read(SELLER, KEPT_RECEIPT));
    await assertSucceeds(read(SELLER, KEPT_WARRANTY));
    await assertFails(read(BUYER, KEPT_RECEIPT));
    await assertFails(read(BUYER, KEPT_WARRANTY));
    await assertFails(
      rules.unauthenticatedContext().storage(`gs://${BUCKET}`).ref(KEPT_RECEIPT).getMetadata(),
    );
    // The receipt that went with the home is the buyer's now, and no longer the seller's.
    await assertSucceeds(read(BUYER, GOING));
    await assertFails(read(SELLER, GOING));
    // No client writes a kept file, not even the seller.
    await assertFails(
      (async () =>
        await rules
          .authenticatedContext(SELLER, { role: 'homeowner' })
          .storage(`gs://${BUCKET}`)
          .ref(`keptReceipts/${SELLER}/forged.pdf`)
          .put(new Uint8Array(8), { contentType: PDF }))(),
    );

    // firestore.rules: the seller's record of it, theirs only.
    const record = `keptReceipts/${TRANSFER}-${KEPT_REPAIR}`;
    const clientDoc = (uid: string) =>
      rules.authenticatedContext(uid, { role: 'homeowner' }).firestore().doc(record).get();
    await assertSucceeds(clientDoc(SELLER));
    await assertFails(clientDoc(BUYER));
  });
});
