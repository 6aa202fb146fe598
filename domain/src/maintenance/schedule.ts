/**
 * Evaluating a task's RRULE in its time zone with `rrule-temporal` (see recurrence.ts).
 * Its own entry point (`@homeledger/domain/schedule`): the functions and tests use it; the
 * web app never loads it (rrule-temporal bundles a Temporal polyfill, too heavy for the
 * route budgets), it reads the stored `nextDue` instead.
 */
import { RRuleTemporal } from 'rrule-temporal';
import type { MaintenanceTask } from './maintenance';
import { addDays, rruleFor, type Repeat } from './recurrence';

function compact(date: string): string {
  return date.replaceAll('-', '');
}

function ruleOf(rrule: string, startDate: string, timeZone: string): RRuleTemporal {
  return new RRuleTemporal({
    rruleString: `DTSTART;TZID=${timeZone}:${compact(startDate)}T090000\nRRULE:${rrule}`,
  });
}

const isoOf = (zdt: { toPlainDate(): { toString(): string } }): string =>
  zdt.toPlainDate().toString();

export interface Schedule {
  /** The RRULE, or null for a one-off task. */
  rrule: string | null;
  /** The anchor (DTSTART's date); a one-off task's date. */
  startDate: string;
  timeZone: string;
}

/**
 * An instant safely before local midnight of `date` in any zone (UTC−12…UTC+14): rules are
 * searched from here and their local dates compared, never their instants.
 */
function before(date: string): Date {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 15 * 3_600_000);
}
function after(date: string): Date {
  return new Date(Date.parse(`${date}T23:59:59Z`) + 15 * 3_600_000);
}

/**
 * Every occurrence date from `from` to `to` (inclusive, `yyyy-MM-dd`), in order. A one-off
 * task occurs on its start date. `limit` caps a daily rule over a long window.
 */
export function occurrencesBetween(
  schedule: Schedule,
  from: string,
  to: string,
  limit = 1000,
): string[] {
  if (!schedule.rrule)
    return schedule.startDate >= from && schedule.startDate <= to ? [schedule.startDate] : [];
  const rule = ruleOf(schedule.rrule, schedule.startDate, schedule.timeZone);
  return rule
    .between(before(from), after(to), true)
    .map(isoOf)
    .filter((iso) => iso >= from && iso <= to)
    .slice(0, limit);
}

/** The first occurrence on or after `date` (`inclusive`) or strictly after it; null when none. */
export function nextOccurrence(
  schedule: Schedule,
  date: string,
  inclusive: boolean,
): string | null {
  const from = inclusive ? date : addDays(date, 1);
  if (!schedule.rrule) return schedule.startDate >= from ? schedule.startDate : null;
  const rule = ruleOf(schedule.rrule, schedule.startDate, schedule.timeZone);
  let probe: Date = before(from);
  // At most a day's worth of occurrences lie between the probe and local midnight.
  for (let step = 0; step < 4; step += 1) {
    const next = rule.next(probe, false);
    if (!next) return null;
    const iso = isoOf(next);
    if (iso >= from) return iso;
    probe = new Date(next.epochMilliseconds);
  }
  return null;
}

/** The first due date of a newly planned task: the start date or the rule's first date after it. */
export function firstDue(repeat: Repeat, startDate: string, timeZone: string): string | null {
  const rrule = rruleFor(repeat, startDate);
  return nextOccurrence({ rrule, startDate, timeZone }, startDate, true);
}

/**
 * The due date after Mark Done or Skip on `today`: the rule's first date after both the
 * current due date and today (done early ⇒ the following one; done late ⇒ the next one
 * still ahead, never one already past). A one-off task is then done (null).
 */
export function dueAfterDone(
  task: Pick<MaintenanceTask, 'rrule' | 'startDate' | 'timeZone' | 'nextDue'>,
  today: string,
): string | null {
  if (!task.rrule) return null;
  const from = task.nextDue !== null && task.nextDue > today ? task.nextDue : today;
  return nextOccurrence(
    { rrule: task.rrule, startDate: task.startDate, timeZone: task.timeZone },
    from,
    false,
  );
}
