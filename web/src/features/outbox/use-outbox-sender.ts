/**
 * Runs the sender while someone is signed in: at once (app start), on the browser's
 * `online` event, and every few seconds while drafts wait (a connection can come back
 * without an `online` event: a captive portal, a server that was down). Toasts when
 * drafts were added.
 */
import { useEffect, useEffectEvent } from 'react';
import { toast } from '@/components/ui';
import { OUTBOX_COPY } from './outbox-copy';
import { runOutboxSender } from './outbox-service';
import type { OutboxPorts } from './outbox-sender';
import { useQueuedRepairs } from './use-queued-repairs';

export const OUTBOX_RETRY_MS = 4000;

export function useOutboxSender(uid: string | undefined, ports: OutboxPorts) {
  const queued = useQueuedRepairs(uid);
  const anyWaiting = queued.some((item) => item.state === 'waiting' || item.state === 'sending');

  const send = useEffectEvent((restart = false) => {
    if (!uid) return;
    void runOutboxSender(uid, ports, { restart }).then(
      (report) => {
        if (report && report.sent.length > 0)
          toast({ title: OUTBOX_COPY.sentToast(report.sent.length), variant: 'success' });
        if (report && report.tasksNotDone > 0)
          toast({ title: OUTBOX_COPY.taskNotAdvanced, variant: 'destructive' });
      },
      (error: unknown) => console.error('The outbox sender failed', error),
    );
  });

  useEffect(() => {
    if (!uid) return;
    send();
    // Back online: a send caught by the outage is restarted rather than left asleep.
    const onOnline = () => send(true);
    window.addEventListener('online', onOnline);
    return () => window.removeEventListener('online', onOnline);
  }, [uid]);

  useEffect(() => {
    if (!uid || !anyWaiting) return;
    const timer = window.setInterval(() => send(), OUTBOX_RETRY_MS);
    return () => window.clearInterval(timer);
  }, [uid, anyWaiting]);
}
