/**
 * A running step of the receipt (its upload, its reading): a line of text over a progress
 * bar, and the Cancel beside them (under them on a phone).
 */
import type { ReactNode } from 'react';
import { css } from 'styled-system/css';
import { Button, ProgressBar } from '@/components/ui';

export interface CancellableProgressProps {
  /** The line above the bar. */
  text: ReactNode;
  /** The bar's accessible name. */
  label: string;
  percent: number;
  cancelLabel: string;
  onCancel: () => void;
}

export function CancellableProgress({
  text,
  label,
  percent,
  cancelLabel,
  onCancel,
}: CancellableProgressProps) {
  return (
    <div className={styles.row}>
      <div className={styles.main}>
        {text}
        <ProgressBar label={label} percent={percent} />
      </div>
      <Button type="button" variant="outline" size="sm" onClick={onCancel}>
        {cancelLabel}
      </Button>
    </div>
  );
}

const styles = {
  row: css({
    display: 'flex',
    flexDirection: { base: 'column', sm: 'row' },
    alignItems: { base: 'flex-start', sm: 'flex-end' },
    gap: '3',
    mt: '1',
  }),
  main: css({ flex: '1', minW: '0', w: { base: 'full', sm: 'auto' } }),
};
