/**
 * The `exportCsv` callable (functions/src/exports): the server writes the realtor's
 * visible rows to `exports/{uid}/{dataset}-{YYYY-MM-DD}.csv` and answers with the
 * file's path and, when it could sign one, a download link. Rejects with the callable's
 * error: show it through `callableFailure` (lib/firebase/callable.ts).
 */
import {
  callableClientTimeoutMs,
  type ExportCsvResult,
  type ExportDataset,
} from '@homeledger/domain';
import { callFunctionLazily } from '@/lib/firebase/call-function-lazily';
import { downloadFromLink } from '@/lib/firebase/download-link';

export async function exportCsv(dataset: ExportDataset): Promise<ExportCsvResult> {
  // A large history takes a while: wait longer than the server may run.
  return callFunctionLazily(
    'exportCsv',
    { dataset },
    { timeout: callableClientTimeoutMs('exportCsv') },
  );
}

/** Thrown when the export was written but the server could give no link to download it. */
export class ExportDownloadError extends Error {
  constructor(cause?: unknown) {
    super('The export was written but could not be downloaded.', { cause });
    this.name = 'ExportDownloadError';
  }
}

/**
 * Saves an export as a file through the signed link the server answered with: the browser
 * downloads it by navigation in this tab (the object is stored as an attachment, so the page
 * stays) and streams it to disk, however many rows it has; the page never holds the file
 * (issue #29). No link (the server could not sign: the signBlob grant, README → First
 * deploy): rejects with ExportDownloadError.
 */
export async function downloadExport(
  result: Pick<ExportCsvResult, 'url' | 'fileName' | 'path'>,
): Promise<void> {
  if (!result.url) throw new ExportDownloadError();
  downloadFromLink(result.url, result.fileName);
}
