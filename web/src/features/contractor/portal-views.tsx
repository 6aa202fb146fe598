/**
 * The portal's Clients and Reports views and the figures shared by the Dashboard:
 * everything here is computed from the contractor's service records (one query).
 * Presentational.
 */
import { BarChart3, Users } from 'lucide-react';
import type { ReactNode } from 'react';
import { css, cx } from 'styled-system/css';
import { formatCents, formatShortDate } from '@homeledger/domain';
import {
  EmptyState,
  RetryAlert,
  SpinnerBlock,
  Table,
  TableBody,
  TableCaption,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { CLIENTS_COPY, RECORDS_COPY, REPORTS_COPY } from './contractor-copy';
import type { MonthRevenue, RevenueReport, ServiceRecordList } from './contractor-types';
import { revenueReport, summarizeClients } from './service-records-model';

/** Loading / failure states shared by the views that read the records. */
export function RecordsGate({
  records,
  onRetry,
  loadingLabel = RECORDS_COPY.loading,
  space,
  retryIcon,
  children,
}: {
  records: Loadable<ServiceRecordList>;
  onRetry: () => void;
  loadingLabel?: string;
  /** Room around the spinner (a panel inside a tab: less). */
  space?: 'sm' | 'lg';
  retryIcon?: ReactNode;
  children: (records: ServiceRecordList) => ReactNode;
}) {
  if (records.status === 'loading') return <SpinnerBlock label={loadingLabel} space={space} />;
  if (records.status === 'error')
    return (
      <RetryAlert
        title={RECORDS_COPY.loadFailed}
        message={RECORDS_COPY.loadFailedText}
        retryLabel={RECORDS_COPY.tryAgain}
        onRetry={onRetry}
        retryIcon={retryIcon}
      />
    );
  return <>{children(records.data)}</>;
}

/** A figure with its label ("Open balance", "$1,234.00"). */
export function StatCard({ label, value, hint }: { label: string; value: string; hint?: string }) {
  return (
    <div className={statCard}>
      <dt className={css({ fontSize: 'sm', color: 'fg.muted' })}>{label}</dt>
      <dd
        className={css({
          fontSize: { base: 'lg', sm: 'xl', lg: '2xl' },
          fontWeight: 'bold',
          fontVariantNumeric: 'tabular-nums',
          lineHeight: '1.2',
          whiteSpace: 'nowrap',
        })}
      >
        {value}
      </dd>
      {hint ? <dd className={css({ fontSize: 'xs', color: 'fg.subtle' })}>{hint}</dd> : null}
    </div>
  );
}

export const statGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: 'repeat(2, minmax(0, 1fr))', lg: 'repeat(4, minmax(0, 1fr))' },
  gap: { base: '3', md: '4' },
});

const statCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  p: { base: '4', md: '5' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'xs',
  minW: '0',
});

// ---- Clients ---------------------------------------------------------------------------------

