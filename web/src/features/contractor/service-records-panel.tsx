/**
 * The Service Records table (spec "Contractor dashboard"): the contractor's
 * own records, search "Search by client or description...", Refresh, the spec's empty
 * states, and add / edit / delete of manual records (imported ones are read-only:
 * QuickBooks is their source and the next import would overwrite a change).
 * Presentational: the page reads the records and calls the callables.
 */
import { FileText, Pencil, Plus, RefreshCw, Send, Trash2 } from 'lucide-react';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  formatCents,
  formatShortDate,
  serviceRecordStatusLabel,
  type ServiceRecordFormValues,
  type ServiceRecordView,
} from '@homeledger/domain';
import {
  Badge,
  Button,
  ConfirmDialog,
  EmptyState,
  SearchInput,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableHeader,
  TableRow,
} from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { RECORD_FORM_COPY, RECORDS_COPY as COPY } from './contractor-copy';
import type { ServiceRecordList } from './contractor-types';
import type { SubmitOutcome } from './service-record-form-dialog';
import { RecordsGate } from './portal-views';
import { isImported, searchServiceRecords } from './service-records-model';

/**
 * The add/edit form (react-hook-form, the Select, the schema's resolver) loads when it
 * is first opened, not with the portal: most visits only read the records.
 */
const ServiceRecordFormDialog = lazy(() =>
  import('./service-record-form-dialog').then((m) => ({ default: m.ServiceRecordFormDialog })),
);

export interface ServiceRecordsPanelProps {
  records: Loadable<ServiceRecordList>;
  /** The user's calendar date `yyyy-MM-dd` (a new record's default date). */
  today: string;
  onRefresh: () => void;
  refreshing?: boolean;
  onRetry: () => void;
  /** Saves a new record (id null) or an edited one. */
  onSaveRecord: (values: ServiceRecordFormValues, id: string | null) => Promise<SubmitOutcome>;
  /** Deletes a manual record; resolves true when it is gone. */
  onDeleteRecord: (record: ServiceRecordView) => Promise<boolean>;
  /** The "Send to homeowner" dialog of a record (left out: no Send action). */
  renderSendDialog?: (
    record: ServiceRecordView,
    open: boolean,
    onOpenChange: (open: boolean) => void,
  ) => ReactNode;
  /** Empty state with no records at all: go to the QuickBooks tab. */
  onConnectQuickBooks?: () => void;
  /** Catalogue/test: text already in the search box. */
  defaultQuery?: string;
}

