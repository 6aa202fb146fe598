import { Building2, Download, History, RefreshCw, type LucideIcon } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import { formatCentsOr, formatShortDate, type ExportDataset } from '@homeledger/domain';
import {
  Alert,
  Button,
  EmptyState,
  RetryAlert,
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
import { PageHeader } from '@/components/layout/page-header';
import { REALTOR_COPY } from './realtor-copy';
import { loadErrorMessage } from './realtor-errors';
import { PreviousOwnerBadge } from '@/components/records/status-badges';
import { RealtorStatusBadge, ValidatedMark } from './realtor-marks';
import type { RealtorProperty, RealtorRepair, RealtorTab } from './realtor-types';
import { paths } from '@/lib/paths';

export interface RealtorDashboardScreenProps {
  /** The signed-in realtor's name; "Realtor" when there is none. */
  userName: string | null | undefined;
  /** The realtor's account email (homeowners share with it). */
  userEmail: string | null | undefined;
  properties: Loadable<readonly RealtorProperty[]>;
  /** The newest shared repairs, a page (or a few) at a time (issue #29). */
  repairs: Loadable<readonly RealtorRepair[]>;
  /** More repairs than `repairs` holds may exist: "Load more repairs" reads the next page. */
  repairsMore?: {
    hasMore: boolean;
    /** The next page is being read (the rows shown stay). */
    loading: boolean;
    onLoadMore: () => void;
  };
  /** How many repairs are shared (known before the Repairs tab has read them). */
  repairCount?: number;
  tab: RealtorTab;
  onTabChange: (tab: RealtorTab) => void;
  onRefresh: () => void;
  refreshing?: boolean;
  onExport: (dataset: ExportDataset) => void;
  /** The dataset being exported right now, if any. */
  exporting?: ExportDataset | null;
  onRetryProperties: () => void;
  onRetryRepairs: () => void;
  /** Shown above the tabs (e.g. a notice that data cannot load here). */
  notice?: ReactNode;
}

function count(list: Loadable<readonly unknown[]>): number {
  return list.status === 'ready' ? list.data.length : 0;
}

/** The realtor dashboard (spec: Realtor dashboard), fed entirely by props. */
export function RealtorDashboardScreen(props: RealtorDashboardScreenProps) {
  const { properties, repairs, tab } = props;
  // Repairs are shared with their home: no home shared, nothing shared.
  const nothingShared =
    properties.status === 'ready' &&
    properties.data.length === 0 &&
    !(repairs.status === 'ready' && repairs.data.length > 0);
  const exports = { exporting: props.exporting ?? null, onExport: props.onExport };
  return (
    <section className={page} aria-labelledby="realtor-title">
      <PageHeader
        title={REALTOR_COPY.title}
        titleId="realtor-title"
        description={
          <>
            <p className={css({ color: 'fg.default' })}>
              {REALTOR_COPY.welcome(props.userName?.trim() || REALTOR_COPY.defaultName)}
            </p>
            <p className={css({ fontSize: 'sm' })}>{REALTOR_COPY.subtitle}</p>
          </>
        }
        actions={
          <Button variant="outline" onClick={props.onRefresh} loading={props.refreshing ?? false}>
            {props.refreshing ? null : <RefreshCw aria-hidden="true" />}
            {props.refreshing ? REALTOR_COPY.refreshing : REALTOR_COPY.refresh}
          </Button>
        }
      />

      {props.notice}

      {nothingShared ? (
        <Alert variant="info" className={css({ mb: '6' })}>
          {REALTOR_COPY.sharingHint(props.userEmail?.trim() ?? '')}
        </Alert>
      ) : null}

      <Tabs.Root
        lazyMount
        unmountOnExit
        value={tab}
        onValueChange={(details) => props.onTabChange(details.value as RealtorTab)}
      >
        <Tabs.List>
          <TabTrigger dataset="properties" label={REALTOR_COPY.propertiesTab(count(properties))} />
          <TabTrigger
            dataset="repairs"
            label={REALTOR_COPY.repairsTab(props.repairCount ?? count(repairs))}
          />
          <Tabs.Indicator />
        </Tabs.List>
        <Tabs.Content value="properties">
          <Panel
            {...exports}
            dataset="properties"
            list={properties}
            onRetry={props.onRetryProperties}
            render={(rows) => <PropertiesTable rows={rows as readonly RealtorProperty[]} />}
          />
        </Tabs.Content>
        <Tabs.Content value="repairs">
          <Panel
            {...exports}
            dataset="repairs"
            list={repairs}
            onRetry={props.onRetryRepairs}
            render={(rows) => (
              <>
                <RepairsTable rows={rows as readonly RealtorRepair[]} />
                <LoadMore more={props.repairsMore} count={rows.length} />
              </>
            )}
          />
        </Tabs.Content>
      </Tabs.Root>
    </section>
  );
}

/** Each tab's icon (its trigger, its empty state) and the line shown when it has no rows. */
const TABS: Record<ExportDataset, { icon: LucideIcon; empty: string }> = {
  properties: { icon: Building2, empty: REALTOR_COPY.noProperties },
  repairs: { icon: History, empty: REALTOR_COPY.noRepairs },
};

function TabTrigger({ dataset, label }: { dataset: ExportDataset; label: string }) {
  const Icon = TABS[dataset].icon;
  return (
    <Tabs.Trigger value={dataset}>
      <Icon aria-hidden="true" size={16} />
      {label}
    </Tabs.Trigger>
  );
}

function Panel({
  dataset,
  list,
  onRetry,
  exporting,
  onExport,
  render,
}: {
  dataset: ExportDataset;
  list: Loadable<readonly unknown[]>;
  onRetry: () => void;
  exporting: ExportDataset | null;
  onExport: (dataset: ExportDataset) => void;
  render: (rows: readonly unknown[]) => ReactNode;
}) {
  const { icon: EmptyIcon, empty } = TABS[dataset];
  const busy = exporting === dataset;
  const rows = list.status === 'ready' ? list.data : [];
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '4' })}>
      <div className={toolbar}>
        <Button
          variant="outline"
          size="sm"
          onClick={() => onExport(dataset)}
          loading={busy}
          disabled={rows.length === 0 || (exporting !== null && !busy)}
        >
          {busy ? null : <Download aria-hidden="true" />}
          {busy ? REALTOR_COPY.exporting : REALTOR_COPY.exportCsv}
        </Button>
      </div>
      {list.status === 'loading' ? (
        <SpinnerBlock label={dataset === 'properties' ? 'Loading properties' : 'Loading repairs'} />
      ) : list.status === 'error' ? (
        <RetryAlert
          title={loadErrorMessage(dataset, list.error)}
          message={REALTOR_COPY.rulesHint}
          retryLabel={REALTOR_COPY.tryAgain}
          onRetry={onRetry}
        />
      ) : rows.length === 0 ? (
        <EmptyState icon={<EmptyIcon size={28} />} title={empty} titleAs="p" />
      ) : (
        render(rows)
      )}
    </div>
  );
}

