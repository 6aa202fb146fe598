/** Production wiring of the maintenance task and warranty callables. */
import { onCallable } from '../kit/callable';
import { adminFilePorts } from '../kit/admin-ports';
import { TASK_CALLABLES as taskSpecs } from './task-callables';
import { WARRANTY_CALLABLES as warrantySpecs } from './warranty-callables';

// Files connect on first use: a task or a warranty without a document never needs Storage.
const ports = adminFilePorts;

export const addMaintenanceTask = onCallable(taskSpecs.addMaintenanceTask, ports);
export const updateMaintenanceTask = onCallable(taskSpecs.updateMaintenanceTask, ports);
export const acceptMaintenanceTask = onCallable(taskSpecs.acceptMaintenanceTask, ports);
export const deleteMaintenanceTask = onCallable(taskSpecs.deleteMaintenanceTask, ports);
export const completeMaintenanceTask = onCallable(taskSpecs.completeMaintenanceTask, ports);
export const skipMaintenanceTask = onCallable(taskSpecs.skipMaintenanceTask, ports);
export const snoozeMaintenanceTask = onCallable(taskSpecs.snoozeMaintenanceTask, ports);
export const addSuggestedTasks = onCallable(taskSpecs.addSuggestedTasks, ports);
export const addWarranty = onCallable(warrantySpecs.addWarranty, ports);
export const updateWarranty = onCallable(warrantySpecs.updateWarranty, ports);
export const deleteWarranty = onCallable(warrantySpecs.deleteWarranty, ports);
