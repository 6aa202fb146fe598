/**
 * Tier 2: the paged orphan cleanup with the real adapters — the bucket listed a page at a
 * time through the Storage emulator's `maxResults`/`pageToken`, the references checked with
 * `in` queries on a nested field (`receipt.path`) in the Firestore emulator, the page token
 * kept in the job's document between runs. Paths, documents and the job are unique to the
 * run, so it can share the emulators; skipped, saying so, without the Storage emulator.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { deleteApp, initializeApp, type App } from 'firebase-admin/app';
import { getFirestore, type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { REPAIRS_COLLECTION } from '@homeledger/domain';
import { firestoreStore } from '../kit/firestore-store';
import { storageFiles } from '../kit/storage-files';
import { describeWithStorage } from '../kit/test-support';
import { bucketUploadLister } from '../uploads/upload-pages';
import { cleanupJobPath, cleanupUploads, type UploadKind } from './cleanup-receipts';

const PROJECT_ID = 'demo-homeledger';
const BUCKET = `${PROJECT_ID}.appspot.com`;
const RUN = `cleanup-t2-${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const KIND: UploadKind = {
  root: `receipts/${RUN}/`,
  collection: REPAIRS_COLLECTION,
  field: 'receipt.path',
  label: 'cleanup tier 2: could not delete',
  job: RUN,
};
const DAY_AND_A_BIT = 25 * 60 * 60 * 1000;

describeWithStorage('the paged orphan cleanup on the Firestore and Storage emulators', () => {
  let app: App;
  let db: Firestore;

  beforeAll(() => {
    app = initializeApp({ projectId: PROJECT_ID, storageBucket: BUCKET }, RUN);
    db = getFirestore(app);
  });

  afterAll(async () => {
    if (!app) return;
    const repairs = await db.collection(REPAIRS_COLLECTION).where('cleanupRun', '==', RUN).get();
    await Promise.allSettled([
      ...repairs.docs.map((doc) => doc.ref.delete()),
      db.doc(cleanupJobPath(KIND)).delete(),
      getStorage(app).bucket(BUCKET).deleteFiles({ prefix: KIND.root }),
    ]);
    await deleteApp(app);
  });

  it('pages through the bucket over several runs and deletes exactly the orphans', async () => {
    const bucket = getStorage(app).bucket(BUCKET);
    const orphans: string[] = [];
    const live: string[] = [];
    for (let i = 0; i < 14; i += 1) {
      const path = `${KIND.root}u${String(i).padStart(2, '0')}/receipt.pdf`;
      await bucket
        .file(path)
        .save(Buffer.from('%PDF-1.4'), { contentType: 'application/pdf', resumable: false });
      if (i % 3 === 0) orphans.push(path);
      else {
        live.push(path);
        await db
          .doc(`${REPAIRS_COLLECTION}/${RUN}-r${i}`)
          .set({ cleanupRun: RUN, propertyId: RUN, receipt: { path, name: 'receipt.pdf' } });
      }
    }
    // A day and a bit later, every file is old enough; a clock that moves one step per page
    // listed lets each run get through about two pages of four.
    const now = new Date(Date.now() + DAY_AND_A_BIT);
    const store = firestoreStore(db);
    let listed = 0;
    const outcomes: string[] = [];
    const deleted: string[] = [];
    for (let run = 0; run < 10; run += 1) {
      const pages = bucketUploadLister(bucket);
      const start = listed;
      const report = await cleanupUploads(
        {
          store,
          files: storageFiles(bucket),
          pages: {
            listPage: (...args) => {
              listed += 1;
              return pages.listPage(...args);
            },
          },
        },
        now,
        KIND,
        { pageSize: 4, clock: () => listed, deadline: start + 1.5 },
      );
      outcomes.push(report.outcome);
      deleted.push(...report.deleted);
      if (report.outcome === 'paused')
        expect((await db.doc(cleanupJobPath(KIND)).get()).get('pageToken')).toEqual(
          expect.any(String),
        );
      if (report.outcome !== 'paused') break;
    }
    expect(outcomes.length).toBeGreaterThan(1);
    expect(outcomes.at(-1)).toBe('finished');
    expect(deleted.sort()).toEqual(orphans);
    const [left] = await bucket.getFiles({ prefix: KIND.root });
    expect(left.map((f) => f.name).sort()).toEqual(live);
    expect((await db.doc(cleanupJobPath(KIND)).get()).data()).toMatchObject({
      done: true,
      pageToken: null,
    });
  });
});
