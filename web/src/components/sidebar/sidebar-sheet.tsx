import { Dialog as ArkDialog } from '@ark-ui/react/dialog';
import { Portal } from '@ark-ui/react/portal';
import { X } from 'lucide-react';
import type { ReactNode } from 'react';
import { sidebar } from 'styled-system/recipes';
import { SIDEBAR_COPY as C } from './sidebar-copy';
import { SurfaceContext } from './sidebar-surface';

const styles = sidebar();

export interface SidebarSheetProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
  /** The header's icon, already wrapped. */
  icon: ReactNode;
  title: string;
  footer?: ReactNode;
  children: ReactNode;
}

/**
 * The sidebar on phones: a modal sheet (Ark Dialog) with the same links. Loaded by
 * sidebar.tsx the first time a phone opens it.
 */
export function SidebarSheet({
  open,
  onOpenChange,
  icon,
  title,
  footer,
  children,
}: SidebarSheetProps) {
  return (
    <ArkDialog.Root
      open={open}
      onOpenChange={(details) => onOpenChange(details.open)}
      lazyMount
      unmountOnExit
    >
      <Portal>
        <ArkDialog.Backdrop className={styles.sheetBackdrop} />
        <ArkDialog.Positioner className={styles.sheetPositioner}>
          <ArkDialog.Content className={styles.sheetContent} data-testid="sidebar-sheet">
            <SurfaceContext.Provider value="sheet">
              <div className={styles.header}>
                {icon}
                <ArkDialog.Title className={styles.title}>{title}</ArkDialog.Title>
                <ArkDialog.CloseTrigger className={styles.sheetClose} aria-label={C.close}>
                  <X aria-hidden="true" />
                </ArkDialog.CloseTrigger>
              </div>
              <nav className={styles.content} aria-label={title}>
                {children}
              </nav>
              {footer ? <div className={styles.footer}>{footer}</div> : null}
            </SurfaceContext.Provider>
          </ArkDialog.Content>
        </ArkDialog.Positioner>
      </Portal>
    </ArkDialog.Root>
  );
}
