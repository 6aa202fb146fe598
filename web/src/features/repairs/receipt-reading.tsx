/**
 * What reading a receipt shows in the repair forms: under the receipt, "Reading
 * receipt… 40%" with a bar and Cancel, then the outcome; beside a filled field's label,
 * a "From receipt" mark until the user changes it.
 */
import { ScanText } from 'lucide-react';
import { css } from 'styled-system/css';
import { Badge, Button } from '@/components/ui';
import { RECEIPT_READING_COPY } from './repair-copy';
import type { ReceiptReadingState } from './use-receipt-reading';

export function ReceiptReadingLine({
  state,
  onCancel,
}: {
  state: ReceiptReadingState;
  onCancel: () => void;
}) {
  return (
    // One live region for the whole life of the form, so each outcome is announced.
    <div aria-live="polite" className={css({ display: 'contents' })}>
      {state.status === 'reading' ? (
        <div className={styles.row}>
          <div className={css({ flex: '1', minW: '0', w: { base: 'full', sm: 'auto' } })}>
            <div className={styles.text}>
              <ScanText aria-hidden="true" size={16} />
              <span>
                {RECEIPT_READING_COPY.reading} {state.percent}%
              </span>
            </div>
            <div
              role="progressbar"
              aria-label={RECEIPT_READING_COPY.reading}
              aria-valuemin={0}
              aria-valuemax={100}
              aria-valuenow={state.percent}
              aria-valuetext={`${state.percent}%`}
              className={styles.track}
            >
              <div className={styles.bar} style={{ width: `${state.percent}%` }} />
            </div>
          </div>
          <Button type="button" variant="outline" size="sm" onClick={onCancel}>
            {RECEIPT_READING_COPY.cancel}
          </Button>
        </div>
      ) : state.status === 'nothing' ? (
        <p className={styles.note}>{RECEIPT_READING_COPY.nothing}</p>
      ) : state.status === 'failed' ? (
        <p className={styles.note}>{RECEIPT_READING_COPY.failed}</p>
      ) : state.status === 'filled' ? (
        <p className={styles.note}>
          {state.filled.length > 0 ? RECEIPT_READING_COPY.filled : RECEIPT_READING_COPY.kept}
        </p>
      ) : null}
    </div>
  );
}

/** A label with its "From receipt" mark when the field was filled from the receipt. */
export function withReceiptMark(label: string, marked: boolean) {
  if (!marked) return label;
  return (
    <span className={styles.label}>
      {label}{' '}
      <Badge variant="info" size="sm">
        {RECEIPT_READING_COPY.fromReceipt}
      </Badge>
    </span>
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
  text: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
    mb: '1',
  }),
  track: css({ h: '2', bg: 'bg.muted', borderRadius: 'full', overflow: 'hidden' }),
  bar: css({ h: 'full', bg: 'accent.default', borderRadius: 'full', transition: 'width 0.2s' }),
  note: css({ fontSize: 'sm', color: 'fg.muted' }),
  label: css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
};
