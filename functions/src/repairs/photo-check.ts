/**
 * Accepting uploaded photos into a repair (issue #32), as receipt-check.ts does for a
 * receipt: each new path is checked against what Storage says about the object (it exists,
 * sits under the repair's property, an image of the allowed types and size, young enough that
 * the orphan cleanup cannot take it meanwhile) and must not belong to another repair. Paths
 * the repair already has are kept without a new check. Pure: the shell passes the metadata.
 */
import {
  REPAIR_PHOTO_MESSAGES as M,
  RECEIPT_MAX_BYTES,
  REPAIRS_COLLECTION,
  isRepairPhotoContentType,
  parseRepairPhotoPath,
} from '@homeledger/domain';
import { reject, type Plan } from '../kit/callable';
import type { FileMeta } from '../kit/files';
import type { TxReader } from '../kit/store';
import { RECEIPT_ACCEPT_MAX_AGE_MS } from './receipt-check';

export type PhotosVerdict =
  { ok: true; photos: string[] } | { ok: false; plan: Extract<Plan<never>, { kind: 'reject' }> };

const refuse = (message: string): PhotosVerdict => ({
  ok: false,
  plan: reject('invalid-argument', message, { field: 'photos' }),
});

export function checkPhotos(args: {
  claimed: readonly string[];
  propertyId: string;
  /** Storage's metadata of each new path (missing or null: no such object). */
  meta: ReadonlyMap<string, FileMeta | null>;
  /** New paths another repair already points to. */
  inUse: ReadonlySet<string>;
  /** The repair's current photos (edit): kept as they are. */
  current?: readonly string[];
  now: Date;
}): PhotosVerdict {
  const { claimed, propertyId, meta, inUse, now } = args;
  const current = new Set(args.current ?? []);
  for (const path of claimed) {
    if (current.has(path)) continue;
    const parts = parseRepairPhotoPath(path);
    if (!parts || parts.propertyId !== propertyId) return refuse(M.invalid);
    const file = meta.get(path) ?? null;
    if (!file) return refuse(M.missing);
    if (!isRepairPhotoContentType(file.contentType)) return refuse(M.type);
    if (file.size > RECEIPT_MAX_BYTES) return refuse(M.tooLarge);
    if (file.size < 1) return refuse(M.invalid);
    if (file.updated && now.getTime() - file.updated.getTime() > RECEIPT_ACCEPT_MAX_AGE_MS)
      return refuse(M.expired);
    if (inUse.has(path)) return refuse(M.inUse);
  }
  return { ok: true, photos: [...claimed] };
}

/** The new paths (not in `current`), whose Storage metadata the shell reads before its transaction. */
export function newPhotoPaths(claimed: readonly string[], current: readonly string[] = []) {
  const kept = new Set(current);
  return claimed.filter((path) => !kept.has(path));
}

/** Storage's metadata of each path, read outside the transaction (it may run more than once). */
export async function statPhotos(
  files: { stat(path: string): Promise<FileMeta | null> },
  paths: readonly string[],
): Promise<Map<string, FileMeta | null>> {
  const metas = await Promise.all(paths.map((path) => files.stat(path)));
  return new Map(paths.map((path, index) => [path, metas[index] ?? null]));
}

/** Which of `paths` a repair other than `exceptId` points to (one query: ≤ 10 paths). */
export async function photosInUse(
  tx: TxReader,
  paths: readonly string[],
  exceptId: string | null,
): Promise<Set<string>> {
  if (paths.length === 0) return new Set();
  const hits = await tx.query({
    collection: REPAIRS_COLLECTION,
    where: [{ field: 'photos', op: 'array-contains-any', value: [...paths] }],
    limit: paths.length + 1,
  });
  const wanted = new Set(paths);
  const used = new Set<string>();
  for (const hit of hits) {
    if (hit.id === exceptId) continue;
    const stored = hit.data['photos'];
    if (Array.isArray(stored))
      for (const path of stored) if (typeof path === 'string' && wanted.has(path)) used.add(path);
  }
  return used;
}
