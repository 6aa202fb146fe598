/**
 * The maintenance and warranty callables (functions/src/maintenance), typed. They reject
 * with the SDK's FunctionsError: show `callableFailure(error)` (message and field).
 */
import type { TaskFormValues, WarrantyDocumentInput } from '@homeledger/domain';
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
  return callFunction<Record<string, unknown>, TaskWriteResult>('addMaintenanceTask', {
    propertyId,
    ...values,
    timeZone: browserTimeZone(),
  });
}

export function updateMaintenanceTask(taskId: string, values: TaskFormValues, timeZone: string) {
  return callFunction<Record<string, unknown>, TaskWriteResult>('updateMaintenanceTask', {
    taskId,
    ...values,
    timeZone,
  });
}

const byId = (name: string) => (taskId: string) =>
  callFunction<{ taskId: string }, TaskWriteResult>(name, { taskId });

export const acceptMaintenanceTask = byId('acceptMaintenanceTask');
export const skipMaintenanceTask = byId('skipMaintenanceTask');
export const snoozeMaintenanceTask = byId('snoozeMaintenanceTask');
export const deleteMaintenanceTask = byId('deleteMaintenanceTask');

export function addSuggestedTasks(propertyId: string) {
  return callFunction<{ propertyId: string; timeZone: string }, { added: string[] }>(
    'addSuggestedTasks',
    { propertyId, timeZone: browserTimeZone() },
  );
}

export interface WarrantyWriteResult {
  id: string;
  propertyId: string;
  endDate: string;
}

export function addWarranty(
  propertyId: string,
  values: Record<string, unknown>,
  document: WarrantyDocumentInput | null,
) {
  return callFunction<Record<string, unknown>, WarrantyWriteResult>('addWarranty', {
    propertyId,
    ...values,
    document,
  });
}

/** `document`: undefined keeps the current one, null removes it, an upload replaces it. */
export function updateWarranty(
  warrantyId: string,
  values: Record<string, unknown>,
  document: WarrantyDocumentInput | null | undefined,
) {
  return callFunction<Record<string, unknown>, WarrantyWriteResult>('updateWarranty', {
    warrantyId,
    ...values,
    ...(document === undefined ? {} : { document }),
  });
}

export function deleteWarranty(warrantyId: string) {
  return callFunction<{ warrantyId: string }, WarrantyWriteResult>('deleteWarranty', {
    warrantyId,
  });
}

export function saveReminderSettings(values: {
  emailEnabled: boolean;
  frequency: 'daily' | 'weekly';
  timeZone: string;
}) {
  return callFunction<typeof values, typeof values>('saveReminderSettings', values);
}

export function createCalendarFeed(timeZone: string) {
  return callFunction<{ timeZone: string }, { url: string }>('createCalendarFeed', { timeZone });
}

export function revokeCalendarFeed() {
  return callFunction<Record<string, never>, { revoked: boolean }>('revokeCalendarFeed', {});
}
