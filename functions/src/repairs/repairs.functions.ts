/** Production wiring of the repair callables and the daily orphan-receipt cleanup. */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminFiles, adminStore, warmAdminFiles } from '../kit/admin-ports';
import { functionOptions, withWarmUp } from '../kit/function-options';
import { autoId, type FilePorts } from '../kit/ports';
import { addRepairSpec } from './add-repair';
import { cleanupReceipts } from './cleanup-receipts';
import { deleteRepairSpec } from './delete-repair';
import { updateRepairSpec } from './update-repair';

// Files connect on first use: a repair without a receipt never needs Storage.
const ports = async (): Promise<FilePorts> => ({
  store: await adminStore(),
  files: adminFiles(),
  newId: autoId,
  log: logger,
});

export const addRepair = onCallable(addRepairSpec, ports);
export const updateRepair = onCallable(updateRepairSpec, ports);
export const deleteRepair = onCallable(deleteRepairSpec, ports);

/** Daily: receipts uploaded more than 24 h ago that no repair references (see cleanup-receipts.ts). */
export const cleanupOrphanReceipts = withWarmUp(
  onSchedule(
    {
      schedule: 'every day 03:30',
      timeZone: 'America/New_York',
      ...functionOptions('cleanupOrphanReceipts'),
    },
    async () => {
      const report = await cleanupReceipts({ ...(await ports()), log: logger }, new Date());
      logger.info('cleanupOrphanReceipts', {
        scanned: report.scanned,
        stale: report.stale,
        deleted: report.deleted.length,
        failed: report.failed,
      });
    },
  ),
  async () => Promise.all([ports(), warmAdminFiles()]),
);
