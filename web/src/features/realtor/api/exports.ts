/**
 * The `exportCsv` callable (issue #10, functions/src/exports): the server writes the
 * realtor's visible rows to `exports/{uid}/{dataset}-{YYYY-MM-DD}.csv` and answers with
 * a download link readable by that realtor only. Rejects with the callable's error:
 * show it through `callableFailure` (lib/firebase/callable.ts).
 */
import type { ExportCsvInput, ExportCsvResult, ExportDataset } from '@homeledger/domain';

/** Exports can take a while on a large history: more than the SDK's default 70 s is never useful. */
const EXPORT_TIMEOUT_MS = 120_000;

export async function exportCsv(dataset: ExportDataset): Promise<ExportCsvResult> {
  const { callFunction } = await import('../../../lib/firebase/functions');
  return callFunction<ExportCsvInput, ExportCsvResult>(
    'exportCsv',
    { dataset },
    { timeout: EXPORT_TIMEOUT_MS },
  );
}

/**
 * Starts the browser download of an export: a link with `download` (the file name the
 * server chose). A cross-origin link ignores `download` and opens in a new tab instead
 * of replacing the app.
 */
export function downloadExport(result: Pick<ExportCsvResult, 'url' | 'fileName'>): void {
  const link = document.createElement('a');
  link.href = result.url;
  link.download = result.fileName;
  link.target = '_blank';
  link.rel = 'noopener';
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
}
