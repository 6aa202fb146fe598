/**
 * "Download draft" of a repair that cannot be added: its values as JSON and its receipt
 * as the file itself, saved by the browser, so nothing typed or photographed is lost.
 */
import { fromQueuedFile } from './outbox-store';
import type { QueuedRepair } from './outbox-types';

/** The JSON saved for a draft (no bytes: the receipt is saved beside it). */
export function draftJson(item: QueuedRepair): string {
  return JSON.stringify(
    {
      kind: 'homeledger-repair-draft',
      property: { id: item.propertyId, ...item.property },
      ...item.values,
      receiptFile: item.file?.name ?? null,
      savedAt: new Date(item.createdAt).toISOString(),
      problem: item.reason,
    },
    null,
    2,
  );
}

function save(blob: Blob, name: string) {
  const url = URL.createObjectURL(blob);
  const link = document.createElement('a');
  link.href = url;
  link.download = name;
  link.rel = 'noopener';
  document.body.append(link);
  link.click();
  link.remove();
  // The download has started by the next task; the URL is not needed after that.
  setTimeout(() => URL.revokeObjectURL(url), 0);
}

export function downloadDraft(item: QueuedRepair) {
  const day = item.values.date || new Date(item.createdAt).toISOString().slice(0, 10);
  save(new Blob([draftJson(item)], { type: 'application/json' }), `repair-draft-${day}.json`);
  if (item.file) save(fromQueuedFile(item.file), item.file.name);
}
