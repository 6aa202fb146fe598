import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { pageContainer, type PageContainerVariantProps } from 'styled-system/recipes';

export interface ContainerProps extends ComponentProps<typeof ark.div> {
  /** Max width, named after its size token: 2xl 42rem … 6xl 72rem (default), 7xl 80rem, full. */
  size?: NonNullable<PageContainerVariantProps['size']>;
}

/** A page's centred, max-width frame with the app's side and top margins. Supports `asChild` (e.g. `<section>`). */
export function Container({ size, className, ...props }: ContainerProps) {
  return <ark.div className={cx(pageContainer({ size }), className)} {...props} />;
}
