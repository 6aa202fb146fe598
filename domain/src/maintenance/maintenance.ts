/**
 * Maintenance tasks and warranties as stored, and the pure decisions both sides share
 * (docs/architecture.md §8): next due date, due-soon / overdue, expiring / expired, the
 * starter plan.
 */
import type { ServiceType } from '../repairs/repair-schema';
import { addDays, addMonths, type Repeat } from './recurrence';
import type { WarrantyLengthUnit } from './maintenance-schema';

export const MAINTENANCE_TASKS_COLLECTION = 'maintenanceTasks';
export const WARRANTIES_COLLECTION = 'warranties';
export const REMINDER_SETTINGS_COLLECTION = 'reminderSettings';
export const DIGESTS_COLLECTION = 'reminderDigests';
export const CALENDAR_FEEDS_COLLECTION = 'calendarFeeds';

/** "Due soon": due within the next 30 days (today included). */
export const DUE_SOON_DAYS = 30;
/** "Expiring": a warranty ending within the next 60 days. */
export const WARRANTY_EXPIRING_DAYS = 60;
/** Snooze moves a task's due date by a week. */
export const SNOOZE_DAYS = 7;

/**
 * suggested — proposed by the starter plan, not yet accepted (never due, never reminded);
 * active — has a next due date; done — a one-off task that was completed or skipped.
 */
export type TaskStatus = 'suggested' | 'active' | 'done';

/** A task as stored in `maintenanceTasks/{id}` (written by the task callables only). */
export interface MaintenanceTask {
  id: string;
  propertyId: string;
  /** The property's owner: the one reader (rules) and whom the digest is for. A transfer rewrites it. */
  ownerId: string;
  name: string;
  serviceType: ServiceType | null;
  notes: string;
  repeat: Repeat;
  /** The RRULE (RFC 5545, no "RRULE:" prefix), null for a one-off task. */
  rrule: string | null;
  /** The schedule's anchor: the first due date as entered. */
  startDate: string;
  /** The time zone the rule is evaluated in (the owner's). */
  timeZone: string;
  status: TaskStatus;
  /** `yyyy-MM-dd` while active, else null: what the digest and the due lists query by. */
  nextDue: string | null;
  lastDoneDate: string | null;
  lastRepairId: string | null;
  /** The starter plan entry it came from, if any. */
  suggestionKey: string | null;
}

export type TaskDueState = 'overdue' | 'due-soon' | 'upcoming' | 'suggested' | 'done';

/** Where a task stands on `today` (the owner's calendar date). */
export function taskDueState(
  task: Pick<MaintenanceTask, 'status' | 'nextDue'>,
  today: string,
): TaskDueState {
  if (task.status === 'suggested') return 'suggested';
  if (task.status === 'done' || task.nextDue === null) return 'done';
  if (task.nextDue < today) return 'overdue';
  if (task.nextDue <= addDays(today, DUE_SOON_DAYS)) return 'due-soon';
  return 'upcoming';
}

export interface DueCounts {
  overdue: number;
  dueSoon: number;
}

export function countDue(
  tasks: readonly Pick<MaintenanceTask, 'status' | 'nextDue'>[],
  today: string,
): DueCounts {
  let overdue = 0;
  let dueSoon = 0;
  for (const task of tasks) {
    const state = taskDueState(task, today);
    if (state === 'overdue') overdue += 1;
    else if (state === 'due-soon') dueSoon += 1;
  }
  return { overdue, dueSoon };
}

/** Snooze: a week later than the current due date. */
export function dueAfterSnooze(nextDue: string): string {
  return addDays(nextDue, SNOOZE_DAYS);
}

// ---- the starter plan ----------------------------------------------------------------------

export interface SuggestedTask {
  key: string;
  name: string;
  serviceType: ServiceType | null;
  repeat: Repeat;
  notes: string;
}

