/**
 * The reminder digest, pure (docs/architecture.md §8): for one recipient (a home's owner, or
 * a co-owner who chose its reminders: domain households/home-reminders.ts) on their local day,
 * what became due or overdue and which warranties are nearing expiry or just expired —
 * only what no earlier digest reported ("nothing new, no mail"). Each reported item
 * carries a key (`<date>:<state>`) stored on the task or warranty once the mail is sent.
 *
 * The job runs once a day; each owner's "today" is their own calendar date, and a weekly
 * owner is sent to only when that date is a Monday. The digest record
 * `reminderDigests/{uid}__{date}` is created before sending, so a second run or a retry
 * on the same local day sends nothing.
 */
import {
  DEFAULT_REMINDER_SETTINGS,
  DIGESTS_COLLECTION,
  DUE_SOON_DAYS,
  WARRANTY_EXPIRING_DAYS,
  addDays,
  taskDueState,
  todayIsoDate,
  warrantyState,
  type MaintenanceTask,
  type ReminderSettings,
  type Warranty,
} from '@homeledger/domain';

/** How far back an expired warranty is still news (a digest missed on a weekend still tells). */
export const EXPIRED_NEWS_DAYS = 14;

/** The widest window any owner may need today, in any zone: what the job queries. */
export function queryWindow(now: Date): {
  dueBy: string;
  warrantiesFrom: string;
  warrantiesTo: string;
} {
  const latest = todayIsoDate(now, 'Pacific/Kiritimati');
  const earliest = todayIsoDate(now, 'Etc/GMT+12');
  return {
    dueBy: addDays(latest, DUE_SOON_DAYS),
    warrantiesFrom: addDays(earliest, -EXPIRED_NEWS_DAYS - 1),
    warrantiesTo: addDays(latest, WARRANTY_EXPIRING_DAYS),
  };
}

/** The hour (UTC) the digest job is scheduled at, every day (reminders.functions.ts). */
export const DIGEST_HOUR_UTC = 12;

/**
 * The instant whose local dates a run uses: DIGEST_HOUR_UTC on the UTC day the delivery was
 * scheduled for (Cloud Scheduler's schedule time; the clock when absent or unreadable). Every
 * delivery and resumed run of one day then computes the same date for every owner, so a
 * duplicate or a delivery an hour late finds the day's record and sends nothing; with the wall
 * clock a UTC+11 owner's date would turn over between 12:59 and 13:00 UTC and mail twice.
 * Noon UTC keeps midnight UTC 12 hours away on both sides.
 */
export function digestRunInstant(scheduleTime: string | undefined, clock: Date): Date {
  const scheduled = scheduleTime ? new Date(scheduleTime) : null;
  const base = scheduled && !Number.isNaN(scheduled.getTime()) ? scheduled : clock;
  return new Date(
    Date.UTC(base.getUTCFullYear(), base.getUTCMonth(), base.getUTCDate(), DIGEST_HOUR_UTC),
  );
}

export function isMonday(date: string): boolean {
  return new Date(`${date}T12:00:00Z`).getUTCDay() === 1;
}

export function digestId(uid: string, date: string): string {
  return `${uid}__${date}`;
}

export const digestPath = (uid: string, date: string) =>
  `${DIGESTS_COLLECTION}/${digestId(uid, date)}`;

export interface DigestTask {
  task: Pick<MaintenanceTask, 'id' | 'propertyId' | 'name' | 'nextDue' | 'status'>;
  /** What this recipient's last digest reported of it (its `remindedField`). */
  remindedKey: string | null;
  /** Where this recipient's key is kept (remindedKeyField); `remindedKey` when absent. */
  remindedField?: string;
}

export interface DigestWarranty {
  warranty: Pick<Warranty, 'id' | 'propertyId' | 'item' | 'provider' | 'endDate'>;
  remindedKey: string | null;
  remindedField?: string;
}

/**
 * The field of a task or warranty that keeps what `uid`'s digests last reported of it
 * ("at most once" per recipient): the home's owner keeps `remindedKey` (as before
 * households), a co-owner who chose the home's reminders `remindedKey_<uid>` — a top-level
 * field of its own, so two recipients' marks never overwrite each other.
 */
