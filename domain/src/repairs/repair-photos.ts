/**
 * Photos of a repair's work (issue #32: "receipt + before/after photos"), beside its receipt.
 *
 * The browser compresses each photo and uploads it straight to Storage at
 * `repairPhotos/{propertyId}/{uploadId}/{fileName}` (storage.rules: the owner or a co-owner,
 * jpeg/png/webp, ≤ 10 MB, no overwrite), then sends the paths with the repair. The callables
 * check every object again against Storage before the repair's `photos` (an array of those
 * paths, at most REPAIR_PHOTOS_MAX) points to it. An array of plain paths, so the orphan
 * cleanup finds the files a repair refers to with `array-contains-any` queries.
 */
import * as v from 'valibot';
import { STORAGE_ID_PATTERN, safeReceiptFileName } from './receipts';

/** Photos one repair keeps at most. */
export const REPAIR_PHOTOS_MAX = 10;
export const REPAIR_PHOTOS_ROOT = 'repairPhotos/';
/** Storage content types a repair photo may have. */
export const REPAIR_PHOTO_CONTENT_TYPES = ['image/jpeg', 'image/png', 'image/webp'] as const;
export const REPAIR_PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export const REPAIR_PHOTO_MESSAGES = {
  invalid: 'Photo upload failed: the uploaded photo is not valid. Please add it again.',
  type: 'Photo upload failed: a photo must be a JPG, PNG or WebP image.',
  tooLarge: 'Photo upload failed: a photo must be at most 10 MB.',
  missing: 'Photo upload failed: a photo could not be found. Please add it again.',
  inUse: 'Photo upload failed: a photo is already attached to another repair.',
  expired: 'Photo upload failed: the upload has expired. Please add the photo again.',
  tooMany: `A repair can have at most ${REPAIR_PHOTOS_MAX} photos.`,
  duplicate: 'Photo upload failed: the same photo was added twice.',
} as const;

export function isRepairPhotoContentType(value: unknown): boolean {
  return (REPAIR_PHOTO_CONTENT_TYPES as readonly unknown[]).includes(value);
}

/** `repairPhotos/{propertyId}/{uploadId}/{safe file name}`: where the browser uploads a photo. */
export function repairPhotoUploadPath(
  propertyId: string,
  uploadId: string,
  fileName: string,
): string {
  if (!STORAGE_ID_PATTERN.test(propertyId) || !STORAGE_ID_PATTERN.test(uploadId))
    throw new Error('Invalid property or upload id.');
  return `${REPAIR_PHOTOS_ROOT}${propertyId}/${uploadId}/${safeReceiptFileName(fileName)}`;
}

/** The parts of a repair photo path of the shape above, or null. */
export function parseRepairPhotoPath(
  path: string,
): { propertyId: string; uploadId: string; fileName: string } | null {
  const match =
    /^repairPhotos\/([A-Za-z0-9_-]{1,128})\/([A-Za-z0-9_-]{1,128})\/([^/]{1,200})$/.exec(path);
  if (!match) return null;
  const [, propertyId = '', uploadId = '', fileName = ''] = match;
  if (fileName === '.' || fileName === '..') return null;
  return { propertyId, uploadId, fileName };
}

/** The photos' paths as a form or callable sends them: each a repair photo path, no repeats. */
export const RepairPhotosSchema = v.pipe(
  v.array(
    v.pipe(
      v.string(REPAIR_PHOTO_MESSAGES.invalid),
      v.check((path) => parseRepairPhotoPath(path) !== null, REPAIR_PHOTO_MESSAGES.invalid),
    ),
    REPAIR_PHOTO_MESSAGES.invalid,
  ),
  v.maxLength(REPAIR_PHOTOS_MAX, REPAIR_PHOTO_MESSAGES.tooMany),
  v.check((paths) => new Set(paths).size === paths.length, REPAIR_PHOTO_MESSAGES.duplicate),
);

/** A stored repair's photo paths (total on bad data: anything else reads as none). */
export function readRepairPhotos(value: unknown): string[] {
  if (!Array.isArray(value)) return [];
  return value.filter(
    (path): path is string => typeof path === 'string' && parseRepairPhotoPath(path) !== null,
  );
}

/** The Storage folder of a property's repair photos; deleted with the property. */
export function repairPhotosFolder(propertyId: string): string {
  return `${REPAIR_PHOTOS_ROOT}${propertyId}/`;
}
