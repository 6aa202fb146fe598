/**
 * Uploads lose their public download token. Firebase Storage gives every object a
 * browser uploads a `firebaseStorageDownloadTokens` entry: a bearer URL that reads the
 * file forever, past every rule, to anyone who gets the link. The app never uses one
 * (files are read with getBlob, under storage.rules), so the onObjectFinalized trigger
 * removes it from every receipt, photo and warranty document as soon as the upload
 * completes.
 */
import { WARRANTY_FILES_ROOT } from '@homeledger/domain';
import type { Logger } from '../kit/callable';

export const DOWNLOAD_TOKENS_KEY = 'firebaseStorageDownloadTokens';
/** The folders the browser uploads to (storage.rules). */
export const UPLOAD_ROOTS = ['receipts/', 'photos/', WARRANTY_FILES_ROOT] as const;

/** The part of a finalized object the decision reads (a StorageObjectData fits). */
export interface FinalizedObject {
  name?: string | null;
  metadata?: Record<string, string> | null;
}

/** Pure: a browser upload that still carries a public download token. */
export function hasPublicDownloadToken(object: FinalizedObject): boolean {
  const name = object.name ?? '';
  const token = object.metadata?.[DOWNLOAD_TOKENS_KEY];
  return (
    UPLOAD_ROOTS.some((root) => name.startsWith(root)) &&
    typeof token === 'string' &&
    token.trim() !== ''
  );
}

/** Removes an object's download tokens (custom metadata set to null deletes the key). */
export interface DownloadTokenPort {
  removeDownloadTokens(path: string): Promise<void>;
}

/** The part of a Storage bucket the port uses (the Admin SDK's Bucket fits). */
export interface TokenBucketLike {
  file(path: string): {
    setMetadata(metadata: { metadata: Record<string, null> }): Promise<unknown>;
  };
}

export function bucketTokenPort(bucket: TokenBucketLike): DownloadTokenPort {
  return {
    async removeDownloadTokens(path) {
      await bucket.file(path).setMetadata({ metadata: { [DOWNLOAD_TOKENS_KEY]: null } });
    },
  };
}

/**
 * The trigger's work. Changing metadata does not finalize the object again, so this
 * runs once per upload. A failure is logged and thrown (the platform may retry).
 */
export async function stripDownloadToken(
  object: FinalizedObject,
  port: DownloadTokenPort,
  log: Logger,
): Promise<'removed' | 'none'> {
  if (!hasPublicDownloadToken(object) || !object.name) return 'none';
  try {
    await port.removeDownloadTokens(object.name);
  } catch (error) {
    log.error('removeUploadDownloadTokens: could not remove the download token', {
      path: object.name,
      error,
    });
    throw error;
  }
  return 'removed';
}
