import { Home, Plus } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import {
  cityStateZip,
  formatShortDate,
  isDisputed,
  repairCountLabel,
  serviceRecordCountLabel,
} from '@homeledger/domain';
import { PropertyCardStatusBadge } from '../../components/records/status-badges';
import { Badge, Button } from '../../components/ui';
import type { DashboardProperty } from './dashboard-types';

/** One property on the dashboard grid (spec: Homeowner dashboard, Properties tab). */
export function PropertyCard({ property }: { property: DashboardProperty }) {
  const disputed = isDisputed(property);
  return (
    <article className={card} aria-labelledby={`property-${property.id}-address`}>
      <div className={media}>
        {property.photoUrl ? (
          <img
            src={property.photoUrl}
            alt=""
            className={css({ w: 'full', h: 'full', objectFit: 'cover' })}
          />
        ) : (
          <Home aria-hidden="true" size={40} strokeWidth={1.5} />
        )}
        <Badge className={countBadge}>{repairCountLabel(property.repairCount)}</Badge>
      </div>
      <div
        className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '2', flex: '1' })}
      >
        <div
          className={css({
            display: 'flex',
            alignItems: 'flex-start',
            justifyContent: 'space-between',
            gap: '3',
          })}
        >
          <h3
            id={`property-${property.id}-address`}
            className={css({
              fontWeight: 'semibold',
              fontSize: 'lg',
              lineHeight: 'tight',
              wordBreak: 'break-word',
            })}
          >
            {property.address}
          </h3>
          <PropertyCardStatusBadge status={property.verificationStatus} />
        </div>
        <p className={css({ color: 'fg.muted' })}>{cityStateZip(property)}</p>
        <p className={css({ fontSize: 'sm' })}>
          {property.lastRepairDate
            ? `Last repair: ${formatShortDate(property.lastRepairDate)}`
            : 'No repairs yet'}
        </p>
        <p className={css({ fontSize: 'sm', color: 'fg.muted' })}>
          {serviceRecordCountLabel(property.repairCount)}
        </p>
        <div className={css({ display: 'flex', gap: '2', mt: 'auto', pt: '3', flexWrap: 'wrap' })}>
          <Button asChild variant="outline" size="sm">
            <Link
              to={`/property/${property.id}`}
              aria-describedby={`property-${property.id}-address`}
            >
              View Details
            </Link>
          </Button>
          {disputed ? (
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
              <Link
                to={`/add-repair/${property.id}`}
                aria-describedby={`property-${property.id}-address`}
              >
                <Plus aria-hidden="true" />
                Add Repair
              </Link>
            </Button>
          )}
        </div>
      </div>
    </article>
  );
}

/** The dashed "Add New Property" card at the end of the grid. */
export function AddPropertyCard() {
  return (
    <Link to="/add-property" className={addCard}>
      <Plus aria-hidden="true" size={32} />
      <span className={css({ fontWeight: 'semibold' })}>Add New Property</span>
    </Link>
  );
}

/** A grey card shape while the properties load. */
export function PropertyCardSkeleton() {
  return (
    <div
      className={css({
        borderRadius: 'l3',
        borderWidth: '1px',
        borderColor: 'border.default',
        overflow: 'hidden',
        bg: 'bg.default',
      })}
      aria-hidden="true"
    >
      <div className={css({ h: '40', bg: 'bg.muted', animation: 'pulse' })} />
      <div className={css({ p: '5', display: 'flex', flexDirection: 'column', gap: '3' })}>
        <div className={css({ h: '5', w: '3/4', bg: 'bg.muted', borderRadius: 'l1' })} />
        <div className={css({ h: '4', w: '1/2', bg: 'bg.muted', borderRadius: 'l1' })} />
        <div className={css({ h: '8', w: '2/3', bg: 'bg.muted', borderRadius: 'l1', mt: '4' })} />
      </div>
    </div>
  );
}

const card = css({
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
});
const media = css({
  position: 'relative',
  h: '40',
  display: 'flex',
  alignItems: 'center',
  justifyContent: 'center',
  bg: 'bg.muted',
  color: 'fg.subtle',
});
const countBadge = css({ position: 'absolute', top: '3', right: '3' });
const addCard = css({
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
});
