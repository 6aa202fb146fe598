/**
 * The `Files` port on a Cloud Storage bucket (the Admin SDK's `getStorage().bucket()`).
 * Typed structurally so tests can hand in any bucket; behaviour pinned by
 * files.contract.ts, run against the Storage emulator in storage-files.tier2.test.ts.
 */
import { assertFilePath, assertFolderPrefix, type FileMeta, type Files } from './files';

export interface ObjectMetadataLike {
  contentType?: string;
  size?: string | number;
  /** RFC 3339 time of the last write. */
  updated?: string;
}

export interface BucketFileLike {
  getMetadata(): Promise<[ObjectMetadataLike, ...unknown[]]>;
  delete(options: { ignoreNotFound: boolean }): Promise<unknown>;
  /** A string destination names a file in the same bucket. */
  copy(destination: string): Promise<unknown>;
}

export interface BucketLike {
  file(path: string): BucketFileLike;
  getFiles(query: {
    prefix: string;
    autoPaginate?: boolean;
  }): Promise<[{ name: string; metadata: ObjectMetadataLike }[], ...unknown[]]>;
  deleteFiles(query: { prefix: string; force?: boolean }): Promise<unknown>;
}

/** A Storage object's metadata as the file ports describe it. */
export function toMeta(path: string, meta: ObjectMetadataLike): FileMeta {
  const updated = meta.updated ? new Date(meta.updated) : null;
  return {
    path,
    contentType: meta.contentType ?? 'application/octet-stream',
    size: Number(meta.size ?? 0),
    ...(updated && !Number.isNaN(updated.getTime()) ? { updated } : {}),
  };
}

function isNotFound(error: unknown): boolean {
  return typeof error === 'object' && error !== null && (error as { code?: unknown }).code === 404;
}

export function storageFiles(bucket: BucketLike): Files {
  return {
    async stat(path): Promise<FileMeta | null> {
      assertFilePath(path);
      try {
        const [meta] = await bucket.file(path).getMetadata();
        return toMeta(path, meta);
      } catch (error) {
        if (isNotFound(error)) return null;
        throw error;
      }
    },
    async list(prefix) {
      assertFolderPrefix(prefix);
      const [files] = await bucket.getFiles({ prefix, autoPaginate: true });
      return files
        .filter((file) => !file.name.endsWith('/'))
        .map((file) => toMeta(file.name, file.metadata))
        .sort((a, b) => (a.path < b.path ? -1 : a.path > b.path ? 1 : 0));
    },
    async copy(from, to) {
      assertFilePath(from);
      assertFilePath(to);
      await bucket.file(from).copy(to);
    },
    async delete(path) {
      assertFilePath(path);
      await bucket.file(path).delete({ ignoreNotFound: true });
    },
    async deletePrefix(prefix) {
      assertFolderPrefix(prefix);
      await bucket.deleteFiles({ prefix });
    },
  };
}
