/** The one outbox of this tab: its store and the sender run (one at a time in this tab). */
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

let running: Promise<SendReport | null> | null = null;

/**
 * Sends this account's waiting drafts unless a send is already going in this tab (it will
 * get these too).
 */
export function runOutboxSender(uid: string, ports: OutboxPorts): Promise<SendReport | null> {
  if (running) return running;
  const send = (): Promise<SendReport> =>
    sendQueued({ uid, store: outboxStore(), ports, online: () => navigator.onLine !== false });
  // Not under the Web Locks API: in Chromium a lock taken with ifAvailable stayed
  // unavailable to a reopened tab (the tier-2 E2E never sent). Two tabs sending the same
  // draft is harmless: the same requestId makes one repair (a second upload is an orphan
  // file the daily cleanup removes).
  const run: Promise<SendReport | null> = send().finally(() => {
    running = null;
  });
  running = run;
  return run;
}
