import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui';
import type { RowAction, RowActionProps } from './use-row-action';

/** The words of one confirmation. */
export interface RowActionConfirmCopy {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  destructive: boolean;
}

export interface RowActionConfirmDialogProps<Row, Action extends string> {
  /** The panel's row actions: the confirmation asked (null: closed), what runs, the answer. */
  actions: RowActionProps<Row, Action>;
  /** The panel's words for it (also asked for null while the dialog closes). */
  copy: (confirm: RowAction<Row, Action> | null) => RowActionConfirmCopy;
  children?: ReactNode;
}

/**
 * A panel row's "are you sure?": open while a confirmation is asked, closed by Cancel,
 * Escape or an outside click unless the action is under way (the dialog then shows it and
 * cannot be dismissed); confirming runs the row's action.
 */
export function RowActionConfirmDialog<Row, Action extends string>({
  actions: { confirm, busy, onConfirmChange, onAct },
  copy,
  children,
}: RowActionConfirmDialogProps<Row, Action>) {
  const words = copy(confirm);
  const running = busy !== null;
  return (
    <ConfirmDialog
      open={confirm !== null}
      onOpenChange={(open) => {
        if (!open && !running) onConfirmChange(null);
      }}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirmLabel}
      destructive={words.destructive}
      busy={running}
      onConfirm={() => {
        if (confirm) onAct(confirm.row, confirm.action);
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
