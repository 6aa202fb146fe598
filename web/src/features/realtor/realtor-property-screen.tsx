/**
 * /realtor/property/{id}: the property history report a realtor hands a buyer (the
 * spec leaves this screen open). Address, status, owner, statistics and the full
 * repair table with Validated and Receipt marks. "Print / Save as PDF" prints it: the
 * print styles drop the site's navigation bar, footer and buttons, print black on
 * white, fit the table to the page and never split a row across pages.
 */
import { ArrowLeft, ExternalLink, Printer } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css, cx } from 'styled-system/css';
import { pageContainer } from 'styled-system/recipes';
import type { SystemStyleObject } from 'styled-system/types';
import {
  cityStateZip,
  formatCents,
  formatCentsOr,
  formatLongDate,
  formatShortDate,
  recomputeStats,
  transferredNote,
  type RepairStats,
} from '@homeledger/domain';
import { PageLoader } from '@/components/layout/page-loader';
import {
  Alert,
  Button,
  Spinner,
  SpinnerBlock,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { REPORT_COPY } from './realtor-copy';
import { PreviousOwnerBadge } from '@/components/records/status-badges';
import { RealtorStatusBadge, ValidatedMark } from './realtor-marks';
import type { RealtorPropertyDetail, RealtorReportRepair } from './realtor-types';
import { paths } from '@/lib/paths';

export interface RealtorPropertyScreenProps {
  property: Loadable<RealtorPropertyDetail>;
  repairs: Loadable<readonly RealtorReportRepair[]>;
  /**
   * Opens a repair's receipt in a new tab, read only on this click (a home with 200
   * receipts downloads none on open). Rejects when the file cannot be read.
   */
  onOpenReceipt: (repair: RealtorReportRepair) => Promise<void>;
  /** The report's date, `yyyy-MM-dd`. */
  reportDate: string;
  onPrint: () => void;
  /** The Home History Report panel (provided by app/); not printed. */
  reportPanel?: ReactNode;
}

export function RealtorPropertyScreen(props: RealtorPropertyScreenProps) {
  const { property } = props;
  return (
    <section className={page} aria-labelledby="report-title" data-report="">
      <div className={toolbar}>
        <Button asChild variant="ghost" size="sm" className={css({ ml: '-3' })}>
          <Link to={paths.realtor}>
            <ArrowLeft aria-hidden="true" />
            {REPORT_COPY.back}
          </Link>
        </Button>
        {property.status === 'ready' ? (
          <Button onClick={props.onPrint}>
            <Printer aria-hidden="true" />
            {REPORT_COPY.print}
          </Button>
        ) : null}
      </div>
      {property.status === 'ready' ? (
        <>
          <Report {...props} property={property.data} />
          {/* After the report, not above its title: the page reads as the report first. */}
          {props.reportPanel ? (
            <div className={cx(noPrint, css({ mt: '10' }))}>{props.reportPanel}</div>
          ) : null}
        </>
      ) : (
        <>
          <h1 id="report-title" className={css({ srOnly: true })}>
            {REPORT_COPY.eyebrow}
          </h1>
          {property.status === 'loading' ? (
            <PageLoader />
          ) : (
            <Alert variant="danger">{REPORT_COPY.loadFailed}</Alert>
          )}
        </>
      )}
    </section>
  );
}

function Report(
  props: Omit<RealtorPropertyScreenProps, 'property'> & {
    property: RealtorPropertyDetail;
  },
) {
  const { property, repairs } = props;
  // The statistics of the rows the table shows (the stored ones until they arrive).
  const stats: RepairStats =
    repairs.status === 'ready'
      ? recomputeStats(repairs.data)
      : {
          repairCount: property.repairCount,
          lastRepairDate: property.lastRepairDate,
          totalSpentCents: property.totalSpentCents,
        };
  return (
    <article className={css({ display: 'flex', flexDirection: 'column', gap: '8' })}>
      <header className={reportHeader}>
        <p className={eyebrow}>{REPORT_COPY.eyebrow}</p>
        <div className={css({ display: 'flex', alignItems: 'center', gap: '3', flexWrap: 'wrap' })}>
          <h1 id="report-title" className={css({ textStyle: 'h2', wordBreak: 'break-word' })}>
            {property.address}
          </h1>
          <RealtorStatusBadge status={property.verificationStatus} />
        </div>
        <p className={css({ color: 'fg.muted' })}>{cityStateZip(property)}</p>
        {property.transferredOn ? (
          <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {transferredNote(formatShortDate(property.transferredOn))}
          </p>
        ) : null}
        <dl className={facts}>
          <div>
            <dt className={factLabel}>{REPORT_COPY.owner}</dt>
            <dd className={css({ fontWeight: 'medium', wordBreak: 'break-word' })}>
              {property.ownerName ?? (
                <span className={css({ color: 'fg.muted', fontWeight: 'normal' })}>
                  {REPORT_COPY.ownerUnavailable}
                </span>
              )}
            </dd>
          </div>
          <div>
            <dt className={factLabel}>{REPORT_COPY.generated}</dt>
            <dd className={css({ fontWeight: 'medium' })}>{formatLongDate(props.reportDate)}</dd>
          </div>
        </dl>
      </header>

      <section aria-labelledby="report-statistics">
        <h2 id="report-statistics" className={sectionTitle}>
          {REPORT_COPY.statistics}
        </h2>
        <dl className={statsGrid}>
          <Statistic label={REPORT_COPY.totalRepairs} value={String(stats.repairCount)} />
          <Statistic
            label={REPORT_COPY.lastRepair}
            value={
              stats.lastRepairDate
                ? formatShortDate(stats.lastRepairDate)
                : REPORT_COPY.notAvailable
            }
          />
          <Statistic
            label={REPORT_COPY.totalSpent}
            value={
              stats.totalSpentCents === null
                ? REPORT_COPY.notAvailable
                : formatCents(stats.totalSpentCents)
            }
          />
        </dl>
      </section>

      <section aria-labelledby="report-history">
        <h2 id="report-history" className={sectionTitle}>
          {REPORT_COPY.history}
        </h2>
        <RepairTable repairs={repairs} onOpenReceipt={props.onOpenReceipt} />
        <p className={footnote}>{REPORT_COPY.footnote}</p>
      </section>
    </article>
  );
}

function Statistic({ label, value }: { label: string; value: string }) {
  return (
    <div className={statBox}>
      <dt className={factLabel}>{label}</dt>
      <dd
        className={css({
          fontSize: 'xl',
          fontWeight: 'semibold',
          fontVariantNumeric: 'tabular-nums',
        })}
      >
        {value}
      </dd>
    </div>
  );
}

function RepairTable({
  repairs,
  onOpenReceipt,
}: {
  repairs: Loadable<readonly RealtorReportRepair[]>;
  onOpenReceipt: (repair: RealtorReportRepair) => Promise<void>;
}) {
  if (repairs.status === 'loading')
    return <SpinnerBlock label="Loading the repair history" space="md" />;
  if (repairs.status === 'error')
    return <Alert variant="danger">{REPORT_COPY.repairsFailed}</Alert>;
  if (repairs.data.length === 0)
    return <p className={css({ color: 'fg.muted', py: '6' })}>{REPORT_COPY.noRepairs}</p>;
  return (
    <Table
      scrollLabel="Repair history (scrolls sideways)"
      className={table}
      wrapperClassName={tableWrapper}
    >
      <TableHead>
        <TableRow>
          <TableHeader className={css({ w: '7rem' })}>Date</TableHeader>
          <TableHeader>Service Type</TableHeader>
          <TableHeader>Description</TableHeader>
          <TableHeader>Contractor</TableHeader>
          <TableHeader className={css({ textAlign: 'end' })}>Cost</TableHeader>
          <TableHeader>Validated</TableHeader>
          <TableHeader>{REPORT_COPY.receipt}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {repairs.data.map((repair) => (
          <TableRow key={repair.id} className={row}>
            <TableCell className={css({ whiteSpace: 'nowrap' })}>
              {repair.date ? formatShortDate(repair.date) : REPORT_COPY.notAvailable}
            </TableCell>
            <TableCell className={css({ fontWeight: 'medium' })}>
              {repair.serviceType || REPORT_COPY.notAvailable}
              {repair.byPreviousOwner ? (
                <span className={css({ ml: '2' })}>
                  <PreviousOwnerBadge size="sm" />
                </span>
              ) : null}
            </TableCell>
            <TableCell className={description}>
              {repair.description ?? REPORT_COPY.notAvailable}
            </TableCell>
            <TableCell>{repair.contractorName ?? REPORT_COPY.notAvailable}</TableCell>
            <TableCell className={money}>
              {formatCentsOr(repair.costCents, REPORT_COPY.notAvailable)}
            </TableCell>
            <TableCell>
              <ValidatedMark validatedBy={repair.validatedBy} />
            </TableCell>
            <TableCell>
              <ReceiptMark repair={repair} onOpen={onOpenReceipt} />
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

/**
 * On screen, a button that opens the receipt. On paper, only "On file": a download link
 * carries a token that opens the file for anyone holding it, so it must not travel in a PDF.
 */
function ReceiptMark({
  repair,
  onOpen,
}: {
  repair: RealtorReportRepair;
  onOpen: (repair: RealtorReportRepair) => Promise<void>;
}) {
  const [state, setState] = useState<'idle' | 'opening' | 'failed'>('idle');
  if (!repair.receiptPath)
    return <span className={css({ color: 'fg.muted' })}>{REPORT_COPY.noReceipt}</span>;
  const name = repair.receiptName ?? REPORT_COPY.receipt;
  const open = () => {
    if (state === 'opening') return;
    setState('opening');
    onOpen(repair).then(
      () => setState('idle'),
      (error: unknown) => {
        console.error('Opening the receipt failed', error);
        setState('failed');
      },
    );
  };
  return (
    <>
      <span className={printOnly}>{REPORT_COPY.receiptOnFile}</span>
      <span
        className={cx(screenOnly, css({ display: 'inline-flex', alignItems: 'center', gap: '2' }))}
      >
        <Button
          variant="link"
          size="sm"
          onClick={open}
          aria-busy={state === 'opening'}
          className={receiptLink}
          aria-label={`${REPORT_COPY.viewReceipt}: ${name} (opens in a new tab)`}
        >
          {REPORT_COPY.viewReceipt}
          {state === 'opening' ? (
            <Spinner size="sm" label={`Opening ${name}`} />
          ) : (
            <ExternalLink aria-hidden="true" size={14} />
          )}
        </Button>
        {state === 'failed' ? (
          <span role="status" className={css({ color: 'fg.muted' })}>
            {REPORT_COPY.receiptUnavailable}
          </span>
        ) : null}
      </span>
    </>
  );
}

// ---- styles (screen first, then `_print`) ----

/**
 * On paper the report is the whole page: the site's navigation bar, footer, skip link
 * and toasts go, the fixed-navbar offset of <main> goes, and everything is black on
 * white whatever the theme.
 */
const page = cx(
  pageContainer({ size: '6xl' }),
  css({
    _print: {
      maxW: 'none',
      p: '0',
      color: 'black',
      '& *': {
        color: 'black !important',
        backgroundColor: 'transparent !important',
        boxShadow: 'none !important',
        borderColor: '#9ca3af !important',
      },
      // Panda's types only allow selectors that start or end with `&`; these reach
      // the page around the report (its ancestors and their other children).
      ...({
        'body:has(&) [data-testid="navbar"], body:has(&) footer, body:has(&) a[href="#main"], body:has(&) [data-scope="toast"]':
          { display: 'none !important' },
        'html:has(&), body:has(&)': { backgroundColor: 'white !important', colorScheme: 'light' },
        'body:has(&) main': { paddingTop: '0 !important' },
      } as SystemStyleObject),
    },
  }),
);
const toolbar = css({
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'space-between',
  gap: '3',
  flexWrap: 'wrap',
  mb: '6',
  _print: { display: 'none' },
});
const reportHeader = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '1',
  pb: '6',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  _print: { pb: '4' },
});
const eyebrow = css({
  fontSize: 'sm',
  fontWeight: 'semibold',
  letterSpacing: 'wide',
  textTransform: 'uppercase',
  color: 'accent.text',
});
const facts = css({
  display: 'flex',
  flexWrap: 'wrap',
  gap: { base: '4', sm: '10' },
  mt: '4',
});
const factLabel = css({ fontSize: 'sm', color: 'fg.muted' });
const sectionTitle = css({
  fontSize: 'lg',
  fontWeight: 'semibold',
  mb: '3',
  _print: { fontSize: '13pt', mb: '2' },
});
const statsGrid = css({
  display: 'grid',
  gridTemplateColumns: { base: '1fr', sm: 'repeat(3, minmax(0, 1fr))' },
  gap: '4',
  _print: { gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: '3' },
});
const statBox = css({
  p: '4',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  bg: 'bg.default',
  _print: { p: '2', breakInside: 'avoid' },
});
// `relative`: visually hidden text in a cell stays inside the scroller.
const tableWrapper = css({
  position: 'relative',
  _print: { overflow: 'visible !important', border: 'none' },
});
const table = css({
  minW: '4xl',
  _print: {
    minW: '0 !important',
    w: 'full',
    fontSize: '9pt',
    tableLayout: 'auto',
    '& th, & td': { px: '1.5 !important', py: '1 !important', verticalAlign: 'top' },
    '& thead': { display: 'table-header-group' },
    '& th': { borderBottomWidth: '1.5px', whiteSpace: 'nowrap' },
  },
});
const row = css({ breakInside: 'avoid', pageBreakInside: 'avoid' });
const description = css({
  minW: '56',
  maxW: 'md',
  color: 'fg.muted',
  _print: { minW: '0', maxW: 'none' },
});
const money = css({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' });
const footnote = css({ mt: '3', fontSize: 'sm', color: 'fg.muted', _print: { fontSize: '8pt' } });
const receiptLink = css({ gap: '1', whiteSpace: 'nowrap' });
const printOnly = css({ display: 'none', _print: { display: 'inline' } });
const screenOnly = css({ _print: { display: 'none' } });

const noPrint = css({ mb: '8', _print: { display: 'none' } });
