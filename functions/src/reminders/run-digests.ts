/**
 * The daily digest job's shell (docs/architecture.md §8): two range queries find what
 * could be news anywhere today (tasks by `nextDue`, warranties by `endDate`), so reads
 * grow with the owners who have something due, never with all owners. Per owner: settings
 * and profile (one getAll per batch), the pure decision (digest.plan.ts), then
 *
 *   1. the digest record is created in a transaction (it already exists ⇒ sent before,
 *      or being sent by an overlapping run: nothing more happens), then
 *   2. the mail is sent, then
 *   3. the reported items are marked (`remindedKey`) and the record says `sent`.
 *
 * So a retry or a second run never sends twice; a send that fails leaves the record
 * `failed` and the items unmarked, so they are news again in the next digest.
 * Without SMTP credentials nothing is recorded or sent, and one line is logged.
 */
import {
  MAINTENANCE_TASKS_COLLECTION,
  REMINDER_SETTINGS_COLLECTION,
  WARRANTIES_COLLECTION,
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
  settingsOrDefault,
  type Digest,
  type DigestTask,
  type DigestWarranty,
} from './digest.plan';
import { unsubscribeToken } from './unsubscribe-token';

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
  tasksRead: number;
  warrantiesRead: number;
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

export function readSettings(snap: DocSnap | null): ReminderSettings | null {
  if (!snap) return null;
  const d = snap.data;
  return {
    emailEnabled: d['emailEnabled'] !== false,
    frequency: d['frequency'] === 'daily' ? 'daily' : 'weekly',
    timeZone: typeof d['timeZone'] === 'string' && d['timeZone'] ? d['timeZone'] : 'UTC',
  };
}

const keyOf = (snap: DocSnap): string | null =>
  typeof snap.data['remindedKey'] === 'string' ? snap.data['remindedKey'] : null;

export async function runDigests(ports: DigestPorts, now: Date): Promise<DigestReport> {
  const report: DigestReport = {
    tasksRead: 0,
    warrantiesRead: 0,
    ownersConsidered: 0,
    settingsRead: 0,
    sent: 0,
    alreadySent: 0,
    failed: 0,
    nothingNew: 0,
    skipped: 0,
  };
  const { store } = ports;
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
  for (const snap of taskSnaps) {
    const task = taskFromSnap(snap);
    if (!task.ownerId || task.status !== 'active') continue;
    const entry = ownerOf(task.ownerId);
    entry.tasks.push({ task, remindedKey: keyOf(snap) });
    entry.timeZone ??= task.timeZone;
  }
  for (const snap of warrantySnaps) {
    const warranty = warrantyFromSnap(snap);
    if (!warranty.ownerId) continue;
    ownerOf(warranty.ownerId).warranties.push({ warranty, remindedKey: keyOf(snap) });
  }
  report.ownersConsidered = owners.size;
  if (owners.size === 0) return report;
  if (!ports.mail) {
    ports.log.info(
      'reminders: SMTP is not configured (SMTP_HOST/SMTP_USER/SMTP_PASSWORD); no digest sent',
      {
        owners: owners.size,
      },
    );
    report.skipped = owners.size;
    return report;
  }

  const uids = [...owners.keys()].sort();
  for (let i = 0; i < uids.length; i += OWNER_BATCH) {
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
    if (due.length > 0) await sendBatch(ports, due, now, report);
  }
  return report;
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
  for (const [index, { digest, email }] of due.entries()) {
    const path = paths[index] as string;
    if (!claimed[index]) {
      report.alreadySent += 1;
      continue;
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
      continue;
    }
    report.sent += 1;
    after.push({ op: 'update', path, data: { state: 'sent', sentAt: new Date() } });
    // 3. Mark what was reported. A document deleted meanwhile fails its chunk (logged):
    // those items are then news again in the next digest, which is the safe side.
    for (const item of digestItems(digest))
      after.push({
        op: 'update',
        path: `${item.kind === 'task' ? MAINTENANCE_TASKS_COLLECTION : WARRANTIES_COLLECTION}/${item.id}`,
        data: { remindedKey: item.key },
      });
  }
  try {
    await store.commit(after);
  } catch (error) {
    ports.log.error('reminders: sent, but could not mark every digest item', { error });
  }
}
