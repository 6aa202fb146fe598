import { describe, expect, it } from 'vitest';
import {
  addDays,
  addMonths,
  describeRepeat,
  isTimeZone,
  rruleFor,
  type Repeat,
} from './recurrence';
import { nextOccurrence, occurrencesBetween } from './schedule';

const schedule = (repeat: Repeat, startDate: string, timeZone = 'America/New_York') => ({
  rrule: rruleFor(repeat, startDate),
  startDate,
  timeZone,
});

describe('rruleFor', () => {
  it('writes RFC 5545 rules for each kind of repeat', () => {
    expect(rruleFor({ kind: 'once' }, '2026-01-10')).toBeNull();
    expect(rruleFor({ kind: 'every', interval: 2, unit: 'weeks' }, '2026-01-10')).toBe(
      'FREQ=WEEKLY;INTERVAL=2',
    );
    expect(rruleFor({ kind: 'every', interval: 3, unit: 'months' }, '2026-01-10')).toBe(
      'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=10',
    );
    expect(rruleFor({ kind: 'every', interval: 1, unit: 'years' }, '2026-02-28')).toBe(
      'FREQ=YEARLY;INTERVAL=1;BYMONTH=2;BYMONTHDAY=28',
    );
    expect(rruleFor({ kind: 'months', months: [10, 4, 4] }, '2026-04-15')).toBe(
      'FREQ=MONTHLY;BYMONTH=4,10;BYMONTHDAY=15',
    );
    expect(rruleFor({ kind: 'every', interval: 1, unit: 'months' }, '2026-01-31')).toBe(
      'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
    );
  });

  it('describes a repeat in words', () => {
    expect(describeRepeat({ kind: 'once' })).toBe('One time');
    expect(describeRepeat({ kind: 'every', interval: 1, unit: 'months' })).toBe('Every month');
    expect(describeRepeat({ kind: 'every', interval: 3, unit: 'months' })).toBe('Every 3 months');
    expect(describeRepeat({ kind: 'months', months: [10, 4] })).toBe(
      'Every year in April and October',
    );
    expect(describeRepeat({ kind: 'months', months: [1, 5, 9] })).toBe(
      'Every year in January, May and September',
    );
  });
});

describe('month ends', () => {
  it('"the 31st of every month" falls on each month\'s last day when it is shorter', () => {
    const dates = occurrencesBetween(
      schedule({ kind: 'every', interval: 1, unit: 'months' }, '2026-01-31'),
      '2026-01-01',
      '2026-12-31',
    );
    expect(dates).toEqual([
      '2026-01-31',
      '2026-02-28',
      '2026-03-31',
      '2026-04-30',
      '2026-05-31',
      '2026-06-30',
      '2026-07-31',
      '2026-08-31',
      '2026-09-30',
      '2026-10-31',
      '2026-11-30',
      '2026-12-31',
    ]);
  });

  it('takes Feb 29 in a leap year and Feb 28 otherwise', () => {
    const s = schedule({ kind: 'every', interval: 1, unit: 'months' }, '2027-12-30');
    expect(occurrencesBetween(s, '2028-02-01', '2028-03-31')).toEqual(['2028-02-29', '2028-03-30']);
    const yearly = schedule({ kind: 'every', interval: 1, unit: 'years' }, '2024-02-29');
    expect(occurrencesBetween(yearly, '2024-01-01', '2028-12-31')).toEqual([
      '2024-02-29',
      '2025-02-28',
      '2026-02-28',
      '2027-02-28',
      '2028-02-29',
    ]);
  });

  it('every 3 months from the 31st keeps the day where it exists', () => {
    const s = schedule({ kind: 'every', interval: 3, unit: 'months' }, '2026-05-31');
    expect(occurrencesBetween(s, '2026-01-01', '2027-06-30')).toEqual([
      '2026-05-31',
      '2026-08-31',
      '2026-11-30',
      '2027-02-28',
      '2027-05-31',
    ]);
  });
});

