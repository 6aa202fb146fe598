/**
 * Property photos: the browser resizes the chosen image (longest side
 * PHOTO_MAX_DIMENSION), uploads it straight to Storage at `photos/{propertyId}/{file}`
 * (storage.rules: the owner only, jpeg/png/webp, ≤ 10 MB, no overwrite) with a
 * resumable upload, then `setPropertyPhoto` checks the object and points the property at it.
 */
import { ref, uploadBytesResumable, type UploadTask } from 'firebase/storage';
import {
  PHOTO_CONTENT_TYPES,
  PHOTO_MAX_BYTES,
  PHOTO_MAX_DIMENSION,
  PHOTO_MESSAGES,
  type PropertyPhoto,
} from '@homeledger/domain';
import { callableFailure } from '@/lib/firebase/callable';
import { callFunction } from '@/lib/firebase/functions';
import { firebaseStorage } from '@/lib/firebase/storage';

/** What is wrong with a chosen file before anything is uploaded, or null. */
export function photoFileProblem(file: { type: string; size: number }): string | null {
  if (!(PHOTO_CONTENT_TYPES as readonly string[]).includes(file.type)) return PHOTO_MESSAGES.type;
  if (file.size <= 0) return PHOTO_MESSAGES.invalid;
  if (file.size > PHOTO_MAX_BYTES) return PHOTO_MESSAGES.tooLarge;
  return null;
}

/** The size an image is scaled to so that its longest side is at most `max`. */
export function fitWithin(width: number, height: number, max = PHOTO_MAX_DIMENSION) {
  const scale = Math.min(1, max / Math.max(width, height));
  return {
    width: Math.max(1, Math.round(width * scale)),
    height: Math.max(1, Math.round(height * scale)),
  };
}

/** Resizes in the browser (WebP where the browser encodes it, else JPEG); small images keep their file. */
async function resize(file: File): Promise<Blob> {
  const bitmap = await createImageBitmap(file);
  try {
    const { width, height } = fitWithin(bitmap.width, bitmap.height);
    if (width === bitmap.width && file.size < 1_000_000) return file;
    const canvas = document.createElement('canvas');
    canvas.width = width;
    canvas.height = height;
    canvas.getContext('2d')?.drawImage(bitmap, 0, 0, width, height);
    const encode = (type: string) =>
      new Promise<Blob | null>((resolve) => canvas.toBlob(resolve, type, 0.85));
    const webp = await encode('image/webp');
    if (webp?.type === 'image/webp') return webp;
    const jpeg = await encode('image/jpeg');
    if (!jpeg) throw new Error('the image could not be encoded');
    return jpeg;
  } finally {
    bitmap.close();
  }
}

const EXTENSIONS: Record<string, string> = {
  'image/webp': 'webp',
  'image/jpeg': 'jpg',
  'image/png': 'png',
};

export interface PhotoUpload {
  /** Resolves with the property's new photo once the callable accepted it. */
  done: Promise<PropertyPhoto | null>;
  cancel: () => void;
}

/** Photo upload failures, as the user reads them. */
export class PhotoUploadError extends Error {
  constructor(
    message: string,
    readonly canceled = false,
  ) {
    super(message);
    this.name = 'PhotoUploadError';
  }
}

export function uploadPropertyPhoto(
  propertyId: string,
  file: File,
  onProgress: (fraction: number) => void,
): PhotoUpload {
  let task: UploadTask | undefined;
  let canceled = false;
  const done = (async () => {
    const problem = photoFileProblem(file);
    if (problem) throw new PhotoUploadError(problem);
    const blob = await resize(file);
    if (canceled) throw new PhotoUploadError('Upload canceled', true);
    const contentType = blob.type || file.type;
    const path = `photos/${propertyId}/${crypto.randomUUID()}.${EXTENSIONS[contentType] ?? 'jpg'}`;
    task = uploadBytesResumable(ref(firebaseStorage(), path), blob, { contentType });
    task.on('state_changed', (snapshot) =>
      onProgress(snapshot.totalBytes ? snapshot.bytesTransferred / snapshot.totalBytes : 0),
    );
    try {
      await task;
    } catch (error) {
      const code = (error as { code?: string }).code;
      if (code === 'storage/canceled') throw new PhotoUploadError('Upload canceled', true);
      throw new PhotoUploadError(`Photo upload failed: ${describeStorageError(error)}`);
    }
    try {
      const result = await callFunction('setPropertyPhoto', { propertyId, path });
      return result.photo;
    } catch (error) {
      throw new PhotoUploadError(callableFailure(error).message);
    }
  })();
  return {
    done,
    cancel: () => {
      canceled = true;
      task?.cancel();
    },
  };
}

export async function removePropertyPhoto(propertyId: string): Promise<void> {
  await callFunction('setPropertyPhoto', { propertyId, path: null });
}

function describeStorageError(error: unknown): string {
  const code = (error as { code?: unknown }).code;
  if (code === 'storage/unauthorized')
    return 'you do not have permission to upload to this property.';
  if (code === 'storage/retry-limit-exceeded') return 'the connection was lost. Please try again.';
  if (typeof code === 'string' && code.startsWith('storage/'))
    return 'the file could not be uploaded. Please try again.';
  return error instanceof Error && error.message
    ? error.message
    : 'the file could not be uploaded. Please try again.';
}
