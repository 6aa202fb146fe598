/**
 * Old exports are removed: a daily scheduled job deletes every object under
 * `exports/` last written more than EXPORT_MAX_AGE_MS (24 h) ago. Run daily, a file
 * lives between one and two days. (A Storage lifecycle rule could do it too, but it
 * counts whole days and lives outside the repository; this job is tested here.)
 */
import { EXPORTS_ROOT, EXPORT_MAX_AGE_MS } from '@homeledger/domain';
import type { Logger } from '../kit/callable';
import type { FileMeta, Files } from '../kit/files';

/** The exports to delete (pure): under exports/, with a write time older than `maxAgeMs`. */
export function staleExports(
  files: readonly FileMeta[],
  now: Date,
  maxAgeMs = EXPORT_MAX_AGE_MS,
): string[] {
  return files
    .filter(
      (file) =>
        file.path.startsWith(EXPORTS_ROOT) &&
        // An object without a write time is left alone (Storage always reports one).
        file.updated !== undefined &&
        now.getTime() - file.updated.getTime() > maxAgeMs,
    )
    .map((file) => file.path);
}

export interface ExportCleanupReport {
  scanned: number;
  deleted: string[];
  failed: number;
}

/** The job: list exports/, delete the stale ones; one failed deletion does not stop it. */
export async function cleanupExports(
  ports: { files: Pick<Files, 'list' | 'delete'>; log?: Logger },
  now: Date,
): Promise<ExportCleanupReport> {
  const files = await ports.files.list(EXPORTS_ROOT);
  const deleted: string[] = [];
  let failed = 0;
  for (const path of staleExports(files, now)) {
    try {
      await ports.files.delete(path);
      deleted.push(path);
    } catch (error) {
      failed += 1;
      ports.log?.error('cleanupExports: could not delete an old export', { path, error });
    }
  }
  return { scanned: files.length, deleted, failed };
}
