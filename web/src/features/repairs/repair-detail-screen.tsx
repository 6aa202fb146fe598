/**
 * Repair detail (spec: Repair detail): the repair's facts with the spec's fallbacks,
 * its status badge, the receipt link, the contractor validation card (with the owner's
 * request actions, validation-card.tsx), and — for the user who added it — Edit and
 * Delete with the removal dialog. Fed entirely by props.
 */
import { ExternalLink, Pencil, Trash2 } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  can,
  cityStateZip,
  formatCentsOr,
  formatLongDate,
  repairChangeRefusal,
  type HouseholdRole,
} from '@homeledger/domain';
import { attributionLines } from '@/lib/data/attribution';
import { PageHeader } from '@/components/layout/page-header';
import { PageLoader } from '@/components/layout/page-loader';
import { PreviousOwnerBadge, RepairStatusBadge } from '@/components/records/status-badges';
import {
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  RetryAlert,
  Spinner,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { PHOTOS_COPY, REPAIR_DETAIL_COPY as COPY } from './repair-copy';
import type { RepairDetail } from './repair-types';
import { ValidationCard, type RequestValidationOutcome } from './validation-card';
import { paths } from '@/lib/paths';

export interface RepairDetailScreenProps {
  /** `ready(null)` while the page leaves for the dashboard (missing or unreadable). */
  repair: Loadable<RepairDetail | null>;
  currentUid: string;
  /** The receipt's link (only when the repair has a receipt). */
  receiptUrl: Loadable<string> | null;
  /** The photos' thumbnails by path (issue #32); none: no photos shown. */
  photoUrls?: Readonly<Record<string, Loadable<string>>>;
  /** Opens a photo full size (a click on its thumbnail). */
  onOpenPhoto?: (path: string) => void;
  onBack: () => void;
  onRetry: () => void;
  deleteDialogOpen: boolean;
  onDeleteDialogOpenChange: (open: boolean) => void;
  onConfirmDelete: () => void;
  /** The repair is being deleted: the dialog's confirm button is busy and it cannot close. */
  deleting?: boolean;
  /** The owner asks a contractor (by account email) to validate it; none: no request actions. */
  onRequestValidation?: (email: string) => Promise<RequestValidationOutcome>;
  /** The owner withdraws the pending request. */
  onCancelValidationRequest?: () => void;
  cancellingValidation?: boolean;
  /**
   * The reader's role on the repair's home (issue #31), once the home is read: viewers and
   * delegates get no Edit, Delete or validation request. Absent: the repair's own owner field
   * decides, as before households.
   */
  role?: HouseholdRole | null;
  /** The home's owner as read now (with `role`): a record of an earlier owner stays theirs. */
  homeOwnerId?: string | null;
}

export function RepairDetailScreen(props: RepairDetailScreenProps) {
  const { repair } = props;
  return (
    <section className={styles.page} aria-labelledby="repair-title">
      <PageHeader
        title={COPY.title}
        titleId="repair-title"
        back={{ label: COPY.back, onClick: props.onBack }}
      />
      {repair.status === 'error' ? (
        <RetryAlert
          title="Something went wrong"
          message={COPY.loadFailed}
          retryLabel={COPY.tryAgain}
          onRetry={props.onRetry}
        />
      ) : repair.status === 'ready' && repair.data ? (
        <Loaded {...props} repair={repair.data} />
      ) : (
        <PageLoader />
      )}
    </section>
  );
}

function Loaded(props: Omit<RepairDetailScreenProps, 'repair'> & { repair: RepairDetail }) {
  const { repair, currentUid } = props;
  // The repair's own copy of its home's owner, or the reader's role on the home once it is
  // read (a co-owner edits like the owner); the server checks the home itself.
  const homeOwner = props.homeOwnerId ?? repair.ownerId;
  const refusal =
    props.role === undefined
      ? repairChangeRefusal(repair, null, currentUid)
      : !can(props.role, 'edit')
        ? 'not-owner'
        : repairChangeRefusal(repair, homeOwner, homeOwner);
  const attribution = repair.attribution ? attributionLines(repair.attribution) : [];
  const facts: [string, ReactNode][] = [
    [
      COPY.property,
      repair.property ? (
        <>
          {repair.property.address}
          <span className={styles.secondLine}>{cityStateZip(repair.property)}</span>
        </>
      ) : (
        <span className={styles.fallback}>{COPY.propertyMissing}</span>
      ),
    ],
    [
      COPY.description,
      repair.description ? (
        <span className={css({ whiteSpace: 'pre-line' })}>{repair.description}</span>
      ) : (
        <span className={styles.fallback}>{COPY.noDescription}</span>
      ),
    ],
    [COPY.date, formatLongDate(repair.date)],
    [COPY.cost, formatCentsOr(repair.costCents, COPY.notSpecified)],
    [COPY.contractor, repair.contractorName ?? COPY.notSpecified],
    [COPY.serviceType, repair.serviceType],
  ];
  return (
    <div className={styles.layout}>
      <Card asChild>
        <article aria-labelledby="repair-service-type">
          <CardHeader className={styles.cardHeader}>
            <div className={styles.titleBlock}>
              <CardTitle asChild>
                <h2 id="repair-service-type" className={styles.serviceType}>
                  {repair.serviceType}
                </h2>
              </CardTitle>
              <p className={css({ color: 'fg.muted', mt: '1' })}>{formatLongDate(repair.date)}</p>
            </div>
            <div className={styles.badges}>
              {repair.byPreviousOwner ? <PreviousOwnerBadge /> : null}
              <RepairStatusBadge status={repair.status} detail />
            </div>
          </CardHeader>
          <CardBody>
            <dl className={styles.facts}>
              {facts.map(([label, value]) => (
                <div key={label} className={label === COPY.description ? styles.wide : undefined}>
                  <dt className={styles.term}>{label}</dt>
                  <dd className={styles.value}>{value}</dd>
                </div>
              ))}
            </dl>
            {attribution.length > 0 ? (
              <p className={styles.attribution}>{attribution.join(' · ')}</p>
            ) : null}
            {props.receiptUrl ? (
              <ReceiptLink url={props.receiptUrl} />
            ) : repair.receiptKept ? (
              <p className={styles.receiptMuted}>{COPY.receiptKept}</p>
            ) : null}
            {repair.photos && repair.photos.length > 0 && props.photoUrls ? (
              <RepairPhotos
                paths={repair.photos}
                urls={props.photoUrls}
                onOpen={props.onOpenPhoto}
              />
            ) : null}
          </CardBody>
        </article>
      </Card>
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '6', minW: '0' })}>
        <ValidationCard
          repair={repair}
          canRequest={
            props.role === undefined
              ? repair.ownerId !== '' && repair.ownerId === currentUid
              : refusal === null
          }
          onRequest={props.onRequestValidation}
          onCancelRequest={props.onCancelValidationRequest}
          cancelling={props.cancellingValidation}
        />
        {refusal !== 'not-owner' ? (
          <Card asChild>
            <aside aria-labelledby="repair-actions">
              <CardHeader>
                <CardTitle id="repair-actions">{COPY.actions}</CardTitle>
              </CardHeader>
              <CardBody className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
                {refusal === 'previous-owner' ? (
                  <p className={css({ color: 'fg.muted' })}>{COPY.previousOwnerRecord}</p>
                ) : (
                  <>
                    <Button asChild variant="outline" fullWidth>
                      <Link to={paths.editRepair(repair.id)}>
                        <Pencil aria-hidden="true" />
                        {COPY.edit}
                      </Link>
                    </Button>
                    <Button
                      variant="danger"
                      fullWidth
                      onClick={() => props.onDeleteDialogOpenChange(true)}
                    >
                      <Trash2 aria-hidden="true" />
                      {COPY.delete}
                    </Button>
                  </>
                )}
              </CardBody>
            </aside>
          </Card>
        ) : null}
      </div>
      <ConfirmDialog
        open={props.deleteDialogOpen}
        onOpenChange={props.onDeleteDialogOpenChange}
        title={COPY.deleteTitle}
        description={COPY.deleteText}
        confirmLabel={COPY.delete}
        onConfirm={props.onConfirmDelete}
        destructive
        busy={props.deleting ?? false}
      />
    </div>
  );
}

