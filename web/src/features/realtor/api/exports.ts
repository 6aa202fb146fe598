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
 * Saves an export as a file. The file is read with the Storage SDK under the storage
 * rules (`exports/{uid}/…` is readable by that realtor only) and handed to the browser
 * as a same-origin `blob:` link with `download`, so it is saved under the server's file
 * name and no new tab opens (a new tab opened after an await is popup-blocked). If that
 * read fails, the server's signed link is opened instead.
 */
export async function downloadExport(
  result: Pick<ExportCsvResult, 'url' | 'fileName' | 'path'>,
): Promise<void> {
  let href: string;
  let objectUrl: string | null = null;
  try {
    const [{ getBlob, ref }, { firebaseStorage }] = await Promise.all([
      import('firebase/storage'),
      import('../../../lib/firebase/storage'),
    ]);
    const blob = await getBlob(ref(firebaseStorage(), result.path));
    objectUrl = URL.createObjectURL(blob);
    href = objectUrl;
  } catch (error) {
    console.error('Reading the export through Storage failed; opening its link instead', error);
    href = result.url;
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = result.fileName;
  if (!objectUrl) {
    link.target = '_blank';
    link.rel = 'noopener';
  }
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it once that has started.
  if (objectUrl) setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
