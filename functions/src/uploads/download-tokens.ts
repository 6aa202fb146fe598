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

const statusOf = (error: unknown): number | null => {
  const code = (error as { code?: unknown } | null)?.code;
  return typeof code === 'number' ? code : null;
};

export function bucketTokenPort(bucket: TokenBucketLike): DownloadTokenPort {
  return {
    async removeDownloadTokens(path) {
      try {
        await bucket.file(path).setMetadata({ metadata: { [DOWNLOAD_TOKENS_KEY]: null } });
      } catch (error) {
        // Deleted since it was uploaded (a replaced photo): no token left to remove.
        if (statusOf(error) === 404) return;
        throw error;
      }
    },
  };
}

/**
 * Worth another try: throttled, a server error, or no HTTP answer at all (a network error
 * carries no numeric code). A 403 or 400 would fail the same way for the 7 days the
 * platform keeps retrying, so it is logged once instead.
 */
export function isTransient(error: unknown): boolean {
  const status = statusOf(error);
  return status === null || status === 408 || status === 429 || status >= 500;
}

/**
 * The trigger's work. Changing metadata does not finalize the object again, so this runs
 * once per upload, and again only when it throws: the trigger is deployed with `retry: true`
 * (uploads.functions.ts), so a transient failure is logged and thrown and the platform
 * delivers the event again (with backoff); a permanent one is logged and answered 'failed'.
 * Removing a token twice is harmless, so a retry is safe.
 */
export async function stripDownloadToken(
  object: FinalizedObject,
  port: DownloadTokenPort,
  log: Logger,
): Promise<'removed' | 'none' | 'failed'> {
  if (!hasPublicDownloadToken(object) || !object.name) return 'none';
  try {
    await port.removeDownloadTokens(object.name);
  } catch (error) {
    const retry = isTransient(error);
    log.error('removeUploadDownloadTokens: could not remove the download token', {
      path: object.name,
      error,
      retry,
    });
    if (retry) throw error;
    return 'failed';
  }
  return 'removed';
}
