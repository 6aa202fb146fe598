/**
 * The outbox's cards bound to this account's store: shown above the dashboard's and a
 * property's Repair History (composed in by app/). Edit reopens Add Repair with the
 * draft's values.
 */
import { useNavigate } from 'react-router-dom';
import { toast } from '@/components/ui';
import { paths } from '@/lib/paths';
import { downloadDraft } from './download-draft';
import { OUTBOX_COPY } from './outbox-copy';
import { retryQueued } from './outbox-sender';
import { outboxStore } from './outbox-service';
import { QueuedRepairList } from './queued-repair-list';
import { useQueuedRepairs } from './use-queued-repairs';

/** `/add-repair/{propertyId}?outbox={id}`: Add Repair reopening a queued draft. */
export function editQueuedPath(propertyId: string, id: string): string {
  return `${paths.addRepair(propertyId)}?outbox=${encodeURIComponent(id)}`;
}

const failed = (error: unknown) => {
  console.error('Changing the outbox failed', error);
  toast({ title: OUTBOX_COPY.unknownFailure, variant: 'destructive' });
};

export function QueuedRepairsContainer({
  uid,
  propertyId,
}: {
  uid: string | undefined;
  /** Only this home's (a property's Repair History); none: every home's (the dashboard). */
  propertyId?: string;
}) {
  const items = useQueuedRepairs(uid, propertyId);
  const navigate = useNavigate();
  if (!uid) return null;
  const store = outboxStore();
  return (
    <QueuedRepairList
      items={items}
      showAddress={propertyId === undefined}
      onRetry={(item) => void retryQueued(store, uid, item.id).catch(failed)}
      onEdit={(item) => navigate(editQueuedPath(item.propertyId, item.id))}
      onDelete={(item) => void store.remove(uid, item.id).catch(failed)}
      onDownload={downloadDraft}
    />
  );
}
