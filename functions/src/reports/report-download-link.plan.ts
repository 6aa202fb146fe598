/**
 * Who may download a report's PDF or ZIP (pure): exactly who storage.rules lets read the
 * file, so the signed link `reportDownloadLink` hands out grants nothing the rules would not.
 *
 * - `reports/{propertyId}/…`: the property's viewers now (`viewerIds` on the live property,
 *   not the report's copy), and of the household only those whose role on the home lets them
 *   read it now (`mayOnHome`): a delegate whose grant ended is still in `viewerIds` until the
 *   hourly job removes it, and gets no link meanwhile.
 * - `keptReports/{uid}/…`: that user alone (the previous owner who kept it).
 *
 * Anyone else learns nothing, not even that the report exists.
 */
import {
  REPORT_MESSAGES as M,
  isKeptReport,
  mayOnHome,
  reportsFolder,
  type ReportFile,
} from '@homeledger/domain';
import { apply, reject, type Caller, type Plan } from '../kit/callable';
import type { DocData } from '../kit/store';
import { homeOf } from './create-history-report.plan';

export interface ReportDownloadFacts {
  caller: Caller;
  file: ReportFile;
  /** `reports/{reportId}`, or null. */
  report: DocData | null;
  /** The report's live property (null: gone, or the report is a kept one). */
  property: DocData | null;
  now: Date;
}

/** The file's Storage path, which the shell signs. */
export interface ReportDownload {
  path: string;
}

const strings = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];

/** Whether storage.rules (and the household roles) let the caller read files under the home's folder now. */
export function mayReadHomeFiles(caller: Caller, property: DocData, now: Date): boolean {
  if (!strings(property['viewerIds']).includes(caller.uid)) return false;
  const home = homeOf(property);
  const inHousehold = home.ownerId === caller.uid || home.members.some((m) => m.uid === caller.uid);
  // A realtor the home is shared with is a viewer without a role on the home.
  return !inHousehold || mayOnHome(home, caller.uid, 'read', now);
}

export function planReportDownloadLink(facts: ReportDownloadFacts): Plan<ReportDownload> {
  const { caller, report, property, now } = facts;
  const notFound = reject('not-found', M.reportNotFound);
  if (!report) return notFound;
  const stored = report[facts.file === 'zip' ? 'zipPath' : 'path'];
  const path = typeof stored === 'string' ? stored : '';

  if (isKeptReport(report)) {
    if (report['ownerId'] !== caller.uid) return notFound;
    if (path === '') return reject('failed-precondition', M.notReady);
    // The path is the kept report's own; checked anyway, as the rule checks the folder.
    return path.startsWith(`keptReports/${caller.uid}/`) ? apply([], { path }) : notFound;
  }

  const propertyId = typeof report['propertyId'] === 'string' ? report['propertyId'] : '';
  if (propertyId === '' || !property || !mayReadHomeFiles(caller, property, now)) return notFound;
  if (path === '') return reject('failed-precondition', M.notReady);
  return path.startsWith(reportsFolder(propertyId)) ? apply([], { path }) : notFound;
}
