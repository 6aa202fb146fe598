/**
 * The Storage port (docs/architecture.md §3): what callables need from Cloud Storage —
 * check an uploaded file before accepting it into a document, list a folder (the
 * receipt cleanup job), copy files (kept at a transfer), delete files.
 * No Firebase imports: memory-files.ts for tier 1, storage-files.ts for the rest.
 */
export interface FileMeta {
  path: string;
  contentType: string;
  size: number;
  /** When the object was last written (Storage's `updated`); set by every adapter on stat/list. */
  updated?: Date;
}

export interface Files {
  /** The file's metadata, or null when there is no such file. */
  stat(path: string): Promise<FileMeta | null>;
  /** Every file under a folder prefix such as `receipts/` (must end in '/'), in path order. */
  list(prefix: string): Promise<FileMeta[]>;
  /**
   * Copies a file (bytes and content type) to another path, replacing any file there; a
   * missing source is an error. The transfer job moves kept files with it (copy, record,
   * then delete), so a rerun may copy again.
   */
  copy(from: string, to: string): Promise<void>;
  /** Deleting a missing file is fine. */
  delete(path: string): Promise<void>;
  /** Deletes everything under a folder prefix such as `receipts/{propertyId}/` (must end in '/'). */
  deletePrefix(prefix: string): Promise<void>;
}

/** Refuses a prefix that could match more than one folder (`receipts/ab` would match `receipts/abc/…`). */
export function assertFolderPrefix(prefix: string): void {
  if (
    typeof prefix !== 'string' ||
    !prefix.endsWith('/') ||
    prefix === '/' ||
    prefix.startsWith('/')
  )
    throw new Error(`"${prefix}" is not a folder prefix (like "receipts/abc/").`);
}

export function assertFilePath(path: string): void {
  if (typeof path !== 'string' || path === '' || path.startsWith('/') || path.endsWith('/'))
    throw new Error(`"${path}" is not a file path.`);
}

/**
 * A Files port that connects on first use: a callable that never touches a file (a repair
 * without a receipt) then never needs Storage, and one that does gets `connect`'s error
 * (in the Functions emulator without Storage, the one-line 'unavailable'). A failed
 * connect is tried again on the next call.
 */
export function lazyFiles(connect: () => Promise<Files>): Files {
  let connected: Promise<Files> | undefined;
  const files = (): Promise<Files> => {
    connected ??= connect().catch((error: unknown) => {
      connected = undefined;
      throw error;
    });
    return connected;
  };
  return {
    stat: async (path) => (await files()).stat(path),
    list: async (prefix) => (await files()).list(prefix),
    copy: async (from, to) => (await files()).copy(from, to),
    delete: async (path) => (await files()).delete(path),
    deletePrefix: async (prefix) => (await files()).deletePrefix(prefix),
  };
}
