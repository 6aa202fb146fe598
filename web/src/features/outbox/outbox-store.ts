/**
 * The outbox's IndexedDB store (idb): one object store of QueuedRepair keyed by its
 * requestId, indexed by uid. Every read and write names the account, and a record of
 * another account is neither returned nor changed, so a second account on this device
 * never sees the first one's drafts. Changes are announced in this tab and, through a
 * BroadcastChannel, in the others, so every open list shows the same queue.
 */
import { openDB, type DBSchema, type IDBPDatabase } from 'idb';
import type { NewQueuedRepair, QueuedFile, QueuedRepair } from './outbox-types';

export const OUTBOX_DB_NAME = 'homeledger-outbox';
const STORE = 'repairs';
const CHANNEL = 'homeledger-outbox';

interface OutboxDb extends DBSchema {
  repairs: { key: string; value: QueuedRepair; indexes: { uid: string } };
}

export type OutboxChange = () => void;

export interface OutboxStore {
  /** Keeps a new draft (waiting). Rejects when IndexedDB refuses: nothing is kept then. */
  add(draft: NewQueuedRepair, now?: number): Promise<QueuedRepair>;
  /** This account's drafts, oldest first. */
  list(uid: string): Promise<QueuedRepair[]>;
  get(uid: string, id: string): Promise<QueuedRepair | null>;
  /** Changes this account's draft; null when it is gone (sent or discarded meanwhile). */
  update(
    uid: string,
    id: string,
    patch: Partial<Pick<QueuedRepair, 'state' | 'reason' | 'attempts' | 'receipt' | 'photoPaths'>>,
    now?: number,
  ): Promise<QueuedRepair | null>;
  remove(uid: string, id: string): Promise<void>;
  /** Called after any change, in this tab or another; returns how to stop. */
  subscribe(listener: OutboxChange): () => void;
  close(): void;
}

export async function toQueuedFile(file: File): Promise<QueuedFile> {
  return {
    name: file.name,
    type: file.type,
    lastModified: file.lastModified,
    bytes: await file.arrayBuffer(),
  };
}

export function fromQueuedFile(file: QueuedFile): File {
  return new File([file.bytes], file.name, { type: file.type, lastModified: file.lastModified });
}

export function createOutboxStore(name: string = OUTBOX_DB_NAME): OutboxStore {
  let opened: Promise<IDBPDatabase<OutboxDb>> | null = null;
  const db = () =>
    (opened ??= openDB<OutboxDb>(name, 1, {
      upgrade(database) {
        database.createObjectStore(STORE, { keyPath: 'id' }).createIndex('uid', 'uid');
      },
    }));
  const listeners = new Set<OutboxChange>();
  const channel = typeof BroadcastChannel === 'function' ? new BroadcastChannel(CHANNEL) : null;
  const notifyHere = () => listeners.forEach((listener) => listener());
  channel?.addEventListener('message', notifyHere);
  const changed = () => {
    notifyHere();
    channel?.postMessage('changed');
  };

  const readOwn = async (uid: string, id: string) => {
    const found = await (await db()).get(STORE, id);
    return found && found.uid === uid ? found : null;
  };

  return {
    async add(draft, now = Date.now()) {
      const record: QueuedRepair = {
        ...draft,
        file: draft.file ? await toQueuedFile(draft.file) : null,
        photos: await Promise.all((draft.photos ?? []).map(toQueuedFile)),
        photoPaths: null,
        state: 'waiting',
        reason: null,
        attempts: 0,
        createdAt: now,
        updatedAt: now,
      };
      await (await db()).put(STORE, record);
      changed();
      return record;
    },
    async list(uid) {
      const mine = await (await db()).getAllFromIndex(STORE, 'uid', uid);
      return mine.sort((a, b) => a.createdAt - b.createdAt);
    },
    get: readOwn,
    async update(uid, id, patch, now = Date.now()) {
      const database = await db();
      const tx = database.transaction(STORE, 'readwrite');
      const found = await tx.store.get(id);
      if (!found || found.uid !== uid) {
        await tx.done;
        return null;
      }
      const next = { ...found, ...patch, updatedAt: now };
      await tx.store.put(next);
      await tx.done;
      changed();
      return next;
    },
    async remove(uid, id) {
      const database = await db();
      const tx = database.transaction(STORE, 'readwrite');
      const found = await tx.store.get(id);
      if (found && found.uid === uid) await tx.store.delete(id);
      await tx.done;
      changed();
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    close() {
      channel?.close();
      void opened?.then((database) => database.close());
      opened = null;
    },
  };
}
