/**
 * The daily digest job's shell (docs/architecture.md §8): two range queries find what
 * could be news anywhere today (tasks by `nextDue`, warranties by `endDate`), so reads
 * grow with the owners who have something due, never with all owners. The homes those
 * items belong to are read (getAll, HOME_BATCH at a time) for who gets their reminders —
 * the owner unless they turned them off, the co-owners who turned them on (issue #31) — and
 * each recipient gets one digest with every home's items. Recipients ("owners" below) go in
 * uid order, a batch at a time: settings and verified emails (one getAll and one Auth call
 * per batch), the pure decision (digest.plan.ts), then
 *
 *   1. the batch's digest records are created in one transaction (one that exists ⇒ sent
 *      before, or being sent by an overlapping run: nothing more happens for that owner),
 *   2. the mails are sent, DIGEST_CONCURRENCY at a time (over the SMTP port's pool), then
 *   3. the reported items are marked (`remindedKey`) and the records say `sent`.
 *
 * So a retry or a second run never sends twice; a send that fails leaves the record
 * `failed` and the items unmarked, so they are news again in the next digest.
 * Without SMTP credentials nothing is recorded or sent, and one line is logged.
 *
 * One run cannot mail 10,000 owners at 0.3–1 s a mail inside its 540 s, so the job keeps a
 * cursor (`jobs/reminderDigests`: the day, the last owner done, a lease): a run that nears its
 * deadline stops between batches and the next delivery (the schedule repeats through the
 * window) carries on from there. A cursor in Firestore rather than re-invoking itself or Cloud
 * Tasks: the scheduler already retries, nothing more is deployed, and the digest records, not
 * the cursor, are what make a send happen at most once (a cursor lost to a crash only costs
 * re-reading owners whose records exist). The lease keeps two deliveries from working at once.
 */
import {
  MAINTENANCE_TASKS_COLLECTION,
  PROPERTIES_COLLECTION,
  REMINDER_SETTINGS_COLLECTION,
  WARRANTIES_COLLECTION,
  homeReminderRecipients,
  readHomeReminders,
  readMembers,
  type ReminderSettings,
} from '@homeledger/domain';
import type { DocSnap, Store, WriteOp } from '../kit/store';
import { taskFromSnap, warrantyFromSnap } from '../maintenance/maintenance-docs';
import type { MailPort } from '../kit/mail/mail';
import { renderDigest } from './digest-mail';
import {
  digestItems,
  digestPath,
  planDigest,
  queryWindow,
  remindedKeyField,
  settingsOrDefault,
  type Digest,
  type DigestTask,
  type DigestWarranty,
} from './digest.plan';
import { unsubscribeToken } from './unsubscribe-token';
import { eachLimited } from '../kit/each-limited';

export interface DigestPorts {
  store: Store;
  /** null: no SMTP credentials configured (nothing is sent). */
  mail: MailPort | null;
  /**
   * The verified email of each of these accounts (≤ 100 at once), from Auth: a digest carries
   * names other people can write (a task's title), so it goes only to an address its owner
   * proved (#33). An account missing from the map has none.
   */
  verifiedEmails: (uids: readonly string[]) => Promise<ReadonlyMap<string, string>>;
  appUrl: string;
  unsubscribeSecret: string;
  log: {
    info(message: string, context?: Record<string, unknown>): void;
    error(message: string, context?: Record<string, unknown>): void;
  };
}

export interface DigestReport {
  /**
   * finished: every owner of the day handled; paused: the deadline came first (the cursor is
   * kept); done-before: an earlier run finished the day; busy: another run holds the lease.
   */
  outcome: 'finished' | 'paused' | 'done-before' | 'busy';
  /** The owner after whom this run began (a resumed run), or null. */
  resumedAfter: string | null;
  tasksRead: number;
  warrantiesRead: number;
  /** Homes of those items found (read for who gets their reminders). */
  homesRead: number;
  /** Recipients with at least one item (a home's owner or a co-owner who chose it). */
  ownersConsidered: number;
  settingsRead: number;
  sent: number;
  alreadySent: number;
  failed: number;
  nothingNew: number;
  skipped: number;
}

/** Owners per settings read and per claiming transaction (≤ 500 writes). */
const OWNER_BATCH = 100;

/** Mails in flight at once: the SMTP pool's connections (kit/mail/mail-params.ts). */
export const DIGEST_CONCURRENCY = 20;

