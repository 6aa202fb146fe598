/** Production wiring of the repair callables and the daily orphan-receipt cleanup. */
import { onDocumentWritten } from 'firebase-functions/v2/firestore';
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminBucket, adminFilePorts, adminStore, warmAdminFiles } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { scheduledJob } from '../kit/scheduled-job';
import { addRepairSpec } from './add-repair';
import { bucketUploadLister } from '../uploads/upload-pages';
import {
  CLEANUP_RUN_BUDGET_MS,
  cleanupReceipts,
  cleanupRepairPhotos,
  cleanupSummary,
} from './cleanup-receipts';
import { deleteRepairSpec } from './delete-repair';
import { syncRepairSummary as syncSummary } from './repair-summary';
import { updateRepairSpec } from './update-repair';

// Files connect on first use: a repair without a receipt never needs Storage.
const ports = adminFilePorts;

export const addRepair = onCallable(addRepairSpec, ports);
export const updateRepair = onCallable(updateRepairSpec, ports);
export const deleteRepair = onCallable(deleteRepairSpec, ports);

/**
 * Keeps each home's repair search summary (repair-summary.plan.ts) in step after any write
 * to a repair, whoever wrote it. Retried on failure (a busy home's transaction can lose to
 * contention): the shell re-reads everything, so a retry or a late delivery converges.
 */
export const syncRepairSummary = withWarmUp(
  onDocumentWritten(
    { document: 'repairs/{repairId}', retry: true, ...functionOptions('syncRepairSummary') },
    async (event) => {
      const before = event.data?.before.data();
      const previous = typeof before?.['propertyId'] === 'string' ? before['propertyId'] : null;
      await syncSummary(await adminStore(), event.params.repairId, previous);
    },
  ),
  adminStore,
);

/**
 * Daily: receipts and repair photos uploaded more than 24 h ago that no repair references (see
 * cleanup-receipts.ts). Delivered hourly from 03:30 to 08:30: the first run of the day starts
 * the pass, a later one carries on from the kept page if the first ran out of time, the rest
 * find the day done.
 */
export const cleanupOrphanReceipts = scheduledJob(
  'cleanupOrphanReceipts',
  '30 3-8 * * *',
  async () => {
    const started = Date.now();
    const cleanupPorts = {
      ...(await ports()),
      pages: bucketUploadLister(await adminBucket()),
      log: logger,
    };
    const options = { deadline: started + CLEANUP_RUN_BUDGET_MS };
    const report = await cleanupReceipts(cleanupPorts, new Date(started), options);
    logger.info('cleanupOrphanReceipts', cleanupSummary(report));
    // Then the repairs' work photos, in what is left of the run (their own job document:
    // a pass not finished by the deadline carries on at the next delivery).
    const photos = await cleanupRepairPhotos(cleanupPorts, new Date(started), options);
    logger.info('cleanupOrphanRepairPhotos', cleanupSummary(photos));
  },
  async () => Promise.all([ports(), warmAdminFiles()]),
);
