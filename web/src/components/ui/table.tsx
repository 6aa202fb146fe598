import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { table } from 'styled-system/recipes';

const styles = table();

export interface TableProps extends ComponentProps<'table'> {
  /** Class for the scroll wrapper (`className` goes to the `<table>`). */
  wrapperClassName?: string;
  /**
   * Accessible name for the scrollable wrapper region. When given, the wrapper
   * becomes a labelled `region`. The wrapper is always keyboard-focusable so
   * that it can be scrolled without a mouse.
   */
  scrollLabel?: string;
}

/** `<table>` inside a horizontally scrollable wrapper (for narrow screens). */
export function Table({ className, wrapperClassName, scrollLabel, ...props }: TableProps) {
  return (
    <div
      className={cx(styles.wrapper, wrapperClassName)}
      tabIndex={0}
      {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel } : {})}
    >
      <table className={cx(styles.root, className)} {...props} />
    </div>
  );
}

export function TableCaption({ className, ...props }: ComponentProps<'caption'>) {
  return <caption className={cx(styles.caption, className)} {...props} />;
}

export function TableHead({ className, ...props }: ComponentProps<'thead'>) {
  return <thead className={cx(styles.head, className)} {...props} />;
}

export function TableBody({ className, ...props }: ComponentProps<'tbody'>) {
  return <tbody className={cx(styles.body, className)} {...props} />;
}

export function TableRow({ className, ...props }: ComponentProps<'tr'>) {
  return <tr className={cx(styles.row, className)} {...props} />;
}

/** Header cell (`<th>`, `scope="col"` by default). */
export function TableHeader({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  return <th scope={scope} className={cx(styles.header, className)} {...props} />;
}

export function TableCell({ className, ...props }: ComponentProps<'td'>) {
  return <td className={cx(styles.cell, className)} {...props} />;
}