/** Thumbnails of the work's photos; a click opens one full size. */
function RepairPhotos({
  paths: photoPaths,
  urls,
  onOpen,
}: {
  paths: readonly string[];
  urls: Readonly<Record<string, Loadable<string>>>;
  onOpen?: (path: string) => void;
}) {
  return (
    <section className={styles.receipt} aria-labelledby="repair-photos">
      <h2 id="repair-photos" className={styles.term}>
        {PHOTOS_COPY.heading}
      </h2>
      <ul className={styles.photos}>
        {photoPaths.map((path, index) => {
          const url = urls[path];
          return (
            <li key={path} className={styles.photo}>
              {url?.status === 'ready' ? (
                <button
                  type="button"
                  className={styles.photoButton}
                  aria-label={PHOTOS_COPY.open(index + 1)}
                  onClick={() => onOpen?.(path)}
                >
                  <img
                    src={url.data}
                    alt={PHOTOS_COPY.alt(index + 1)}
                    className={styles.photoImg}
                  />
                </button>
              ) : url?.status === 'error' ? (
                <span className={styles.receiptMuted}>{PHOTOS_COPY.unavailable}</span>
              ) : (
                <Spinner size="sm" label={PHOTOS_COPY.alt(index + 1)} />
              )}
            </li>
          );
        })}
      </ul>
    </section>
  );
}

