/**
 * Delivers this account's queued repairs: uploads the receipt and the photos (once), then calls addRepair
 * with the draft's own requestId, so a send repeated after a lost answer returns the
 * repair the first one made (functions/src/kit/request-keys.ts) and never a second one;
 * then forgets the draft. One draft at a time, oldest first. The ports are the app's
 * existing upload and callable wrappers (composed in by app/), so tests run it with fakes.
 */
import type { ReceiptInput } from '@homeledger/domain';
import { callableFailure, CALLABLE_FALLBACK_MESSAGE } from '@/lib/firebase/callable';
import { OUTBOX_COPY } from './outbox-copy';
import { fromQueuedFile, type OutboxStore } from './outbox-store';
import type { QueuedRepair, QueuedRepairValues } from './outbox-types';

export interface OutboxPorts {
  /**
   * The receipt upload (repairs/api/receipts.ts uploadReceipt). `signal` cancels it: an
   * upload in the Storage SDK's retry backoff would otherwise sleep up to 64 s after the
   * network is back (see runOutboxSender).
   */
  upload(file: File, propertyId: string, signal?: AbortSignal): Promise<ReceiptInput>;
  /** One photo of the work's upload (repairs/api/repair-photos.ts); resolves with its path. */
  uploadPhoto?(file: File, propertyId: string, signal?: AbortSignal): Promise<string>;
  /** completeMaintenanceTask: Mark Done's task, done with the repair the draft made. */
  completeTask?(taskId: string, repairId: string): Promise<unknown>;
  /** addRepair with this requestId. */
  addRepair(
    payload: QueuedRepairValues & {
      propertyId: string;
      receipt: ReceiptInput | null;
      photos?: string[];
    },
    requestId: string,
  ): Promise<{ id: string }>;
}

/** Sends that fail with a bare 'internal' (a lost connection or a crash) before it counts as failed. */
export const MAX_UNCLEAR_ATTEMPTS = 5;

export type SendVerdict =
  | { kind: 'offline' }
  | { kind: 'signed-out' }
  | { kind: 'conflict'; reason: string }
  | { kind: 'failed'; reason: string }
  | { kind: 'unclear'; reason: string };

/**
 * What a failed send means. Offline: wait, it will go later. Conflict: the home is gone,
 * transferred or no longer this account's (the callable answers not-found /
 * permission-denied / failed-precondition, Storage refuses the upload). Anything else the
 * server said: failed, with its words.
 */
export function sendVerdict(error: unknown, online: boolean): SendVerdict {
  const raw = (error as { code?: unknown } | null)?.code;
  if (typeof raw === 'string' && raw.startsWith('storage/')) {
    if (raw === 'storage/unauthorized')
      return { kind: 'conflict', reason: OUTBOX_COPY.noLongerYours };
    if (raw === 'storage/unauthenticated') return { kind: 'signed-out' };
    if (!online || raw === 'storage/retry-limit-exceeded' || raw === 'storage/emulator-unavailable')
      return { kind: 'offline' };
    return { kind: 'failed', reason: OUTBOX_COPY.uploadFailed };
  }
  if (!online || error instanceof TypeError) return { kind: 'offline' };
  const { code, message } = callableFailure(error);
  const said = message === CALLABLE_FALLBACK_MESSAGE ? null : message;
  switch (code) {
    case 'unavailable':
    case 'deadline-exceeded':
      return { kind: 'offline' };
    case 'unauthenticated':
      return { kind: 'signed-out' };
    case 'not-found':
    case 'permission-denied':
    case 'failed-precondition':
      return { kind: 'conflict', reason: said ?? OUTBOX_COPY.noLongerYours };
    case 'internal':
    case 'unknown':
      // The SDK says 'internal' both for a dropped connection and for a server crash.
      return { kind: 'unclear', reason: said ?? OUTBOX_COPY.unknownFailure };
    default:
      return { kind: 'failed', reason: said ?? OUTBOX_COPY.unknownFailure };
  }
}

export interface SendReport {
  sent: string[];
  /** Sent drafts whose maintenance task (Mark Done) the server refused to mark done. */
  tasksNotDone: number;
  /** Left for later (offline, signed out). */
  waiting: number;
  failed: number;
  conflicts: number;
}

/**
 * Sends every waiting (or stale sending) draft of `uid`. Stops at the first sign of being
 * offline or signed out (`online` only helps read a failure): the rest would fail the same way.
 */