/** Where the job keeps its day, cursor and lease (written by this job only; rules deny all). */
export const DIGEST_JOB_PATH = 'jobs/reminderDigests';

/** A run without a deadline (a script, a test) holds the lease this long. */
const DEFAULT_LEASE_MS = 10 * 60_000;

export interface DigestRunOptions {
  /**
   * Epoch ms: no batch starts after this; the cursor is kept and the next run resumes. The
   * caller leaves room for one batch (OWNER_BATCH / concurrency mails) before its timeout.
   */
  deadline?: number;
  /** Mails in flight at once (default DIGEST_CONCURRENCY). */
  concurrency?: number;
  /** The real clock, for the deadline and the lease (tests drive their own). */
  clock?: () => number;
}

interface DigestJob {
  day: string | null;
  cursor: string | null;
  done: boolean;
  leaseUntil: number;
}

export function readDigestJob(snap: DocSnap | null): DigestJob {
  const d = snap?.data ?? {};
  const lease = d['leaseUntil'];
  return {
    day: typeof d['day'] === 'string' ? d['day'] : null,
    cursor: typeof d['cursor'] === 'string' ? d['cursor'] : null,
    done: d['done'] === true,
    leaseUntil: lease instanceof Date ? lease.getTime() : 0,
  };
}

export function readSettings(snap: DocSnap | null): ReminderSettings | null {
  if (!snap) return null;
  const d = snap.data;
  return {
    emailEnabled: d['emailEnabled'] !== false,
    frequency: d['frequency'] === 'daily' ? 'daily' : 'weekly',
    timeZone: typeof d['timeZone'] === 'string' && d['timeZone'] ? d['timeZone'] : 'UTC',
  };
}

const keyOf = (snap: DocSnap, field: string): string | null =>
  typeof snap.data[field] === 'string' ? snap.data[field] : null;

/** Homes per getAll when finding who gets their reminders. */
const HOME_BATCH = 100;

/**
 * Who gets each home's reminders (domain homeReminderRecipients). A home not found (an item
 * left behind by a delete in progress) is left out: its items go to their `ownerId`, as
 * before households.
 */
async function reminderRecipients(
  store: Store,
  propertyIds: readonly string[],
): Promise<Map<string, string[]>> {
  const recipients = new Map<string, string[]>();
  for (let i = 0; i < propertyIds.length; i += HOME_BATCH) {
    const ids = propertyIds.slice(i, i + HOME_BATCH);
    const snaps = await store.getAll(ids.map((id) => `${PROPERTIES_COLLECTION}/${id}`));
    for (const [index, snap] of snaps.entries()) {
      const ownerId = snap?.data['ownerId'];
      if (!snap || typeof ownerId !== 'string' || ownerId === '') continue;
      recipients.set(
        ids[index] as string,
        homeReminderRecipients({
          ownerId,
          members: readMembers(snap.data['members']),
          reminders: readHomeReminders(snap.data['reminders']),
        }),
      );
    }
  }
  return recipients;
}

/**
 * One run for the day `now` falls on (UTC; the wiring passes digestRunInstant, so every
 * delivery of a day agrees on it): owners after the kept cursor, until done or the deadline.
 */
