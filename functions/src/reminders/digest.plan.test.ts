import { describe, expect, it } from 'vitest';
import fc from 'fast-check';
import {
  DEFAULT_REMINDER_SETTINGS,
  DUE_SOON_DAYS,
  WARRANTY_EXPIRING_DAYS,
  addDays,
  type ReminderSettings,
} from '@homeledger/domain';
import {
  EXPIRED_NEWS_DAYS,
  digestId,
  digestItems,
  digestPath,
  isMonday,
  planDigest,
  remindedKeyField,
  queryWindow,
  settingsOrDefault,
  type DigestTask,
  type DigestWarranty,
} from './digest.plan';

// Monday 4 May 2026, 11:00 in New York (already Tuesday on the Line Islands).
const NOW = new Date('2026-05-04T15:00:00Z');
const TODAY = '2026-05-04';
const NY = 'America/New_York';
const daily: ReminderSettings = { emailEnabled: true, frequency: 'daily', timeZone: NY };

const task = (
  id: string,
  nextDue: string | null,
  over: Partial<DigestTask['task']> = {},
  remindedKey: string | null = null,
): DigestTask => ({
  task: { id, propertyId: 'home', name: `Task ${id}`, nextDue, status: 'active', ...over },
  remindedKey,
});
const warranty = (
  id: string,
  endDate: string,
  remindedKey: string | null = null,
  provider = '',
): DigestWarranty => ({
  warranty: { id, propertyId: 'home', item: `Item ${id}`, provider, endDate },
  remindedKey,
});
const digest = (over: Partial<Parameters<typeof planDigest>[0]> = {}) =>
  planDigest({
    uid: 'olive',
    email: 'olive@home.example',
    settings: daily,
    now: NOW,
    tasks: [],
    warranties: [],
    ...over,
  });

describe('planDigest', () => {
  it('reports what became overdue, due soon, expiring or just expired, each in date order', () => {
    const decision = digest({
      tasks: [
        task('late2', '2026-05-03'),
        task('late1', '2026-04-20'),
        task('soon', addDays(TODAY, DUE_SOON_DAYS)),
        task('today', TODAY),
        task('later', addDays(TODAY, DUE_SOON_DAYS + 1)),
      ],
      warranties: [
        warranty('exp', addDays(TODAY, WARRANTY_EXPIRING_DAYS), null, 'HeatCo'),
        warranty('gone', addDays(TODAY, -1)),
        warranty('fine', addDays(TODAY, WARRANTY_EXPIRING_DAYS + 1)),
      ],
    });
    expect(decision).toEqual({
      send: true,
      digest: {
        uid: 'olive',
        date: TODAY,
        overdue: [
          {
            kind: 'task',
            id: 'late1',
            propertyId: 'home',
            title: 'Task late1',
            date: '2026-04-20',
            state: 'overdue',
            key: '2026-04-20:overdue',
            field: 'remindedKey',
          },
          {
            kind: 'task',
            id: 'late2',
            propertyId: 'home',
            title: 'Task late2',
            date: '2026-05-03',
            state: 'overdue',
            key: '2026-05-03:overdue',
            field: 'remindedKey',
          },
        ],
        dueSoon: [
          {
            kind: 'task',
            id: 'today',
            propertyId: 'home',
            title: 'Task today',
            date: TODAY,
            state: 'due-soon',
            key: `${TODAY}:due-soon`,
            field: 'remindedKey',
          },
          {
            kind: 'task',
            id: 'soon',
            propertyId: 'home',
            title: 'Task soon',
            date: '2026-06-03',
            state: 'due-soon',
            key: '2026-06-03:due-soon',
            field: 'remindedKey',
          },
        ],
        expiring: [
          {
            kind: 'warranty',
            id: 'exp',
            propertyId: 'home',
            title: 'Item exp (HeatCo)',
            date: '2026-07-03',
            state: 'expiring',
            key: '2026-07-03:expiring',
            field: 'remindedKey',
          },
        ],
        expired: [
          {
            kind: 'warranty',
            id: 'gone',
            propertyId: 'home',
            title: 'Item gone',
            date: '2026-05-03',
            state: 'expired',
            key: '2026-05-03:expired',
            field: 'remindedKey',
          },
        ],
      },
    });
    expect(decision.send && digestItems(decision.digest).map((i) => i.id)).toEqual([
      'late1',
      'late2',
      'today',
      'soon',
      'exp',
      'gone',
    ]);
  });

  it('items on the same date are in title order', () => {
    const decision = digest({ tasks: [task('b', TODAY), task('a', TODAY)] });
    expect(decision.send && decision.digest.dueSoon.map((i) => i.id)).toEqual(['a', 'b']);
  });

  it('skips what an earlier digest reported, and tells again once the state changed', () => {
    expect(
      digest({
        tasks: [task('t', TODAY, {}, `${TODAY}:due-soon`)],
        warranties: [warranty('w', '2026-05-20', '2026-05-20:expiring')],
      }),
    ).toEqual({ send: false, reason: 'nothing-new' });
    const overdueNow = digest({ tasks: [task('t', '2026-05-01', {}, '2026-05-01:due-soon')] });
    expect(overdueNow.send && overdueNow.digest.overdue.map((i) => i.key)).toEqual([
      '2026-05-01:overdue',
    ]);
  });

  it('leaves out suggestions, done tasks and warranties expired more than two weeks ago', () => {
    expect(
      digest({
        tasks: [
          task('s', TODAY, { status: 'suggested' }),
          task('d', TODAY, { status: 'done' }),
          task('n', null),
        ],
        warranties: [warranty('old', addDays(TODAY, -EXPIRED_NEWS_DAYS - 1))],
      }),
    ).toEqual({ send: false, reason: 'nothing-new' });
    const edge = digest({ warranties: [warranty('edge', addDays(TODAY, -EXPIRED_NEWS_DAYS))] });
    expect(edge.send && edge.digest.expired.map((i) => i.id)).toEqual(['edge']);
  });

  it('sends nothing when reminders are off or there is no address', () => {
    const due = { tasks: [task('t', TODAY)] };
    expect(digest({ ...due, settings: { ...daily, emailEnabled: false } })).toEqual({
      send: false,
      reason: 'disabled',
    });
    expect(digest({ ...due, email: null })).toEqual({ send: false, reason: 'no-email' });
    expect(digest({ ...due, email: '' })).toEqual({ send: false, reason: 'no-email' });
  });

  it('a weekly owner gets mail on their own Monday only', () => {
    const weekly = { ...daily, frequency: 'weekly' as const };
    const due = { tasks: [task('t', '2026-05-01')] };
    expect(digest({ ...due, settings: weekly }).send).toBe(true);
    // Already Tuesday 5 May at UTC+14.
    expect(digest({ ...due, settings: { ...weekly, timeZone: 'Pacific/Kiritimati' } })).toEqual({
      send: false,
      reason: 'not-today',
    });
  });

  it('today is the owner’s own calendar date', () => {
    const decision = digest({
      settings: { ...daily, timeZone: 'Pacific/Kiritimati' },
      tasks: [task('t', TODAY)],
    });
    expect(decision).toMatchObject({
      send: true,
      digest: { date: '2026-05-05', overdue: [{ id: 't', key: `${TODAY}:overdue` }], dueSoon: [] },
    });
  });

  it('every reported key is new: running again with the keys stored reports nothing', () => {
    const day = fc.integer({ min: -60, max: 90 }).map((n) => addDays(TODAY, n));
    fc.assert(
      fc.property(
        fc.array(day, { maxLength: 8 }),
        fc.array(day, { maxLength: 8 }),
        (dues, ends) => {
          const tasks = dues.map((d, i) => task(`t${i}`, d));
          const warranties = ends.map((d, i) => warranty(`w${i}`, d));
          const first = digest({ tasks, warranties });
          if (!first.send) return;
          const sent = new Map(digestItems(first.digest).map((i) => [i.id, i.key]));
          const again = digest({
            tasks: tasks.map((t) => ({ ...t, remindedKey: sent.get(t.task.id) ?? null })),
            warranties: warranties.map((w) => ({
              ...w,
              remindedKey: sent.get(w.warranty.id) ?? null,
            })),
          });
          expect(again).toEqual({ send: false, reason: 'nothing-new' });
        },
      ),
    );
  });
});

