import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';

export interface BadgeProps extends ComponentProps<typeof ark.span> {
  variant?: NonNullable<BadgeVariantProps['variant']>;
  size?: NonNullable<BadgeVariantProps['size']>;
}

/** Small status label (e.g. "Ownership Disputed", "Completed"). */
export function Badge({ variant, size, className, ...props }: BadgeProps) {
  return <ark.span className={cx(badge({ variant, size }), className)} {...props} />;
}

/** A count beside a title: the number shown, what it counts read out ("3 pending"). */
export function CountBadge({ count, label }: { count: number; label: string }) {
  return (
    <Badge variant="info">
      <span aria-hidden="true">{count}</span>
      <span className={css({ srOnly: true })}>{label}</span>
    </Badge>
  );
}