/** A short, sensible starter plan ("Add suggested tasks"); each the owner accepts, edits or skips. */
export const STARTER_PLAN: readonly SuggestedTask[] = [
  {
    key: 'hvac-filter',
    name: 'Replace HVAC filter',
    serviceType: 'hvac',
    repeat: { kind: 'every', interval: 3, unit: 'months' },
    notes: 'Check the filter size printed on the old one before buying.',
  },
  {
    key: 'smoke-co-test',
    name: 'Test smoke and CO alarms',
    serviceType: 'security',
    repeat: { kind: 'every', interval: 1, unit: 'months' },
    notes: 'Press the test button on each alarm; replace batteries yearly.',
  },
  {
    key: 'gutters',
    name: 'Clean gutters',
    serviceType: 'roofing',
    repeat: { kind: 'months', months: [4, 10] },
    notes: 'Spring and autumn, after the leaves fall.',
  },
  {
    key: 'water-heater-flush',
    name: 'Flush water heater',
    serviceType: 'plumbing',
    repeat: { kind: 'every', interval: 1, unit: 'years' },
    notes: 'Drain a few gallons to clear sediment.',
  },
  {
    key: 'dryer-vent',
    name: 'Clean dryer vent',
    serviceType: 'appliances',
    repeat: { kind: 'every', interval: 1, unit: 'years' },
    notes: 'Lint build-up is a fire risk.',
  },
  {
    key: 'roof-inspection',
    name: 'Inspect roof',
    serviceType: 'roofing',
    repeat: { kind: 'every', interval: 1, unit: 'years' },
    notes: 'Look for missing shingles and damaged flashing.',
  },
  {
    key: 'hvac-service',
    name: 'Service heating and cooling',
    serviceType: 'hvac',
    repeat: { kind: 'every', interval: 1, unit: 'years' },
    notes: 'A professional tune-up before the heating season.',
  },
];

/**
 * When a suggestion would first be due if accepted: month-based ones on the first listed
 * month still ahead, the rest a period from today (a new owner starts the clock now).
 */
export function suggestedStartDate(suggestion: SuggestedTask, today: string): string {
  const repeat = suggestion.repeat;
  if (repeat.kind === 'months') {
    const year = Number(today.slice(0, 4));
    const month = Number(today.slice(5, 7));
    const ahead = repeat.months.find((m) => m > month) ?? repeat.months[0] ?? 1;
    const y = ahead > month ? year : year + 1;
    return `${y}-${String(ahead).padStart(2, '0')}-01`;
  }
  if (repeat.kind === 'every') {
    switch (repeat.unit) {
      case 'days':
        return addDays(today, repeat.interval);
      case 'weeks':
        return addDays(today, repeat.interval * 7);
      case 'months':
        return addMonths(today, repeat.interval);
      case 'years':
        return addMonths(today, repeat.interval * 12);
    }
  }
  return addDays(today, 7);
}

// ---- warranties ----------------------------------------------------------------------------

export interface WarrantyDocument {
  path: string;
  name: string;
  contentType: string;
  size: number;
}

/** A warranty as stored in `warranties/{id}` (written by the warranty callables only). */
export interface Warranty {
  id: string;
  propertyId: string;
  ownerId: string;
  item: string;
  provider: string;
  startDate: string;
  coverage: 'length' | 'end';
  lengthCount: number | null;
  lengthUnit: WarrantyLengthUnit | null;
  /** Always stored (computed from the length when that was given): what expiry queries use. */
  endDate: string;
  notes: string;
  document: WarrantyDocument | null;
  /** Moves to a new owner with the property. */
  transferable: boolean;
  repairId: string | null;
}

/** The last covered day: start + length (clamped to month ends), or the end date given. */
export function warrantyEndDate(input: {
  startDate: string;
  coverage: 'length' | 'end';
  lengthCount?: number | null;
  lengthUnit?: WarrantyLengthUnit | null;
  endDate?: string | null;
}): string {
  if (input.coverage === 'end') return (input.endDate ?? '').trim();
  const months = (input.lengthCount ?? 0) * (input.lengthUnit === 'years' ? 12 : 1);
  return addDays(addMonths(input.startDate, months), -1);
}

export type WarrantyState = 'active' | 'expiring' | 'expired';

export function warrantyState(warranty: Pick<Warranty, 'endDate'>, today: string): WarrantyState {
  if (warranty.endDate < today) return 'expired';
  if (warranty.endDate <= addDays(today, WARRANTY_EXPIRING_DAYS)) return 'expiring';
  return 'active';
}

// ---- reminder settings ---------------------------------------------------------------------

/** `reminderSettings/{uid}`: the owner's choices (readable by that user). */
export interface ReminderSettings {
  emailEnabled: boolean;
  frequency: 'daily' | 'weekly';
  timeZone: string;
}

export const DEFAULT_REMINDER_SETTINGS: ReminderSettings = {
  emailEnabled: true,
  frequency: 'weekly',
  timeZone: 'America/New_York',
};
