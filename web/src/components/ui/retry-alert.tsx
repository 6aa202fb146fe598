import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Alert } from './alert';
import { Button } from './button';

export interface RetryAlertProps {
  /** What failed, e.g. "Could not load your repairs." */
  message: ReactNode;
  /** The button's label ("Try Again"), from the feature's copy. */
  retryLabel: ReactNode;
  onRetry: () => void;
  title?: ReactNode;
  /** Shown before the label (an icon). */
  retryIcon?: ReactNode;
  className?: string;
}

/** Data that could not be read: the reason and a Try Again that reads it again. */
export function RetryAlert({
  message,
  retryLabel,
  onRetry,
  title,
  retryIcon,
  className,
}: RetryAlertProps) {
  return (
    <Alert variant="danger" title={title} className={className}>
      <p>{message}</p>
      <Button variant="outline" size="sm" onClick={onRetry} className={css({ mt: '3' })}>
        {retryIcon}
        {retryLabel}
      </Button>
    </Alert>
  );
}
