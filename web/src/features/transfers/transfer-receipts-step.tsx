/**
 * The receipts step of "Transfer this home" (issue #33): the home's repairs with a receipt,
 * each ticked "goes with the home" by default, with the notice of what the new owner will
 * be able to read. Unticked receipts are the seller's to keep. Fed by props; the panel
 * shows it only when the home has receipts (or while they load, or failed to).
 */
import { ArrowLeft, ArrowRight, ReceiptText } from 'lucide-react';
import { css } from 'styled-system/css';
import { MAX_KEPT_RECEIPTS, TRANSFER_MESSAGES, formatShortDate } from '@homeledger/domain';
import { Alert, Button, Checkbox, RetryAlert, Spinner } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { TRANSFER_PANEL_COPY } from './transfers-copy';

const C = TRANSFER_PANEL_COPY;

/** A repair of the home with a receipt, as the step lists it. */
export interface TransferReceiptRow {
  repairId: string;
  /** The repair's service type. */
  title: string;
  /** Service date `yyyy-MM-dd`. */
  date: string;
  fileName: string;
}

export type TransferReceipts = Loadable<readonly TransferReceiptRow[]>;

export interface TransferReceiptsStepProps {
  receipts: TransferReceipts;
  /** The repairs whose receipts the seller keeps (unticked). */
  kept: ReadonlySet<string>;
  onKeptChange: (kept: ReadonlySet<string>) => void;
  onRetry?: () => void;
  onBack: () => void;
  onContinue: () => void;
}

export function TransferReceiptsStep({
  receipts,
  kept,
  onKeptChange,
  onRetry,
  onBack,
  onContinue,
}: TransferReceiptsStepProps) {
  const rows = receipts.status === 'ready' ? receipts.data : [];
  const going = rows.filter((row) => !kept.has(row.repairId)).length;
  const tooMany = rows.length - going > MAX_KEPT_RECEIPTS;
  const toggle = (repairId: string, goes: boolean) => {
    const next = new Set(kept);
    if (goes) next.delete(repairId);
    else next.add(repairId);
    onKeptChange(next);
  };
  return (
    <section
      aria-labelledby="transfer-receipts-title"
      className={css({ display: 'grid', gap: '3', mt: '4' })}
    >
      <h3 id="transfer-receipts-title" className={css({ fontWeight: 'semibold', fontSize: 'md' })}>
        {C.receiptsTitle}
      </h3>
      <Alert variant="warning" icon={<ReceiptText aria-hidden="true" />}>
        <p>{C.receiptsNotice}</p>
      </Alert>
      {receipts.status === 'loading' ? (
        <Spinner size="sm" label={C.receiptsLoading} showLabel />
      ) : receipts.status === 'error' ? (
        <RetryAlert
          message={C.receiptsFailed}
          retryLabel={C.receiptsTryAgain}
          onRetry={() => onRetry?.()}
        />
      ) : (
        <fieldset className={css({ display: 'grid', gap: '2', minW: '0' })}>
          <legend className={css({ fontSize: 'sm', color: 'fg.muted', mb: '1' })}>
            {C.receiptsCount(going, rows.length)}
          </legend>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mb: '1' })}>
            <Button
              variant="outline"
              size="sm"
              disabled={kept.size === 0}
              onClick={() => onKeptChange(new Set())}
            >
              {C.receiptsAll}
            </Button>
            <Button
              variant="outline"
              size="sm"
              disabled={going === 0}
              onClick={() => onKeptChange(new Set(rows.map((row) => row.repairId)))}
            >
              {C.receiptsNone}
            </Button>
          </div>
          <ul className={list}>
            {rows.map((row) => (
              <li key={row.repairId} className={css({ minW: '0' })}>
                <Checkbox
                  label={C.receiptGoes(row.title, formatShortDate(row.date))}
                  description={<span className={fileName}>{row.fileName}</span>}
                  checked={!kept.has(row.repairId)}
                  onChange={(event) => toggle(row.repairId, event.currentTarget.checked)}
                />
              </li>
            ))}
          </ul>
          {tooMany ? (
            <p role="alert" className={css({ color: 'danger.text', fontSize: 'sm' })}>
              {TRANSFER_MESSAGES.tooManyKeptReceipts}
            </p>
          ) : null}
        </fieldset>
      )}
      <div
        className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', justifyContent: 'flex-end' })}
      >
        <Button variant="ghost" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {C.receiptsBack}
        </Button>
        <Button onClick={onContinue} disabled={receipts.status !== 'ready' || tooMany}>
          {C.receiptsContinue}
          <ArrowRight aria-hidden="true" />
        </Button>
      </div>
    </section>
  );
}

const list = css({
  display: 'grid',
  gap: '2',
  maxH: '80',
  overflowY: 'auto',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'md',
  p: '3',
});
const fileName = css({ overflowWrap: 'anywhere' });
