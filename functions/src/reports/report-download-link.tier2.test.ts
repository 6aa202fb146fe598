/**
 * Tier 2 (issue #29): a report's file reaches the browser by a link, not through the page's
 * memory. reportDownloadLink runs on the Firestore emulator (the caller's access read from the
 * real documents) and the Storage emulator, where the file is written as the render writes it
 * (bucketBlobs, an attachment). The Storage emulator cannot sign (no service-account key), so
 * the link here is its object URL (`emulatorObjectUrl`, the emulator-only fallback); what this
 * proves is the flow around the signature: who gets a link, that the link serves the file's
 * bytes as a download to a plain GET with no credentials, and that nobody else gets one.
 * bucketUrlSigner's production branch (a V4 URL of SIGNED_URL_TTL_MS) is checked in tier 1.
 */
import { afterAll, beforeAll, expect, it } from 'vitest';
import { pipeline } from 'node:stream/promises';
import { Readable } from 'node:stream';
import { deleteApp, type App } from 'firebase-admin/app';
import { type Firestore } from 'firebase-admin/firestore';
import { getStorage } from 'firebase-admin/storage';
import { REPORT_MESSAGES as M, reportPdfPath } from '@homeledger/domain';
import { callableShell } from '../kit/callable';
import { firestoreStore } from '../kit/firestore-store';
import { describeWithStorage, emulatorAdmin } from '../kit/test-support';
import { bucketUrlSigner, storageEmulatorHost, type SignerBucketLike } from '../exports/ports';
import { bucketBlobs, type BlobBucketLike } from './ports';
import { reportDownloadLinkSpec } from './report-download-link';

const PROJECT_ID = 'demo-homeledger';
const RUN = `dl${Date.now().toString(36)}${Math.random().toString(36).slice(2, 6)}`;
const HOME = `${RUN}-home`;
const REPORT = `${RUN}-report`;
const OWNER = `${RUN}-owner`;
const auth = (uid: string, role = 'homeowner') => ({
  uid,
  token: { role, name: uid, email_verified: true },
});

describeWithStorage('reportDownloadLink on the emulators', () => {
  let app: App;
  let db: Firestore;
  const pdf = Buffer.concat([Buffer.from('%PDF-1.7\n'), Buffer.alloc(3 * 1024 * 1024, 7)]);

  beforeAll(async () => {
    ({ app, db } = emulatorAdmin(RUN, `${PROJECT_ID}.appspot.com`));
    const bucket = getStorage(app).bucket();
    // Written as renderHistoryReport writes it.
    const blobs = bucketBlobs(bucket as unknown as BlobBucketLike);
    await pipeline(
      Readable.from([pdf]),
      blobs.writeStream(
        reportPdfPath(HOME, REPORT),
        'application/pdf',
        'home-history-1-main-st.pdf',
      ),
    );
    await db.doc(`properties/${HOME}`).set({
      ownerId: OWNER,
      viewerIds: [OWNER, `${RUN}-rita`],
      members: {},
    });
    await db.doc(`reports/${REPORT}`).set({
      propertyId: HOME,
      ownerId: OWNER,
      viewerIds: [OWNER],
      state: 'done',
      path: reportPdfPath(HOME, REPORT),
      zipPath: null,
    });
  });

  afterAll(async () => {
    if (!app) return;
    await getStorage(app)
      .bucket()
      .deleteFiles({ prefix: `reports/${HOME}/` });
    await db.doc(`reports/${REPORT}`).delete();
    await db.doc(`properties/${HOME}`).delete();
    await deleteApp(app);
  });

  function call() {
    const emulatorHost = storageEmulatorHost();
    if (!emulatorHost) throw new Error('No Storage emulator host');
    const signer = bucketUrlSigner(getStorage(app).bucket() as unknown as SignerBucketLike, {
      emulatorHost,
    });
    return callableShell(
      reportDownloadLinkSpec,
      { store: firestoreStore(db), signer },
      {
        error: () => undefined,
      },
    );
  }

  it('gives a viewer a link that serves the file as a download, with no credentials', async () => {
    const { url } = await call()({
      auth: auth(`${RUN}-rita`, 'realtor'),
      data: { reportId: REPORT, file: 'pdf' },
    });
    const response = await fetch(url);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('application/pdf');
    expect(response.headers.get('content-disposition')).toMatch(
      /^attachment; filename="home-history-1-main-st\.pdf"/,
    );
    expect(Buffer.from(await response.arrayBuffer()).equals(pdf)).toBe(true);
  });

  it('gives no link to someone the storage rules would refuse, nor for a file not made', async () => {
    await expect(
      call()({ auth: auth(`${RUN}-sam`), data: { reportId: REPORT, file: 'pdf' } }),
    ).rejects.toMatchObject({ code: 'not-found', message: M.reportNotFound });
    await expect(
      call()({ auth: auth(OWNER), data: { reportId: REPORT, file: 'zip' } }),
    ).rejects.toMatchObject({ code: 'failed-precondition', message: M.notReady });
  });
});
