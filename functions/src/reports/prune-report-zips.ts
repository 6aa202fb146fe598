/**
 * Old "Download everything" ZIPs go (issue #29 part 5): each ZIP copies every receipt of the
 * home, so a home whose report is made again and again would keep hundreds of MB per report.
 * After a report is done, the ZIPs of all but the home's newest KEPT_REPORT_ZIPS reports are
 * deleted and their documents say so (`zipPath: null`: the screen then offers the PDF alone,
 * as it does for a report whose ZIP failed). The PDFs stay (≤ 40 MB each, and what a buyer
 * was given). A previous owner's kept reports are theirs and are never pruned here.
 */
import { REPORTS_COLLECTION, isKeptReport } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import { docPath, type DocData, type Store } from '../kit/store';
import { millis } from './create-history-report.plan';
import type { ReportBlobs } from './ports';

/** How many of a home's reports keep their ZIP. */
export const KEPT_REPORT_ZIPS = 3;

/** The ids of the reports whose ZIP goes (pure): done, with a ZIP, older than the newest few. */
export function zipsToPrune(
  reports: readonly { id: string; data: DocData }[],
  keep = KEPT_REPORT_ZIPS,
): { id: string; zipPath: string }[] {
  return reports
    .filter(
      (r) =>
        r.data['state'] === 'done' &&
        typeof r.data['zipPath'] === 'string' &&
        !isKeptReport(r.data),
    )
    .sort(
      (a, b) => millis(b.data['createdAt']) - millis(a.data['createdAt']) || (a.id < b.id ? 1 : -1),
    )
    .slice(keep)
    .map((r) => ({ id: r.id, zipPath: r.data['zipPath'] as string }));
}

/** Deletes the home's old ZIPs; answers the report ids pruned. Failures are logged, never thrown. */
export async function pruneReportZips(
  ports: { store: Store; blobs: ReportBlobs; log?: Logger },
  propertyId: string,
  now: Date,
): Promise<string[]> {
  const pruned: string[] = [];
  try {
    const reports = await ports.store.query({
      collection: REPORTS_COLLECTION,
      where: [{ field: 'propertyId', op: '==', value: propertyId }],
    });
    for (const { id, zipPath } of zipsToPrune(reports)) {
      // The document first: a ZIP it no longer names is never offered, even if deleting fails.
      await ports.store.commit([
        {
          op: 'update',
          path: docPath(REPORTS_COLLECTION, id),
          data: { zipPath: null, zipSize: null, zipPrunedAt: now },
        },
      ]);
      await ports.blobs.delete(zipPath);
      pruned.push(id);
    }
  } catch (error) {
    ports.log?.error('pruneReportZips: could not delete old ZIPs', { propertyId, error });
  }
  return pruned;
}