export function remindedKeyField(uid: string, ownerId: string): string {
  return uid === ownerId ? 'remindedKey' : `remindedKey_${uid}`;
}

export interface DigestItem {
  kind: 'task' | 'warranty';
  id: string;
  propertyId: string;
  title: string;
  date: string;
  state: 'overdue' | 'due-soon' | 'expiring' | 'expired';
  /** What is stored on the document once sent, and in which field (remindedKeyField). */
  key: string;
  field: string;
}

export interface Digest {
  uid: string;
  /** The owner's local date the digest is for. */
  date: string;
  overdue: DigestItem[];
  dueSoon: DigestItem[];
  expiring: DigestItem[];
  expired: DigestItem[];
}

export type DigestDecision =
  | { send: false; reason: 'disabled' | 'not-today' | 'nothing-new' | 'no-email' }
  | { send: true; digest: Digest };

/** The owner's settings, or the defaults in the time zone of their plan. */
export function settingsOrDefault(
  settings: ReminderSettings | null,
  fallbackTimeZone: string | null,
): ReminderSettings {
  return (
    settings ?? {
      ...DEFAULT_REMINDER_SETTINGS,
      timeZone: fallbackTimeZone ?? DEFAULT_REMINDER_SETTINGS.timeZone,
    }
  );
}

const byDate = (a: DigestItem, b: DigestItem) =>
  a.date.localeCompare(b.date) || a.title.localeCompare(b.title);

export function planDigest(args: {
  uid: string;
  email: string | null;
  settings: ReminderSettings;
  now: Date;
  tasks: readonly DigestTask[];
  warranties: readonly DigestWarranty[];
}): DigestDecision {
  const { uid, email, settings, now } = args;
  if (!settings.emailEnabled) return { send: false, reason: 'disabled' };
  if (!email) return { send: false, reason: 'no-email' };
  const today = todayIsoDate(now, settings.timeZone);
  if (settings.frequency === 'weekly' && !isMonday(today))
    return { send: false, reason: 'not-today' };
  const digest: Digest = { uid, date: today, overdue: [], dueSoon: [], expiring: [], expired: [] };
  for (const { task, remindedKey, remindedField = 'remindedKey' } of args.tasks) {
    if (task.status !== 'active' || !task.nextDue) continue;
    const state = taskDueState({ status: 'active', nextDue: task.nextDue }, today);
    if (state !== 'overdue' && state !== 'due-soon') continue;
    const key = `${task.nextDue}:${state}`;
    if (key === remindedKey) continue;
    const item: DigestItem = {
      kind: 'task',
      id: task.id,
      propertyId: task.propertyId,
      title: task.name,
      date: task.nextDue,
      state,
      key,
      field: remindedField,
    };
    (state === 'overdue' ? digest.overdue : digest.dueSoon).push(item);
  }
  for (const { warranty, remindedKey, remindedField = 'remindedKey' } of args.warranties) {
    const state = warrantyState(warranty, today);
    if (state === 'active') continue;
    if (state === 'expired' && warranty.endDate < addDays(today, -EXPIRED_NEWS_DAYS)) continue;
    const key = `${warranty.endDate}:${state}`;
    if (key === remindedKey) continue;
    const item: DigestItem = {
      kind: 'warranty',
      id: warranty.id,
      propertyId: warranty.propertyId,
      title: warranty.provider ? `${warranty.item} (${warranty.provider})` : warranty.item,
      date: warranty.endDate,
      state,
      key,
      field: remindedField,
    };
    (state === 'expired' ? digest.expired : digest.expiring).push(item);
  }
  const total =
    digest.overdue.length + digest.dueSoon.length + digest.expiring.length + digest.expired.length;
  if (total === 0) return { send: false, reason: 'nothing-new' };
  for (const list of [digest.overdue, digest.dueSoon, digest.expiring, digest.expired])
    list.sort(byDate);
  return { send: true, digest };
}

export function digestItems(digest: Digest): DigestItem[] {
  return [...digest.overdue, ...digest.dueSoon, ...digest.expiring, ...digest.expired];
}
