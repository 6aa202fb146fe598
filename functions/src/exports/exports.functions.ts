/** Production wiring of exportCsv and the daily removal of old exports. */
import { getStorage } from 'firebase-admin/storage';
import { FieldPath } from 'firebase-admin/firestore';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { adminApp, adminDb } from '../admin';
import { CALLABLE_REGION, onCallable } from '../kit/callable';
import { assertFirestoreReachable, assertStorageReachable } from '../kit/emulators';
import { adminStore, fromFirestore } from '../kit/firestore-store';
import type { DocData } from '../kit/store';
import { adminFiles } from '../kit/storage-files';
import { cleanupExports } from './cleanup-exports';
import { exportCsvSpec } from './export-csv';
import { bucketSink, pagedExportSource, type PagedQueryLike, type SinkBucketLike } from './ports';

function exportPorts() {
  assertFirestoreReachable();
  assertStorageReachable();
  const db = adminDb();
  const emulatorHost =
    process.env['FIREBASE_STORAGE_EMULATOR_HOST'] ?? process.env['STORAGE_EMULATOR_HOST'];
  return {
    source: pagedExportSource(
      (collection) => db.collection(collection) as unknown as PagedQueryLike,
      FieldPath.documentId(),
      (data) => fromFirestore(data) as DocData,
    ),
    sink: bucketSink(getStorage(adminApp()).bucket() as unknown as SinkBucketLike, {
      ...(emulatorHost ? { emulatorHost: emulatorHost.replace(/^https?:\/\//, '') } : {}),
    }),
    store: adminStore(),
    log: logger,
  };
}

/** Streams up to every visible repair: more memory and time than the default. */
export const exportCsv = onCallable(exportCsvSpec, exportPorts, {
  memory: '512MiB',
  timeoutSeconds: 300,
});

/** Daily: exports older than 24 h are deleted (see cleanup-exports.ts). */
export const cleanupOldExports = onSchedule(
  { schedule: 'every day 04:00', timeZone: 'America/New_York', region: CALLABLE_REGION },
  async () => {
    const report = await cleanupExports({ files: adminFiles(), log: logger }, new Date());
    logger.info('cleanupOldExports', {
      scanned: report.scanned,
      deleted: report.deleted.length,
      failed: report.failed,
    });
  },
);