export function ClientsView({ records }: { records: ServiceRecordList }) {
  const clients = summarizeClients(records);
  if (clients.length === 0)
    return (
      <EmptyState
        icon={<Users size={28} />}
        title={CLIENTS_COPY.empty}
        titleAs="p"
        description={CLIENTS_COPY.emptyText}
      />
    );
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '3' })}>
      <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
        {CLIENTS_COPY.count(clients.length)}
      </p>
      <Table
        scrollLabel={CLIENTS_COPY.tableLabel}
        className={css({ minW: 'xl' })}
        wrapperClassName={css({ position: 'relative' })}
      >
        <TableHead>
          <TableRow>
            <TableHeader>{CLIENTS_COPY.client}</TableHeader>
            <TableHeader className={end}>{CLIENTS_COPY.records}</TableHeader>
            <TableHeader className={end}>{CLIENTS_COPY.billed}</TableHeader>
            <TableHeader className={end}>{CLIENTS_COPY.open}</TableHeader>
            <TableHeader>{CLIENTS_COPY.last}</TableHeader>
          </TableRow>
        </TableHead>
        <TableBody>
          {clients.map((client) => (
            <TableRow key={client.key}>
              <TableHeader
                scope="row"
                className={css({ fontWeight: 'medium', textAlign: 'start' })}
              >
                {client.name}
              </TableHeader>
              <TableCell className={money}>{client.recordCount}</TableCell>
              <TableCell className={money}>{formatCents(client.totalBilledCents)}</TableCell>
              <TableCell
                className={cx(
                  money,
                  client.openBalanceCents > 0 ? css({ color: 'warning.text' }) : undefined,
                )}
              >
                {formatCents(client.openBalanceCents)}
              </TableCell>
              <TableCell className={css({ whiteSpace: 'nowrap' })}>
                {formatShortDate(client.lastServiceDate)}
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </div>
  );
}

// ---- Reports ---------------------------------------------------------------------------------

export function ReportsView({ records, today }: { records: ServiceRecordList; today: string }) {
  if (records.length === 0)
    return (
      <EmptyState
        icon={<BarChart3 size={28} />}
        title={REPORTS_COPY.empty}
        titleAs="p"
        description={REPORTS_COPY.emptyText}
      />
    );
  const report = revenueReport(records, today);
  return (
    <div className={css({ display: 'flex', flexDirection: 'column', gap: '6' })}>
      <dl className={statGrid}>
        <StatCard label={REPORTS_COPY.billed} value={formatCents(report.billedCents)} />
        <StatCard
          label={REPORTS_COPY.collected}
          value={formatCents(report.billedCents - report.openBalanceCents)}
        />
        <StatCard label={REPORTS_COPY.open} value={formatCents(report.totalOpenBalanceCents)} />
        <StatCard label={REPORTS_COPY.records} value={String(report.recordCount)} />
      </dl>
      <RevenueChart report={report} />
      <RevenueTable report={report} />
    </div>
  );
}

const COMPACT = new Intl.NumberFormat('en-US', {
  style: 'currency',
  currency: 'USD',
  notation: 'compact',
  maximumFractionDigits: 1,
});

/** A round top for the axis: 1, 2 or 5 × 10^n dollars, at least $100. */
export function niceMaxCents(maxCents: number): number {
  const dollars = Math.max(100, Math.ceil(maxCents / 100));
  const power = 10 ** Math.floor(Math.log10(dollars));
  const step = [1, 2, 5, 10].find((m) => m * power >= dollars) ?? 10;
  return step * power * 100;
}

function barTitle(month: MonthRevenue): string {
  return `${month.longLabel}: ${formatCents(month.billedCents)} billed, ${formatCents(month.openBalanceCents)} still owed`;
}

/** Stacked bars (paid below, still owed above) per month; the table below carries the figures. */
function RevenueChart({ report }: { report: RevenueReport }) {
  const top = niceMaxCents(Math.max(0, ...report.months.map((m) => m.billedCents)));
  const first = report.months[0];
  const last = report.months.at(-1);
  const slot = 100 / report.months.length;
  const barWidth = slot * 0.62;
  return (
    <figure className={chartCard}>
      <figcaption className={css({ display: 'flex', flexDirection: 'column', gap: '1' })}>
        <span className={css({ fontSize: 'lg', fontWeight: 'semibold' })}>
          {REPORTS_COPY.chartTitle}
        </span>
        <span className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {REPORTS_COPY.chartDescription}
        </span>
      </figcaption>
      <div
        role="img"
        aria-label={REPORTS_COPY.chartLabel(first?.longLabel ?? '', last?.longLabel ?? '')}
        className={css({ display: 'grid', gridTemplateColumns: 'auto 1fr', columnGap: '2' })}
      >
        <div className={axis} aria-hidden="true">
          <span style={{ top: '0%' }}>{COMPACT.format(top / 100)}</span>
          <span style={{ top: '50%' }}>{COMPACT.format(top / 200)}</span>
          <span style={{ top: '100%' }}>{COMPACT.format(0)}</span>
          {/* Sizes the column to the widest label. */}
          <span style={{ position: 'static', visibility: 'hidden', transform: 'none' }}>
            {COMPACT.format(top / 100)}
          </span>
        </div>
        <svg
          viewBox="0 0 100 100"
          preserveAspectRatio="none"
          className={css({ w: 'full', h: { base: '44', md: '56' }, overflow: 'visible' })}
          aria-hidden="true"
          focusable="false"
        >
          {[0, 50, 100].map((y) => (
            <line
              key={y}
              x1="0"
              x2="100"
              y1={y}
              y2={y}
              stroke="var(--colors-border-default)"
              strokeWidth="1"
              vectorEffect="non-scaling-stroke"
            />
          ))}
          {report.months.map((month, index) => {
            const x = index * slot + (slot - barWidth) / 2;
            const total = (month.billedCents / top) * 100;
            const open = (month.openBalanceCents / top) * 100;
            return (
              <g key={month.month}>
                <title>{barTitle(month)}</title>
                <rect
                  x={x}
                  width={barWidth}
                  y={100 - total + open}
                  height={Math.max(0, total - open)}
                  fill="var(--colors-accent-default)"
                />
                <rect
                  x={x}
                  width={barWidth}
                  y={100 - total}
                  height={open}
                  fill="var(--colors-warning-default)"
                />
              </g>
            );
          })}
        </svg>
        <span />
        <div
          aria-hidden="true"
          className={css({ display: 'grid', mt: '1' })}
          style={{ gridTemplateColumns: `repeat(${report.months.length}, minmax(0, 1fr))` }}
        >
          {report.months.map((month) => (
            <span key={month.month} className={monthLabel}>
              <span className={css({ display: { base: 'none', sm: 'inline' } })}>
                {month.label.slice(0, 3)}
              </span>
              <span className={css({ display: { base: 'inline', sm: 'none' } })}>
                {month.label.slice(0, 1)}
              </span>
            </span>
          ))}
        </div>
      </div>
      <div className={legend} aria-hidden="true">
        <span>
          <span className={swatch} style={{ background: 'var(--colors-accent-default)' }} />
          {REPORTS_COPY.legendPaid}
        </span>
        <span>
          <span className={swatch} style={{ background: 'var(--colors-warning-default)' }} />
          {REPORTS_COPY.legendOpen}
        </span>
      </div>
    </figure>
  );
}

function RevenueTable({ report }: { report: RevenueReport }) {
  return (
    <Table
      scrollLabel={`${REPORTS_COPY.tableCaption} (scrolls sideways)`}
      className={css({ minW: 'md' })}
      wrapperClassName={css({ position: 'relative' })}
    >
      <TableCaption className={css({ srOnly: true })}>{REPORTS_COPY.tableCaption}</TableCaption>
      <TableHead>
        <TableRow>
          <TableHeader>{REPORTS_COPY.month}</TableHeader>
          <TableHeader className={end}>{REPORTS_COPY.billedColumn}</TableHeader>
          <TableHeader className={end}>{REPORTS_COPY.openColumn}</TableHeader>
          <TableHeader className={end}>{REPORTS_COPY.recordsColumn}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {[...report.months].reverse().map((month) => (
          <TableRow key={month.month}>
            <TableHeader scope="row" className={rowHeader}>
              {month.longLabel}
            </TableHeader>
            <TableCell className={money}>{formatCents(month.billedCents)}</TableCell>
            <TableCell className={money}>{formatCents(month.openBalanceCents)}</TableCell>
            <TableCell className={money}>{month.recordCount}</TableCell>
          </TableRow>
        ))}
        <TableRow>
          <TableHeader scope="row" className={cx(rowHeader, css({ fontWeight: 'bold' }))}>
            {REPORTS_COPY.total}
          </TableHeader>
          <TableCell className={cx(money, css({ fontWeight: 'bold' }))}>
            {formatCents(report.billedCents)}
          </TableCell>
          <TableCell className={cx(money, css({ fontWeight: 'bold' }))}>
            {formatCents(report.openBalanceCents)}
          </TableCell>
          <TableCell className={cx(money, css({ fontWeight: 'bold' }))}>
            {report.recordCount}
          </TableCell>
        </TableRow>
      </TableBody>
    </Table>
  );
}

const end = css({ textAlign: 'end' });
/** A row's header cell, styled like its cells (the kit's header cells are column captions). */
const rowHeader = css({
  textAlign: 'start',
  textTransform: 'none',
  letterSpacing: 'normal',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.default',
});
const money = css({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const chartCard = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '4',
  p: { base: '4', md: '6' },
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'xs',
  m: '0',
});
const axis = css({
  position: 'relative',
  fontSize: 'xs',
  color: 'fg.muted',
  fontVariantNumeric: 'tabular-nums',
  h: { base: '44', md: '56' },
  '& > span': {
    position: 'absolute',
    right: '0',
    transform: 'translateY(-50%)',
    whiteSpace: 'nowrap',
  },
});
const monthLabel = css({ textAlign: 'center', fontSize: 'xs', color: 'fg.muted' });
const legend = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: '4',
  fontSize: 'sm',
  color: 'fg.muted',
  '& > span': { display: 'inline-flex', alignItems: 'center', gap: '2' },
});
const swatch = css({ display: 'inline-block', w: '3', h: '3', borderRadius: 'l1' });
