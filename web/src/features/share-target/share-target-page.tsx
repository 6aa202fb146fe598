/**
 * /share: the page a shared receipt (Web Share Target, via the service worker) or an app
 * shortcut ("Add repair", "Scan receipt") opens. Binds the owner's homes and the shared
 * file's presence to ShareTargetScreen; choosing a home opens Add Repair for it.
 */
import { useEffect, useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { PageMeta } from '@/components/layout/page-meta';
import { useAuth } from '@/lib/auth/auth-context';
import { PWA_COPY } from '@/lib/pwa/pwa-copy';
import { peekSharedFile } from '@/lib/pwa/shared-files';
import { useShareHomes } from './api/use-share-homes';
import { addRepairUrl, readShareRequest } from './share-target-logic';
import { ShareTargetScreen } from './share-target-screen';
import type { SharedFileState } from './share-target-types';

export function ShareTargetPage() {
  const { user } = useAuth();
  const [params] = useSearchParams();
  const search = params.toString();
  const request = useMemo(() => readShareRequest(new URLSearchParams(search)), [search]);
  const fileId = request.kind === 'file' ? request.fileId : null;
  // The answer for the file id it was read for: a new id reads as "checking" until its own.
  const [checked, setChecked] = useState<{ id: string; state: SharedFileState } | null>(null);
  const file: SharedFileState =
    fileId === null
      ? { status: 'none' }
      : checked?.id === fileId
        ? checked.state
        : { status: 'checking' };
  const homes = useShareHomes(user?.id);

  useEffect(() => {
    if (fileId === null) return;
    let current = true;
    const settle = (state: SharedFileState) => {
      if (current) setChecked({ id: fileId, state });
    };
    peekSharedFile(fileId).then(
      (info) => settle(info ? { status: 'present', name: info.name } : { status: 'missing' }),
      () => settle({ status: 'missing' }),
    );
    return () => {
      current = false;
    };
  }, [fileId]);

  return (
    <>
      <PageMeta title={PWA_COPY.share.pageTitle} description={PWA_COPY.manifest.description} />
      <ShareTargetScreen
        request={request}
        file={file}
        homes={homes.state}
        hrefFor={(home) => addRepairUrl(home.id, request)}
        onRetryHomes={homes.retry}
      />
    </>
  );
}
