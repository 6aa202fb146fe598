/** Production wiring of exportCsv and the daily removal of old exports. */
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminBucket, adminFiles, adminStore, warmAdminFiles } from '../kit/admin-ports';
import { scheduledJob } from '../kit/scheduled-job';
import { cleanupExports } from './cleanup-exports';
import { exportCsvSpec } from './export-csv';
import { bucketSink, pagedExportSource, storageEmulatorHost, type SinkBucketLike } from './ports';

async function exportPorts() {
  const [store, bucket] = await Promise.all([adminStore(), adminBucket()]);
  const emulatorHost = storageEmulatorHost();
  return {
    source: pagedExportSource(store),
    sink: bucketSink(bucket as unknown as SinkBucketLike, {
      ...(emulatorHost ? { emulatorHost } : {}),
    }),
    store,
    log: logger,
  };
}

/** Streams up to every visible repair: memory and time from FUNCTION_PLANS. */
export const exportCsv = onCallable(exportCsvSpec, exportPorts);

/** Daily: exports older than 24 h are deleted (see cleanup-exports.ts). */
export const cleanupOldExports = scheduledJob(
  'cleanupOldExports',
  'every day 04:00',
  async () => {
    const report = await cleanupExports({ files: adminFiles(), log: logger }, new Date());
    logger.info('cleanupOldExports', {
      scanned: report.scanned,
      deleted: report.deleted.length,
      failed: report.failed,
    });
  },
  warmAdminFiles,
);
