import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatLongDate, formatShortDate, isIsoDate, todayIsoDate } from './dates';
import { centsToDollarString, formatCents, formatCentsOr, parseDollarsToCents } from './money';

describe('dates', () => {
  it('formats calendar dates in US style without a time-zone shift', () => {
    expect(formatShortDate('2024-03-05')).toBe('Mar 5, 2024');
    expect(formatLongDate('2024-03-05')).toBe('March 5, 2024');
    expect(formatShortDate('2024-01-01')).toBe('Jan 1, 2024');
    expect(formatLongDate('2023-12-31')).toBe('December 31, 2023');
  });

  it('recognises real calendar dates only', () => {
    expect(isIsoDate('2024-02-29')).toBe(true);
    expect(isIsoDate('2023-02-29')).toBe(false);
    expect(isIsoDate('2024-13-01')).toBe(false);
    expect(isIsoDate('2024-1-01')).toBe(false);
    expect(isIsoDate('0000-01-01')).toBe(false);
    expect(isIsoDate('0099-01-01')).toBe(true);
    expect(formatShortDate('not a date')).toBe('not a date');
  });

  it('today is the local calendar date in the given zone', () => {
    const instant = new Date('2024-03-05T02:00:00Z');
    expect(todayIsoDate(instant, 'UTC')).toBe('2024-03-05');
    expect(todayIsoDate(instant, 'America/Los_Angeles')).toBe('2024-03-04');
  });

  it('round-trips every date between 1900 and 2100', () => {
    fc.assert(
      fc.property(
        fc.date({ min: new Date('1900-01-01'), max: new Date('2100-12-31'), noInvalidDate: true }),
        (d) => {
          const iso = d.toISOString().slice(0, 10);
          expect(isIsoDate(iso)).toBe(true);
          expect(formatShortDate(iso)).toMatch(/^[A-Z][a-z]{2} \d{1,2}, \d{4}$/);
          expect(formatShortDate(iso).endsWith(iso.slice(0, 4))).toBe(true);
        },
      ),
    );
  });
});

describe('money', () => {
  it('formats cents as dollars with two decimals', () => {
    expect(formatCents(123450)).toBe('$1,234.50');
    expect(formatCents(0)).toBe('$0.00');
    expect(formatCents(5)).toBe('$0.05');
    expect(formatCentsOr(null, 'N/A')).toBe('N/A');
    expect(formatCentsOr(undefined, 'Not specified')).toBe('Not specified');
    expect(centsToDollarString(123405)).toBe('1234.05');
    expect(centsToDollarString(0)).toBe('0.00');
  });

  it.each([
    ['12', 1200],
    ['12.5', 1250],
    ['12.50', 1250],
    ['0.1', 10],
    ['.3', 30],
    ['0.30', 30],
    ['1,234.56', 123456],
    ['$ 99.99', 9999],
    ['0', 0],
    ['-0', null],
    ['12.345', null],
    ['-1', null],
    ['1e15', null],
    ['abc', null],
    ['', null],
    ['12.', 1200],
    ['1000000000000000', null],
  ])('parseDollarsToCents(%j) = %j', (text, cents) => {
    expect(parseDollarsToCents(text)).toBe(cents);
  });

  it('parses what it prints, exactly (no float drift)', () => {
    fc.assert(
      fc.property(fc.integer({ min: 0, max: 100_000_000_00 }), (cents) => {
        expect(parseDollarsToCents(centsToDollarString(cents))).toBe(cents);
      }),
    );
  });
});