function ReceiptLink({ url }: { url: Loadable<string> }) {
  if (url.status === 'loading')
    return (
      <p className={styles.receipt}>
        <Spinner size="sm" label="Loading the receipt link" />
      </p>
    );
  if (url.status === 'error')
    return <p className={styles.receiptMuted}>{COPY.receiptUnavailable}</p>;
  return (
    <p className={styles.receipt}>
      <Button asChild variant="outline">
        <a href={url.data} target="_blank" rel="noopener noreferrer">
          <ExternalLink aria-hidden="true" />
          {COPY.viewReceipt}
          <span className={css({ srOnly: true })}> (opens in a new tab)</span>
        </a>
      </Button>
    </p>
  );
}

const styles = {
  page: pageContainer({ size: '6xl' }),
  layout: css({
    display: 'grid',
    gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' },
    gap: '6',
    alignItems: 'start',
  }),
  cardHeader: css({
    display: 'flex',
    flexDirection: 'row',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    // With two badges on a phone, they go under the title rather than squeeze it.
    flexWrap: 'wrap',
    gap: '3',
  }),
  titleBlock: css({ flex: '1 1 10rem', minW: '0' }),
  serviceType: css({ textStyle: 'h3', wordBreak: 'break-word' }),
  badges: css({
    display: 'flex',
    flexWrap: 'wrap',
    justifyContent: 'flex-end',
    gap: '1.5',
    flexShrink: 0,
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '5',
  }),
  wide: css({ gridColumn: { sm: 'span 2' } }),
  term: css({ fontSize: 'sm', color: 'fg.muted' }),
  value: css({ fontWeight: 'medium', wordBreak: 'break-word', mt: '0.5' }),
  secondLine: css({ display: 'block', fontWeight: 'normal', color: 'fg.muted' }),
  fallback: css({ fontWeight: 'normal', color: 'fg.muted', fontStyle: 'italic' }),
  attribution: css({ mt: '5', fontSize: 'sm', color: 'fg.muted' }),
  receipt: css({ mt: '6', pt: '5', borderTopWidth: '1px', borderColor: 'border.default' }),
  photos: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(auto-fill, minmax(96px, 1fr))',
    gap: '2',
    mt: '2',
    listStyle: 'none',
    p: '0',
  }),
  photo: css({
    aspectRatio: '1',
    borderRadius: 'md',
    overflow: 'hidden',
    bg: 'bg.muted',
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
  }),
  photoButton: css({ w: 'full', h: 'full', cursor: 'pointer', p: '0', border: 'none' }),
  photoImg: css({ w: 'full', h: 'full', objectFit: 'cover', display: 'block' }),
  receiptMuted: css({
    mt: '6',
    pt: '5',
    borderTopWidth: '1px',
    borderColor: 'border.default',
    color: 'fg.muted',
  }),
};
