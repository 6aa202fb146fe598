/**
 * Photos of a repair's work in Cloud Storage (issue #32): each (already compressed) photo is
 * uploaded straight to `repairPhotos/{propertyId}/{uploadId}/{fileName}` (domain
 * repairPhotoUploadPath; storage.rules let the owner or a co-owner create it), then the paths
 * go with addRepair / updateRepair, which check every object again. Uploads whose repair is
 * never saved are removed by the daily orphan cleanup.
 */
import { repairPhotoUploadPath } from '@homeledger/domain';
import { ref, uploadBytesResumable } from 'firebase/storage';
import { firebaseStorage } from '@/lib/firebase/storage';
import { openStorageFile } from '@/lib/firebase/storage-file';
import { useStorageObjectUrls } from '@/lib/firebase/storage-image';

/**
 * The thumbnails' object URLs, by path (read under the storage rules, kept for the session and
 * revoked at sign-out by storage-image.ts).
 */
export const useRepairPhotoUrls = useStorageObjectUrls;

/** Opens a photo full size in a new tab on click (its object URL is revoked soon after). */
export const openRepairPhoto = openStorageFile;

function newUploadId(): string {
  return crypto.randomUUID().replace(/-/g, '');
}

/**
 * Uploads one photo; resolves with its Storage path. `signal` cancels it (an upload task,
 * not uploadBytes, so the outbox can stop one asleep in the SDK's retry backoff).
 */
export async function uploadRepairPhoto(
  file: File,
  propertyId: string,
  signal?: AbortSignal,
): Promise<string> {
  signal?.throwIfAborted();
  const path = repairPhotoUploadPath(propertyId, newUploadId(), file.name || 'photo.jpg');
  const task = uploadBytesResumable(ref(firebaseStorage(), path), file, {
    contentType: file.type || 'image/jpeg',
  });
  const cancel = () => task.cancel();
  signal?.addEventListener('abort', cancel, { once: true });
  try {
    await task;
  } finally {
    signal?.removeEventListener('abort', cancel);
  }
  return path;
}

/**
 * Uploads photos one after another (a phone's connection does better with one at a time);
 * `done` is called with each path as it lands, so a caller can keep what is already up.
 */
export async function uploadRepairPhotos(
  files: readonly File[],
  propertyId: string,
  done: (path: string, index: number) => void = () => undefined,
): Promise<string[]> {
  const paths: string[] = [];
  for (const [index, file] of files.entries()) {
    const path = await uploadRepairPhoto(file, propertyId);
    paths.push(path);
    done(path, index);
  }
  return paths;
}
