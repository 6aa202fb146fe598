import type { ReactNode } from 'react';
import { ConfirmDialog } from '@/components/ui';

/** The words of one confirmation. */
export interface RowActionConfirmCopy {
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  destructive: boolean;
}

export interface RowActionConfirmDialogProps<Confirm> {
  /** The confirmation asked, or null (closed). */
  confirm: Confirm | null;
  /** The panel's words for it (also asked for null while the dialog closes). */
  copy: (confirm: Confirm | null) => RowActionConfirmCopy;
  /** The action runs: the dialog shows it and cannot be dismissed. */
  busy: boolean;
  onClose: () => void;
  onConfirm: (confirm: Confirm) => void;
  children?: ReactNode;
}

/**
 * A panel row's "are you sure?": open while a confirmation is asked, closed by Cancel,
 * Escape or an outside click unless the action is under way.
 */
export function RowActionConfirmDialog<Confirm>({
  confirm,
  copy,
  busy,
  onClose,
  onConfirm,
  children,
}: RowActionConfirmDialogProps<Confirm>) {
  const words = copy(confirm);
  return (
    <ConfirmDialog
      open={confirm !== null}
      onOpenChange={(open) => {
        if (!open && !busy) onClose();
      }}
      title={words.title}
      description={words.description}
      confirmLabel={words.confirmLabel}
      destructive={words.destructive}
      busy={busy}
      onConfirm={() => {
        if (confirm) onConfirm(confirm);
      }}
    >
      {children}
    </ConfirmDialog>
  );
}
