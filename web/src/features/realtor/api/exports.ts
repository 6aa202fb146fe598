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

export async function exportCsv(dataset: ExportDataset): Promise<ExportCsvResult> {
  // A large history takes a while: wait longer than the server may run.
  return callFunctionLazily(
    'exportCsv',
    { dataset },
    { timeout: callableClientTimeoutMs('exportCsv') },
  );
}

/**
 * How long the Storage read may take before the signed link is used instead. Without
 * the bucket's CORS configuration (README → First deploy) the browser blocks the read
 * and the SDK retries for about two minutes before it gives up.
 */
export const EXPORT_READ_DEADLINE_MS = 10_000;

/** Thrown when the file could not be read and the server gave no link to fall back on. */
export class ExportDownloadError extends Error {
  constructor(cause: unknown) {
    super('The export was written but could not be downloaded.', { cause });
    this.name = 'ExportDownloadError';
  }
}

async function readWithDeadline(path: string): Promise<Blob> {
  const [{ getBlob, ref }, { firebaseStorage }] = await Promise.all([
    import('firebase/storage'),
    import('@/lib/firebase/storage'),
  ]);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const deadline = new Promise<never>((_, reject) => {
    timer = setTimeout(
      () => reject(new Error(`Storage read took over ${EXPORT_READ_DEADLINE_MS} ms`)),
      EXPORT_READ_DEADLINE_MS,
    );
  });
  try {
    return await Promise.race([getBlob(ref(firebaseStorage(), path)), deadline]);
  } finally {
    clearTimeout(timer);
  }
}

/**
 * Saves an export as a file. The file is read with the Storage SDK under the storage
 * rules (`exports/{uid}/…` is readable by that realtor only) and handed to the browser
 * as a same-origin `blob:` link with `download`, so it is saved under the server's file
 * name. If that read fails or takes longer than EXPORT_READ_DEADLINE_MS, the signed link
 * is followed in the same tab: the server stores the file as an attachment, so the
 * browser downloads it and the page stays (a new tab opened this long after the click
 * would be popup-blocked). No link either: rejects with ExportDownloadError.
 */
export async function downloadExport(
  result: Pick<ExportCsvResult, 'url' | 'fileName' | 'path'>,
): Promise<void> {
  let href: string;
  let objectUrl: string | null = null;
  try {
    objectUrl = URL.createObjectURL(await readWithDeadline(result.path));
    href = objectUrl;
  } catch (error) {
    if (!result.url) throw new ExportDownloadError(error);
    console.error('Reading the export through Storage failed; following its link instead', error);
    href = result.url;
  }
  const link = document.createElement('a');
  link.href = href;
  link.download = result.fileName;
  link.style.display = 'none';
  document.body.append(link);
  link.click();
  link.remove();
  // The click has handed the blob to the download; free it once that has started.
  if (objectUrl) setTimeout(() => URL.revokeObjectURL(objectUrl), 60_000);
}
