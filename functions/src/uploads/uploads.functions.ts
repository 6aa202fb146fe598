/**
 * Production wiring of the upload housekeeping: the daily removal of orphaned photos
 * (as cleanupOrphanReceipts does for receipts) and the removal of the public download
 * token from every browser upload (download-tokens.ts).
 */
import { getStorage } from 'firebase-admin/storage';
import * as logger from 'firebase-functions/logger';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import { onObjectFinalized } from 'firebase-functions/v2/storage';
import { adminApp } from '../admin';
import { CALLABLE_REGION } from '../kit/callable';
import { adminStore } from '../kit/firestore-store';
import { adminFiles } from '../kit/storage-files';
import { cleanupPhotos } from '../repairs/cleanup-receipts';
import { bucketTokenPort, stripDownloadToken, type TokenBucketLike } from './download-tokens';

/** Daily: photos uploaded more than 24 h ago that no property points to. */
export const cleanupOrphanPhotos = onSchedule(
  { schedule: 'every day 03:45', timeZone: 'America/New_York', region: CALLABLE_REGION },
  async () => {
    const report = await cleanupPhotos(
      { store: adminStore(), files: adminFiles(), log: logger },
      new Date(),
    );
    logger.info('cleanupOrphanPhotos', {
      scanned: report.scanned,
      stale: report.stale,
      deleted: report.deleted.length,
      failed: report.failed,
    });
  },
);

/** Every finished upload to the default bucket: receipts and photos lose their download token. */
export const removeUploadDownloadTokens = onObjectFinalized(
  { region: CALLABLE_REGION },
  async (event) => {
    const bucket = getStorage(adminApp()).bucket(event.data.bucket);
    await stripDownloadToken(
      { name: event.data.name, metadata: event.data.metadata ?? null },
      bucketTokenPort(bucket as unknown as TokenBucketLike),
      logger,
    );
  },
);
