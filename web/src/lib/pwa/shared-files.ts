/**
 * Files shared into HomeLedger from another app (Web Share Target), kept in IndexedDB
 * between the service worker, which receives them (sw.ts), and the page that attaches one
 * to a repair (Add Repair, through `takeSharedFile`). Each entry lives at most a day: every
 * open of the store first deletes older ones, so a share the user walked away from does not
 * stay on the device. The bytes are stored as an ArrayBuffer with the file's name and type
 * (not as a Blob/File, which some engines and the test's IndexedDB do not keep).
 * docs/architecture.md "Installable app".
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';

export const SHARED_FILES_DB = 'homeledger-shared-files';
export const SHARED_FILES_STORE = 'shared-files';
/** How long a shared file waits to be attached. */
export const SHARED_FILE_MAX_AGE_MS = 24 * 60 * 60 * 1000;

export interface SharedFileRecord {
  id: string;
  name: string;
  type: string;
  size: number;
  lastModified: number;
  /** When it was shared (ms since the epoch). */
  storedAt: number;
  bytes: ArrayBuffer;
}

/** What the "which home?" page shows of a shared file (no bytes). */
export type SharedFileInfo = Omit<SharedFileRecord, 'bytes'>;

interface SharedFilesSchema extends DBSchema {
  'shared-files': { key: string; value: SharedFileRecord; indexes: { storedAt: number } };
}

type Db = IDBPDatabase<SharedFilesSchema>;

/** Opens the store and deletes entries older than a day. */
async function open(now: number): Promise<Db> {
  const db = await openDB<SharedFilesSchema>(SHARED_FILES_DB, 1, {
    upgrade(database) {
      database
        .createObjectStore(SHARED_FILES_STORE, { keyPath: 'id' })
        .createIndex('storedAt', 'storedAt');
    },
  });
  const tx = db.transaction(SHARED_FILES_STORE, 'readwrite');
  const expired = IDBKeyRange.upperBound(now - SHARED_FILE_MAX_AGE_MS, true);
  let cursor = await tx.store.index('storedAt').openCursor(expired);
  while (cursor) {
    await cursor.delete();
    cursor = await cursor.continue();
  }
  await tx.done;
  return db;
}

async function withDb<T>(now: number, work: (db: Db) => Promise<T>): Promise<T> {
  const db = await open(now);
  try {
    return await work(db);
  } finally {
    db.close();
  }
}

function isFresh(record: SharedFileRecord | undefined, now: number): record is SharedFileRecord {
  return record !== undefined && now - record.storedAt <= SHARED_FILE_MAX_AGE_MS;
}

/** Keeps a shared file; returns its id (unguessable, for the `?file=` of the share page). */
export async function putSharedFile(file: File, now = Date.now()): Promise<string> {
  const record: SharedFileRecord = {
    id: crypto.randomUUID(),
    name: file.name,
    type: file.type,
    size: file.size,
    lastModified: file.lastModified,
    storedAt: now,
    bytes: await file.arrayBuffer(),
  };
  await withDb(now, (db) => db.put(SHARED_FILES_STORE, record));
  return record.id;
}

/** The shared file's name, type and size, or null when it is gone or older than a day. */
export async function peekSharedFile(id: string, now = Date.now()): Promise<SharedFileInfo | null> {
  return withDb(now, async (db) => {
    const record = await db.get(SHARED_FILES_STORE, id);
    if (!isFresh(record, now)) return null;
    const { bytes: _bytes, ...info } = record;
    return info;
  });
}

/**
 * The shared file, removed from the store (a file is attached once), or null when it is
 * gone or older than a day. For Add Repair (`?shared=<id>`).
 */
export async function takeSharedFile(id: string, now = Date.now()): Promise<File | null> {
  return withDb(now, async (db) => {
    const tx = db.transaction(SHARED_FILES_STORE, 'readwrite');
    const record = await tx.store.get(id);
    if (record) await tx.store.delete(id);
    await tx.done;
    if (!isFresh(record, now)) return null;
    return new File([record.bytes], record.name, {
      type: record.type,
      lastModified: record.lastModified,
    });
  });
}