export function ServiceRecordsPanel(props: ServiceRecordsPanelProps) {
  const { records } = props;
  const [query, setQuery] = useState(props.defaultQuery ?? '');
  const [editing, setEditing] = useState<ServiceRecordView | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ServiceRecordView | null>(null);
  const [deleteBusy, setDeleteBusy] = useState(false);
  const [sending, setSending] = useState<ServiceRecordView | null>(null);

  const all = records.status === 'ready' ? records.data : [];
  const shown = searchServiceRecords(all, query);

  const confirmDelete = async () => {
    if (!deleting || deleteBusy) return;
    setDeleteBusy(true);
    try {
      if (await props.onDeleteRecord(deleting)) setDeleting(null);
    } finally {
      setDeleteBusy(false);
    }
  };

  return (
    <div className={styles.panel}>
      <div className={styles.toolbar}>
        <SearchInput
          label={COPY.searchLabel}
          placeholder={COPY.searchPlaceholder}
          value={query}
          onChange={(event) => setQuery(event.target.value)}
          rootClassName={css({ flex: '1', minW: { base: 'full', sm: '64' } })}
        />
        <div className={styles.buttons}>
          <Button
            variant="outline"
            onClick={props.onRefresh}
            loading={props.refreshing ?? false}
            disabled={records.status === 'loading'}
          >
            {props.refreshing ? null : <RefreshCw aria-hidden="true" />}
            {props.refreshing ? COPY.refreshing : COPY.refresh}
          </Button>
          <Button onClick={() => setEditing('new')}>
            <Plus aria-hidden="true" />
            {COPY.add}
          </Button>
        </div>
      </div>

      <RecordsGate records={records} onRetry={props.onRetry}>
        {() =>
          shown.length === 0 ? (
            all.length > 0 ? (
              <EmptyState
                icon={<FileText size={28} />}
                title={COPY.emptyTitle}
                titleAs="p"
                description={COPY.emptySearch}
                action={
                  <Button variant="outline" size="sm" onClick={() => setQuery('')}>
                    {COPY.clearSearch}
                  </Button>
                }
              />
            ) : (
              <EmptyState
                icon={<FileText size={28} />}
                title={COPY.emptyTitle}
                titleAs="p"
                description={COPY.emptyNone}
                action={
                  <div className={styles.emptyActions}>
                    {props.onConnectQuickBooks ? (
                      <Button variant="outline" size="sm" onClick={props.onConnectQuickBooks}>
                        {COPY.connectQuickBooks}
                      </Button>
                    ) : null}
                    <Button size="sm" onClick={() => setEditing('new')}>
                      <Plus aria-hidden="true" />
                      {COPY.add}
                    </Button>
                  </div>
                }
              />
            )
          ) : (
            <>
              <p className={styles.count} aria-live="polite">
                {COPY.showing(shown.length, all.length)}
              </p>
              <RecordsTable
                rows={shown}
                onEdit={setEditing}
                onDelete={setDeleting}
                onSend={props.renderSendDialog ? setSending : undefined}
              />
            </>
          )
        }
      </RecordsGate>

      {editing !== null ? (
        <Suspense fallback={null}>
          <ServiceRecordFormDialog
            open
            record={editing === 'new' ? null : editing}
            today={props.today}
            onClose={() => setEditing(null)}
            onSubmit={async (values, id) => {
              const outcome = await props.onSaveRecord(values, id);
              if (outcome.ok) setEditing(null);
              return outcome;
            }}
          />
        </Suspense>
      ) : null}
      <ConfirmDialog
        open={deleting !== null}
        onOpenChange={(open) => {
          if (!open && !deleteBusy) setDeleting(null);
        }}
        title={RECORD_FORM_COPY.deleteTitle}
        description={
          deleting
            ? RECORD_FORM_COPY.deleteText(deleting.client, formatShortDate(deleting.date))
            : null
        }
        confirmLabel={RECORD_FORM_COPY.deleteConfirm}
        destructive
        busy={deleteBusy}
        onConfirm={() => void confirmDelete()}
      />
      {sending && props.renderSendDialog
        ? props.renderSendDialog(sending, true, (open) => {
            if (!open) setSending(null);
          })
        : null}
    </div>
  );
}

function RecordsTable({
  rows,
  onEdit,
  onDelete,
  onSend,
}: {
  rows: readonly ServiceRecordView[];
  onEdit: (record: ServiceRecordView) => void;
  onDelete: (record: ServiceRecordView) => void;
  onSend?: (record: ServiceRecordView) => void;
}) {
  return (
    <Table
      scrollLabel={COPY.tableLabel}
      className={css({ minW: '2xl' })}
      wrapperClassName={styles.wrapper}
    >
      <TableHead>
        <TableRow>
          <TableHeader>{COPY.date}</TableHeader>
          <TableHeader>{COPY.client}</TableHeader>
          <TableHeader>{COPY.description}</TableHeader>
          <TableHeader className={styles.end}>{COPY.amount}</TableHeader>
          <TableHeader>{COPY.statusAndSource}</TableHeader>
          <TableHeader className={styles.end}>{COPY.actions}</TableHeader>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((record) => {
          const date = formatShortDate(record.date);
          const imported = isImported(record);
          return (
            <TableRow key={record.id}>
              <TableCell className={css({ whiteSpace: 'nowrap' })}>{date}</TableCell>
              <TableCell className={css({ fontWeight: 'medium', minW: '32' })}>
                {record.client}
              </TableCell>
              <TableCell className={styles.description}>
                <span className={styles.clamp}>{record.description}</span>
                <OfferNote record={record} />
              </TableCell>
              <TableCell className={styles.money}>
                {formatCents(record.amountCents)}
                {record.balanceCents > 0 ? (
                  <span className={styles.due}>
                    {COPY.balanceDue(formatCents(record.balanceCents))}
                  </span>
                ) : null}
              </TableCell>
              <TableCell>
                <span className={styles.source}>
                  <ServiceRecordStatusBadge status={record.status} />
                  {record.source.kind === 'quickbooks' ? (
                    <span className={styles.doc}>
                      {COPY.sourceQuickBooks}
                      {record.source.docNumber
                        ? ` · ${COPY.invoiceNumber(record.source.docNumber)}`
                        : null}
                    </span>
                  ) : (
                    <span className={styles.doc}>{COPY.sourceManual}</span>
                  )}
                </span>
              </TableCell>
              <TableCell className={styles.end}>
                <div className={styles.rowActions}>
                  {onSend ? (
                    <IconButton
                      label={COPY.sendLabel(record.client, date)}
                      title={COPY.send}
                      onClick={() => onSend(record)}
                    >
                      <Send aria-hidden="true" />
                    </IconButton>
                  ) : null}
                  {imported ? (
                    <span className={css({ srOnly: true })}>{COPY.importedNote}</span>
                  ) : (
                    <>
                      <IconButton
                        label={COPY.editLabel(record.client, date)}
                        title={COPY.edit}
                        onClick={() => onEdit(record)}
                      >
                        <Pencil aria-hidden="true" />
                      </IconButton>
                      <IconButton
                        label={COPY.deleteLabel(record.client, date)}
                        title={COPY.delete}
                        onClick={() => onDelete(record)}
                        danger
                      >
                        <Trash2 aria-hidden="true" />
                      </IconButton>
                    </>
                  )}
                </div>
              </TableCell>
            </TableRow>
          );
        })}
      </TableBody>
    </Table>
  );
}

