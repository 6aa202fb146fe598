/** The one outbox of this tab: its store and the sender run (one at a time in this tab). */
import { forgetOnSignOut } from '@/lib/auth/sign-out-cleanup';
import { reallyOffline } from '@/lib/pwa/network';
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
let controller: AbortController | null = null;

/**
 * Sends this account's waiting drafts unless a send is already going in this tab (it will
 * get these too). `restart` (the browser's `online` event): a send already going is
 * cancelled and started again at once, because an upload caught by an outage is asleep in
 * the Storage SDK's retry backoff (node_modules/@firebase/storage `start`: 2, 4 … 64 s
 * between tries, for up to 10 minutes) and would wake only at its next try.
 */
export function runOutboxSender(
  uid: string,
  ports: OutboxPorts,
  { restart = false }: { restart?: boolean } = {},
): Promise<SendReport | null> {
  if (running && !restart) return running;
  const previous = running;
  controller?.abort();
  const ours = new AbortController();
  controller = ours;
  const send = (): Promise<SendReport> =>
    sendQueued({
      uid,
      store: outboxStore(),
      ports,
      online: () => navigator.onLine !== false,
      offline: () => reallyOffline(),
      signal: ours.signal,
    });
  // Not under the Web Locks API: in Chromium a lock taken with ifAvailable stayed
  // unavailable to a reopened tab (the tier-2 E2E never sent). Two tabs sending the same
  // draft is harmless: the same requestId makes one repair (a second upload is an orphan
  // file the daily cleanup removes).
  const run: Promise<SendReport | null> = (previous ?? Promise.resolve(null))
    .catch(() => null)
    .then(send)
    .finally(() => {
      if (running === run) {
        running = null;
        controller = null;
      }
    });
  running = run;
  return run;
}
