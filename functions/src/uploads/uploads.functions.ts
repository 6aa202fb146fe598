/**
 * Production wiring of the upload housekeeping: the daily removal of orphaned photos and
 * warranty documents (as cleanupOrphanReceipts does for receipts) and the removal of the
 * public download token from every browser upload (download-tokens.ts).
 */
import * as logger from 'firebase-functions/logger';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminBucket, adminFiles, adminStore, warmAdminFiles } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { scheduledJob } from '../kit/scheduled-job';
import {
  CLEANUP_RUN_BUDGET_MS,
  cleanupPhotos,
  cleanupSummary,
  cleanupWarrantyDocuments,
  type CleanupPorts,
} from '../repairs/cleanup-receipts';
import { bucketUploadLister } from './upload-pages';
import { bucketTokenPort, stripDownloadToken, type TokenBucketLike } from './download-tokens';

/** A cleanup run's ports: the bucket listed a page at a time (upload-pages.ts). */
const cleanupPorts = async (): Promise<CleanupPorts> => ({
  store: await adminStore(),
  files: adminFiles(),
  pages: bucketUploadLister(await adminBucket()),
  log: logger,
});

/** A daily orphan cleanup: one run within CLEANUP_RUN_BUDGET_MS, its summary logged. */
function cleanupJob(
  name: 'cleanupOrphanPhotos' | 'cleanupOrphanWarrantyDocuments',
  schedule: string,
  clean: typeof cleanupPhotos,
) {
  return scheduledJob(
    name,
    schedule,
    async () => {
      const started = Date.now();
      const report = await clean(await cleanupPorts(), new Date(started), {
        deadline: started + CLEANUP_RUN_BUDGET_MS,
      });
      logger.info(name, cleanupSummary(report));
    },
    async () => Promise.all([adminStore(), warmAdminFiles()]),
  );
}

/**
 * Daily: photos uploaded more than 24 h ago that no property points to. Delivered hourly
 * through the morning: a run that ran out of time is carried on by the next (as
 * cleanupOrphanReceipts, repairs/cleanup-receipts.ts).
 */
export const cleanupOrphanPhotos = cleanupJob('cleanupOrphanPhotos', '45 3-8 * * *', cleanupPhotos);

/** Daily: warranty documents uploaded more than 24 h ago that no warranty points to (hourly window, as above). */
export const cleanupOrphanWarrantyDocuments = cleanupJob(
  'cleanupOrphanWarrantyDocuments',
  '0 4-9 * * *',
  cleanupWarrantyDocuments,
);

/**
 * Every finished upload to the default bucket: receipts, photos and warranty documents lose
 * their download token. `retry: true`: a transient failure is thrown and the event delivered
 * again (download-tokens.ts), rather than leaving a public link on the file.
 */
export const removeUploadDownloadTokens = withWarmUp(
  onObjectFinalized(
    { ...functionOptions('removeUploadDownloadTokens'), retry: true },
    async (event) => {
      // The trigger watches the default bucket, the one adminBucket() answers.
      const bucket = await adminBucket();
      await stripDownloadToken(
        { name: event.data.name, metadata: event.data.metadata ?? null },
        bucketTokenPort(bucket as unknown as TokenBucketLike),
        logger,
      );
    },
  ),
  adminBucket,
);
