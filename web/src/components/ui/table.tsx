import { createContext, createElement, useContext, type ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { table } from 'styled-system/recipes';

const scrollStyles = table();
const stackedStyles = table({ layout: 'stacked' });

export interface TableProps extends ComponentProps<'table'> {
  /** Class for the scroll wrapper (`className` goes to the `<table>`). */
  wrapperClassName?: string;
  /**
   * Accessible name for the scrollable wrapper region. When given, the wrapper
   * becomes a labelled `region`. The wrapper is always keyboard-focusable so
   * that it can be scrolled without a mouse.
   */
  scrollLabel?: string;
  /**
   * On phones (below md), show each row as a card of "label: value" lines instead of a
   * sideways scroller. Give every `TableCell` a `label` (its column's header text); a cell
   * without one (the actions) sits under the lines.
   */
  stackOnPhones?: boolean;
}

/** `<table>` inside a horizontally scrollable wrapper (for narrow screens). */
export function Table({
  className,
  wrapperClassName,
  scrollLabel,
  stackOnPhones = false,
  ...props
}: TableProps) {
  const s = stackOnPhones ? stackedStyles : scrollStyles;
  return (
    <TableStyles.Provider value={s}>
      <div
        className={cx(s.wrapper, wrapperClassName)}
        tabIndex={0}
        {...(scrollLabel ? { role: 'region', 'aria-label': scrollLabel } : {})}
      >
        <table className={cx(s.root, className)} {...props} />
      </div>
    </TableStyles.Provider>
  );
}

/** The parts take the layout their Table chose. */
const TableStyles = createContext(scrollStyles);

/** A plain part of the table that wears its slot of the layout its Table chose. */
function tablePart<Tag extends 'caption' | 'thead' | 'tbody' | 'tr'>(
  tag: Tag,
  slot: 'caption' | 'head' | 'body' | 'row',
) {
  return function TablePart({ className, ...props }: ComponentProps<Tag>) {
    const styles = useContext(TableStyles);
    return createElement(tag, { ...props, className: cx(styles[slot], className) });
  };
}

export const TableCaption = tablePart('caption', 'caption');
export const TableHead = tablePart('thead', 'head');
export const TableBody = tablePart('tbody', 'body');
export const TableRow = tablePart('tr', 'row');

/** Header cell (`<th>`, `scope="col"` by default). */
export function TableHeader({ className, scope = 'col', ...props }: ComponentProps<'th'>) {
  const styles = useContext(TableStyles);
  return <th scope={scope} className={cx(styles.header, className)} {...props} />;
}

/** `label`: the column's header text, shown beside the value when a stacked table is a card. */
export function TableCell({
  className,
  label,
  ...props
}: ComponentProps<'td'> & { label?: string }) {
  const styles = useContext(TableStyles);
  return <td className={cx(styles.cell, className)} data-label={label} {...props} />;
}
