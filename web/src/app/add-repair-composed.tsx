/**
 * Add Repair with what other features bring composed in (features never import each other;
 * app/ puts them together): the outbox's offline queue (a repair made without a connection
 * is kept on the device and sent later), and a file shared into the app (`?shared=<id>`, from
 * the share target's "which home?" page) attached as the receipt. signed-in-pages.ts loads this.
 */
import { useEffect, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageLoader } from '@/components/layout/page-loader';
import { toast } from '@/components/ui';
import {
  AddRepairPage as AddRepairBase,
  type AddRepairPageProps,
} from '@/features/repairs/add-repair-page';
import { repairOutbox } from '@/features/outbox/repair-outbox';
import { PWA_COPY } from '@/lib/pwa/pwa-copy';
import { takeSharedFile } from '@/lib/pwa/shared-files';

const outbox = repairOutbox();

/**
 * One take per shared file: taking reads and deletes it, and React runs an effect twice in
 * development, so the second run must get the first one's file, not "missing".
 */
const taken = new Map<string, Promise<File | null>>();
function takeOnce(id: string): Promise<File | null> {
  let file = taken.get(id);
  if (!file) {
    file = takeSharedFile(id).catch(() => null);
    taken.set(id, file);
  }
  return file;
}

export function AddRepairPage(props: Omit<AddRepairPageProps, 'outbox'>) {
  const [search] = useSearchParams();
  const sharedId = search.get('shared');
  const [shared, setShared] = useState<{ id: string; file: File | null } | null>(null);

  useEffect(() => {
    if (!sharedId) return;
    let live = true;
    void takeOnce(sharedId).then((file) => {
      if (!live) return;
      if (!file)
        toast({
          title: PWA_COPY.share.missingTitle,
          description: PWA_COPY.share.missingBody,
          variant: 'destructive',
        });
      setShared({ id: sharedId, file });
    });
    return () => {
      live = false;
    };
  }, [sharedId]);

  if (sharedId && shared?.id !== sharedId) return <PageLoader />;
  const initialReceipt = (sharedId ? shared?.file : null) ?? props.initialReceipt;
  return <AddRepairBase {...props} initialReceipt={initialReceipt ?? undefined} outbox={outbox} />;
}