/** Rows the dashboard reads a page (api/queries.ts SHARED_REPAIRS_PAGE_SIZE). */
const ONE_PAGE = 100;

/** "Load more repairs" under the table while the server has more; the end said once reached. */
function LoadMore({
  more,
  count,
}: {
  more: RealtorDashboardScreenProps['repairsMore'];
  count: number;
}) {
  // The end is worth saying only once more than one page was read.
  if (!more || (!more.hasMore && count <= ONE_PAGE)) return null;
  if (more.hasMore)
    return (
      <div className={css({ display: 'flex', justifyContent: 'center' })}>
        <Button variant="outline" onClick={more.onLoadMore} loading={more.loading}>
          {more.loading ? REALTOR_COPY.loadingMoreRepairs : REALTOR_COPY.loadMoreRepairs}
        </Button>
      </div>
    );
  return (
    <p role="status" className={css({ textAlign: 'center', color: 'fg.muted', fontSize: 'sm' })}>
      {REALTOR_COPY.allRepairsShown(count)}
    </p>
  );
}

/**
 * A table of what is shared: stacked label/value lines on phones, a wide scroller from md up,
 * its last column the rows' "View details".
 */
function SharedTable({
  scrollLabel,
  headers,
  children,
}: {
  scrollLabel: string;
  /** The columns before Actions; `end` ones (amounts) align to the end. */
  headers: readonly (string | { label: string; end: true })[];
  children: ReactNode;
}) {
  return (
    <Table
      scrollLabel={scrollLabel}
      className={wideFromMd}
      wrapperClassName={tableWrapper}
      stackOnPhones
    >
      <TableHead>
        <TableRow>
          {headers.map((header) =>
            typeof header === 'string' ? (
              <TableHeader key={header}>{header}</TableHeader>
            ) : (
              <TableHeader key={header.label} className={endHeader}>
                {header.label}
              </TableHeader>
            ),
          )}
          <TableHeader className={endHeader}>Actions</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>{children}</TableBody>
    </Table>
  );
}

