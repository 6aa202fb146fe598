/**
 * The receipts and warranty documents the signed-in homeowner kept when they transferred a
 * home (api/kept-files.ts) on the dashboard; app/ composes it in. Most homeowners have
 * none: the panel loads only when there is something to show or a failure to say.
 */
import { onDemand } from '@/lib/on-demand';
import { openKeptFile, useKeptFiles } from './api/kept-files';

const keptFilesPanel = onDemand(() => import('./kept-files-panel'));

export function KeptFilesContainer({ uid }: { uid: string | null | undefined }) {
  const { files, retry } = useKeptFiles(uid);
  const shown = files.status === 'error' || (files.status === 'ready' && files.data.length > 0);
  const Panel = keptFilesPanel.useModule(shown)?.KeptFilesPanel;
  return Panel ? <Panel files={files} onRetry={retry} onOpen={openKeptFile} /> : null;
}