export async function runDigests(
  ports: DigestPorts,
  now: Date,
  options: DigestRunOptions = {},
): Promise<DigestReport> {
  const clock = options.clock ?? Date.now;
  const concurrency = options.concurrency ?? DIGEST_CONCURRENCY;
  const report: DigestReport = {
    outcome: 'finished',
    resumedAfter: null,
    tasksRead: 0,
    warrantiesRead: 0,
    homesRead: 0,
    ownersConsidered: 0,
    settingsRead: 0,
    sent: 0,
    alreadySent: 0,
    failed: 0,
    nothingNew: 0,
    skipped: 0,
  };
  const { store } = ports;
  const day = now.toISOString().slice(0, 10);
  // Claimed before the queries: a delivery after the day is done reads one document.
  const lease = ports.mail ? await takeLease(store, day, clock, options.deadline) : null;
  if (lease && lease.outcome !== 'go') {
    report.outcome = lease.outcome;
    return report;
  }
  const after = lease?.cursor ?? null;
  report.resumedAfter = after;
  const window = queryWindow(now);
  const [taskSnaps, warrantySnaps] = await Promise.all([
    store.query({
      collection: MAINTENANCE_TASKS_COLLECTION,
      where: [{ field: 'nextDue', op: '<=', value: window.dueBy }],
    }),
    store.query({
      collection: WARRANTIES_COLLECTION,
      where: [
        { field: 'endDate', op: '>=', value: window.warrantiesFrom },
        { field: 'endDate', op: '<=', value: window.warrantiesTo },
      ],
    }),
  ]);
  report.tasksRead = taskSnaps.length;
  report.warrantiesRead = warrantySnaps.length;

  const owners = new Map<
    string,
    { tasks: DigestTask[]; warranties: DigestWarranty[]; timeZone: string | null }
  >();
  const ownerOf = (uid: string) => {
    let entry = owners.get(uid);
    if (!entry) owners.set(uid, (entry = { tasks: [], warranties: [], timeZone: null }));
    return entry;
  };
  const tasks = taskSnaps
    .map((snap) => ({ snap, task: taskFromSnap(snap) }))
    .filter(({ task }) => task.ownerId && task.status === 'active');
  const warranties = warrantySnaps
    .map((snap) => ({ snap, warranty: warrantyFromSnap(snap) }))
    .filter(({ warranty }) => warranty.ownerId);
  const homes = await reminderRecipients(
    store,
    [
      ...new Set([
        ...tasks.map(({ task }) => task.propertyId),
        ...warranties.map(({ warranty }) => warranty.propertyId),
      ]),
    ]
      .filter(Boolean)
      .sort(),
  );
  report.homesRead = homes.size;
  const recipientsOf = (item: { propertyId: string; ownerId: string }) =>
    homes.get(item.propertyId) ?? [item.ownerId];
  for (const { snap, task } of tasks)
    for (const uid of recipientsOf(task)) {
      const entry = ownerOf(uid);
      const field = remindedKeyField(uid, task.ownerId);
      entry.tasks.push({ task, remindedKey: keyOf(snap, field), remindedField: field });
      entry.timeZone ??= task.timeZone;
    }
  for (const { snap, warranty } of warranties)
    for (const uid of recipientsOf(warranty)) {
      const field = remindedKeyField(uid, warranty.ownerId);
      ownerOf(uid).warranties.push({
        warranty,
        remindedKey: keyOf(snap, field),
        remindedField: field,
      });
    }
  report.ownersConsidered = owners.size;
  if (!lease) {
    if (owners.size === 0) return report;
    ports.log.info(
      'reminders: SMTP is not configured (SMTP_HOST/SMTP_USER/SMTP_PASSWORD); no digest sent',
      {
        owners: owners.size,
      },
    );
    report.skipped = owners.size;
    return report;
  }

  const uids = [...owners.keys()].filter((uid) => after === null || uid > after).sort();
  for (let i = 0; i < uids.length; i += OWNER_BATCH) {
    if (options.deadline !== undefined && clock() >= options.deadline) {
      report.outcome = 'paused';
      await saveJob(store, { day, cursor: uids[i - 1] ?? after, done: false, leaseUntil: 0 });
      return report;
    }
    const batch = uids.slice(i, i + OWNER_BATCH);
    const [settingsSnaps, verified] = await Promise.all([
      store.getAll(batch.map((uid) => `${REMINDER_SETTINGS_COLLECTION}/${uid}`)),
      ports.verifiedEmails(batch),
    ]);
    report.settingsRead += batch.length;
    const due: { digest: Digest; email: string }[] = [];
    for (const [index, uid] of batch.entries()) {
      const entry = owners.get(uid)!;
      const email = verified.get(uid) ?? null;
      const settings = settingsOrDefault(
        readSettings(settingsSnaps[index] ?? null),
        entry.timeZone,
      );
      const decision = planDigest({
        uid,
        email,
        settings,
        now,
        tasks: entry.tasks,
        warranties: entry.warranties,
      });
      if (decision.send) due.push({ digest: decision.digest, email: email as string });
      else if (decision.reason === 'nothing-new') report.nothingNew += 1;
      else report.skipped += 1;
    }
    if (due.length > 0) await sendBatch(ports, due, now, report, concurrency);
    // Progress is kept batch by batch: a run killed mid-way loses at most its last batch's
    // cursor step (whose records then stop a second send anyway).
    const last = batch.at(-1) as string;
    const more = i + OWNER_BATCH < uids.length;
    if (more)
      await saveJob(store, {
        day,
        cursor: last,
        done: false,
        leaseUntil: lease.leaseUntil,
      });
  }
  await saveJob(store, { day, cursor: null, done: true, leaseUntil: 0 });
  return report;
}

