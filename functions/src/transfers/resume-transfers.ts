/**
 * The sweep that finishes accepted transfers whose job stopped (a timeout, a crash, the
 * recipient closing the tab before a retry). Until it ends, the home has moved but old
 * realtors may still read it and some entries still name the previous owner; only the
 * recipient's acceptTransfer used to resume it. Every step of the job is idempotent
 * (transfer.plan.ts), so running it again from the top completes exactly what is missing.
 */
import { TRANSFERS_COLLECTION, storedDate } from '@homeledger/domain';
import type { Caller } from '../kit/callable';
import type { Files } from '../kit/files';
import type { Store } from '../kit/store';
import type { TransferStep } from './transfer.plan';
import { runAcceptJob } from './transfer-callables';

/**
 * How long an `accepting` transfer is left to its own run first. The acceptTransfer call
 * may run 300 s (LONG_CALLABLE_TIMEOUT_SECONDS); a sweep sooner would race a live job
 * (harmless, every write is checked, but wasted).
 */
export const STUCK_TRANSFER_AFTER_MS = 15 * 60 * 1000;

export interface ResumeReport {
  /** `accepting` transfers found. */
  checked: number;
  /** Jobs run to the end. */
  resumed: number;
  /** Jobs that failed again (left for the next sweep; logged). */
  failed: number;
}

export async function resumeStuckTransfers(
  store: Store,
  now: Date,
  options: {
    reportCode: () => string;
    /** Storage, for the files a seller keeps (touched only when there are some). */
    files: Files;
    log: Pick<Console, 'error' | 'info'>;
    steps?: readonly TransferStep[];
    chunkSize?: number;
  },
): Promise<ResumeReport> {
  const accepting = await store.query({
    collection: TRANSFERS_COLLECTION,
    where: [{ field: 'state', op: '==', value: 'accepting' }],
  });
  const report: ResumeReport = { checked: accepting.length, resumed: 0, failed: 0 };
  for (const snap of accepting) {
    const since = storedDate(snap.data['transferredAt']);
    if (since && now.getTime() - since.getTime() < STUCK_TRANSFER_AFTER_MS) continue;
    const toUid = snap.data['toUid'];
    if (typeof toUid !== 'string') continue;
    // The job acts for the recipient who accepted; nothing else of the caller is read.
    const recipient: Caller = {
      uid: toUid,
      role: 'homeowner',
      name: null,
      email: null,
      emailVerified: true,
    };
    try {
      await runAcceptJob(store, {
        files: options.files,
        transferId: snap.id,
        caller: recipient,
        now,
        reportCode: options.reportCode,
        ...(options.steps ? { steps: options.steps } : {}),
        ...(options.chunkSize ? { chunkSize: options.chunkSize } : {}),
      });
      report.resumed += 1;
    } catch (error) {
      report.failed += 1;
      options.log.error('resumeStuckTransfers: the job failed again', {
        transferId: snap.id,
        error,
      });
    }
  }
  return report;
}
