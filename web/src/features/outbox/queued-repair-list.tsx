/**
 * Repairs waiting in this device's outbox, as cards above a Repair History list (the
 * dashboard's and a property's): their own state badge and words, and what can be done
 * with each (a queued repair is not a server repair: no View Details, no validation).
 * Presentational: the container binds the store and the page's navigation.
 */
import {
  AlertTriangle,
  CloudOff,
  Download,
  Pencil,
  RotateCw,
  Trash2,
  UploadCloud,
} from 'lucide-react';
import { useState } from 'react';
import { css } from 'styled-system/css';
import { formatCentsOr, formatShortDate, serviceTypeLabel } from '@homeledger/domain';
import { Badge, TapButton } from '@/components/ui';
import { OUTBOX_COPY } from './outbox-copy';
import type { QueuedRepair } from './outbox-types';

export interface QueuedRepairListProps {
  items: readonly QueuedRepair[];
  /** Show each card's home (the dashboard lists every home's). */
  showAddress?: boolean;
  onRetry: (item: QueuedRepair) => void;
  onEdit: (item: QueuedRepair) => void;
  onDelete: (item: QueuedRepair) => void;
  onDownload: (item: QueuedRepair) => void;
}

export function QueuedRepairList({ items, ...actions }: QueuedRepairListProps) {
  if (items.length === 0) return null;
  return (
    <ul aria-label={OUTBOX_COPY.listLabel} className={styles.list}>
      {items.map((item) => (
        <li key={item.id}>
          <QueuedRepairCard item={item} {...actions} />
        </li>
      ))}
    </ul>
  );
}

export function queuedTitle(item: Pick<QueuedRepair, 'values'>): string {
  const { serviceType, otherServiceType } = item.values;
  if (serviceType === 'other' && otherServiceType.trim()) return otherServiceType.trim();
  return serviceType ? serviceTypeLabel(serviceType) : 'Repair';
}

function costText(cost: string): string {
  const dollars = Number(cost);
  return cost.trim() && Number.isFinite(dollars)
    ? formatCentsOr(Math.round(dollars * 100), 'N/A')
    : 'N/A';
}

const BADGES = {
  waiting: { variant: 'warning', icon: CloudOff, label: OUTBOX_COPY.waiting },
  sending: { variant: 'info', icon: UploadCloud, label: OUTBOX_COPY.sending },
  failed: { variant: 'danger', icon: AlertTriangle, label: OUTBOX_COPY.failed },
  conflict: { variant: 'danger', icon: AlertTriangle, label: OUTBOX_COPY.conflict },
} as const;

