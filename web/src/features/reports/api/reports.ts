/**
 * The Home History Report's callables (functions/src/reports) and the panel's live list.
 * Callables reject with the SDK's error: show it through `callableFailure`.
 */
import {
  REPORT_STATES,
  isKeptReport,
  type CreateHistoryReportInput,
  type CreateHistoryReportResult,
  type RemakeKeptReportInput,
  type ReportFile,
  type ReportState,
  type WithdrawReportCodeInput,
} from '@homeledger/domain';
import { downloadFromLink } from '@/lib/firebase/download-link';
import { useLiveQuery } from '@/lib/firebase/use-live-query';
import type { KeptReportHome, ReportRow } from '../report-types';
import { keptReportsQuery, propertyReportsQuery } from './queries';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { instantOf } from '@/lib/data/fields';

export async function createHistoryReport(
  input: CreateHistoryReportInput,
): Promise<CreateHistoryReportResult> {
  return callFunctionLazily('createHistoryReport', input);
}

/** A kept report that failed, made again (its owner cannot ask for a new one). */
export async function remakeKeptReport(input: RemakeKeptReportInput): Promise<void> {
  await callFunctionLazily('remakeKeptReport', input);
}

export async function withdrawReportCode(input: WithdrawReportCodeInput): Promise<void> {
  await callFunctionLazily('withdrawReportCode', input);
}

/**
 * Saves the report's PDF or ZIP (a ZIP can be hundreds of megabytes): `reportDownloadLink`
 * checks the caller may read it (as storage.rules do) and answers with a signed link, which
 * the browser downloads by navigation, streaming it to disk; the page never holds the file.
 * `fileName` names the download where the browser honours it (the stored object's own
 * Content-Disposition names it otherwise).
 */
export async function saveReportFile(
  reportId: string,
  file: ReportFile,
  fileName: string,
): Promise<void> {
  const { url } = await callFunctionLazily('reportDownloadLink', { reportId, file });
  downloadFromLink(url, fileName);
}

/** Matches REPORT_STALE_MS in functions/src/reports/create-history-report.plan.ts. */
const STALE_MS = 15 * 60 * 1000;

const text = (value: unknown) => (typeof value === 'string' ? value : '');

/** The home a kept report is of (the transfer job's record of it), or null for another report. */
function keptHome(data: Record<string, unknown>): KeptReportHome | null {
  if (!isKeptReport(data)) return null;
  const kept = (data['kept'] ?? {}) as Record<string, unknown>;
  const home = (kept['property'] ?? {}) as Record<string, unknown>;
  return {
    address: text(home['address']),
    cityStateZip: `${text(home['city'])}, ${text(home['state'])} ${text(home['zipCode'])}`.trim(),
    transferredAt: instantOf(kept['transferredAt']),
  };
}

const num = (value: unknown) => (typeof value === 'number' && Number.isFinite(value) ? value : 0);

export function toReportRow(
  id: string,
  data: Record<string, unknown>,
  now: number = Date.now(),
): ReportRow {
  const state = (REPORT_STATES as readonly string[]).includes(String(data['state']))
    ? (data['state'] as ReportState)
    : 'failed';
  const progress = (data['progress'] ?? {}) as Record<string, unknown>;
  const updatedAt = instantOf(data['updatedAt']);
  const busy = state === 'queued' || state === 'rendering';
  return {
    id,
    state,
    progress: {
      done: num(progress['done']),
      total: num(progress['total']),
      phase: progress['phase'] === 'zip' ? 'zip' : 'receipts',
    },
    failureReason: typeof data['failureReason'] === 'string' ? data['failureReason'] : null,
    createdAt: instantOf(data['createdAt']),
    path: typeof data['path'] === 'string' ? data['path'] : null,
    size: typeof data['size'] === 'number' ? data['size'] : null,
    zipPath: typeof data['zipPath'] === 'string' ? data['zipPath'] : null,
    zipSize: typeof data['zipSize'] === 'number' ? data['zipSize'] : null,
    code: typeof data['code'] === 'string' ? data['code'] : '',
    codeWithdrawn: data['codeWithdrawn'] === true,
    stale: busy && updatedAt !== null && now - Date.parse(updatedAt) > STALE_MS,
    kept: keptHome(data),
  };
}

/** The property's last reports, newest first, live. */
export function usePropertyReports(uid: string | null | undefined, propertyId: string) {
  return useLiveQuery(propertyReportsQuery, uid, toReportRow, { propertyId });
}

/** The reports the user kept of homes they transferred, newest first, live. */
export function useKeptReports(uid: string | null | undefined) {
  return useLiveQuery(keptReportsQuery, uid, toReportRow);
}
