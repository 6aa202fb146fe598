import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { useRef, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import { Button } from './button';

export interface DialogProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  title: ReactNode;
  description?: ReactNode;
  /** Action area, e.g. Cancel/Save buttons. */
  footer?: ReactNode;
  children?: ReactNode;
  /** Optional element that opens the dialog (rendered via Ark's Dialog.Trigger `asChild`). */
  trigger?: ReactNode;
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
 * Modal dialog (Ark UI Dialog + Portal/Backdrop/Positioner): focus is trapped
 * inside, Escape and outside clicks close it, and focus returns to the
 * element that had it before opening.
 */
export function Dialog({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
  trigger,
  role = 'dialog',
  initialFocusEl,
  finalFocusEl,
  closeOnEscape = true,
  closeOnInteractOutside = true,
  locked = false,
  showCloseButton = true,
  className,
}: DialogProps) {
  const styles = dialog();
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => {
        if (locked && !details.open) return;
        onOpenChange(details.open);
      }}
      role={role}
      lazyMount
      unmountOnExit
      closeOnEscape={closeOnEscape && !locked}
      closeOnInteractOutside={closeOnInteractOutside && !locked}
      {...(initialFocusEl ? { initialFocusEl } : {})}
      {...(finalFocusEl ? { finalFocusEl } : {})}
    >
      {trigger != null ? <ArkDialog.Trigger asChild>{trigger}</ArkDialog.Trigger> : null}
      <Portal>
        <ArkDialog.Backdrop className={styles.backdrop} />
        <ArkDialog.Positioner className={styles.positioner}>
          <ArkDialog.Content className={cx(styles.content, className)}>
            <div className={styles.header}>
              <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
              {description != null ? (
                <ArkDialog.Description className={styles.description}>
                  {description}
                </ArkDialog.Description>
              ) : null}
            </div>
            {children != null ? <div className={styles.body}>{children}</div> : null}
            {footer != null ? <div className={styles.footer}>{footer}</div> : null}
            {showCloseButton ? (
              <ArkDialog.CloseTrigger className={styles.closeTrigger} aria-label="Close">
                <X aria-hidden="true" />
              </ArkDialog.CloseTrigger>
            ) : null}
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
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
