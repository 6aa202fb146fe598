import { BadgeCheck, Receipt } from 'lucide-react';
import {
  PREVIOUS_OWNER_MARK,
  propertyCardBadge,
  propertyDetailBadge,
  type BadgeTone,
  type StatusBadge,
} from '@homeledger/domain';
import { css } from 'styled-system/css';
import { Badge, type BadgeProps } from '../ui';

const VARIANT: Record<BadgeTone, NonNullable<BadgeProps['variant']>> = {
  green: 'success',
  red: 'danger',
  amber: 'warning',
  blue: 'info',
  gray: 'neutral',
};

function ToneBadge({ badge, ...props }: { badge: StatusBadge } & Omit<BadgeProps, 'variant'>) {
  return (
    <Badge variant={VARIANT[badge.tone]} {...props}>
      {badge.label}
    </Badge>
  );
}

/** Dashboard cards: Verified / Ownership Disputed / Active. */
export function PropertyCardStatusBadge({ status }: { status: string }) {
  return <ToneBadge badge={propertyCardBadge(status)} />;
}

/** Property detail: verified green, disputed red, anything else amber (status capitalised). */
export function PropertyDetailStatusBadge({ status }: { status: string }) {
  return <ToneBadge badge={propertyDetailBadge(status)} />;
}

/**
 * Repair status. Lists map anything other than in-progress to Completed; the detail
 * page also knows Scheduled (amber). Unknown values show as Completed (spec §4).
 */
function repairStatusBadge(status: string, { detail = false } = {}): StatusBadge {
  if (status === 'in-progress') return { label: 'In Progress', tone: 'blue' };
  if (detail && status === 'scheduled') return { label: 'Scheduled', tone: 'amber' };
  return { label: 'Completed', tone: 'green' };
}

export function RepairStatusBadge({ status, detail }: { status: string; detail?: boolean }) {
  return <ToneBadge badge={repairStatusBadge(status, { detail })} />;
}

/** "Previous owner": the repair was entered before the home was transferred to its owner. */
export function PreviousOwnerBadge({ size }: { size?: BadgeProps['size'] }) {
  return (
    <Badge variant="neutral" {...(size ? { size } : {})}>
      {PREVIOUS_OWNER_MARK}
    </Badge>
  );
}

/**
 * "Validated by {business}" when a contractor validated the repair (the label from
 * `repairValidatedBy`), otherwise "Receipt" when one is attached.
 */
export function RepairProofBadge({
  validatedBy,
  hasReceipt,
}: {
  validatedBy: string | null;
  hasReceipt: boolean;
}) {
  if (validatedBy)
    return (
      <Badge variant="success" className={css({ maxW: 'full', whiteSpace: 'normal' })}>
        <BadgeCheck aria-hidden="true" />
        {validatedBy}
      </Badge>
    );
  if (hasReceipt)
    return (
      <Badge variant="info">
        <Receipt aria-hidden="true" />
        Receipt
      </Badge>
    );
  return null;
}