describe('time zones and DST', () => {
  it('a weekly task keeps its weekday across the spring and autumn changes (New York)', () => {
    const s = schedule({ kind: 'every', interval: 1, unit: 'weeks' }, '2026-02-28');
    expect(occurrencesBetween(s, '2026-03-01', '2026-03-21')).toEqual([
      '2026-03-07',
      '2026-03-14',
      '2026-03-21',
    ]);
    expect(occurrencesBetween(s, '2026-10-25', '2026-11-14')).toEqual([
      '2026-10-31',
      '2026-11-07',
      '2026-11-14',
    ]);
  });

  it('a daily task has one occurrence per local day, also on the 23- and 25-hour days', () => {
    for (const timeZone of ['America/New_York', 'Europe/London', 'Australia/Sydney']) {
      const s = schedule({ kind: 'every', interval: 1, unit: 'days' }, '2026-01-01', timeZone);
      const march = occurrencesBetween(s, '2026-03-01', '2026-04-10');
      expect(march).toHaveLength(41);
      expect(new Set(march).size).toBe(41);
      const autumn = occurrencesBetween(s, '2026-10-01', '2026-11-10');
      expect(autumn).toHaveLength(41);
    }
  });

  it("dates are the owner's local dates, in zones far from UTC on both sides", () => {
    for (const timeZone of ['Pacific/Kiritimati', 'Pacific/Pago_Pago', 'Asia/Kolkata']) {
      const s = schedule({ kind: 'months', months: [4, 10] }, '2026-04-01', timeZone);
      expect(occurrencesBetween(s, '2026-01-01', '2027-12-31')).toEqual([
        '2026-04-01',
        '2026-10-01',
        '2027-04-01',
        '2027-10-01',
      ]);
      expect(nextOccurrence(s, '2026-04-01', true)).toBe('2026-04-01');
      expect(nextOccurrence(s, '2026-04-01', false)).toBe('2026-10-01');
    }
  });
});

describe('nextOccurrence', () => {
  const quarterly = schedule({ kind: 'every', interval: 3, unit: 'months' }, '2026-01-15');

  it('finds the first date on or after, or strictly after, a day', () => {
    expect(nextOccurrence(quarterly, '2026-01-15', true)).toBe('2026-01-15');
    expect(nextOccurrence(quarterly, '2026-01-15', false)).toBe('2026-04-15');
    expect(nextOccurrence(quarterly, '2026-05-01', true)).toBe('2026-07-15');
    expect(nextOccurrence(quarterly, '2025-01-01', true)).toBe('2026-01-15');
  });

  it('a one-off task occurs once', () => {
    const once = schedule({ kind: 'once' }, '2026-06-01');
    expect(nextOccurrence(once, '2026-05-01', true)).toBe('2026-06-01');
    expect(nextOccurrence(once, '2026-06-01', false)).toBeNull();
    expect(occurrencesBetween(once, '2026-01-01', '2026-12-31')).toEqual(['2026-06-01']);
  });

  it('finds the next daily occurrence years after the start quickly enough', () => {
    const daily = schedule({ kind: 'every', interval: 1, unit: 'days' }, '2020-01-01');
    expect(nextOccurrence(daily, '2026-07-04', false)).toBe('2026-07-05');
  });
});

describe('date arithmetic', () => {
  it('adds days and months, clamping to month ends', () => {
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
    expect(addMonths('2026-01-31', 1)).toBe('2026-02-28');
    expect(addMonths('2024-01-31', 1)).toBe('2024-02-29');
    expect(addMonths('2026-11-30', 3)).toBe('2027-02-28');
    expect(addMonths('2026-03-15', -3)).toBe('2025-12-15');
  });

  it('knows a time zone name', () => {
    expect(isTimeZone('America/Chicago')).toBe(true);
    expect(isTimeZone('Mars/Olympus')).toBe(false);
    expect(isTimeZone('')).toBe(false);
  });
});
