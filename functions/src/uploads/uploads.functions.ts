/**
 * Production wiring of the upload housekeeping: the daily removal of orphaned photos and
 * warranty documents (as cleanupOrphanReceipts does for receipts) and the removal of the
 * public download token from every browser upload (download-tokens.ts).
 */
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminBucket, adminFiles, adminStore, warmAdminFiles } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import {
  cleanupPhotos,
  cleanupWarrantyDocuments,
  type CleanupReport,
} from '../repairs/cleanup-receipts';
import { bucketTokenPort, stripDownloadToken, type TokenBucketLike } from './download-tokens';

/** Daily: photos uploaded more than 24 h ago that no property points to. */
export const cleanupOrphanPhotos = withWarmUp(
  onSchedule(
    {
      schedule: 'every day 03:45',
      timeZone: 'America/New_York',
      ...functionOptions('cleanupOrphanPhotos'),
    },
    async () => {
      const report = await cleanupPhotos(
        { store: await adminStore(), files: adminFiles(), log: logger },
        new Date(),
      );
      logger.info('cleanupOrphanPhotos', {
        scanned: report.scanned,
        stale: report.stale,
        deleted: report.deleted.length,
        failed: report.failed,
      });
    },
  ),
  async () => Promise.all([adminStore(), warmAdminFiles()]),
);

/** Daily: warranty documents uploaded more than 24 h ago that no warranty points to. */
export const cleanupOrphanWarrantyDocuments = withWarmUp(
  onSchedule(
    {
      schedule: 'every day 04:00',
      timeZone: 'America/New_York',
      ...functionOptions('cleanupOrphanWarrantyDocuments'),
    },
    async () => {
      const report: CleanupReport = await cleanupWarrantyDocuments(
        { store: await adminStore(), files: adminFiles(), log: logger },
        new Date(),
      );
      logger.info('cleanupOrphanWarrantyDocuments', {
        scanned: report.scanned,
        stale: report.stale,
        deleted: report.deleted.length,
        failed: report.failed,
      });
    },
  ),
  async () => Promise.all([adminStore(), warmAdminFiles()]),
);

/** Every finished upload to the default bucket: receipts, photos and warranty documents lose their download token. */
export const removeUploadDownloadTokens = withWarmUp(
  onObjectFinalized(functionOptions('removeUploadDownloadTokens'), async (event) => {
    // The trigger watches the default bucket, the one adminBucket() answers.
    const bucket = await adminBucket();
    await stripDownloadToken(
      { name: event.data.name, metadata: event.data.metadata ?? null },
      bucketTokenPort(bucket as unknown as TokenBucketLike),
      logger,
    );
  }),
  adminBucket,
);
