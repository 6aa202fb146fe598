import { Pencil } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { formatCentsOr, formatShortDate } from '@homeledger/domain';
import { RepairProofBadge, RepairStatusBadge } from '../../components/records/status-badges';
import { Button } from '../../components/ui';
import type { DashboardRepair } from './dashboard-types';

/** One repair on the dashboard's Repair History tab. Edit only for the user who added it. */
export function RepairCard({
  repair,
  currentUid,
}: {
  repair: DashboardRepair;
  currentUid: string;
}) {
  const titleId = `repair-${repair.id}-title`;
  return (
    <article className={card} aria-labelledby={titleId}>
      <div
        className={css({
          display: 'flex',
          alignItems: 'flex-start',
          justifyContent: 'space-between',
          gap: '3',
        })}
      >
        <h3
          id={titleId}
          className={css({ fontWeight: 'semibold', fontSize: 'lg', wordBreak: 'break-word' })}
        >
          {repair.serviceType}
        </h3>
        <div
          className={css({
            display: 'flex',
            gap: '1.5',
            flexWrap: 'wrap',
            justifyContent: 'flex-end',
          })}
        >
          <RepairProofBadge
            validated={repair.isContractorValidated}
            hasReceipt={Boolean(repair.receipt)}
          />
          <RepairStatusBadge status={repair.status} />
        </div>
      </div>
      <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>
        {repair.property?.address ?? 'N/A'}
      </p>
      {repair.description ? <p className={description}>{repair.description}</p> : null}
      <dl className={facts}>
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
      <div className={css({ display: 'flex', gap: '2', mt: 'auto', pt: '2' })}>
        <Button asChild variant="outline" size="sm">
          <Link to={`/repair/${repair.id}`} aria-describedby={titleId}>
            View Details
          </Link>
        </Button>
        {repair.addedBy === currentUid ? (
          <Button asChild variant="ghost" size="sm">
            <Link to={`/edit-repair/${repair.id}`} aria-label={`Edit ${repair.serviceType} repair`}>
              <Pencil aria-hidden="true" />
              Edit
            </Link>
          </Button>
        ) : null}
      </div>
    </article>
  );
}

const card = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '2',
  p: '5',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'xs',
});
const description = css({
  fontSize: 'sm',
  lineClamp: '3',
  wordBreak: 'break-word',
});
const facts = css({
  display: 'grid',
  gridTemplateColumns: 'repeat(3, minmax(0, 1fr))',
  gap: '2',
  fontSize: 'sm',
  '& dt': { color: 'fg.muted', fontSize: 'xs' },
  '& dd': { fontWeight: 'medium', wordBreak: 'break-word' },
});
