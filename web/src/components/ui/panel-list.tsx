import type { ReactNode } from 'react';
import { css, cva } from 'styled-system/css';
import type { Loadable } from '@/lib/data/loadable';
import { Card, CardDescription, CardHeader, CardTitle } from './card';
import { RetryAlert } from './retry-alert';
import { Spinner } from './spinner';

export interface PanelListProps<T> {
  items: Loadable<readonly T[]>;
  /** The spinner's accessible name, e.g. "Loading the reports". */
  loadingLabel: string;
  failedText: ReactNode;
  retryLabel: ReactNode;
  onRetry: () => void;
  /** The line shown when there is nothing yet. */
  emptyText: ReactNode;
  /** The rows, once there are some. */
  children: (items: readonly T[]) => ReactNode;
}

/** A list inside a panel: a small spinner, Try Again, a muted line when empty, else the rows. */
export function PanelList<T>({
  items,
  loadingLabel,
  failedText,
  retryLabel,
  onRetry,
  emptyText,
  children,
}: PanelListProps<T>) {
  if (items.status === 'loading') return <Spinner size="sm" label={loadingLabel} />;
  if (items.status === 'error')
    return <RetryAlert message={failedText} retryLabel={retryLabel} onRetry={onRetry} />;
  if (items.data.length === 0)
    return <p className={css({ color: 'fg.muted', fontSize: 'sm' })}>{emptyText}</p>;
  return children(items.data);
}

export interface OptionalPanelProps<T> {
  /** The heading's id (the section is labelled by it). */
  id: string;
  icon: ReactNode;
  copy: { title: string; description: string; loadFailed: string; tryAgain: string };
  items: Loadable<readonly T[]>;
  onRetry: () => void;
  /** The panel's body, once there is something to show. */
  children: (items: readonly T[]) => ReactNode;
}

/**
 * A dashboard card about something most people do not have (kept reports, kept files):
 * nothing while loading or when there is none, Try Again when it failed to load, else a
 * titled section with the rows.
 */
export function OptionalPanel<T>({
  id,
  icon,
  copy,
  items,
  onRetry,
  children,
}: OptionalPanelProps<T>) {
  if (items.status === 'loading') return null;
  if (items.status === 'error')
    return (
      <RetryAlert
        className={css({ mb: '6' })}
        message={copy.loadFailed}
        retryLabel={copy.tryAgain}
        onRetry={onRetry}
      />
    );
  if (items.data.length === 0) return null;
  return (
    <Card asChild className={css({ mb: '6' })}>
      <section aria-labelledby={id}>
        <CardHeader>
          <CardTitle asChild>
            <h2 id={id} className={css({ display: 'flex', alignItems: 'center', gap: '2' })}>
              {icon}
              {copy.title}
            </h2>
          </CardTitle>
          <CardDescription>{copy.description}</CardDescription>
        </CardHeader>
        {children(items.data)}
      </section>
    </Card>
  );
}

/** The `<ul>` of a panel's rows (shares, buyer links, reports, transfers). */
export const panelRowList = css({
  display: 'flex',
  flexDirection: 'column',
  gap: '3',
  listStyle: 'none',
  p: '0',
});

/** One bordered row of such a list: its parts on one wrapping line, or stacked. */
export const panelRow = cva({
  base: { p: '3', borderWidth: '1px', borderColor: 'border.default', borderRadius: 'l2' },
  variants: {
    layout: {
      inline: { display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: '3' },
      stacked: { display: 'flex', flexDirection: 'column', gap: '2' },
    },
  },
  defaultVariants: { layout: 'inline' },
});
