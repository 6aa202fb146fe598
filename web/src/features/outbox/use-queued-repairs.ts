/** This account's queued repairs, live (every change in any tab), optionally for one home. */
import { useEffect, useState } from 'react';
import { outboxStore } from './outbox-service';
import type { QueuedRepair } from './outbox-types';

export function useQueuedRepairs(uid: string | undefined, propertyId?: string): QueuedRepair[] {
  const [items, setItems] = useState<{ uid: string | undefined; list: QueuedRepair[] }>({
    uid,
    list: [],
  });
  useEffect(() => {
    if (!uid) return;
    let live = true;
    const store = outboxStore();
    const load = () => {
      store.list(uid).then(
        (list) => {
          if (live) setItems({ uid, list });
        },
        (error: unknown) => console.error('Reading the outbox failed', error),
      );
    };
    load();
    const stop = store.subscribe(load);
    return () => {
      live = false;
      stop();
    };
  }, [uid]);
  // Another account's list is never shown, even for the one render before the new one loads.
  const mine = items.uid === uid && uid ? items.list : [];
  return propertyId ? mine.filter((item) => item.propertyId === propertyId) : mine;
}
