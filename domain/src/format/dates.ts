/**
 * Service dates are calendar dates `yyyy-MM-dd` (docs/architecture.md §2), never instants:
 * they are parsed and formatted in UTC so no viewer's time zone shifts them a day.
 */

const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a real calendar date `yyyy-MM-dd` (Feb 30 is not one), or null. */
export function parseIsoDate(value: string): { year: number; month: number; day: number } | null {
  const match = ISO_DATE.exec(value);
  if (!match) return null;
  const year = Number(match[1]);
  const month = Number(match[2]);
  const day = Number(match[3]);
  if (year < 1 || month < 1 || month > 12 || day < 1) return null;
  const probe = new Date(Date.UTC(year, month - 1, day));
  probe.setUTCFullYear(year); // years < 100 would otherwise map to 19xx
  if (probe.getUTCMonth() !== month - 1 || probe.getUTCDate() !== day) return null;
  return { year, month, day };
}

export function isIsoDate(value: string): boolean {
  return parseIsoDate(value) !== null;
}

function utcDate(value: string): Date | null {
  const parts = parseIsoDate(value);
  if (!parts) return null;
  const date = new Date(Date.UTC(parts.year, parts.month - 1, parts.day));
  date.setUTCFullYear(parts.year);
  return date;
}

const SHORT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});
const LONG = new Intl.DateTimeFormat('en-US', {
  month: 'long',
  day: 'numeric',
  year: 'numeric',
  timeZone: 'UTC',
});

/** "Mar 5, 2024" (spec §9 short US format); the input as given when it is not a date. */
export function formatShortDate(value: string): string {
  const date = utcDate(value);
  return date ? SHORT.format(date) : value;
}

/** "March 5, 2024" (spec §9 long US format); the input as given when it is not a date. */
export function formatLongDate(value: string): string {
  const date = utcDate(value);
  return date ? LONG.format(date) : value;
}

/** Today's calendar date `yyyy-MM-dd` as seen in `timeZone` (default: the runtime's own). */
export function todayIsoDate(now: Date = new Date(), timeZone?: string): string {
  // en-CA formats as yyyy-MM-dd.
  return new Intl.DateTimeFormat('en-CA', {
    year: 'numeric',
    month: '2-digit',
    day: '2-digit',
    ...(timeZone ? { timeZone } : {}),
  }).format(now);
}
