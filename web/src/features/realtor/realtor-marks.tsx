import { BadgeCheck } from 'lucide-react';
import { css } from 'styled-system/css';
import { realtorStatusLabel } from '@homeledger/domain';
import { Badge } from '@/components/ui';
import { REALTOR_COPY } from './realtor-copy';

/** Spec: the realtor view shows Verified, otherwise Pending. */
export function RealtorStatusBadge({ status }: { status: string }) {
  const label = realtorStatusLabel(status);
  return <Badge variant={label === 'Verified' ? 'success' : 'warning'}>{label}</Badge>;
}

/**
 * "Validated by {business}" for a contractor-validated repair (the label from
 * `repairValidatedBy`); a dash (named for screen readers) otherwise.
 */
export function ValidatedMark({ validatedBy }: { validatedBy: string | null }) {
  // Text with an icon, not a pill: the business name wraps inside a table cell.
  if (validatedBy)
    return (
      <span className={validatedStyle}>
        <BadgeCheck aria-hidden="true" />
        {validatedBy}
      </span>
    );
  return (
    <span className={css({ color: 'fg.muted' })}>
      <span aria-hidden="true">—</span>
      <span className={css({ srOnly: true })}>{REALTOR_COPY.notValidated}</span>
    </span>
  );
}

const validatedStyle = css({
  display: 'inline-flex',
  alignItems: 'flex-start',
  gap: '1.5',
  color: 'success.text',
  fontWeight: 'medium',
  '& svg': { flexShrink: 0, width: '4', height: '4', mt: '0.5' },
});
