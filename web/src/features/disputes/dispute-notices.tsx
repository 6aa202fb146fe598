/**
 * The holder's dispute notices on the dashboard: "Someone else added {address}." with
 * "Transfer this home to them" (the sale: starts a transfer they accept) and "It's still
 * my home". Nothing about the holder's home changes either way. Hidden when there are none.
 */
import { css } from 'styled-system/css';
import { DISPUTE_ACTIONS, disputeNoticeTitle } from '@homeledger/domain';
import { Alert, Button, ConfirmDialog } from '@/components/ui';
import type { Loadable } from '@/lib/data/loadable';
import { DISPUTE_NOTICE_COPY } from './disputes-copy';

export interface DisputeNoticeRow {
  id: string;
  address: string;
  /** ISO instant the newcomer's claim becomes verified if nobody answers. */
  deadline: string | null;
}

export type DisputeAnswer = 'transfer' | 'keep';

export interface DisputeNoticesProps {
  notices: Loadable<readonly DisputeNoticeRow[]>;
  /** The notice and answer under way. */
  busy: { id: string; answer: DisputeAnswer } | null;
  /** The notice whose transfer confirmation is open. */
  confirming: DisputeNoticeRow | null;
  onConfirmingChange: (row: DisputeNoticeRow | null) => void;
  onAnswer: (row: DisputeNoticeRow, answer: DisputeAnswer) => void;
}

export function DisputeNotices(props: DisputeNoticesProps) {
  const { notices, busy, confirming } = props;
  if (notices.status !== 'ready' || notices.data.length === 0) return null;
  return (
    <div className={css({ display: 'grid', gap: '3' })}>
      {notices.data.map((row) => (
        <Alert key={row.id} variant="warning" title={disputeNoticeTitle(row.address)}>
          <p>{DISPUTE_NOTICE_COPY.text(row.deadline)}</p>
          <div className={css({ display: 'flex', flexWrap: 'wrap', gap: '2', mt: '3' })}>
            <Button
              size="sm"
              disabled={busy !== null}
              onClick={() => props.onConfirmingChange(row)}
            >
              {DISPUTE_ACTIONS.transfer}
            </Button>
            <Button
              size="sm"
              variant="outline"
              loading={busy?.id === row.id && busy.answer === 'keep'}
              disabled={busy !== null}
              onClick={() => props.onAnswer(row, 'keep')}
            >
              {DISPUTE_ACTIONS.keep}
            </Button>
          </div>
        </Alert>
      ))}
      <ConfirmDialog
        open={confirming !== null}
        onOpenChange={(open) => {
          if (!open && busy === null) props.onConfirmingChange(null);
        }}
        title={DISPUTE_NOTICE_COPY.transferTitle}
        description={DISPUTE_NOTICE_COPY.transferText(confirming?.address ?? '')}
        confirmLabel={DISPUTE_NOTICE_COPY.transferConfirm}
        busy={busy !== null}
        onConfirm={() => {
          if (confirming) props.onAnswer(confirming, 'transfer');
        }}
      />
    </div>
  );
}
