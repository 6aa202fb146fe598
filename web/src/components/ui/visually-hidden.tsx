import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';

/** Class that hides content visually while keeping it available to assistive technology. */
export const visuallyHiddenClass = css({ srOnly: true });

export type VisuallyHiddenProps = ComponentProps<typeof ark.span>;

/** Renders content for screen readers only. Supports `asChild`. */
export function VisuallyHidden({ className, ...props }: VisuallyHiddenProps) {
  return <ark.span className={cx(visuallyHiddenClass, className)} {...props} />;
}
