/** Pure decisions of the "which home?" page (/share): what was asked, and where a choice goes. */
import { paths } from '@/lib/paths';
import type { ShareRequest } from './share-target-types';

/**
 * `/share?file=<id>` (a shared file, from the service worker), `/share?capture=receipt`
 * (the "Scan receipt" shortcut), `/share` ("Add repair"), `/share?error=…` (the worker could
 * not keep the file).
 */
export function readShareRequest(search: URLSearchParams): ShareRequest {
  const fileId = search.get('file');
  if (fileId) return { kind: 'file', fileId };
  const error = search.get('error');
  if (error !== null)
    return { kind: 'failed', reason: error === 'no-file' ? 'no-file' : 'not-saved' };
  return { kind: 'shortcut', capture: search.get('capture') === 'receipt' ? 'receipt' : null };
}

/**
 * Add Repair for the chosen home, carrying what Add Repair reads: `?shared=<id>` (it takes
 * the file with lib/pwa/shared-files.ts `takeSharedFile`) or `?capture=receipt` (it opens the
 * camera).
 */
export function addRepairUrl(propertyId: string, request: ShareRequest): string {
  const base = paths.addRepair(propertyId);
  if (request.kind === 'file') return `${base}?shared=${encodeURIComponent(request.fileId)}`;
  if (request.kind === 'shortcut' && request.capture) return `${base}?capture=${request.capture}`;
  return base;
}
