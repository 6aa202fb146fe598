import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import { cx } from 'styled-system/css';
import { dialog } from 'styled-system/recipes';
import type { DialogProps } from './dialog';

/**
 * Modal dialog (Ark UI Dialog + Portal/Backdrop/Positioner): focus is trapped
 * inside, Escape and outside clicks close it, and focus returns to the
 * element that had it before opening.
 */
export function DialogFrame({
  open,
  onOpenChange,
  title,
  description,
  footer,
  children,
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
