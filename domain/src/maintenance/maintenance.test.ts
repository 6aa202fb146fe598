import * as v from 'valibot';
import { describe, expect, it } from 'vitest';
import {
  STARTER_PLAN,
  countDue,
  dueAfterSnooze,
  suggestedStartDate,
  taskDueState,
  warrantyEndDate,
  warrantyState,
} from './maintenance';
import { dueAfterDone, firstDue } from './schedule';
import { rruleFor } from './recurrence';
import {
  ADD_TASK_FIELDS,
  ADD_WARRANTY_FIELDS,
  AddTaskSchema,
  AddWarrantySchema,
  MAINTENANCE_MESSAGES as M,
  ReminderSettingsSchema,
  UpdateWarrantySchema,
  WARRANTY_MESSAGES as W,
} from './maintenance-schema';
import { validateForm } from '../kit/issues';
import { warrantyUploadPath } from './warranty-files';

const today = '2026-06-15';

describe('due classification', () => {
  it('overdue before today, due soon within 30 days, upcoming after', () => {
    const at = (nextDue: string | null, status: 'active' | 'done' | 'suggested' = 'active') =>
      taskDueState({ status, nextDue }, today);
    expect(at('2026-06-14')).toBe('overdue');
    expect(at('2026-06-15')).toBe('due-soon');
    expect(at('2026-07-15')).toBe('due-soon');
    expect(at('2026-07-16')).toBe('upcoming');
    expect(at(null, 'done')).toBe('done');
    expect(at('2026-06-01', 'suggested')).toBe('suggested');
    expect(
      countDue(
        [
          { status: 'active', nextDue: '2026-01-01' },
          { status: 'active', nextDue: '2026-06-20' },
          { status: 'active', nextDue: '2026-06-30' },
          { status: 'suggested', nextDue: null },
          { status: 'active', nextDue: '2027-01-01' },
        ],
        today,
      ),
    ).toEqual({ overdue: 1, dueSoon: 2 });
  });

  it('warranties: expired after the end date, expiring within 60 days', () => {
    expect(warrantyState({ endDate: '2026-06-14' }, today)).toBe('expired');
    expect(warrantyState({ endDate: '2026-06-15' }, today)).toBe('expiring');
    expect(warrantyState({ endDate: '2026-08-14' }, today)).toBe('expiring');
    expect(warrantyState({ endDate: '2026-08-15' }, today)).toBe('active');
  });
});

describe('advancing a task', () => {
  const task = (nextDue: string) => ({
    rrule: rruleFor({ kind: 'every', interval: 3, unit: 'months' }, '2026-01-10'),
    startDate: '2026-01-10',
    timeZone: 'America/Chicago',
    nextDue,
  });

  it('done early moves to the following date; done late to the next date still ahead', () => {
    expect(dueAfterDone(task('2026-07-10'), today)).toBe('2026-10-10');
    expect(dueAfterDone(task('2026-01-10'), today)).toBe('2026-07-10');
    expect(dueAfterDone(task('2026-06-15'), today)).toBe('2026-07-10');
  });

  it('a one-off task is done after Mark Done; snooze adds a week', () => {
    expect(
      dueAfterDone(
        { rrule: null, startDate: '2026-06-01', timeZone: 'UTC', nextDue: '2026-06-01' },
        today,
      ),
    ).toBeNull();
    expect(dueAfterSnooze('2026-12-28')).toBe('2027-01-04');
  });

  it("the first due date is the start date, or the rule's first date after it", () => {
    expect(firstDue({ kind: 'every', interval: 1, unit: 'years' }, '2026-03-01', 'UTC')).toBe(
      '2026-03-01',
    );
    expect(firstDue({ kind: 'months', months: [4, 10] }, '2026-05-20', 'UTC')).toBe('2026-10-20');
    expect(firstDue({ kind: 'once' }, '2026-05-20', 'UTC')).toBe('2026-05-20');
  });
});

describe('starter plan', () => {
  it('has the sensible basics, each with a first date in the future', () => {
    const keys = STARTER_PLAN.map((s) => s.key);
    expect(keys).toEqual(
      expect.arrayContaining([
        'hvac-filter',
        'smoke-co-test',
        'gutters',
        'water-heater-flush',
        'dryer-vent',
        'roof-inspection',
      ]),
    );
    expect(new Set(keys).size).toBe(keys.length);
    for (const suggestion of STARTER_PLAN) {
      const start = suggestedStartDate(suggestion, today);
      expect(start > today).toBe(true);
      expect(firstDue(suggestion.repeat, start, 'America/New_York')).toBe(start);
    }
    const gutters = STARTER_PLAN.find((s) => s.key === 'gutters')!;
    expect(suggestedStartDate(gutters, '2026-06-15')).toBe('2026-10-01');
    expect(suggestedStartDate(gutters, '2026-11-02')).toBe('2027-04-01');
  });
});

