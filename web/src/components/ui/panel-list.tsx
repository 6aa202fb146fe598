import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import type { Loadable } from '@/lib/data/loadable';
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
