/**
 * The maintenance and warranty callables (functions/src/maintenance), typed. They reject
 * with the SDK's FunctionsError: show `callableFailure(error)` (message and field).
 */
import type { TaskFormValues, WarrantyDocumentInput } from '@homeledger/domain';
import type { WarrantyValues } from '../warranty-form-dialog';
import { callFunction } from '@/lib/firebase/functions';

export interface TaskWriteResult {
  id: string;
  propertyId: string;
  status: 'suggested' | 'active' | 'done';
  nextDue: string | null;
}

/** The browser's time zone: a new task's schedule is evaluated in it. */
export function browserTimeZone(): string {
  return Intl.DateTimeFormat().resolvedOptions().timeZone || 'UTC';
}

export function addMaintenanceTask(propertyId: string, values: TaskFormValues) {
  return callFunction('addMaintenanceTask', {
    propertyId,
    ...values,
    timeZone: browserTimeZone(),
  });
}

export function updateMaintenanceTask(taskId: string, values: TaskFormValues, timeZone: string) {
  return callFunction('updateMaintenanceTask', {
    taskId,
    ...values,
    timeZone,
  });
}

type TaskAction =
  | 'acceptMaintenanceTask'
  | 'skipMaintenanceTask'
  | 'snoozeMaintenanceTask'
  | 'deleteMaintenanceTask';

const byId =
  <N extends TaskAction>(name: N) =>
  (taskId: string) =>
    callFunction(name, { taskId });

export const acceptMaintenanceTask = byId('acceptMaintenanceTask');
export const skipMaintenanceTask = byId('skipMaintenanceTask');
export const snoozeMaintenanceTask = byId('snoozeMaintenanceTask');
export const deleteMaintenanceTask = byId('deleteMaintenanceTask');

export function addSuggestedTasks(propertyId: string) {
  return callFunction('addSuggestedTasks', { propertyId, timeZone: browserTimeZone() });
}

export interface WarrantyWriteResult {
  id: string;
  propertyId: string;
  endDate: string;
}

export function addWarranty(
  propertyId: string,
  values: WarrantyValues,
  document: WarrantyDocumentInput | null,
) {
  return callFunction('addWarranty', {
    propertyId,
    ...values,
    document,
  });
}

/** `document`: undefined keeps the current one, null removes it, an upload replaces it. */
export function updateWarranty(
  warrantyId: string,
  values: WarrantyValues,
  document: WarrantyDocumentInput | null | undefined,
) {
  return callFunction('updateWarranty', {
    warrantyId,
    ...values,
    ...(document === undefined ? {} : { document }),
  });
}

export function deleteWarranty(warrantyId: string) {
  return callFunction('deleteWarranty', {
    warrantyId,
  });
}

export function saveReminderSettings(values: {
  emailEnabled: boolean;
  frequency: 'daily' | 'weekly';
  timeZone: string;
}) {
  return callFunction('saveReminderSettings', values);
}

export function createCalendarFeed(timeZone: string) {
  return callFunction('createCalendarFeed', { timeZone });
}

export function revokeCalendarFeed() {
  return callFunction('revokeCalendarFeed', {});
}
