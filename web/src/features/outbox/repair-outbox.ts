/**
 * What Add Repair uses of the outbox (its RepairDraftOutbox, composed in by app/): queue a
 * repair it could not send, reopen a queued one for editing, forget the old one once the
 * edit is saved. A draft open for editing is marked failed ("opened for editing") so the
 * sender leaves it alone; leaving the form without saving keeps it, with Try Again.
 */
import { OUTBOX_COPY } from './outbox-copy';
import { fromQueuedFile, type OutboxStore } from './outbox-store';
import { outboxStore } from './outbox-service';
import type { NewQueuedRepair, QueuedRepairValues } from './outbox-types';

export interface RepairOutbox {
  queue(draft: NewQueuedRepair): Promise<void>;
  open(
    uid: string,
    id: string,
  ): Promise<{ values: QueuedRepairValues; file: File | null; photos: File[] } | null>;
  forget(uid: string, id: string): Promise<void>;
}

export function repairOutbox(store: () => OutboxStore = outboxStore): RepairOutbox {
  return {
    async queue(draft) {
      await store().add(draft);
    },
    async open(uid, id) {
      const found = await store().get(uid, id);
      // Being sent right now: it will be on the server in a moment, not editable.
      if (!found || found.state === 'sending') return null;
      const held =
        found.state === 'waiting'
          ? await store().update(uid, id, { state: 'failed', reason: OUTBOX_COPY.editing })
          : found;
      if (!held) return null;
      return {
        values: held.values,
        file: held.file ? fromQueuedFile(held.file) : null,
        photos: (held.photos ?? []).map(fromQueuedFile),
      };
    },
    forget: (uid, id) => store().remove(uid, id),
  };
}
