import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { card } from 'styled-system/recipes';

const styles = card();

export type CardProps = ComponentProps<typeof ark.div>;
export type CardTitleProps = ComponentProps<typeof ark.h3>;
export type CardDescriptionProps = ComponentProps<typeof ark.p>;

/** Card surface. All parts support `asChild` (e.g. `<Card asChild><section>…</section></Card>`). */
export function Card({ className, ...props }: CardProps) {
  return <ark.div className={cx(styles.root, className)} {...props} />;
}

export function CardHeader({ className, ...props }: CardProps) {
  return <ark.div className={cx(styles.header, className)} {...props} />;
}

/** Renders an `<h3>` by default; use `asChild` for another heading level. */
export function CardTitle({ className, ...props }: CardTitleProps) {
  return <ark.h3 className={cx(styles.title, className)} {...props} />;
}

export function CardDescription({ className, ...props }: CardDescriptionProps) {
  return <ark.p className={cx(styles.description, className)} {...props} />;
}

export function CardBody({ className, ...props }: CardProps) {
  return <ark.div className={cx(styles.body, className)} {...props} />;
}
