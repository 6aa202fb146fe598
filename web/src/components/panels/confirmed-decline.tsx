import { ConfirmDialog } from '@/components/ui';

/**
 * What a list of records answered with Accept and Decline is handed when Decline asks once
 * more (the homeowner's record offers, the contractor's validation requests).
 */
export interface ConfirmedDeclineProps<Row, Answer extends string> {
  /** The answers under way, by row id: those rows' buttons are disabled. */
  answering: Readonly<Record<string, Answer>>;
  /** The row whose Decline dialog is open, if any. */
  declineTarget: Row | null;
  onDeclineTargetChange: (row: Row | null) => void;
  onConfirmDecline: () => void;
}

/** The "Decline?" of such a list: busy while that row's decline runs. */
export function DeclineConfirmDialog<Row extends { id: string }>({
  answering,
  declineTarget,
  onDeclineTargetChange,
  onConfirmDecline,
  title,
  text,
  confirmLabel,
}: ConfirmedDeclineProps<Row, string> & {
  title: string;
  /** What declining this row means. */
  text: (row: Row) => string;
  confirmLabel: string;
}) {
  return (
    <ConfirmDialog
      open={declineTarget !== null}
      onOpenChange={(open) => {
        if (!open) onDeclineTargetChange(null);
      }}
      title={title}
      description={declineTarget ? text(declineTarget) : ''}
      confirmLabel={confirmLabel}
      onConfirm={onConfirmDecline}
      destructive
      busy={declineTarget ? answering[declineTarget.id] === 'decline' : false}
    />
  );
}
