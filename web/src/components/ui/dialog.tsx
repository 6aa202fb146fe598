import { useRef, type ReactNode } from 'react';
import { onDemand } from '@/lib/on-demand';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Action area, e.g. Cancel/Save buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  /** `alertdialog` for confirmations that interrupt the user. */
  role?: 'dialog' | 'alertdialog';
  /** Element to focus when the dialog opens (defaults to the first focusable element). */
  initialFocusEl?: () => HTMLElement | null;
  /** Element to focus when the dialog closes (defaults to the previously focused element). */
  finalFocusEl?: () => HTMLElement | null;
  closeOnEscape?: boolean;
  closeOnInteractOutside?: boolean;
  /** Work in progress: nothing dismisses the dialog (Escape, outside, the × button). */
  locked?: boolean;
  /** Show the top-right close (×) button. Default true. */
  showCloseButton?: boolean;
  className?: string;
}

/**
 * The dialog's code (Ark's dialog machine, focus trap and portal, ~10 KB gzip) is loaded the
 * first time a dialog opens: every screen has dialogs, few visits open one. Dialogs are
 * always controlled by `open`, so nothing needs the code before that.
 */
const dialogFrame = onDemand(() => import('./dialog-frame'));

/** Loads the dialog's code now (test/setup.ts, so a test's dialog opens in one render). */
export const loadDialogFrame = dialogFrame.load;

/**
 * Modal dialog (Ark UI Dialog + Portal/Backdrop/Positioner, in dialog-frame.tsx): focus is
 * trapped inside, Escape and outside clicks close it, and focus returns to the element
 * that had it before opening.
 */
export function Dialog(props: DialogProps) {
  const Frame = dialogFrame.useModule(props.open)?.DialogFrame;
  return Frame ? <Frame {...props} /> : null;
}

export interface ConfirmDialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  confirmLabel: string;
  /** Default "Cancel". */
  cancelLabel?: string;
  /** Called when the confirm button is pressed. The dialog stays open; close it via `onOpenChange`/`open`. */
  onConfirm: () => void;
  /** Style the confirm button as dangerous (and focus Cancel first). */
  destructive?: boolean;
  /** Work in progress: confirm shows a spinner, both buttons are disabled and the dialog cannot be dismissed. */
  busy?: boolean;
  children?: ReactNode;
}

/** Confirmation dialog (`role="alertdialog"`) with Cancel and Confirm actions. */
export function ConfirmDialog({
  open,
  onOpenChange,
  title,
  description,
  confirmLabel,
  cancelLabel = 'Cancel',
  onConfirm,
  destructive = false,
  busy = false,
  children,
}: ConfirmDialogProps) {
  const cancelRef = useRef<HTMLButtonElement>(null);
  return (
    <Dialog
      open={open}
      onOpenChange={onOpenChange}
      role="alertdialog"
      title={title}
      description={description}
      locked={busy}
      showCloseButton={false}
      // Safer default focus for destructive actions.
      initialFocusEl={destructive ? () => cancelRef.current : undefined}
      footer={
        <>
          <Button
            ref={cancelRef}
            type="button"
            variant="outline"
            disabled={busy}
            onClick={() => onOpenChange(false)}
          >
            {cancelLabel}
          </Button>
          <Button
            type="button"
            variant={destructive ? 'danger' : 'solid'}
            loading={busy}
            onClick={() => onConfirm()}
          >
            {confirmLabel}
          </Button>
        </>
      }
    >
      {children}
    </Dialog>
  );
}
