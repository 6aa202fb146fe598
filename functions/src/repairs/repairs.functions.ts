/** Production wiring of the repair callables and the daily orphan-receipt cleanup. */
import { onSchedule } from 'firebase-functions/v2/scheduler';
import * as logger from 'firebase-functions/logger';
import { CALLABLE_REGION, onCallable } from '../kit/callable';
import { adminStore } from '../kit/firestore-store';
import { adminFiles } from '../kit/storage-files';
import { autoId } from '../properties/ports';
import { addRepairSpec } from './add-repair';
import { cleanupReceipts } from './cleanup-receipts';
import { deleteRepairSpec } from './delete-repair';
import type { RepairPorts } from './ports';
import { updateRepairSpec } from './update-repair';

const ports = (): RepairPorts => ({
  store: adminStore(),
  files: adminFiles(),
  newId: autoId,
  log: logger,
});

export const addRepair = onCallable(addRepairSpec, ports);
export const updateRepair = onCallable(updateRepairSpec, ports);
export const deleteRepair = onCallable(deleteRepairSpec, ports);

/** Daily: receipts uploaded more than 24 h ago that no repair references (see cleanup-receipts.ts). */
export const cleanupOrphanReceipts = onSchedule(
  { schedule: 'every day 03:30', timeZone: 'America/New_York', region: CALLABLE_REGION },
  async () => {
    const report = await cleanupReceipts(
      { store: adminStore(), files: adminFiles(), log: logger },
      new Date(),
    );
    logger.info('cleanupOrphanReceipts', {
      scanned: report.scanned,
      stale: report.stale,
      deleted: report.deleted.length,
      failed: report.failed,
    });
  },
);
