/** Production wiring of the maintenance task and warranty callables. */
import { onCallable } from '../kit/callable';
import { adminFilePorts } from '../kit/admin-ports';
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
const ports = adminFilePorts;

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