function OfferNote({ record }: { record: ServiceRecordView }) {
  const offer = record.offer;
  if (!offer) return null;
  const text =
    offer.state === 'accepted'
      ? COPY.offerAccepted(offer.homeownerEmail)
      : offer.state === 'declined'
        ? COPY.offerDeclined(offer.homeownerEmail)
        : COPY.offerSent(offer.homeownerEmail);
  return <span className={styles.offer}>{text}</span>;
}

function IconButton({
  label,
  title,
  onClick,
  danger = false,
  children,
}: {
  label: string;
  title: string;
  onClick: () => void;
  danger?: boolean;
  children: ReactNode;
}) {
  return (
    <Button
      variant="ghost"
      size="sm"
      aria-label={label}
      title={title}
      onClick={onClick}
      className={danger ? styles.danger : styles.icon}
    >
      {children}
    </Button>
  );
}

const STATUS_VARIANT = {
  completed: 'success',
  in_progress: 'info',
  pending: 'warning',
} as const;

/** Completed (green), In Progress (blue), Pending (amber); unknown values read as Completed. */
export function ServiceRecordStatusBadge({ status }: { status: string }) {
  const variant = STATUS_VARIANT[status as keyof typeof STATUS_VARIANT] ?? 'success';
  return <Badge variant={variant}>{serviceRecordStatusLabel(status)}</Badge>;
}

const styles = {
  panel: css({ display: 'flex', flexDirection: 'column', gap: '4' }),
  toolbar: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'stretch', sm: 'center' },
    gap: '3',
  }),
  buttons: css({
    display: 'flex',
    gap: '2',
    flexShrink: '0',
    '& > *': { flex: { base: '1', sm: 'none' } },
  }),
  emptyActions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'center' }),
  count: css({ fontSize: 'sm', color: 'fg.muted' }),
  // Visually hidden text in a cell is absolutely positioned: keep it inside the scroller.
  wrapper: css({ position: 'relative' }),
  end: css({ textAlign: 'end' }),
  description: css({ minW: '48', maxW: 'sm', color: 'fg.muted' }),
  clamp: css({ lineClamp: '2', wordBreak: 'break-word' }),
  offer: css({ display: 'block', mt: '1', fontSize: 'xs', color: 'fg.subtle' }),
  money: css({
    textAlign: 'end',
    whiteSpace: 'nowrap',
    fontVariantNumeric: 'tabular-nums',
    fontWeight: 'medium',
  }),
  due: css({ display: 'block', fontSize: 'xs', fontWeight: 'normal', color: 'warning.text' }),
  source: css({
    display: 'inline-flex',
    flexDirection: 'column',
    alignItems: 'flex-start',
    gap: '1',
  }),
  doc: css({ fontSize: 'xs', color: 'fg.muted', whiteSpace: 'nowrap' }),
  rowActions: css({ display: 'inline-flex', gap: '1', justifyContent: 'flex-end' }),
  icon: css({ px: '0', w: '9' }),
  danger: css({ px: '0', w: '9', color: 'danger.text' }),
};
