import type { ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { spinner } from 'styled-system/recipes';
import { visuallyHiddenClass } from './visually-hidden';

export interface SpinnerProps extends Omit<ComponentProps<'span'>, 'children'> {
  size?: 'sm' | 'md' | 'lg';
  /** Accessible label; visually hidden unless `showLabel`. */
  label?: string;
  /** Show the label next to the spinner. */
  showLabel?: boolean;
  /** Purely decorative (e.g. inside a busy button): hidden from assistive technology, no status role. */
  decorative?: boolean;
}

export function Spinner({
  label = 'Loading...',
  showLabel = false,
  decorative = false,
  size,
  className,
  ...props
}: SpinnerProps) {
  const styles = spinner({ size });
  if (decorative) {
    return (
      <span aria-hidden="true" className={cx(styles.root, className)} {...props}>
        <span className={styles.icon} />
      </span>
    );
  }
  return (
    <span role="status" className={cx(styles.root, className)} {...props}>
      <span className={styles.icon} aria-hidden="true" />
      <span className={showLabel ? styles.label : visuallyHiddenClass}>{label}</span>
    </span>
  );
}

const BLOCK = {
  sm: css({ display: 'flex', justifyContent: 'center', py: '10' }),
  md: css({ display: 'flex', justifyContent: 'center', py: '12' }),
  lg: css({ display: 'flex', justifyContent: 'center', py: '16' }),
};

/** A panel's loading state: the spinner centred, with room above and below (`space`). */
export function SpinnerBlock({
  label,
  space = 'lg',
}: {
  label: string;
  space?: keyof typeof BLOCK;
}) {
  return (
    <div className={BLOCK[space]}>
      <Spinner label={label} />
    </div>
  );
}
