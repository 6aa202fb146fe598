/**
 * The private calendar feed (docs/architecture.md §8): `/calendar/{token}.ics` (a Hosting
 * rewrite to the `calendarFeed` function) lists every occurrence of the owner's active
 * tasks over the next 12 months and their warranties' end dates, as all-day events made
 * with ical-generator. The token (128 bits, base64url) is shown to its owner once and
 * stored only as its SHA-256 (`calendarFeeds/{hash}`), so revoking is deleting that
 * document and a leaked database copy grants nothing.
 */
import { createHash, randomBytes } from 'node:crypto';
import ical, { ICalCalendarMethod } from 'ical-generator';
import {
  APP_LINKS,
  appLink,
  CALENDAR_FEEDS_COLLECTION,
  MAINTENANCE_TASKS_COLLECTION,
  WARRANTIES_COLLECTION,
  addDays,
  addMonths,
  describeRepeat,
  todayIsoDate,
  type MaintenanceTask,
  type Warranty,
} from '@homeledger/domain';
import { occurrencesBetween } from '@homeledger/domain/schedule';
import {
  tooManyRequestsHeaders,
  type PublicLimiter,
  type PublicLimits,
  type PublicRequest,
  type PublicResponse,
} from '../kit/public-limit';
import { platformClientAddress } from '../kit/client-address';
import type { Store } from '../kit/store';
import { taskFromSnap, warrantyFromSnap } from '../maintenance/maintenance-docs';

export const FEED_MONTHS = 12;

export function newFeedToken(): string {
  return randomBytes(16).toString('base64url');
}

export function feedHash(token: string): string {
  return createHash('sha256').update(token).digest('hex');
}

/** The token from `/calendar/<token>.ics`, or null. */
export function tokenFromPath(path: string): string | null {
  const match = /^\/calendar\/([A-Za-z0-9_-]{22})\.ics$/.exec(path);
  return match?.[1] ?? null;
}

/** A stable all-day event id, so calendar apps update rather than duplicate on refresh. */
const uid = (kind: string, id: string, date: string) => `${kind}-${id}-${date}@homeledger.app`;

const dateOnly = (iso: string) => new Date(`${iso}T00:00:00Z`);

export function buildFeed(args: {
  tasks: readonly MaintenanceTask[];
  warranties: readonly Warranty[];
  today: string;
  appUrl: string;
}): string {
  const { today, appUrl } = args;
  const until = addMonths(today, FEED_MONTHS);
  const calendar = ical({
    name: 'HomeLedger maintenance',
    prodId: { company: 'HomeLedger', product: 'maintenance-feed', language: 'EN' },
    method: ICalCalendarMethod.PUBLISH,
    ttl: 60 * 60 * 6,
  });
  for (const task of args.tasks) {
    if (task.status !== 'active' || !task.nextDue) continue;
    // The first date is the stored next due date (it may have been snoozed); the rest follow the rule.
    const dates = new Set<string>();
    if (task.nextDue <= until) dates.add(task.nextDue);
    if (task.rrule)
      for (const date of occurrencesBetween(
        { rrule: task.rrule, startDate: task.startDate, timeZone: task.timeZone },
        addDays(task.nextDue, 1),
        until,
        400,
      ))
        dates.add(date);
    for (const date of dates)
      calendar.createEvent({
        id: uid('task', task.id, date),
        start: dateOnly(date),
        allDay: true,
        summary: task.name,
        description: [describeRepeat(task.repeat), task.notes].filter(Boolean).join('\n'),
        url: appLink(appUrl, APP_LINKS.propertyMaintenance(task.propertyId)),
      });
  }
  for (const warranty of args.warranties) {
    if (!warranty.endDate || warranty.endDate < today || warranty.endDate > until) continue;
    calendar.createEvent({
      id: uid('warranty', warranty.id, warranty.endDate),
      start: dateOnly(warranty.endDate),
      allDay: true,
      summary: `Warranty ends: ${warranty.item}`,
      description: warranty.provider ? `Provider: ${warranty.provider}` : '',
      url: appLink(appUrl, APP_LINKS.propertyMaintenance(warranty.propertyId)),
    });
  }
  return calendar.toString();
}

export type FeedAnswer = { status: 200; body: string } | { status: 404; body: string };

/** The feed for a token, read with `get` (never `list`) and two owner queries. */
export async function answerFeed(
  store: Store,
  path: string,
  now: Date,
  appUrl: string,
): Promise<FeedAnswer> {
  const token = tokenFromPath(path);
  const notFound: FeedAnswer = { status: 404, body: 'Not found' };
  if (!token) return notFound;
  const feed = await store.get(`${CALENDAR_FEEDS_COLLECTION}/${feedHash(token)}`);
  const owner = typeof feed?.data['uid'] === 'string' ? feed.data['uid'] : null;
  if (!owner) return notFound;
  const timeZone = typeof feed?.data['timeZone'] === 'string' ? feed.data['timeZone'] : 'UTC';
  const [tasks, warranties] = await Promise.all([
    store.query({
      collection: MAINTENANCE_TASKS_COLLECTION,
      where: [
        { field: 'ownerId', op: '==', value: owner },
        { field: 'status', op: '==', value: 'active' },
      ],
    }),
    store.query({
      collection: WARRANTIES_COLLECTION,
      where: [{ field: 'ownerId', op: '==', value: owner }],
    }),
  ]);
  return {
    status: 200,
    body: buildFeed({
      tasks: tasks.map(taskFromSnap),
      warranties: warranties.map(warrantyFromSnap),
      today: todayIsoDate(now, timeZone),
      appUrl,
    }),
  };
}

/**
 * Per function instance. Calendar apps fetch every subscribed feed from a few shared
 * addresses of theirs (Google's, Microsoft's), so the per-address limit is generous; a
 * subscription is fetched a few times a day, so the per-token one is not.
 */
export const CALENDAR_FEED_LIMITS: PublicLimits = {
  perClient: { limit: 300, windowMs: 60_000 },
  perToken: { limit: 20, windowMs: 60_000 },
};

/** The `calendarFeed` HTTPS function: GET/HEAD only, rate-limited, never cached when not found. */
export async function serveCalendarFeed(
  req: PublicRequest,
  res: PublicResponse,
  deps: { limiter: PublicLimiter; store: () => Promise<Store>; appUrl: string; now: Date },
): Promise<void> {
  const send = (status: number, headers: Record<string, string>, body: string) => {
    res.status(status);
    res.set({ 'X-Robots-Tag': 'noindex', ...headers });
    res.send(body);
  };
  if (req.method !== 'GET' && req.method !== 'HEAD') {
    send(405, { 'Cache-Control': 'no-store' }, 'Method not allowed');
    return;
  }
  // Keyed on the platform's hop, not on `req.ip`, which the client writes (#33).
  const verdict = await deps.limiter.check({
    token: tokenFromPath(req.path) ?? req.path,
    clientIp: platformClientAddress(req) ?? undefined,
  });
  if (!verdict.allowed) {
    send(
      429,
      { ...tooManyRequestsHeaders(verdict.retryAfterSeconds), 'Content-Type': 'text/plain' },
      'Too many requests',
    );
    return;
  }
  const answer = await answerFeed(await deps.store(), req.path, deps.now, deps.appUrl);
  if (answer.status === 404) {
    send(404, { 'Cache-Control': 'no-store' }, answer.body);
    return;
  }
  send(
    200,
    { 'Content-Type': 'text/calendar; charset=utf-8', 'Cache-Control': 'private, max-age=900' },
    answer.body,
  );
}
