/**
 * Nothing stays "rendering" for ever (issue #29): a report whose render died with its
 * instance (out of memory, the 540 s timeout, a crash before the claim) never writes its
 * failure, and its document would say "queued" or "rendering" until someone looked. The
 * `sweepStuckReports` job (every 30 minutes; `npm run job -- sweepStuckReports` runs it once against the
 * emulators, where scheduled functions never fire) marks each one older than
 * REPORT_STALE_MS failed with the reason the screen shows for it (`timedOut`), so the owner
 * can ask again and a kept report can be remade (remakeKeptReport takes a failed one).
 *
 * REPORT_STALE_MS (15 min) is past the render's 540 s timeout, so a live render is never
 * swept; each report is checked again inside its own transaction, so a render that finishes
 * meanwhile keeps its "done".
 */
import { REPORT_MESSAGES, REPORTS_COLLECTION } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import { docPath, type DocData, type Store } from '../kit/store';
import { REPORT_STALE_MS, millis } from './create-history-report.plan';

/** The states a render has not finished: the only ones a sweep touches. */
export const UNFINISHED_STATES = ['queued', 'rendering'] as const;

/** Whether `report` is unfinished and untouched for REPORT_STALE_MS: its render is dead. */
export function isStuck(report: DocData, now: Date): boolean {
  return (
    (UNFINISHED_STATES as readonly unknown[]).includes(report['state']) &&
    now.getTime() - millis(report['updatedAt']) >= REPORT_STALE_MS
  );
}

/** What a stuck report becomes: failed, saying why, its progress left as it was. */
export function stuckReportUpdate(now: Date): DocData {
  return { state: 'failed', failureReason: REPORT_MESSAGES.timedOut, updatedAt: now };
}

const PAGE = 300;

export interface SweepReport {
  /** Unfinished reports looked at. */
  checked: number;
  /** The ids marked failed. */
  failed: string[];
}

export async function sweepStuckReports(
  ports: { store: Store; log?: Logger },
  now: Date,
  /** Where the reports are, and how many to read at once (tests set their own). */
  { collection = REPORTS_COLLECTION, pageSize = PAGE } = {},
): Promise<SweepReport> {
  const { store } = ports;
  const result: SweepReport = { checked: 0, failed: [] };
  let after: string | undefined;
  // Paged by id: `state in [...]` is served by the single-field index, no composite one.
  for (;;) {
    const page = await store.query({
      collection,
      where: [{ field: 'state', op: 'in', value: [...UNFINISHED_STATES] }],
      limit: pageSize,
      ...(after === undefined ? {} : { startAfterId: after }),
    });
    result.checked += page.length;
    for (const snap of page) {
      if (!isStuck(snap.data, now)) continue;
      const path = docPath(collection, snap.id);
      try {
        const swept = await store.transact(async (tx) => {
          const fresh = await tx.get(path);
          if (!fresh || !isStuck(fresh.data, now)) return { writes: [], result: false };
          return {
            writes: [{ op: 'update', path, data: stuckReportUpdate(now) }],
            result: true,
          };
        });
        if (swept) result.failed.push(snap.id);
      } catch (error) {
        // One report that cannot be written leaves the others to be swept; the next run retries it.
        ports.log?.error('sweepStuckReports: could not mark a report failed', {
          reportId: snap.id,
          error,
        });
      }
    }
    if (page.length < pageSize) return result;
    after = page[page.length - 1]?.id;
  }
}
