import { Home, Plus } from 'lucide-react';
import { memo, type ReactNode } from 'react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import {
  ROLE_LABELS,
  can,
  cityStateZip,
  formatShortDate,
  isDisputed,
  repairCountLabel,
  serviceRecordCountLabel,
} from '@homeledger/domain';
import { PropertyCardStatusBadge } from '@/components/records/status-badges';
import { Badge, Button } from '@/components/ui';
import type { DashboardProperty } from './dashboard-types';
import { DASHBOARD_COPY } from './dashboard-copy';
import { paths } from '@/lib/paths';
import { CardDetailsLink } from './card-details-link';

/** One property on the dashboard grid (spec: Homeowner dashboard, Properties tab). */
export const PropertyCard = memo(function PropertyCard({
  property,
  renderMedia,
  renderExtra,
}: {
  property: DashboardProperty;
  /** The photo or map shown over the neutral placeholder at the top; keep it stable. */
  renderMedia?: ((property: DashboardProperty) => ReactNode) | undefined;
  /** More about the property under its repair line (composed in, e.g. maintenance due counts). */
  renderExtra?: ((property: DashboardProperty) => ReactNode) | undefined;
}) {
  const disputed = isDisputed(property);
  const titleId = `property-${property.id}-address`;
  const role = property.memberRole ?? 'owner';
  return (
    <article className={styles.card} aria-labelledby={titleId}>
      <div className={styles.media}>
        {/* The placeholder always, the photo or map over it: renderMedia gives an element
            even when it has no picture to show (the container decides inside). */}
        <Home aria-hidden="true" size={40} strokeWidth={1.5} />
        {renderMedia ? <div className={styles.mediaFill}>{renderMedia(property)}</div> : null}
        <Badge className={styles.countBadge}>{repairCountLabel(property.repairCount)}</Badge>
      </div>
      <div className={styles.body}>
        <div className={styles.titleRow}>
          <h3 id={titleId} className={styles.title}>
            {property.address}
          </h3>
          <PropertyCardStatusBadge status={property.verificationStatus} />
        </div>
        <p className={styles.muted}>{cityStateZip(property)}</p>
        {property.memberRole ? (
          <p className={styles.small}>
            <Badge variant="info" size="sm">
              {ROLE_LABELS[property.memberRole]}
            </Badge>{' '}
            <span className={styles.smallMuted}>{DASHBOARD_COPY.memberHome}</span>
          </p>
        ) : null}
        <p className={styles.small}>
          {property.lastRepairDate
            ? `Last repair: ${formatShortDate(property.lastRepairDate)}`
            : 'No repairs yet'}
        </p>
        <p className={styles.smallMuted}>{serviceRecordCountLabel(property.repairCount)}</p>
        {renderExtra?.(property)}
        <div className={styles.actions}>
          <CardDetailsLink to={paths.property(property.id)} titleId={titleId} />
          {!can(role, 'edit') ? null : disputed ? (
            <Button
              size="sm"
              disabled
              title="Adding repairs is blocked while ownership is disputed"
            >
              <Plus aria-hidden="true" />
              Add Repair
            </Button>
          ) : (
            <Button asChild size="sm">
              <Link to={paths.addRepair(property.id)} aria-describedby={titleId}>
                <Plus aria-hidden="true" />
                Add Repair
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
});

/** The dashed "Add New Property" card at the end of the grid. */
export function AddPropertyCard() {
  return (
    <Link to={paths.addProperty} className={styles.addCard}>
      <Plus aria-hidden="true" size={32} />
      <span className={styles.addLabel}>Add New Property</span>
    </Link>
  );
}

/** A grey card shape while the properties load. */
export function PropertyCardSkeleton() {
  return (
    <div className={styles.skeleton} aria-hidden="true">
      <div className={styles.skeletonMedia} />
      <div className={styles.skeletonBody}>
        <div className={css({ h: '5', w: '3/4', bg: 'bg.muted', borderRadius: 'l1' })} />
        <div className={css({ h: '4', w: '1/2', bg: 'bg.muted', borderRadius: 'l1' })} />
        <div className={css({ h: '8', w: '2/3', bg: 'bg.muted', borderRadius: 'l1', mt: '4' })} />
      </div>
    </div>
  );
}

// Styles are computed once, at module load (css() is not free: never call it per card render).
const styles = {
  card: css({
    display: 'flex',
    flexDirection: 'column',
    bg: 'bg.default',
    borderWidth: '1px',
    borderColor: 'border.default',
    borderRadius: 'l3',
    overflow: 'hidden',
    boxShadow: 'xs',
    transition: 'box-shadow 0.15s',
    _hover: { boxShadow: 'md' },
  }),
  media: css({
    position: 'relative',
    h: { base: '32', md: '40' },
    display: 'flex',
    alignItems: 'center',
    justifyContent: 'center',
    bg: 'bg.muted',
    color: 'fg.subtle',
  }),
  mediaFill: css({ position: 'absolute', inset: '0', display: 'flex' }),
  countBadge: css({ position: 'absolute', top: '3', right: '3' }),
  body: css({ p: '5', display: 'flex', flexDirection: 'column', gap: '2', flex: '1' }),
  titleRow: css({
    display: 'flex',
    alignItems: 'flex-start',
    justifyContent: 'space-between',
    gap: '3',
  }),
  title: css({
    fontWeight: 'semibold',
    fontSize: 'lg',
    lineHeight: 'tight',
    wordBreak: 'break-word',
  }),
  muted: css({ color: 'fg.muted' }),
  small: css({ fontSize: 'sm' }),
  smallMuted: css({ fontSize: 'sm', color: 'fg.muted' }),
  actions: css({ display: 'flex', gap: '2', mt: 'auto', pt: '3', flexWrap: 'wrap' }),
  addCard: css({
    display: 'flex',
    flexDirection: 'column',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    minH: '72',
    borderWidth: '2px',
    borderStyle: 'dashed',
    borderColor: 'border.emphasized',
    borderRadius: 'l3',
    color: 'fg.muted',
    textDecoration: 'none',
    transition: 'colors',
    _hover: { borderColor: 'accent.default', color: 'accent.text' },
    _focusVisible: { outline: '2px solid', outlineColor: 'accent.default', outlineOffset: '2px' },
  }),
  addLabel: css({ fontWeight: 'semibold' }),
  skeleton: css({
    borderRadius: 'l3',
    borderWidth: '1px',
    borderColor: 'border.default',
    overflow: 'hidden',
    bg: 'bg.default',
  }),
  skeletonMedia: css({ h: '40', bg: 'bg.muted', animation: 'pulse' }),
  skeletonBody: css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' }),
};