/** A row's "View details" link, named with what it opens. */
function ViewDetailsCell({ to, subject }: { to: string; subject: string }) {
  return (
    <TableCell className={endFromMd}>
      <Button asChild variant="ghost" size="sm">
        <Link to={to} aria-label={`${REALTOR_COPY.viewDetails}: ${subject}`}>
          {REALTOR_COPY.viewDetails}
        </Link>
      </Button>
    </TableCell>
  );
}

function PropertiesTable({ rows }: { rows: readonly RealtorProperty[] }) {
  return (
    <SharedTable
      scrollLabel="Shared properties (scrolls sideways)"
      headers={['Address', 'City', 'State', 'Zip Code', 'Status']}
    >
      {rows.map((property) => (
        <TableRow key={property.id}>
          <TableCell label="Address" className={css({ fontWeight: 'medium' })}>
            {property.address}
          </TableCell>
          <TableCell label="City">{property.city}</TableCell>
          <TableCell label="State">{property.state}</TableCell>
          <TableCell label="Zip Code">{property.zipCode}</TableCell>
          <TableCell label="Status">
            <RealtorStatusBadge status={property.verificationStatus} />
          </TableCell>
          <ViewDetailsCell to={paths.realtorProperty(property.id)} subject={property.address} />
        </TableRow>
      ))}
    </SharedTable>
  );
}

function RepairsTable({ rows }: { rows: readonly RealtorRepair[] }) {
  return (
    <SharedTable
      scrollLabel="Shared repair history (scrolls sideways)"
      headers={['Service Type', 'Date', { label: 'Cost', end: true }, 'Contractor', 'Validated']}
    >
      {rows.map((repair) => (
        <TableRow key={repair.id}>
          <TableCell label="Service Type" className={css({ fontWeight: 'medium' })}>
            {repair.serviceType || REALTOR_COPY.notAvailable}
            {repair.byPreviousOwner ? (
              <span className={css({ ml: '2' })}>
                <PreviousOwnerBadge size="sm" />
              </span>
            ) : null}
          </TableCell>
          <TableCell label="Date" className={css({ whiteSpace: 'nowrap' })}>
            {repair.date ? formatShortDate(repair.date) : REALTOR_COPY.notAvailable}
          </TableCell>
          <TableCell label="Cost" className={money}>
            {formatCentsOr(repair.costCents, REALTOR_COPY.notAvailable)}
          </TableCell>
          <TableCell label="Contractor">
            {repair.contractorName ?? REALTOR_COPY.notAvailable}
          </TableCell>
          <TableCell label="Validated">
            <ValidatedMark validatedBy={repair.validatedBy} />
          </TableCell>
          <ViewDetailsCell
            to={paths.repair(repair.id)}
            subject={`${repair.serviceType}, ${formatShortDate(repair.date)}`}
          />
        </TableRow>
      ))}
    </SharedTable>
  );
}

const page = pageContainer({ size: '7xl' });
// Visually hidden text in a cell is absolutely positioned: keep it inside the scroller.
const tableWrapper = css({ position: 'relative' });
const toolbar = css({ display: 'flex', justifyContent: 'flex-end' });
// Stacked on phones (label: value lines), so widths and end alignment apply from md up.
const wideFromMd = css({ md: { minW: '2xl' } });
const endFromMd = css({ md: { textAlign: 'end' } });
const endHeader = css({ textAlign: 'end' });
const money = css({
  md: { textAlign: 'end' },
  whiteSpace: 'nowrap',
  fontVariantNumeric: 'tabular-nums',
});
