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
  /** The receipt upload (repairs/api/receipts.ts uploadReceipt). */
  upload(file: File, propertyId: string): Promise<ReceiptInput>;
  /** One photo of the work's upload (repairs/api/repair-photos.ts); resolves with its path. */
  uploadPhoto?(file: File, propertyId: string): Promise<string>;
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
}: {
  uid: string;
  store: OutboxStore;
  ports: OutboxPorts;
  online?: () => boolean;
}): Promise<SendReport> {
  const report: SendReport = { sent: [], waiting: 0, failed: 0, conflicts: 0 };
  const due = (await store.list(uid)).filter(
    (item) => item.state === 'waiting' || item.state === 'sending',
  );
  // No check of navigator.onLine before trying: it can say offline when the network is
  // back (seen in Chromium after an emulated outage), and a try while offline fails at once.
  for (const [index, item] of due.entries()) {
    const outcome = await sendOne(uid, item, store, ports, online);
    if (outcome === 'sent') report.sent.push(item.id);
    else if (outcome === 'failed') report.failed++;
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
  online: () => boolean,
): Promise<'sent' | 'failed' | 'conflict' | 'stop'> {
  const current = await store.update(uid, item.id, { state: 'sending', reason: null });
  // Edited, discarded or sent by another tab meanwhile.
  if (!current) return 'stop';
  try {
    let receipt = current.receipt;
    if (!receipt && current.file) {
      receipt = await ports.upload(fromQueuedFile(current.file), current.propertyId);
      await store.update(uid, current.id, { receipt });
    }
    let photos = current.photoPaths ?? null;
    const files = current.photos ?? [];
    if (!photos && files.length > 0) {
      if (!ports.uploadPhoto) throw new Error('The outbox cannot upload photos here.');
      photos = [];
      // One at a time; a draft interrupted part-way uploads them all again next time (the
      // first files are orphans the daily cleanup removes).
      for (const file of files)
        photos.push(await ports.uploadPhoto(fromQueuedFile(file), current.propertyId));
      await store.update(uid, current.id, { photoPaths: photos });
    }
    await ports.addRepair(
      {
        ...current.values,
        propertyId: current.propertyId,
        receipt,
        ...(photos && photos.length > 0 ? { photos } : {}),
      },
      current.id,
    );
    await store.remove(uid, current.id);
    return 'sent';
  } catch (error) {
    const verdict = sendVerdict(error, online());
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
