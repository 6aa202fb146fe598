/** Production wiring of the maintenance task and warranty callables. */
import * as logger from 'firebase-functions/logger';
import { onCallable } from '../kit/callable';
import { adminFiles, adminStore } from '../kit/admin-ports';
import { autoId, type FilePorts } from '../kit/ports';
import {
  acceptMaintenanceTaskSpec,
  addMaintenanceTaskSpec,
  addSuggestedTasksSpec,
  completeMaintenanceTaskSpec,
  deleteMaintenanceTaskSpec,
  skipMaintenanceTaskSpec,
  snoozeMaintenanceTaskSpec,
  updateMaintenanceTaskSpec,
} from './task-callables';
import { addWarrantySpec, deleteWarrantySpec, updateWarrantySpec } from './warranty-callables';

// Files connect on first use: a task or a warranty without a document never needs Storage.
const ports = async (): Promise<FilePorts> => ({
  store: await adminStore(),
  files: adminFiles(),
  newId: autoId,
  log: logger,
});

export const addMaintenanceTask = onCallable(addMaintenanceTaskSpec, ports);
export const updateMaintenanceTask = onCallable(updateMaintenanceTaskSpec, ports);
export const acceptMaintenanceTask = onCallable(acceptMaintenanceTaskSpec, ports);
export const deleteMaintenanceTask = onCallable(deleteMaintenanceTaskSpec, ports);
export const completeMaintenanceTask = onCallable(completeMaintenanceTaskSpec, ports);
export const skipMaintenanceTask = onCallable(skipMaintenanceTaskSpec, ports);
export const snoozeMaintenanceTask = onCallable(snoozeMaintenanceTaskSpec, ports);
export const addSuggestedTasks = onCallable(addSuggestedTasksSpec, ports);
export const addWarranty = onCallable(addWarrantySpec, ports);
export const updateWarranty = onCallable(updateWarrantySpec, ports);
export const deleteWarranty = onCallable(deleteWarrantySpec, ports);
