/** The maintenance plan's live reads (declared in ./queries.ts), as Loadables. */
import type { MaintenanceTask, Repeat, ServiceType, Warranty } from '@homeledger/domain';
import { num, optionalStr, record, str } from '@/lib/data/fields';
import { useLiveDoc } from '@/lib/firebase/use-live-doc';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import {
  ownerActiveTasksQuery,
  ownerWarrantiesQuery,
  propertyTasksQuery,
  propertyWarrantiesQuery,
  reminderSettingsDocument,
} from './queries';

function toRepeat(value: unknown): Repeat {
  const r = record(value);
  if (r?.kind === 'every')
    return {
      kind: 'every',
      interval: num(r.interval) ?? 1,
      unit: (['days', 'weeks', 'months', 'years'] as const).find((u) => u === r.unit) ?? 'months',
    };
  if (r?.kind === 'months' && Array.isArray(r.months))
    return { kind: 'months', months: r.months.filter((m): m is number => typeof m === 'number') };
  return { kind: 'once' };
}

export function toTask(id: string, data: Record<string, unknown>): MaintenanceTask {
  const status = data.status === 'suggested' || data.status === 'done' ? data.status : 'active';
  return {
    id,
    propertyId: str(data.propertyId),
    ownerId: str(data.ownerId),
    name: str(data.name),
    serviceType: optionalStr(data.serviceType) as ServiceType | null,
    notes: str(data.notes),
    repeat: toRepeat(data.repeat),
    rrule: optionalStr(data.rrule),
    startDate: str(data.startDate),
    timeZone: str(data.timeZone, 'UTC'),
    status,
    nextDue: optionalStr(data.nextDue),
    lastDoneDate: optionalStr(data.lastDoneDate),
    lastRepairId: optionalStr(data.lastRepairId),
    suggestionKey: optionalStr(data.suggestionKey),
  };
}

export function toWarranty(id: string, data: Record<string, unknown>): Warranty {
  const document = record(data.document);
  return {
    id,
    propertyId: str(data.propertyId),
    ownerId: str(data.ownerId),
    item: str(data.item),
    provider: str(data.provider),
    startDate: str(data.startDate),
    coverage: data.coverage === 'end' ? 'end' : 'length',
    lengthCount: num(data.lengthCount),
    lengthUnit:
      data.lengthUnit === 'months' || data.lengthUnit === 'years' ? data.lengthUnit : null,
    endDate: str(data.endDate),
    notes: str(data.notes),
    document:
      document && typeof document.path === 'string'
        ? {
            path: document.path,
            name: str(document.name),
            contentType: str(document.contentType),
            size: num(document.size) ?? 0,
          }
        : null,
    transferable: data.transferable === true,
    repairId: optionalStr(data.repairId),
  };
}

export function usePropertyTasks(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertyTasksQuery, uid, toTask, { propertyId });
}

export function usePropertyWarranties(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertyWarrantiesQuery, uid, toWarranty, { propertyId });
}

export function useOwnerActiveTasks(uid: string | null | undefined) {
  return useLiveQuery(ownerActiveTasksQuery, uid, toTask);
}

export function useOwnerWarranties(uid: string | null | undefined) {
  return useLiveQuery(ownerWarrantiesQuery, uid, toWarranty);
}

export interface ReminderSettingsView {
  emailEnabled: boolean;
  frequency: 'daily' | 'weekly';
  timeZone: string | null;
  /** A calendar feed is on (only its hash is stored). */
  feedActive: boolean;
}

export function toReminderSettings(
  _id: string,
  data: Record<string, unknown>,
): ReminderSettingsView {
  return {
    emailEnabled: data.emailEnabled !== false,
    frequency: data.frequency === 'daily' ? 'daily' : 'weekly',
    timeZone: optionalStr(data.timeZone),
    feedActive: typeof data.calendarFeedHash === 'string' && data.calendarFeedHash !== '',
  };
}

export function useReminderSettings(uid: string | null | undefined) {
  return useLiveDoc(reminderSettingsDocument, uid, toReminderSettings, { uid: uid ?? '' });
}
