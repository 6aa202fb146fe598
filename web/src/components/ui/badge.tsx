import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { badge, type BadgeVariantProps } from 'styled-system/recipes';

export interface BadgeProps extends ComponentProps<typeof ark.span> {
  variant?: NonNullable<BadgeVariantProps['variant']>;
  size?: NonNullable<BadgeVariantProps['size']>;
}

/** Small status label (e.g. "Ownership Disputed", "Completed"). */
export function Badge({ variant, size, className, ...props }: BadgeProps) {
  return <ark.span className={cx(badge({ variant, size }), className)} {...props} />;
}
