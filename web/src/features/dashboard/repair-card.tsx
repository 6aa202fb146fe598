import { Pencil } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { formatCentsOr, formatShortDate } from '@homeledger/domain';
import {
  PreviousOwnerBadge,
  RepairProofBadge,
  RepairStatusBadge,
} from '@/components/records/status-badges';
import { Button } from '@/components/ui';
import type { DashboardRepair } from './dashboard-types';
import { attributionLines } from '@/lib/data/attribution';
import { paths } from '@/lib/paths';
import { CardDetailsLink } from './card-details-link';

/** One repair on the dashboard's Repair History tab. Edit only for the user who added it. */
export const RepairCard = memo(function RepairCard({
  repair,
  currentUid,
  thumb,
}: {
  repair: DashboardRepair;
  currentUid: string;
  /** The first photo of the work (the container loads it when the card is in view). */
  thumb?: ReactNode;
}) {
  const titleId = `repair-${repair.id}-title`;
  const attribution = repair.attribution ? attributionLines(repair.attribution) : [];
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.titleRow}>
        <h3 id={titleId} className={styles.title}>
          {repair.serviceType}
        </h3>
        <div className={styles.badges}>
          {repair.byPreviousOwner ? <PreviousOwnerBadge /> : null}
          <RepairProofBadge validatedBy={repair.validatedBy} hasReceipt={repair.hasReceipt} />
          <RepairStatusBadge status={repair.status} />
        </div>
      </div>
      {thumb ? <div className={styles.thumb}>{thumb}</div> : null}
      <p className={styles.address}>{repair.property?.address || 'N/A'}</p>
      {repair.description ? <p className={styles.description}>{repair.description}</p> : null}
      <dl className={styles.facts}>
        <div>
          <dt>Date</dt>
          <dd>{formatShortDate(repair.date)}</dd>
        </div>
        <div>
          <dt>Cost</dt>
          <dd>{formatCentsOr(repair.costCents, 'N/A')}</dd>
        </div>
        <div>
          <dt>Contractor</dt>
          <dd>{repair.contractorName || 'N/A'}</dd>
        </div>
      </dl>
      {attribution.map((line) => (
        <p key={line} className={styles.attribution}>
          {line}
        </p>
      ))}
      <div className={styles.actions}>
        <CardDetailsLink to={paths.repair(repair.id)} titleId={titleId} />
        {repair.addedBy === currentUid ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={paths.editRepair(repair.id)} aria-label={`Edit ${repair.serviceType} repair`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        ) : null}
      </div>
    </article>
  );
});

// Computed once at module load, never per card render.
const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    gap: '2',
    p: '5',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    boxShadow: 'xs',
  }),
  // The badges wrap under the title rather than squeeze it ("Validated by …" can be long).
  titleRow: css({
    display: 'flex',
    flexWrap: 'wrap',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '2',
  }),
  title: css({ flex: '1 1 8rem', fontWeight: 'semibold', fontSize: 'lg', wordBreak: 'break-word' }),
  badges: css({ display: 'flex', gap: '1.5', flexWrap: 'wrap', minW: '0' }),
  address: css({ color: 'fg.muted', fontSize: 'sm' }),
  thumb: css({
    w: '20',
    h: '20',
    borderRadius: 'l2',
    overflow: 'hidden',
    bg: 'bg.muted',
    flexShrink: '0',
  }),
  description: css({ fontSize: 'sm', lineClamp: '3', wordBreak: 'break-word' }),
  facts: css({
    display: 'grid',
    gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
    gap: '2',
    fontSize: 'sm',
    '& dt': { color: 'fg.muted', fontSize: 'xs' },
    '& dd': { fontWeight: 'medium', wordBreak: 'break-word' },
  }),
  attribution: css({ color: 'fg.muted', fontSize: 'xs' }),
  actions: css({ display: 'flex', gap: '2', mt: 'auto', pt: '2' }),
};
