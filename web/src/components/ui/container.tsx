import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { pageContainer, type PageContainerVariantProps } from 'styled-system/recipes';

export interface ContainerProps extends ComponentProps<typeof ark.div> {
  /** Max width: sm 42rem, md 56rem, lg 72rem (default), xl 80rem, full. */
  size?: NonNullable<PageContainerVariantProps['size']>;
}

/** Centered, max-width page container with responsive horizontal padding. Supports `asChild` (e.g. `<main>`). */
export function Container({ size, className, ...props }: ContainerProps) {
  return <ark.div className={cx(pageContainer({ size }), className)} {...props} />;
}
