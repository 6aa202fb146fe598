/** The calendar feed, built on the memory store and parsed back with node-ical. */
import ical from 'node-ical';
import { describe, expect, it, vi } from 'vitest';
import { MemoryStore } from '../kit/memory-store';
import { createPublicLimiter } from '../kit/public-limit';
import { recordResponse } from '../kit/test-support';
import {
  CALENDAR_FEED_LIMITS,
  answerFeed,
  feedHash,
  newFeedToken,
  serveCalendarFeed,
  tokenFromPath,
} from './calendar-feed';

const NOW = new Date('2026-06-15T13:00:00Z');

function world(token: string) {
  return new MemoryStore({
    [`calendarFeeds/${feedHash(token)}`]: { uid: 'ann', timeZone: 'America/Chicago' },
    'maintenanceTasks/t1': {
      propertyId: 'p1',
      ownerId: 'ann',
      name: 'Replace HVAC filter',
      status: 'active',
      nextDue: '2026-06-20',
      timeZone: 'America/Chicago',
      repeat: { kind: 'every', interval: 3, unit: 'months' },
      rrule: 'FREQ=MONTHLY;INTERVAL=3;BYMONTHDAY=20',
      startDate: '2026-03-20',
    },
    'maintenanceTasks/t2': {
      propertyId: 'p1',
      ownerId: 'ann',
      name: 'Pay the 31st',
      status: 'active',
      nextDue: '2026-06-30',
      timeZone: 'America/Chicago',
      repeat: { kind: 'every', interval: 1, unit: 'months' },
      rrule: 'FREQ=MONTHLY;INTERVAL=1;BYMONTHDAY=28,29,30,31;BYSETPOS=-1',
      startDate: '2026-01-31',
    },
    'maintenanceTasks/other': {
      propertyId: 'p9',
      ownerId: 'bob',
      name: "Not Ann's",
      status: 'active',
      nextDue: '2026-06-20',
      timeZone: 'UTC',
      repeat: { kind: 'once' },
      rrule: null,
      startDate: '2026-06-20',
    },
    'warranties/w1': {
      propertyId: 'p1',
      ownerId: 'ann',
      item: 'Dishwasher',
      provider: 'Bosch',
      endDate: '2026-07-31',
    },
  });
}

describe('calendar feed', () => {
  it('lists 12 months of occurrences and warranty ends, and parses back', async () => {
    const token = newFeedToken();
    expect(tokenFromPath(`/calendar/${token}.ics`)).toBe(token);
    const answer = await answerFeed(
      world(token),
      `/calendar/${token}.ics`,
      NOW,
      'https://homeledger.app',
    );
    expect(answer.status).toBe(200);
    const parsed = ical.sync.parseICS(answer.body);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT') as ical.VEvent[];
    const byTitle = (title: string) =>
      events
        .filter((e) => String(e.summary) === title)
        .map((e) => e.start.toISOString().slice(0, 10))
        .sort();
    expect(byTitle('Replace HVAC filter')).toEqual([
      '2026-06-20',
      '2026-09-20',
      '2026-12-20',
      '2027-03-20',
    ]);
    const monthEnds = byTitle('Pay the 31st');
    expect(monthEnds).toHaveLength(12);
    expect(monthEnds).toContain('2027-02-28');
    expect(monthEnds).toContain('2026-09-30');
    expect(byTitle('Warranty ends: Dishwasher')).toEqual(['2026-07-31']);
    expect(events.some((e) => String(e.summary).includes("Not Ann's"))).toBe(false);
    expect(events.every((e) => e.datetype === 'date')).toBe(true);
    expect(JSON.stringify(events[0]?.url ?? '')).toContain('https://homeledger.app/property/p1');
  });

  it('a wrong, revoked or malformed token is not found', async () => {
    const token = newFeedToken();
    const store = world(token);
    for (const path of [
      `/calendar/${newFeedToken()}.ics`,
      '/calendar/short.ics',
      '/calendar/../x.ics',
    ])
      expect((await answerFeed(store, path, NOW, 'https://a')).status).toBe(404);
    await store.commit([{ op: 'delete', path: `calendarFeeds/${feedHash(token)}` }]);
    expect((await answerFeed(store, `/calendar/${token}.ics`, NOW, 'https://a')).status).toBe(404);
  });
});

describe('serveCalendarFeed: the HTTPS function', () => {
  const get = (path: string, ip = '66.249.84.1', method = 'GET') => ({
    method,
    path,
    query: {},
    ip,
  });

  function serve() {
    const token = newFeedToken();
    const store = world(token);
    let now = 0;
    const limiter = createPublicLimiter(CALENDAR_FEED_LIMITS, { now: () => now });
    const storeReads = vi.fn(async () => store);
    const deps = { limiter, store: storeReads, appUrl: 'https://homeledger.example', now: NOW };
    const call = async (path: string, ip?: string, method?: string) => {
      const res = recordResponse();
      await serveCalendarFeed(get(path, ip, method), res, deps);
      return res;
    };
    return { token, call, storeReads, tick: (ms: number) => (now += ms) };
  }

  it('serves the feed privately cached, until the token is over its limit: 429, not cached', async () => {
    const { token, call, storeReads, tick } = serve();
    const path = `/calendar/${token}.ics`;
    for (let i = 0; i < CALENDAR_FEED_LIMITS.perToken.limit; i++) {
      const res = await call(path, `66.249.84.${i}`);
      expect(res.statusCode).toBe(200);
      expect(res.headers).toMatchObject({
        'Content-Type': 'text/calendar; charset=utf-8',
        'Cache-Control': 'private, max-age=900',
        'X-Robots-Tag': 'noindex',
      });
    }
    const reads = storeReads.mock.calls.length;
    tick(1_500);
    const refused = await call(path, '40.77.167.1');
    expect(refused.statusCode).toBe(429);
    expect(refused.headers).toMatchObject({
      'Retry-After': '59',
      'Cache-Control': 'no-store',
      'X-Robots-Tag': 'noindex',
    });
    // Refused before anything is read.
    expect(storeReads.mock.calls.length).toBe(reads);
    tick(58_500);
    expect((await call(path)).statusCode).toBe(200);
  });

  it('limits one address guessing tokens; not found is never cached', async () => {
    const { call } = serve();
    const statuses: number[] = [];
    for (let i = 0; i <= CALENDAR_FEED_LIMITS.perClient.limit; i++) {
      const res = await call(`/calendar/${newFeedToken()}.ics`, '203.0.113.66');
      statuses.push(res.statusCode);
      if (res.statusCode === 404) expect(res.headers['Cache-Control']).toBe('no-store');
    }
    expect(statuses.slice(0, -1).every((s) => s === 404)).toBe(true);
    expect(statuses.at(-1)).toBe(429);
  });

  it('answers only GET and HEAD', async () => {
    const { token, call } = serve();
    const res = await call(`/calendar/${token}.ics`, undefined, 'POST');
    expect(res.statusCode).toBe(405);
    expect(res.headers['Cache-Control']).toBe('no-store');
  });
});
