/**
 * The "which home?" page (/share): a shared receipt, or an app shortcut, becomes a repair on
 * one of the user's homes. Presentational: share-target-page.tsx binds it to the data.
 */
import { FileText, Home, TriangleAlert } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import { PageHeader } from '@/components/layout/page-header';
import { Button, EmptyState, RetryAlert, Spinner } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { paths } from '@/lib/paths';
import { PWA_COPY } from '@/lib/pwa/pwa-copy';
import type { SharedFileState, ShareHome, ShareRequest } from './share-target-types';

const copy = PWA_COPY.share;
const TITLE_ID = 'share-target-title';

export interface ShareTargetScreenProps {
  request: ShareRequest;
  /** The shared file (request `file` only). */
  file: SharedFileState;
  homes: Loadable<readonly ShareHome[]>;
  /** Where choosing a home goes (Add Repair with the file or the capture hint). */
  hrefFor: (home: ShareHome) => string;
  onRetryHomes: () => void;
}

export function ShareTargetScreen({
  request,
  file,
  homes,
  hrefFor,
  onRetryHomes,
}: ShareTargetScreenProps) {
  const forReceipt = request.kind !== 'shortcut' || request.capture === 'receipt';
  const heading = forReceipt ? copy.receiptHeading : copy.repairHeading;
  return (
    <section aria-labelledby={TITLE_ID} className={pageContainer({ size: '2xl' })}>
      <PageHeader
        title={heading}
        titleId={TITLE_ID}
        description={file.status === 'present' ? copy.sharedFile(file.name) : undefined}
      />
      <Body
        request={request}
        file={file}
        homes={homes}
        hrefFor={hrefFor}
        onRetryHomes={onRetryHomes}
      />
    </section>
  );
}

function Body({ request, file, homes, hrefFor, onRetryHomes }: ShareTargetScreenProps) {
  if (request.kind === 'failed' || file.status === 'missing') {
    const notSaved = request.kind === 'failed' && request.reason === 'not-saved';
    return (
      <EmptyState
        icon={<TriangleAlert />}
        titleAs="h2"
        title={notSaved ? copy.notSavedTitle : copy.missingTitle}
        description={notSaved ? copy.notSavedBody : copy.missingBody}
        action={
          <Button asChild variant="outline">
            <Link to={paths.dashboard}>{copy.backToDashboard}</Link>
          </Button>
        }
      />
    );
  }
  if (homes.status === 'loading' || file.status === 'checking') {
    return (
      <p
        role="status"
        className={css({ display: 'flex', gap: '2', alignItems: 'center', color: 'fg.muted' })}
      >
        <Spinner size="sm" />
        {copy.loading}
      </p>
    );
  }
  if (homes.status === 'error') {
    return (
      <RetryAlert message={copy.homesFailed} retryLabel={copy.tryAgain} onRetry={onRetryHomes} />
    );
  }
  if (homes.data.length === 0) {
    return (
      <EmptyState
        icon={<Home />}
        titleAs="h2"
        title={copy.noHomesTitle}
        description={copy.noHomesBody}
        action={
          <Button asChild>
            <Link to={paths.addProperty}>{copy.addHome}</Link>
          </Button>
        }
      />
    );
  }
  return (
    <ul className={list}>
      {homes.data.map((home) => (
        <li key={home.id}>
          <Link to={hrefFor(home)} className={choice}>
            <span aria-hidden="true" className={css({ color: 'accent.text', flexShrink: 0 })}>
              {request.kind === 'file' ? <FileText size={20} /> : <Home size={20} />}
            </span>
            <span className={css({ display: 'flex', flexDirection: 'column', minW: '0' })}>
              <span className={css({ fontWeight: 'semibold' })}>{home.address}</span>
              <span className={css({ color: 'fg.muted', textStyle: 'sm' })}>
                {home.city}, {home.state} {home.zipCode}
              </span>
            </span>
          </Link>
        </li>
      ))}
    </ul>
  );
}

const list = css({ display: 'flex', flexDirection: 'column', gap: '3', listStyle: 'none' });

/** A whole row is the tap target (≥ 44 px high on phones). */
const choice = css({
  display: 'flex',
  alignItems: 'center',
  gap: '3',
  minH: '14',
  px: '4',
  py: '3',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  color: 'fg.default',
  textDecoration: 'none',
  transition: 'border-color 0.15s',
  _hover: { borderColor: 'accent.default' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
