import { BadgeCheck } from 'lucide-react';
import { css } from 'styled-system/css';
import { realtorStatusLabel } from '@homeledger/domain';
import { Badge } from '../../components/ui';
import { REALTOR_COPY } from './realtor-copy';

/** Spec: the realtor view shows Verified, otherwise Pending. */
export function RealtorStatusBadge({ status }: { status: string }) {
  const label = realtorStatusLabel(status);
  return <Badge variant={label === 'Verified' ? 'success' : 'warning'}>{label}</Badge>;
}

/** A check badge for a contractor-validated repair; a dash (named for screen readers) otherwise. */
export function ValidatedMark({ validated }: { validated: boolean }) {
  if (validated)
    return (
      <Badge variant="success">
        <BadgeCheck aria-hidden="true" />
        {REALTOR_COPY.validated}
      </Badge>
    );
  return (
    <span className={css({ color: 'fg.muted' })}>
      <span aria-hidden="true">—</span>
      <span className={css({ srOnly: true })}>{REALTOR_COPY.notValidated}</span>
    </span>
  );
}