export async function sendQueued({
  uid,
  store,
  ports,
  online = () => true,
  offline = async () => !online(),
  signal,
}: {
  uid: string;
  store: OutboxStore;
  ports: OutboxPorts;
  online?: () => boolean;
  /**
   * The one "really offline" check (lib/pwa/network.ts; default: not `online`). Asked before
   * anything is sent: an upload started without a network does not fail, it sleeps in the
   * Storage SDK's backoff (2, 4 … 64 s, for up to maxUploadRetryTime, 10 min) and holds this
   * tab's one send. Asked again to read a failure when `online` says offline, which Chromium
   * can keep saying with the network up: a bug must not pass for "offline" for ever.
   */
  offline?: () => Promise<boolean>;
  /** Aborted when the network comes back while this send waits (runOutboxSender). */
  signal?: AbortSignal;
}): Promise<SendReport> {
  const report: SendReport = { sent: [], tasksNotDone: 0, waiting: 0, failed: 0, conflicts: 0 };
  const due = (await store.list(uid)).filter(
    (item) => item.state === 'waiting' || item.state === 'sending',
  );
  if (due.length > 0 && (await offline())) {
    report.waiting = due.length;
    return report;
  }
  const onlineNow = async () => online() || !(await offline());
  for (const [index, item] of due.entries()) {
    if (signal?.aborted) {
      report.waiting += due.length - index;
      break;
    }
    const outcome = await sendOne(uid, item, store, ports, onlineNow, signal);
    if (outcome === 'sent' || outcome === 'sent-task-refused') {
      report.sent.push(item.id);
      if (outcome === 'sent-task-refused') report.tasksNotDone++;
    } else if (outcome === 'failed') report.failed++;
    else if (outcome === 'conflict') report.conflicts++;
    else {
      report.waiting += due.length - index;
      break;
    }
  }
  return report;
}

async function sendOne(
  uid: string,
  item: QueuedRepair,
  store: OutboxStore,
  ports: OutboxPorts,
  online: () => Promise<boolean>,
  signal: AbortSignal | undefined,
): Promise<'sent' | 'sent-task-refused' | 'failed' | 'conflict' | 'stop'> {
  const current = await store.update(uid, item.id, { state: 'sending', reason: null });
  // Edited, discarded or sent by another tab meanwhile.
  if (!current) return 'stop';
  try {
    const files = current.photos ?? [];
    const { uploadPhoto } = ports;
    if (!current.photoPaths && files.length > 0 && !uploadPhoto)
      throw new Error('The outbox cannot upload photos here.');
    // The receipt and the photos side by side (small, compressed files): one round trip's
    // wait instead of four. A draft interrupted part-way uploads the missing ones again next
    // time (files already up but not recorded are orphans the daily cleanup removes).
    const [receipt, photos] = await Promise.all([
      current.receipt || !current.file
        ? current.receipt
        : ports
            .upload(fromQueuedFile(current.file), current.propertyId, signal)
            .then(async (uploaded) => {
              await store.update(uid, current.id, { receipt: uploaded });
              return uploaded;
            }),
      current.photoPaths || files.length === 0 || !uploadPhoto
        ? (current.photoPaths ?? null)
        : Promise.all(
            files.map((file) => uploadPhoto(fromQueuedFile(file), current.propertyId, signal)),
          ).then(async (paths) => {
            await store.update(uid, current.id, { photoPaths: paths });
            return paths;
          }),
    ]);
    const added = await ports.addRepair(
      {
        ...current.values,
        propertyId: current.propertyId,
        receipt,
        ...(photos && photos.length > 0 ? { photos } : {}),
      },
      current.id,
    );
    const taskId = current.maintenanceTaskId;
    if (taskId && ports.completeTask) {
      // A lost connection here keeps the draft waiting: the next send's addRepair returns this
      // same repair (same requestId) and marks the task done then. A refusal (the task was
      // deleted or done meanwhile) does not undo the repair: it is reported, the draft goes.
      try {
        await ports.completeTask(taskId, added.id);
      } catch (error) {
        const verdict = sendVerdict(error, await online());
        if (verdict.kind !== 'conflict' && verdict.kind !== 'failed') throw error;
        console.error('Marking the maintenance task done failed', error);
        await store.remove(uid, current.id);
        return 'sent-task-refused';
      }
    }
    await store.remove(uid, current.id);
    return 'sent';
  } catch (error) {
    // Cancelled because the network came back: the next send starts at once.
    if (signal?.aborted) {
      await store.update(uid, current.id, { state: 'waiting' });
      return 'stop';
    }
    const verdict = sendVerdict(error, await online());
    if (verdict.kind === 'offline' || verdict.kind === 'signed-out') {
      await store.update(uid, current.id, { state: 'waiting' });
      return 'stop';
    }
    if (verdict.kind === 'unclear') {
      const attempts = current.attempts + 1;
      const giveUp = attempts >= MAX_UNCLEAR_ATTEMPTS;
      await store.update(uid, current.id, {
        state: giveUp ? 'failed' : 'waiting',
        reason: giveUp ? verdict.reason : null,
        attempts,
      });
      return giveUp ? 'failed' : 'stop';
    }
    console.error('Sending a queued repair failed', error);
    await store.update(uid, current.id, {
      state: verdict.kind === 'conflict' ? 'conflict' : 'failed',
      reason: verdict.reason,
      attempts: current.attempts + 1,
    });
    return verdict.kind === 'conflict' ? 'conflict' : 'failed';
  }
}

/** Retry on a failed draft: back to waiting, for the next send. */
export function retryQueued(store: OutboxStore, uid: string, id: string) {
  return store.update(uid, id, { state: 'waiting', reason: null, attempts: 0 });
}
