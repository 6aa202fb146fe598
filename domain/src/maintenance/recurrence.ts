/**
 * Maintenance recurrence (docs/architecture.md §8): a task's schedule is stored as an
 * RFC 5545 RRULE and evaluated (schedule.ts, kept out of the browser bundle) in the owner's
 * time zone by `rrule-temporal` (chosen over
 * `rrule`: it works on Temporal zoned date-times, so wall-clock times stay put across DST
 * changes, and it bundles its own Temporal polyfill for Node 20 and browsers without one;
 * `rrule` returns "floating" JS Dates whose TZID handling has long-open bugs).
 *
 * The form never types an RRULE: it picks a `Repeat` (every N days/weeks/months/years,
 * given months, or once), which `rruleFor` turns into the rule. A month day past the 28th
 * means "that day, or the month's last day when shorter" (BYMONTHDAY=28..d;BYSETPOS=-1),
 * so "the 31st of every month" falls on Feb 28/29, Apr 30…, never skips a month.
 *
 * Tasks are dated, not timed: occurrences are taken at 09:00 local time (the hour does
 * not matter for a date, but a fixed local hour keeps DST gaps away from midnight).
 */
import { parseIsoDate } from '../format/dates';

export const REPEAT_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type RepeatUnit = (typeof REPEAT_UNITS)[number];

export type Repeat =
  | { kind: 'once' }
  | { kind: 'every'; interval: number; unit: RepeatUnit }
  /** Every year in the given months (1–12), on the start date's day of the month. */
  | { kind: 'months'; months: number[] };

export const REPEAT_INTERVAL_MAX = 99;

const FREQ: Record<RepeatUnit, string> = {
  days: 'DAILY',
  weeks: 'WEEKLY',
  months: 'MONTHLY',
  years: 'YEARLY',
};

const MONTH_NAMES = [
  'January',
  'February',
  'March',
  'April',
  'May',
  'June',
  'July',
  'August',
  'September',
  'October',
  'November',
  'December',
] as const;

export function monthName(month: number): string {
  return MONTH_NAMES[month - 1] ?? '';
}

/** BYMONTHDAY for a start day: the day itself, or "that day or the month's last" past the 28th. */
function monthDayPart(day: number): string {
  if (day <= 28) return `BYMONTHDAY=${day}`;
  const days = [];
  for (let d = 28; d <= day; d += 1) days.push(d);
  return `BYMONTHDAY=${days.join(',')};BYSETPOS=-1`;
}

/** The RRULE (without "RRULE:") for a repeat anchored on `startDate`; null for a one-off. */
export function rruleFor(repeat: Repeat, startDate: string): string | null {
  const start = parseIsoDate(startDate);
  if (!start) throw new RangeError(`Invalid start date ${startDate}`);
  switch (repeat.kind) {
    case 'once':
      return null;
    case 'every': {
      const base = `FREQ=${FREQ[repeat.unit]};INTERVAL=${repeat.interval}`;
      if (repeat.unit === 'months') return `${base};${monthDayPart(start.day)}`;
      if (repeat.unit === 'years')
        return `${base};BYMONTH=${start.month};${monthDayPart(start.day)}`;
      return base;
    }
    case 'months': {
      const months = [...new Set(repeat.months)].sort((a, b) => a - b);
      return `FREQ=MONTHLY;BYMONTH=${months.join(',')};${monthDayPart(start.day)}`;
    }
  }
}

/** "Every 3 months", "Every year in April and October", "One time". */
export function describeRepeat(repeat: Repeat): string {
  switch (repeat.kind) {
    case 'once':
      return 'One time';
    case 'every': {
      const singular = repeat.unit.slice(0, -1);
      return repeat.interval === 1
        ? `Every ${singular}`
        : `Every ${repeat.interval} ${repeat.unit}`;
    }
    case 'months': {
      const names = [...new Set(repeat.months)].sort((a, b) => a - b).map(monthName);
      const list =
        names.length <= 1
          ? (names[0] ?? '')
          : `${names.slice(0, -1).join(', ')} and ${names[names.length - 1]}`;
      return `Every year in ${list}`;
    }
  }
}

/** A valid IANA time zone name (what Intl accepts). */
export function isTimeZone(value: string): boolean {
  if (value === '' || value.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en-US', { timeZone: value });
    return true;
  } catch {
    return false;
  }
}

/** `yyyy-MM-dd` plus `days` (negative to go back). */
export function addDays(date: string, days: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date ${date}`);
  const d = new Date(Date.UTC(parts.year, parts.month - 1, parts.day + days));
  return d.toISOString().slice(0, 10);
}

/** `yyyy-MM-dd` plus `months`, clamped to the month's last day (Jan 31 + 1 month = Feb 28/29). */
export function addMonths(date: string, months: number): string {
  const parts = parseIsoDate(date);
  if (!parts) throw new RangeError(`Invalid date ${date}`);
  const index = parts.month - 1 + months;
  const year = parts.year + Math.floor(index / 12);
  const month = ((index % 12) + 12) % 12;
  const last = new Date(Date.UTC(year, month + 1, 0)).getUTCDate();
  const d = new Date(Date.UTC(year, month, Math.min(parts.day, last)));
  return d.toISOString().slice(0, 10);
}