describe('task schema', () => {
  const valid = {
    propertyId: 'p1',
    name: '  Replace HVAC filter ',
    serviceType: 'hvac',
    notes: '',
    repeat: { kind: 'every', interval: '3', unit: 'months' },
    startDate: '2026-07-01',
    timeZone: 'America/Chicago',
  };

  it('accepts the form and normalises it', () => {
    const out = v.parse(AddTaskSchema, valid);
    expect(out.name).toBe('Replace HVAC filter');
    expect(out.repeat).toEqual({ kind: 'every', interval: 3, unit: 'months' });
    expect(v.parse(AddTaskSchema, { ...valid, serviceType: '' }).serviceType).toBeNull();
    expect(
      v.parse(AddTaskSchema, { ...valid, repeat: { kind: 'months', months: [10, 4, 10] } }).repeat,
    ).toEqual({ kind: 'months', months: [4, 10] });
  });

  it('says what is wrong, at the field', () => {
    const check = (patch: Record<string, unknown>) =>
      validateForm(AddTaskSchema, { ...valid, ...patch }, ADD_TASK_FIELDS, M.form);
    expect(check({ name: '   ' })).toMatchObject({ field: 'name', message: M.name });
    expect(check({ name: 'x'.repeat(101) })).toMatchObject({ message: M.nameTooLong });
    expect(check({ repeat: { kind: 'every', interval: 0, unit: 'days' } })).toMatchObject({
      field: 'repeat',
      message: M.interval,
    });
    expect(check({ repeat: { kind: 'months', months: [] } })).toMatchObject({ message: M.months });
    expect(check({ repeat: { kind: 'weekly' } })).toMatchObject({ message: M.repeat });
    expect(check({ startDate: '2026-02-30' })).toMatchObject({
      field: 'startDate',
      message: M.startDate,
    });
    expect(check({ timeZone: 'Nowhere/Land' })).toMatchObject({
      field: 'timeZone',
      message: M.timeZone,
    });
    expect(check({ serviceType: 'spaceship' })).toMatchObject({ message: M.serviceType });
  });
});

describe('warranty schema', () => {
  const valid = {
    propertyId: 'p1',
    item: 'Water heater',
    provider: 'Rheem',
    startDate: '2026-01-31',
    coverage: 'length',
    lengthCount: '6',
    lengthUnit: 'years',
    endDate: '',
    notes: 'Tank and parts',
    transferable: true,
    repairId: '',
    document: null,
  };
  const check = (patch: Record<string, unknown>) =>
    validateForm(AddWarrantySchema, { ...valid, ...patch }, ADD_WARRANTY_FIELDS, W.form);

  it('accepts a length or an end date and computes the last covered day', () => {
    const out = v.parse(AddWarrantySchema, valid);
    expect(out.lengthCount).toBe(6);
    expect(out.repairId).toBeNull();
    expect(warrantyEndDate(out)).toBe('2032-01-30');
    expect(
      warrantyEndDate({
        startDate: '2026-01-31',
        coverage: 'length',
        lengthCount: 1,
        lengthUnit: 'months',
      }),
    ).toBe('2026-02-27');
    const byEnd = v.parse(AddWarrantySchema, { ...valid, coverage: 'end', endDate: '2027-01-31' });
    expect(warrantyEndDate(byEnd)).toBe('2027-01-31');
  });

  it('says what is wrong, at the field', () => {
    expect(check({ item: '' })).toMatchObject({ field: 'item', message: W.item });
    expect(check({ lengthCount: '0' })).toMatchObject({ field: 'lengthCount', message: W.length });
    expect(check({ lengthCount: '51' })).toMatchObject({ field: 'lengthCount', message: W.length });
    expect(check({ coverage: 'end', endDate: 'soon' })).toMatchObject({
      field: 'endDate',
      message: W.endDate,
    });
    expect(check({ coverage: 'end', endDate: '2025-01-01' })).toMatchObject({
      field: 'endDate',
      message: W.endBeforeStart,
    });
    expect(check({ transferable: 'yes' })).toMatchObject({
      field: 'transferable',
      message: W.transferable,
    });
    expect(
      check({
        document: {
          path: 'receipts/p1/u1/a.pdf',
          name: 'a.pdf',
          contentType: 'application/pdf',
          size: 10,
        },
      }),
    ).toMatchObject({ field: 'document', message: W.document });
    expect(
      check({
        document: {
          path: warrantyUploadPath('p1', 'u1', 'a.pdf'),
          name: 'a.pdf',
          contentType: 'application/pdf',
          size: 10,
        },
      }),
    ).toEqual(expect.objectContaining({ success: true }));
  });

  it('on update a missing document keeps the current one', () => {
    const { propertyId: _, document: __, ...rest } = valid;
    const out = v.parse(UpdateWarrantySchema, { ...rest, warrantyId: 'w1' });
    expect('document' in out && out.document !== undefined).toBe(false);
  });
});

describe('reminder settings schema', () => {
  it('accepts on/off, daily/weekly and a time zone', () => {
    expect(
      v.parse(ReminderSettingsSchema, {
        emailEnabled: false,
        frequency: 'daily',
        timeZone: 'Europe/Paris',
      }),
    ).toEqual({ emailEnabled: false, frequency: 'daily', timeZone: 'Europe/Paris' });
    expect(
      v.safeParse(ReminderSettingsSchema, {
        emailEnabled: true,
        frequency: 'hourly',
        timeZone: 'UTC',
      }).success,
    ).toBe(false);
  });
});
