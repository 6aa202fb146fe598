/**
 * The one outbox of this tab: its store, the sender run (one at a time across tabs, with
 * the Web Locks API where there is one) and what Add Repair calls to queue a draft.
 */
import { forgetOnSignOut } from '@/lib/auth/sign-out-cleanup';
import { createOutboxStore, type OutboxStore } from './outbox-store';
import { sendQueued, type OutboxPorts, type SendReport } from './outbox-sender';

let store: OutboxStore | null = null;

// Signing out hides this account's drafts (lists are read per uid; this drops the open
// store); it never deletes them: see lib/auth/sign-out-cleanup.ts.
forgetOnSignOut(() => {
  store?.close();
  store = null;
});

export function outboxStore(): OutboxStore {
  return (store ??= createOutboxStore());
}

/** Tests: start again with another store. */
export function setOutboxStoreForTests(next: OutboxStore | null) {
  store = next;
}

const LOCK = 'homeledger-outbox-sender';
let running: Promise<SendReport | null> | null = null;

/**
 * Sends this account's waiting drafts unless a send is already going (in this tab, or
 * in another one holding the lock: it will get these too). Null when it did not run.
 */
export function runOutboxSender(uid: string, ports: OutboxPorts): Promise<SendReport | null> {
  if (running) return running;
  const send = (): Promise<SendReport> =>
    sendQueued({ uid, store: outboxStore(), ports, online: () => navigator.onLine !== false });
  const locks = typeof navigator !== 'undefined' ? navigator.locks : undefined;
  const run: Promise<SendReport | null> = (
    locks
      ? // request() resolves with what the callback's promise resolves to (its typing nests it).
        (locks.request(LOCK, { ifAvailable: true }, (lock) =>
          lock ? send() : null,
        ) as unknown as Promise<SendReport | null>)
      : send()
  ).finally(() => {
    running = null;
  });
  running = run;
  return run;
}
