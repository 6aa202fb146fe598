/**
 * The QuickBooks Integration tab (spec "Contractor dashboard", §8 Accounting):
 * the connection's state from quickbooksStatus — not connected,
 * connected, expired (refresh failed), not configured — its actions (Connect,
 * Fetch Invoices, Disconnect) and the "Recent Invoices" table: the service records
 * imported from QuickBooks, newest first. Presentational: the page calls the callables.
 */
import { CircleCheck, Download, Link2, RefreshCw, Unplug } from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { formatCents, formatShortDate } from '@homeledger/domain';
import {
  Alert,
  Button,
  ConfirmDialog,
  EmptyState,
  Spinner,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { QUICKBOOKS_COPY as COPY } from './contractor-copy';
import type { QuickBooksBusy, QuickBooksStatus, ServiceRecordList } from './contractor-types';
import { RecordsGate } from './portal-views';
import { quickbooksInvoices } from './service-records-model';

export interface QuickBooksPanelProps {
  status: Loadable<QuickBooksStatus>;
  records: Loadable<ServiceRecordList>;
  busy: QuickBooksBusy;
  onConnect: () => void;
  onImport: () => void;
  /** Resolves true once disconnected (the confirmation then closes). */
  onDisconnect: () => Promise<boolean>;
  onRetryStatus: () => void;
  onRetryRecords: () => void;
}

const INSTANT = new Intl.DateTimeFormat('en-US', {
  month: 'short',
  day: 'numeric',
  year: 'numeric',
  hour: 'numeric',
  minute: '2-digit',
});

/** "Nov 23, 2026, 9:41 AM" in the viewer's time zone (an instant, unlike a service date). */
export function formatInstant(iso: string | undefined): string | null {
  if (!iso) return null;
  const date = new Date(iso);
  return Number.isNaN(date.getTime()) ? null : INSTANT.format(date);
}

export function QuickBooksPanel(props: QuickBooksPanelProps) {
  const { status } = props;
  const connected = status.status === 'ready' && status.data.connected;
  return (
    <div className={styles.panel}>
      <section className={styles.card} aria-labelledby="quickbooks-title">
        <h2 id="quickbooks-title" className={styles.cardTitle}>
          {COPY.title}
        </h2>
        <ConnectionState {...props} />
      </section>
      <section aria-labelledby="recent-invoices-title" className={styles.invoices}>
        <h2 id="recent-invoices-title" className={styles.sectionTitle}>
          {COPY.recentInvoices}
        </h2>
        <RecentInvoices
          records={props.records}
          connected={connected}
          onRetry={props.onRetryRecords}
        />
      </section>
    </div>
  );
}

function ConnectionState(props: QuickBooksPanelProps) {
  const { status, busy } = props;
  if (status.status === 'loading')
    return (
      <div className={css({ display: 'flex', justifyContent: 'center', py: '8' })}>
        <Spinner label={COPY.checking} />
      </div>
    );
  if (status.status === 'error')
    return (
      <Alert variant="danger" title={COPY.statusFailed}>
        <Button
          variant="outline"
          size="sm"
          onClick={props.onRetryStatus}
          className={css({ mt: '2' })}
        >
          {COPY.tryAgain}
        </Button>
      </Alert>
    );
  const data = status.data;
  if (data.problem === 'not-configured')
    return (
      <Alert variant="warning" title={COPY.notConfiguredTitle}>
        {COPY.notConfiguredText}
      </Alert>
    );
  const connectButton = (label: string) => (
    <Button onClick={props.onConnect} loading={busy === 'connecting'} disabled={busy !== null}>
      {busy === 'connecting' ? null : <Link2 aria-hidden="true" />}
      {busy === 'connecting' ? COPY.connecting : label}
    </Button>
  );
  if (!data.connected && data.problem === 'refresh-failed')
    return (
      <div className={styles.stack}>
        <Alert variant="warning" title={COPY.expiredTitle}>
          {COPY.expiredText}
        </Alert>
        <div>{connectButton(COPY.connectAgain)}</div>
      </div>
    );
  if (!data.connected)
    return (
      <div className={styles.stack}>
        <p className={css({ color: 'fg.muted', maxW: 'prose' })}>{COPY.intro}</p>
        <div>{connectButton(COPY.connect)}</div>
      </div>
    );
  return <Connected {...props} data={data} />;
}

function Connected({
  data,
  busy,
  onImport,
  onDisconnect,
}: QuickBooksPanelProps & { data: QuickBooksStatus }) {
  const [confirming, setConfirming] = useState(false);
  const connectedAt = formatInstant(data.connectedAt);
  const lastImport = formatInstant(data.lastImportAt);
  return (
    <div className={styles.stack}>
      <p className={styles.connected} role="status">
        <CircleCheck aria-hidden="true" />
        {COPY.connected}
      </p>
      <dl className={styles.facts}>
        {data.companyName ? (
          <div>
            <dt>{COPY.company}</dt>
            <dd>{data.companyName}</dd>
          </div>
        ) : null}
        {data.realmId ? (
          <div>
            <dt>{COPY.realm}</dt>
            <dd className={css({ fontVariantNumeric: 'tabular-nums' })}>{data.realmId}</dd>
          </div>
        ) : null}
        {connectedAt ? (
          <div>
            <dt>{COPY.connectedAt}</dt>
            <dd>{connectedAt}</dd>
          </div>
        ) : null}
        <div>
          <dt>{COPY.lastImport}</dt>
          <dd>{lastImport ?? COPY.never}</dd>
        </div>
      </dl>
      <div className={styles.actions}>
        <Button onClick={onImport} loading={busy === 'importing'} disabled={busy !== null}>
          {busy === 'importing' ? null : <Download aria-hidden="true" />}
          {busy === 'importing' ? COPY.fetching : COPY.fetch}
        </Button>
        <Button variant="outline" onClick={() => setConfirming(true)} disabled={busy !== null}>
          <Unplug aria-hidden="true" />
          {COPY.disconnect}
        </Button>
      </div>
      <ConfirmDialog
        open={confirming}
        onOpenChange={(open) => {
          if (!open && busy !== 'disconnecting') setConfirming(false);
        }}
        title={COPY.disconnectTitle}
        description={COPY.disconnectText}
        confirmLabel={busy === 'disconnecting' ? COPY.disconnecting : COPY.disconnect}
        destructive
        busy={busy === 'disconnecting'}
        onConfirm={() => {
          void onDisconnect().then((done) => {
            if (done) setConfirming(false);
          });
        }}
      />
    </div>
  );
}

function RecentInvoices({
  records,
  connected,
  onRetry,
}: {
  records: Loadable<ServiceRecordList>;
  connected: boolean;
  onRetry: () => void;
}) {
  return (
    <RecordsGate
      records={records}
      onRetry={onRetry}
      loadingLabel={COPY.loadingInvoices}
      space="sm"
      retryIcon={<RefreshCw aria-hidden="true" />}
    >
      {(list) => <InvoiceTable records={list} connected={connected} />}
    </RecordsGate>
  );
}

function InvoiceTable({ records, connected }: { records: ServiceRecordList; connected: boolean }) {
  const invoices = quickbooksInvoices(records);
  if (invoices.length === 0)
    return (
      <EmptyState
        title={COPY.noInvoices}
        titleAs="p"
        description={connected ? COPY.noInvoicesText : COPY.noInvoicesDisconnected}
      />
    );
  return (
    <Table
      scrollLabel={COPY.recentInvoicesLabel}
      className={css({ minW: 'xl' })}
      wrapperClassName={css({ position: 'relative' })}
    >
      <TableHead>
        <TableRow>
          <TableHeader>{COPY.invoiceNumber}</TableHeader>
          <TableHeader>{COPY.date}</TableHeader>
          <TableHeader>{COPY.customer}</TableHeader>
          <TableHeader className={styles.end}>{COPY.amount}</TableHeader>
          <TableHeader className={styles.end}>{COPY.balance}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {invoices.map((invoice) => (
          <TableRow key={invoice.id}>
            <TableCell className={css({ fontWeight: 'medium', whiteSpace: 'nowrap' })}>
              {invoice.source.kind === 'quickbooks' && invoice.source.docNumber
                ? invoice.source.docNumber
                : '—'}
            </TableCell>
            <TableCell className={css({ whiteSpace: 'nowrap' })}>
              {formatShortDate(invoice.date)}
            </TableCell>
            <TableCell>{invoice.client}</TableCell>
            <TableCell className={styles.money}>{formatCents(invoice.amountCents)}</TableCell>
            <TableCell className={styles.money}>{formatCents(invoice.balanceCents)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '8' }),
  card: css({
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'xs',
    p: { base: '5', md: '6' },
    display: 'flex',
    flexDirection: 'column',
    gap: '4',
  }),
  cardTitle: css({ fontSize: 'lg', fontWeight: 'semibold' }),
  sectionTitle: css({ fontSize: 'lg', fontWeight: 'semibold', mb: '3' }),
  invoices: css({ display: 'flex', flexDirection: 'column' }),
  stack: css({ display: 'flex', flexDirection: 'column', gap: '4', alignItems: 'stretch' }),
  connected: css({
    display: 'inline-flex',
    alignItems: 'center',
    gap: '2',
    fontWeight: 'semibold',
    color: 'success.text',
    '& svg': { w: '5', h: '5' },
  }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: { base: '1fr', sm: 'repeat(2, minmax(0, 1fr))' },
    gap: '3',
    '& dt': {
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
      textTransform: 'uppercase',
      letterSpacing: 'wide',
    },
    '& dd': { fontSize: 'sm', color: 'fg.default', wordBreak: 'break-word' },
  }),
  actions: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    gap: '3',
    '& > *': { width: { base: 'full', sm: 'auto' } },
  }),
  end: css({ textAlign: 'end' }),
  money: css({ textAlign: 'end', whiteSpace: 'nowrap', fontVariantNumeric: 'tabular-nums' }),
};
