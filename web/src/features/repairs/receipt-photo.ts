/**
 * Receipt photos are made smaller in the browser before anything else sees them (the
 * receipt reader, the upload, the offline outbox): long side at most 2,000 px, JPEG at
 * quality 0.8, and re-drawn on a canvas so no EXIF (GPS location, camera serial) survives
 * (`preserveExif: false`). PDFs and other files pass unchanged. browser-image-compression
 * is loaded on first use, so Add Repair's first paint does not carry it.
 */
import type { Options } from 'browser-image-compression';
import { PHOTOS_COPY, RECEIPT_COPY } from './repair-copy';

/** What a photo becomes (exported for the tests and the docs). */
export const RECEIPT_PHOTO_OPTIONS: Options = {
  maxWidthOrHeight: 2000,
  initialQuality: 0.8,
  fileType: 'image/jpeg',
  preserveExif: false,
  // Its worker loads the library again from a CDN (libURL): that breaks offline and under our
  // CSP, so compress on the main thread (a 12-megapixel photo takes well under a second).
  useWebWorker: false,
};

/** Image types the browser can decode and we re-encode (a HEIC from an iPhone camera too). */
export function isCompressiblePhoto(file: Pick<File, 'type'>): boolean {
  return /^image\//i.test(file.type) && !/^image\/(svg|gif)/i.test(file.type);
}

/** "IMG_0042.HEIC" → "IMG_0042.jpg": the name follows the new type (checkReceiptFile reads both). */
export function jpegName(name: string): string {
  const base = name.replace(/\.[^./\\]*$/, '').trim();
  return `${base || 'receipt'}.jpg`;
}

/**
 * The file to use for a chosen receipt: a compressed JPEG for a photo, the file itself
 * otherwise. A photo that cannot be re-drawn is refused rather than sent as it is: its
 * location would go with it.
 */
export async function prepareReceiptFile(
  file: File,
): Promise<{ ok: true; file: File } | { ok: false; message: string }> {
  if (!isCompressiblePhoto(file)) return { ok: true, file };
  try {
    const { default: imageCompression } = await import('browser-image-compression');
    const compressed = await imageCompression(file, RECEIPT_PHOTO_OPTIONS);
    const prepared = new File([compressed], jpegName(file.name), {
      type: 'image/jpeg',
      lastModified: file.lastModified,
    });
    return { ok: true, file: prepared };
  } catch (error) {
    console.error('Compressing the receipt photo failed', error);
    return { ok: false, message: RECEIPT_COPY.photoFailed };
  }
}

/**
 * A photo of the work (issue #32), made smaller the same way as a receipt photo (long side
 * ≤ 2,000 px, JPEG 0.8, no EXIF); anything that is not an image is refused.
 */
export async function prepareRepairPhoto(
  file: File,
): Promise<{ ok: true; file: File } | { ok: false; message: string }> {
  if (!isCompressiblePhoto(file)) return { ok: false, message: PHOTOS_COPY.notImage };
  const prepared = await prepareReceiptFile(file);
  return prepared.ok ? prepared : { ok: false, message: PHOTOS_COPY.failed };
}

/**
 * Fetches the compressor's code ahead (Add Repair calls it as it opens), so a photo taken
 * after the connection dropped can still be prepared and queued.
 */
export function preloadPhotoCompressor(): void {
  import('browser-image-compression').catch(() => undefined);
}