describe('the digest’s helpers', () => {
  it('queryWindow spans every zone’s today', () => {
    // Latest today: 5 May (UTC+14); earliest: 4 May (UTC−12).
    expect(queryWindow(NOW)).toEqual({
      dueBy: addDays('2026-05-05', DUE_SOON_DAYS),
      warrantiesFrom: addDays('2026-05-04', -EXPIRED_NEWS_DAYS - 1),
      warrantiesTo: addDays('2026-05-05', WARRANTY_EXPIRING_DAYS),
    });
  });

  it('isMonday, digestId and digestPath', () => {
    expect(isMonday('2026-05-04')).toBe(true);
    expect(isMonday('2026-05-05')).toBe(false);
    expect(digestId('olive', TODAY)).toBe('olive__2026-05-04');
    expect(digestPath('olive', TODAY)).toBe('reminderDigests/olive__2026-05-04');
  });

  it('settingsOrDefault: the owner’s, else the defaults in their plan’s zone', () => {
    expect(settingsOrDefault(daily, 'Europe/Paris')).toBe(daily);
    expect(settingsOrDefault(null, 'Pacific/Honolulu')).toEqual({
      ...DEFAULT_REMINDER_SETTINGS,
      timeZone: 'Pacific/Honolulu',
    });
    expect(settingsOrDefault(null, null)).toEqual(DEFAULT_REMINDER_SETTINGS);
  });
});

describe('remindedKeyField: at most once per recipient', () => {
  it('keeps the owner’s key where it always was, a co-owner’s in a field of its own', () => {
    expect(remindedKeyField('olive', 'olive')).toBe('remindedKey');
    expect(remindedKeyField('cole', 'olive')).toBe('remindedKey_cole');
  });

  it('a co-owner’s item is marked in its field, and skipped once that field has its key', () => {
    const mine = (key: string | null): DigestTask => ({
      ...task('late', '2026-04-20'),
      remindedKey: key,
      remindedField: 'remindedKey_cole',
    });
    const first = digest({ uid: 'cole', tasks: [mine(null)] });
    expect(first.send && first.digest.overdue.map((i) => [i.field, i.key])).toEqual([
      ['remindedKey_cole', '2026-04-20:overdue'],
    ]);
    expect(digest({ uid: 'cole', tasks: [mine('2026-04-20:overdue')] })).toEqual({
      send: false,
      reason: 'nothing-new',
    });
  });
});
