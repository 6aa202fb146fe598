import { CalendarClock, Camera, History, Home, ImageOff, Plus, Trash2, X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import {
  cityStateZip,
  formatCents,
  formatCentsOr,
  formatShortDate,
  transferredNote,
  isDisputed,
  can,
  type HouseholdRole,
  type PropertyView,
  type StoredMember,
  type RepairView,
} from '@homeledger/domain';
import { PageHeader, type PageBack } from '@/components/layout/page-header';
import { PageLoader } from '@/components/layout/page-loader';
import { PropertyDetailStatusBadge } from '@/components/records/status-badges';
import {
  Alert,
  Badge,
  Button,
  Card,
  CardBody,
  CardHeader,
  CardTitle,
  ConfirmDialog,
  EmptyState,
  RetryAlert,
  Spinner,
  SpinnerBlock,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
  Tabs,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import type { HomeSummaryWithSpend } from '@/lib/data/home-summary';
import { SUPPORT_EMAIL } from '@/lib/contact';
import { PROPERTY_DETAIL_COPY } from './properties-copy';
import { paths } from '@/lib/paths';

/** What the owner's property detail shows: the document's fields plus its id. */
export type PropertyDetail = HomeSummaryWithSpend &
  Pick<PropertyView<unknown>, 'ownerId'> & {
    location: { lat: number; lng: number } | null;
    photoPath?: string | null;
    /** The day it was transferred to this owner (`yyyy-MM-dd`), when it was. */
    transferredOn?: string | null;
    /** A transfer of this home waiting for the recipient's answer. */
    pendingTransferId?: string | null;
    /** The owner's name as stored on the home, when it is. */
    ownerName?: string | null;
    /** The household besides the owner (issue #31). */
    members?: StoredMember[];
  };

/** One row of the Repair History table. */
export type PropertyRepairRow = Pick<
  RepairView<unknown>,
  'id' | 'date' | 'serviceType' | 'costCents'
> & {
  description: string | null;
  contractorName: string | null;
  /** Entered before the home was transferred to this owner. */
  byPreviousOwner?: boolean;
};

export type PropertyDetailTab = 'details' | 'repairs' | 'maintenance';

/** The property's photo as the screen shows it. */
export type PhotoState =
  | { status: 'none' }
  | { status: 'loading' }
  | { status: 'error' }
  | { status: 'ready'; url: string };

/** accept= of the photo picker (storage.rules: jpeg, png, webp). */
export const PHOTO_ACCEPT = 'image/jpeg,image/png,image/webp';

export interface PropertyDetailScreenProps {
  property: Loadable<PropertyDetail>;
  repairs: Loadable<readonly PropertyRepairRow[]>;
  onRetryRepairs: () => void;
  /** The map area (the lazy Google map in the app, a static placeholder in the catalogue). */
  map: ReactNode;
  tab: PropertyDetailTab;
  onTabChange: (tab: PropertyDetailTab) => void;
  /** The user chose a photo file (checked and uploaded by the container). */
  onUploadPhoto: (file: File) => void;
  /** The current photo (none when the property has no photo). */
  photo?: PhotoState;
  /** Upload progress 0..1 while a photo is being uploaded, else null. */
  photoUploadProgress?: number | null;
  onCancelPhotoUpload?: () => void;
  onRemovePhoto?: () => void;
  /** A photo change (upload or removal) is being saved. */
  photoBusy?: boolean;
  removeDialogOpen: boolean;
  onRemoveDialogOpenChange: (open: boolean) => void;
  onConfirmRemove: () => void;
  /** The property is being deleted: the dialog's confirm button is busy and it cannot close. */
  removing?: boolean;
  /** Shown above the page (e.g. a notice that data cannot load here). */
  notice?: ReactNode;
  /**
   * "Share with a realtor" and the other hand-over panels, in a grid under the page (each
   * panel one grid item; the container binds them).
   */
  sharePanel?: ReactNode;
  /** The Home History Report panel, after the share panels (provided by app/). */
  reportPanel?: ReactNode;
  /** The Maintenance tab's content (composed in by the app); no tab without it. */
  maintenanceTab?: ReactNode;
  /** Repairs of this home waiting on this device to upload (composed in by the app). */
  queuedRepairs?: ReactNode;
  /**
   * Whether `queuedRepairs` lists any: then "No Repair History" is not shown under them (the
   * home has a history, it is waiting on this device).
   */
  hasQueuedRepairs?: boolean;
  /**
   * The viewer's role on the home (issue #31; default owner): a viewer or a delegate gets no
   * Add Repair, photo change or Delete; a co-owner everything but Delete.
   */
  role?: HouseholdRole;
}

const BACK: PageBack = { label: PROPERTY_DETAIL_COPY.back, to: paths.dashboard };

/** The owner's view of one property (spec: Property detail, owner view), fed entirely by props. */
export function PropertyDetailScreen(props: PropertyDetailScreenProps) {
  const { property } = props;
  return (
    <section className={page} aria-labelledby="property-title">
      {props.notice}
      {property.status === 'loading' ? (
        <>
          <PageHeader title="Property details" titleId="property-title" back={BACK} srOnlyTitle />
          <PageLoader />
        </>
      ) : property.status === 'error' ? (
        <>
          <PageHeader title="Property details" titleId="property-title" back={BACK} />
          <Alert variant="danger">{PROPERTY_DETAIL_COPY.loadFailed}</Alert>
        </>
      ) : (
        <Loaded {...props} property={property.data} />
      )}
    </section>
  );
}

function Loaded(props: Omit<PropertyDetailScreenProps, 'property'> & { property: PropertyDetail }) {
  const { property } = props;
  const disputed = isDisputed(property);
  const role = props.role ?? 'owner';
  const canEdit = can(role, 'edit');
  return (
    <>
      <PageHeader
        title={property.address}
        titleId="property-title"
        titleBadge={<PropertyDetailStatusBadge status={property.verificationStatus} />}
        description={
          <>
            <p>{cityStateZip(property)}</p>
            {property.transferredOn ? (
              <p className={css({ fontSize: 'sm' })}>
                {transferredNote(formatShortDate(property.transferredOn))}
              </p>
            ) : null}
          </>
        }
        back={BACK}
        actionsBeside="lg"
        actions={
          canEdit ? (
            <>
              <PhotoPicker
                onChoose={props.onUploadPhoto}
                disabled={Boolean(props.photoBusy) || props.photoUploadProgress != null}
              />
              {props.photo && props.photo.status !== 'none' && props.onRemovePhoto ? (
                <Button variant="ghost" onClick={props.onRemovePhoto} disabled={props.photoBusy}>
                  <ImageOff aria-hidden="true" />
                  {PROPERTY_DETAIL_COPY.removePhoto}
                </Button>
              ) : null}
              {can(role, 'delete') ? (
                <Button
                  variant="outline"
                  className={css({ color: 'danger.text' })}
                  onClick={() => props.onRemoveDialogOpenChange(true)}
                >
                  <Trash2 aria-hidden="true" />
                  {PROPERTY_DETAIL_COPY.removeProperty}
                </Button>
              ) : null}
              {disputed ? (
                <Button disabled title={PROPERTY_DETAIL_COPY.addRepairBlocked}>
                  <Plus aria-hidden="true" />
                  {PROPERTY_DETAIL_COPY.addRepair}
                </Button>
              ) : (
                <Button asChild>
                  <Link to={paths.addRepair(property.id)}>
                    <Plus aria-hidden="true" />
                    {PROPERTY_DETAIL_COPY.addRepair}
                  </Link>
                </Button>
              )}
            </>
          ) : null
        }
      />

      {disputed ? (
        <Alert
          variant="danger"
          title={PROPERTY_DETAIL_COPY.disputedTitle}
          className={css({ mb: '6' })}
        >
          {PROPERTY_DETAIL_COPY.disputedText}{' '}
          <a
            href={`mailto:${SUPPORT_EMAIL}`}
            className={css({ textDecoration: 'underline', fontWeight: 'medium' })}
          >
            {SUPPORT_EMAIL}
          </a>
          .
        </Alert>
      ) : null}

      <div className={layout}>
        <div className={css({ minW: '0', display: 'flex', flexDirection: 'column', gap: '6' })}>
          <PhotoArea
            address={property.address}
            photo={props.photo ?? { status: 'none' }}
            progress={props.photoUploadProgress ?? null}
            onCancel={props.onCancelPhotoUpload}
          />
          {props.map}
          <Tabs.Root
            value={props.tab}
            onValueChange={(details) => props.onTabChange(details.value as PropertyDetailTab)}
          >
            <Tabs.List className={tabList}>
              <Tabs.Trigger value="details">
                <Home aria-hidden="true" size={16} />
                {PROPERTY_DETAIL_COPY.detailsTab}
              </Tabs.Trigger>
              <Tabs.Trigger value="repairs">
                <History aria-hidden="true" size={16} />
                {PROPERTY_DETAIL_COPY.repairsTab}
              </Tabs.Trigger>
              {props.maintenanceTab ? (
                <Tabs.Trigger value="maintenance">
                  <CalendarClock aria-hidden="true" size={16} />
                  {PROPERTY_DETAIL_COPY.maintenanceTab}
                </Tabs.Trigger>
              ) : null}
              <Tabs.Indicator />
            </Tabs.List>
            <Tabs.Content value="details">
              <DetailsPanel property={property} />
            </Tabs.Content>
            <Tabs.Content value="repairs">
              {props.queuedRepairs}
              <RepairsPanel
                repairs={props.repairs}
                onRetry={props.onRetryRepairs}
                hasQueued={props.hasQueuedRepairs ?? false}
              />
            </Tabs.Content>
            {props.maintenanceTab ? (
              <Tabs.Content value="maintenance">
                {/* Mounted only while shown: its live reads and code load on demand. */}
                {props.tab === 'maintenance' ? props.maintenanceTab : null}
              </Tabs.Content>
            ) : null}
          </Tabs.Root>
        </div>
        <StatisticsPanel property={property} />
      </div>

      {props.sharePanel || props.reportPanel ? (
        <div className={panels}>
          {props.sharePanel}
          {props.reportPanel}
        </div>
      ) : null}

      <ConfirmDialog
        open={props.removeDialogOpen}
        onOpenChange={props.onRemoveDialogOpenChange}
        title={PROPERTY_DETAIL_COPY.removeTitle}
        description={PROPERTY_DETAIL_COPY.removeText}
        confirmLabel={PROPERTY_DETAIL_COPY.removeProperty}
        onConfirm={props.onConfirmRemove}
        destructive
        busy={props.removing ?? false}
      />
    </>
  );
}

function DetailsPanel({ property }: { property: PropertyDetail }) {
  const rows: [string, ReactNode][] = [
    ['Address', property.address],
    ['City', property.city],
    ['State', property.state],
    ['ZIP Code', property.zipCode],
    ['Status', <PropertyDetailStatusBadge key="status" status={property.verificationStatus} />],
  ];
  return (
    <Card>
      <CardBody className={css({ pt: '6' })}>
        <dl className={definitionGrid}>
          {rows.map(([label, value]) => (
            <div key={label} className={css({ minW: '0' })}>
              <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
              <dd className={css({ fontWeight: 'medium', wordBreak: 'break-word', mt: '0.5' })}>
                {value || PROPERTY_DETAIL_COPY.notAvailable}
              </dd>
            </div>
          ))}
        </dl>
      </CardBody>
    </Card>
  );
}

function orNA(value: string | null | undefined): string {
  return value && value.trim() !== '' ? value : PROPERTY_DETAIL_COPY.notAvailable;
}

function RepairsPanel({
  repairs,
  onRetry,
  hasQueued,
}: {
  repairs: Loadable<readonly PropertyRepairRow[]>;
  onRetry: () => void;
  hasQueued: boolean;
}) {
  if (repairs.status === 'loading') {
    return <SpinnerBlock label="Loading the repair history" />;
  }
  if (repairs.status === 'error') {
    return (
      <RetryAlert
        title="Something went wrong"
        message={PROPERTY_DETAIL_COPY.repairsFailed}
        retryLabel="Try Again"
        onRetry={onRetry}
      />
    );
  }
  if (repairs.data.length === 0) {
    if (hasQueued) return null;
    return (
      <EmptyState
        icon={<History size={28} />}
        title={PROPERTY_DETAIL_COPY.noRepairs}
        description={PROPERTY_DETAIL_COPY.noRepairsText}
      />
    );
  }
  return (
    <Table scrollLabel="Repair history (scrolls sideways)" className={css({ minW: '2xl' })}>
      <TableHead>
        <TableRow>
          <TableHeader>Date</TableHeader>
          <TableHeader>Service Type</TableHeader>
          <TableHeader>Description</TableHeader>
          <TableHeader>Contractor</TableHeader>
          <TableHeader className={css({ textAlign: 'end' })}>Cost</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {repairs.data.map((repair) => (
          <TableRow key={repair.id}>
            <TableCell className={css({ whiteSpace: 'nowrap' })}>
              {repair.date ? formatShortDate(repair.date) : PROPERTY_DETAIL_COPY.notAvailable}
            </TableCell>
            <TableCell className={css({ fontWeight: 'medium' })}>
              {repair.serviceType ? (
                <Link to={paths.repair(repair.id)} className={rowLink}>
                  {repair.serviceType}
                </Link>
              ) : (
                PROPERTY_DETAIL_COPY.notAvailable
              )}
              {repair.byPreviousOwner ? (
                <Badge variant="neutral" size="sm" className={css({ ml: '2' })}>
                  {PROPERTY_DETAIL_COPY.previousOwner}
                </Badge>
              ) : null}
            </TableCell>
            <TableCell className={css({ minW: '56', maxW: 'md', color: 'fg.muted' })}>
              {orNA(repair.description)}
            </TableCell>
            <TableCell>{orNA(repair.contractorName)}</TableCell>
            <TableCell className={css({ textAlign: 'end', whiteSpace: 'nowrap' })}>
              {formatCentsOr(repair.costCents, PROPERTY_DETAIL_COPY.notAvailable)}
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

function StatisticsPanel({ property }: { property: PropertyDetail }) {
  const hasRepairs = property.repairCount > 0;
  return (
    <Card asChild>
      <aside aria-labelledby="property-statistics">
        <CardHeader>
          <CardTitle id="property-statistics">{PROPERTY_DETAIL_COPY.statistics}</CardTitle>
        </CardHeader>
        <CardBody>
          <dl className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
            <Statistic
              label={PROPERTY_DETAIL_COPY.totalRepairs}
              value={String(property.repairCount)}
            />
            {hasRepairs ? (
              <>
                <Statistic
                  label={PROPERTY_DETAIL_COPY.lastRepair}
                  value={
                    property.lastRepairDate
                      ? formatShortDate(property.lastRepairDate)
                      : PROPERTY_DETAIL_COPY.notAvailable
                  }
                />
                <Statistic
                  label={PROPERTY_DETAIL_COPY.totalSpent}
                  value={formatCents(property.totalSpentCents ?? 0)}
                />
              </>
            ) : null}
          </dl>
        </CardBody>
      </aside>
    </Card>
  );
}

function Statistic({ label, value }: { label: string; value: string }) {
  return (
    <div
      className={css({
        display: 'flex',
        justifyContent: 'space-between',
        gap: '4',
        alignItems: 'baseline',
      })}
    >
      <dt className={css({ color: 'fg.muted', fontSize: 'sm' })}>{label}</dt>
      <dd
        className={css({
          fontWeight: 'semibold',
          fontSize: 'lg',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {value}
      </dd>
    </div>
  );
}

/** "Upload Photo": a button that opens the file picker. */
function PhotoPicker({
  onChoose,
  disabled,
}: {
  onChoose: (file: File) => void;
  disabled: boolean;
}) {
  const input = useRef<HTMLInputElement>(null);
  return (
    <>
      <Button variant="outline" onClick={() => input.current?.click()} disabled={disabled}>
        <Camera aria-hidden="true" />
        {PROPERTY_DETAIL_COPY.uploadPhoto}
      </Button>
      <input
        ref={input}
        type="file"
        accept={PHOTO_ACCEPT}
        hidden
        aria-hidden="true"
        tabIndex={-1}
        onChange={(event) => {
          const file = event.currentTarget.files?.[0];
          event.currentTarget.value = ''; // choosing the same file again still reports it
          if (file) onChoose(file);
        }}
      />
    </>
  );
}

/** The photo above the map, and the upload's progress while one is on its way. */
function PhotoArea({
  address,
  photo,
  progress,
  onCancel,
}: {
  address: string;
  photo: PhotoState;
  progress: number | null;
  onCancel: (() => void) | undefined;
}) {
  if (photo.status === 'none' && progress === null) return null;
  const percent = progress === null ? null : Math.round(progress * 100);
  return (
    <figure className={photoFrame}>
      {photo.status === 'ready' ? (
        <img src={photo.url} alt={PROPERTY_DETAIL_COPY.photoAlt(address)} className={photoImage} />
      ) : photo.status === 'error' ? (
        <p className={css({ color: 'fg.muted' })}>{PROPERTY_DETAIL_COPY.photoUnavailable}</p>
      ) : photo.status === 'loading' ? (
        <Spinner label="Loading the photo" />
      ) : null}
      {percent !== null ? (
        <div className={uploadBar}>
          <div className={css({ flex: '1' })}>
            <p className={css({ fontSize: 'sm', fontWeight: 'medium', mb: '1' })}>
              {PROPERTY_DETAIL_COPY.uploadingPhoto} {percent}%
            </p>
            <div
              role="progressbar"
              aria-label={PROPERTY_DETAIL_COPY.uploadingPhoto}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={percent}
              className={track}
            >
              <div className={fill} style={{ width: `${percent}%` }} />
            </div>
          </div>
          {onCancel ? (
            <Button
              size="sm"
              variant="ghost"
              onClick={onCancel}
              aria-label={PROPERTY_DETAIL_COPY.cancelUpload}
            >
              <X aria-hidden="true" />
            </Button>
          ) : null}
        </div>
      ) : null}
    </figure>
  );
}

const photoFrame = css({
  position: 'relative',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  minH: '40',
  maxH: '96',
  overflow: 'hidden',
  borderRadius: 'l3',
  borderWidth: '1px',
  borderColor: 'border.default',
  bg: 'bg.muted',
});
const photoImage = css({ w: 'full', h: 'full', maxH: '96', objectFit: 'cover' });
const uploadBar = css({
  position: 'absolute',
  insetX: '3',
  bottom: '3',
  display: 'flex',
  alignItems: 'center',
  gap: '2',
  p: '3',
  bg: 'bg.default',
  borderRadius: 'l2',
  boxShadow: 'md',
});
const track = css({
  h: '2',
  w: 'full',
  bg: 'bg.emphasized',
  borderRadius: 'full',
  overflow: 'hidden',
});
const fill = css({ h: 'full', bg: 'accent.default', transition: 'width 0.2s' });
const page = pageContainer({ size: '7xl' });
const layout = css({
  display: 'grid',
  gridTemplateColumns: { base: 'minmax(0, 1fr)', lg: 'minmax(0, 1fr) 20rem' },
  gap: '6',
  alignItems: 'start',
});
// Sharing, buyer links, transfer and the report under the page, side by side where two fit:
// stacked in the 20rem statistics column they made that column three times the height of
// the map and tabs beside it, and squeezed their email fields.
const panels = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 26rem), 1fr))',
  gap: '6',
  alignItems: 'start',
  mt: '6',
});
// Three tabs do not fit a phone's width: without their icons the third one shows in part,
// which says the row scrolls (with them it sat wholly out of sight).
const tabList = css({ '& svg': { display: { base: 'none', sm: 'block' } } });
const definitionGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
  gap: '5',
});
const rowLink = css({
  color: 'accent.text',
  textDecoration: 'underline',
  textUnderlineOffset: '3px',
  _hover: { textDecorationThickness: '2px' },
  _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
});
