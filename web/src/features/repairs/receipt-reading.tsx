/**
 * What reading a receipt shows in the repair forms: under the receipt, "Reading
 * receipt… 40%" with a bar and Cancel, then the outcome and, for values read without
 * confidence, a "Use …" button each that fills its field; beside a filled field's label,
 * a "From receipt" mark until the user changes it.
 */
import { ScanText } from 'lucide-react';
import { css } from 'styled-system/css';
import { formatLongDate, SERVICE_TYPES } from '@homeledger/domain';
import { Badge, Button } from '@/components/ui';
import { CancellableProgress } from './cancellable-progress';
import { RECEIPT_FILL_FIELDS, type ReceiptFillField } from './receipt-autofill';
import { SERVICE_TYPE_COPY } from '@/components/records/service-type-fields';
import { ADD_REPAIR_COPY, RECEIPT_READING_COPY } from './repair-copy';
import type { ReceiptReading } from './use-receipt-reading';

const FIELD_LABELS: Record<ReceiptFillField, string> = {
  serviceType: SERVICE_TYPE_COPY.serviceType,
  date: ADD_REPAIR_COPY.date,
  cost: ADD_REPAIR_COPY.cost,
  contractorName: ADD_REPAIR_COPY.contractorName,
};

/** A suggestion as the person reads it: "$43.59", "March 12, 2024", "Plumbing". */
function shown(name: ReceiptFillField, value: string): string {
  if (name === 'cost') return `$${value}`;
  if (name === 'date') return formatLongDate(value);
  if (name === 'serviceType') return SERVICE_TYPES.find((t) => t.value === value)?.label ?? value;
  return value;
}

/**
 * The line of a form's receipt reading (useReceiptReading): its progress and outcome, and the
 * values read without confidence, offered, never filled until the person says so.
 */
export function ReceiptReadingLine({
  reading: { state, cancel: onCancel, suggestions, acceptSuggestion: onUse },
}: {
  reading: Pick<ReceiptReading, 'state' | 'cancel' | 'suggestions' | 'acceptSuggestion'>;
}) {
  const offered = RECEIPT_FILL_FIELDS.flatMap((name) => {
    const value = suggestions[name];
    return value === undefined ? [] : [{ name, value }];
  });
  return (
    // One live region for the whole life of the form, so each outcome is announced.
    <div aria-live="polite" className={css({ display: 'contents' })}>
      {state.status === 'reading' ? (
        <CancellableProgress
          text={
            <div className={styles.text}>
              <ScanText aria-hidden="true" size={16} />
              <span>
                {RECEIPT_READING_COPY.reading} {state.percent}%
              </span>
            </div>
          }
          label={RECEIPT_READING_COPY.reading}
          percent={state.percent}
          cancelLabel={RECEIPT_READING_COPY.cancel}
          onCancel={onCancel}
        />
      ) : state.status === 'nothing' ? (
        <p className={styles.note}>{RECEIPT_READING_COPY.nothing}</p>
      ) : state.status === 'failed' ? (
        <p className={styles.note}>{RECEIPT_READING_COPY.failed}</p>
      ) : state.status === 'filled' ? (
        <p className={styles.note}>
          {state.filled.length > 0 ? RECEIPT_READING_COPY.filled : RECEIPT_READING_COPY.kept}
        </p>
      ) : null}
      {state.status !== 'reading' && offered.length > 0 ? (
        <div className={styles.suggestions}>
          <p className={styles.note}>{RECEIPT_READING_COPY.suggested}</p>
          <ul className={styles.list}>
            {offered.map(({ name, value }) => (
              <li key={name} className={css({ maxW: 'full' })}>
                <Button
                  type="button"
                  variant="outline"
                  size="sm"
                  className={styles.use}
                  onClick={() => onUse(name)}
                >
                  {/* The visible text is the accessible name: "Use $43.59 for Cost". */}
                  {RECEIPT_READING_COPY.accept(shown(name, value))}{' '}
                  <span className={styles.field}>
                    {RECEIPT_READING_COPY.forField(FIELD_LABELS[name])}
                  </span>
                </Button>
              </li>
            ))}
          </ul>
        </div>
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
  text: css({
    display: 'flex',
    alignItems: 'center',
    gap: '1.5',
    fontSize: 'sm',
    color: 'fg.muted',
    mb: '1',
  }),
  note: css({ fontSize: 'sm', color: 'fg.muted' }),
  suggestions: css({ display: 'flex', flexDirection: 'column', gap: '2', mt: '1' }),
  list: css({ display: 'flex', flexWrap: 'wrap', gap: '2', listStyle: 'none', p: '0', m: '0' }),
  // A long business name wraps inside its button rather than leaving the card on a phone.
  use: css({
    whiteSpace: 'normal',
    h: 'auto',
    minH: '8',
    py: '1',
    textAlign: 'start',
    maxW: 'full',
  }),
  field: css({ color: 'fg.muted', fontWeight: 'normal', ml: '1' }),
  label: css({ display: 'inline-flex', alignItems: 'center', gap: '2', flexWrap: 'wrap' }),
};