function QueuedRepairCard({
  item,
  showAddress = false,
  onRetry,
  onEdit,
  onDelete,
  onDownload,
}: Omit<QueuedRepairListProps, 'items'> & { item: QueuedRepair }) {
  const [confirming, setConfirming] = useState(false);
  const titleId = `queued-${item.id}-title`;
  const badge = BADGES[item.state];
  const Icon = badge.icon;
  const title = queuedTitle(item);
  const discard = item.state === 'conflict' ? OUTBOX_COPY.discard : OUTBOX_COPY.remove;
  return (
    <article className={styles.card} aria-labelledby={titleId} data-state={item.state}>
      <div className={styles.titleRow}>
        <h3 id={titleId} className={styles.title}>
          {title}
        </h3>
        <Badge variant={badge.variant}>
          <Icon aria-hidden="true" size={14} />
          {badge.label}
        </Badge>
      </div>
      {showAddress ? <p className={styles.muted}>{item.property.address}</p> : null}
      {item.values.description ? (
        <p className={styles.description}>{item.values.description}</p>
      ) : null}
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>{item.values.date ? formatShortDate(item.values.date) : 'N/A'}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{costText(item.values.cost)}</dd>
        </div>
        <div>
          <dt>Contractor</dt>
          <dd>{item.values.contractorName || 'N/A'}</dd>
        </div>
      </dl>
      {item.file ? <p className={styles.muted}>{OUTBOX_COPY.withReceipt(item.file.name)}</p> : null}
      <StateText item={item} />
      {confirming ? (
        <div className={styles.confirm} role="group" aria-label={OUTBOX_COPY.confirmDiscard}>
          <p>{OUTBOX_COPY.confirmDiscard}</p>
          <div className={styles.actions}>
            <TapButton variant="danger" icon={Trash2} onClick={() => onDelete(item)}>
              {discard}
            </TapButton>
            <TapButton variant="outline" onClick={() => setConfirming(false)}>
              {OUTBOX_COPY.keep}
            </TapButton>
          </div>
        </div>
      ) : item.state === 'sending' ? null : (
        <div className={styles.actions}>
          {item.state === 'failed' ? (
            <TapButton
              variant="solid"
              icon={RotateCw}
              aria-describedby={titleId}
              onClick={() => onRetry(item)}
            >
              {OUTBOX_COPY.retry}
            </TapButton>
          ) : null}
          {item.state === 'conflict' ? (
            <TapButton
              variant="solid"
              icon={Download}
              aria-describedby={titleId}
              onClick={() => onDownload(item)}
            >
              {OUTBOX_COPY.download}
            </TapButton>
          ) : (
            <TapButton
              variant="outline"
              icon={Pencil}
              aria-label={`${OUTBOX_COPY.edit} ${title} repair`}
              onClick={() => onEdit(item)}
            >
              {OUTBOX_COPY.edit}
            </TapButton>
          )}
          <TapButton
            variant="ghost"
            icon={Trash2}
            className={styles.danger}
            aria-label={`${discard} ${title} repair`}
            onClick={() => setConfirming(true)}
          >
            {discard}
          </TapButton>
        </div>
      )}
    </article>
  );
}

function StateText({ item }: { item: QueuedRepair }) {
  switch (item.state) {
    case 'waiting':
      return <p className={styles.muted}>{OUTBOX_COPY.waitingText}</p>;
    case 'sending':
      return (
        <p className={styles.muted} role="status">
          {OUTBOX_COPY.sendingText}
        </p>
      );
    case 'failed':
      return (
        <p className={styles.problem} role="alert">
          {OUTBOX_COPY.failedText} {item.reason ?? OUTBOX_COPY.unknownFailure}
        </p>
      );
    case 'conflict':
      return (
        <div className={styles.problem} role="alert">
          {item.reason ? <p className={css({ fontWeight: 'medium' })}>{item.reason}</p> : null}
          <p>{OUTBOX_COPY.conflictText}</p>
        </div>
      );
  }
}

const styles = {
  list: css({
    display: 'grid',
    gridTemplateColumns: {
      base: '1fr',
      md: 'repeat(2, minmax(0, 1fr))',
      xl: 'repeat(3, minmax(0, 1fr))',
    },
    gap: '4',
    mb: '4',
  }),
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '5',
    h: 'full',
    bg: 'bg.default',
    borderWidth: '1px',
    borderStyle: 'dashed',
    borderColor: 'border.default',
    borderRadius: 'l3',
    '&[data-state=failed], &[data-state=conflict]': { borderColor: 'danger.default' },
  }),
  titleRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '2',
  }),
  title: css({ flex: '1 1 8rem', fontWeight: 'semibold', fontSize: 'lg', wordBreak: 'break-word' }),
  muted: css({ color: 'fg.muted', fontSize: 'sm', wordBreak: 'break-word' }),
  description: css({ fontSize: 'sm', lineClamp: '3', wordBreak: 'break-word' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '2',
    fontSize: 'sm',
    '& dt': { color: 'fg.muted', fontSize: 'xs' },
    '& dd': { fontWeight: 'medium', wordBreak: 'break-word' },
  }),
  problem: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '1',
    color: 'danger.text',
    fontSize: 'sm',
  }),
  confirm: css({ display: 'flex', flexDirection: 'column', gap: '2', fontSize: 'sm' }),
  actions: css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: 'auto', pt: '2' }),
  danger: css({ color: 'danger.text' }),
};