type Lease =
  | { outcome: 'go'; cursor: string | null; leaseUntil: number }
  | { outcome: 'done-before' | 'busy' };

/**
 * Claims the day's run in a transaction: a finished day or a live lease held by another run
 * stops this one; a new day starts from the first owner.
 */
async function takeLease(
  store: Store,
  day: string,
  clock: () => number,
  deadline: number | undefined,
): Promise<Lease> {
  return store.transact<Lease>(async (tx) => {
    const job = readDigestJob(await tx.get(DIGEST_JOB_PATH));
    const sameDay = job.day === day;
    if (sameDay && job.done) return { writes: [], result: { outcome: 'done-before' as const } };
    const at = clock();
    if (sameDay && job.leaseUntil > at) return { writes: [], result: { outcome: 'busy' as const } };
    // A minute past the deadline: the last batch's sends and writes finish inside it.
    const leaseUntil = deadline !== undefined ? deadline + 60_000 : at + DEFAULT_LEASE_MS;
    const cursor = sameDay ? job.cursor : null;
    return {
      writes: [jobWrite({ day, cursor, done: false, leaseUntil })],
      result: { outcome: 'go' as const, cursor, leaseUntil },
    };
  });
}

function jobWrite(job: DigestJob): WriteOp {
  return {
    op: 'set',
    path: DIGEST_JOB_PATH,
    data: {
      day: job.day,
      cursor: job.cursor,
      done: job.done,
      leaseUntil: new Date(job.leaseUntil),
      updatedAt: new Date(),
    },
  };
}

function saveJob(store: Store, job: DigestJob): Promise<void> {
  return store.commit([jobWrite(job)]);
}

/**
 * One batch of owners: their digest records claimed in one transaction (an existing record
 * means that owner's day is taken), the mails sent, then records and items marked.
 */
async function sendBatch(
  ports: DigestPorts,
  due: readonly { digest: Digest; email: string }[],
  now: Date,
  report: DigestReport,
  concurrency: number,
): Promise<void> {
  const { store } = ports;
  const paths = due.map(({ digest }) => digestPath(digest.uid, digest.date));
  // 1. Recorded before sent.
  const claimed = await store.transact(async (tx) => {
    const existing = await tx.getAll(paths);
    const writes: WriteOp[] = [];
    const mine: boolean[] = [];
    for (const [index, { digest }] of due.entries()) {
      const free = existing[index] === null;
      mine.push(free);
      if (free)
        writes.push({
          op: 'create',
          path: paths[index] as string,
          data: {
            uid: digest.uid,
            date: digest.date,
            state: 'sending',
            items: digestItems(digest).length,
            createdAt: now,
          },
        });
    }
    return { writes, result: mine };
  });
  const after: WriteOp[] = [];
  await eachLimited(due, concurrency, async ({ digest, email }, index) => {
    const path = paths[index] as string;
    if (!claimed[index]) {
      report.alreadySent += 1;
      return;
    }
    // 2. Send.
    const message = renderDigest(digest, email, {
      appUrl: ports.appUrl,
      unsubscribeToken: unsubscribeToken(ports.unsubscribeSecret, digest.uid),
    });
    try {
      await ports.mail!.send(message);
    } catch (error) {
      report.failed += 1;
      ports.log.error('reminders: could not send a digest', { uid: digest.uid, error });
      after.push({ op: 'update', path, data: { state: 'failed', failedAt: new Date() } });
      return;
    }
    report.sent += 1;
    after.push({ op: 'update', path, data: { state: 'sent', sentAt: new Date() } });
    // 3. Mark what was reported. A document deleted meanwhile fails its chunk (logged):
    // those items are then news again in the next digest, which is the safe side.
    for (const item of digestItems(digest))
      after.push({
        op: 'update',
        path: `${item.kind === 'task' ? MAINTENANCE_TASKS_COLLECTION : WARRANTIES_COLLECTION}/${item.id}`,
        data: { [item.field]: item.key },
      });
  });
  try {
    await store.commit(after);
  } catch (error) {
    ports.log.error('reminders: sent, but could not mark every digest item', { error });
  }
}
