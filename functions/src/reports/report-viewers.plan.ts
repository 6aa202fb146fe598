/**
 * Who reads a report (pure). A `reports/{id}` document carries a copy of its property's
 * `ownerId` and `viewerIds` (the read rule, docs/architecture.md §2), so when the
 * property's change — a realtor shared or unshared, the home transferred — its reports
 * follow, the same way its repairs do. A report the previous owner kept at a transfer
 * (`kind: 'kept'`) is theirs alone and never follows the home.
 */
import { REPORTS_COLLECTION, isKeptReport, readProperty, strings } from '@homeledger/domain';
import { docPath, type DocSnap, type WriteOp } from '../kit/store';

/** What the decision needs of the property, as read in the same transaction. */
export interface ReportProperty {
  id: string;
  ownerId: string;
  viewerIds: string[];
  deleting: boolean;
}

export function toReportProperty(snap: DocSnap): ReportProperty {
  const { id, ownerId, viewerIds, deleting } = readProperty(snap);
  return { id, ownerId, viewerIds, deleting };
}

const sameIds = (a: readonly string[], b: readonly string[]) =>
  a.length === b.length && a.every((id, i) => id === b[i]);

/** Whether a report still differs from its property in owner or readers. */
export function reportLags(report: DocSnap, property: ReportProperty): boolean {
  if (isKeptReport(report.data) || report.data['propertyId'] !== property.id) return false;
  return (
    report.data['ownerId'] !== property.ownerId ||
    !sameIds(strings(report.data['viewerIds']), property.viewerIds)
  );
}

/**
 * The writes that make each report of `property` carry its owner and readers now. None for
 * a property that is gone or being removed (its removal decides), for a kept report, or for
 * one already in step — so a rerun writes nothing.
 */
export function planReportsFollow(args: {
  property: ReportProperty | null;
  reports: readonly (DocSnap | null)[];
}): WriteOp[] {
  const { property } = args;
  if (!property || property.deleting) return [];
  const writes: WriteOp[] = [];
  for (const report of args.reports) {
    if (!report || !reportLags(report, property)) continue;
    writes.push({
      op: 'update',
      path: docPath(REPORTS_COLLECTION, report.id),
      data: { ownerId: property.ownerId, viewerIds: [...property.viewerIds] },
    });
  }
  return writes;
}
