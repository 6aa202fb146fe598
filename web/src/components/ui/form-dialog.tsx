import { useEffect, useState, type ReactNode } from 'react';
import { useUnsavedChangesGuard } from '@/lib/forms/use-unsaved-changes-guard';
import { Dialog } from './dialog';
import { DiscardChangesDialog } from './discard-changes-dialog';

/** What the form inside a FormDialog reports and calls. */
export interface FormDialogBody {
  /** The form has changes a close would lose. */
  onDirtyChange: (dirty: boolean) => void;
  /** A save is running: the dialog cannot be closed. */
  onWorkingChange: (working: boolean) => void;
  /** The form's Cancel: asks first when there are changes. */
  onCancel: () => void;
}

/** The form inside a FormDialog tells it, on every change, whether it is dirty and saving. */
export function useFormDialogBody(
  { onDirtyChange, onWorkingChange }: FormDialogBody,
  { dirty, working }: { dirty: boolean; working: boolean },
) {
  useEffect(() => onDirtyChange(dirty), [dirty, onDirtyChange]);
  useEffect(() => onWorkingChange(working), [working, onWorkingChange]);
}

/**
 * What every entity's form dialog (a task, a warranty, a service record, a member) takes
 * besides its entity and its submit: open and close, the user's calendar date, and the
 * catalogue's and tests' ways in.
 */
export interface EntityFormDialogProps<State> {
  open: boolean;
  /** Asked to close (after a save, or once unsaved changes are confirmed away). */
  onClose: () => void;
  /** The user's calendar date `yyyy-MM-dd` (a new entry's default date). */
  today: string;
  /** Catalogue/test: values other than the entity's own. */
  defaultValues?: Partial<State>;
  /** Catalogue/test: validate at once so the errors show. */
  validateOnMount?: boolean;
  /** Catalogue: show the busy state without a submit in flight. */
  busy?: boolean;
}

export interface FormDialogProps {
  open: boolean;
  /** Called once the dialog may close (no changes, or the user discarded them). */
  onClose: () => void;
  title: ReactNode;
  description?: ReactNode;
  /** What a discard loses, e.g. "Your changes to this task will be lost." */
  discardText: string;
  children: (body: FormDialogBody) => ReactNode;
}

/**
 * A form in a modal dialog that never loses typing by accident: Escape, the close
 * button, the form's Cancel and leaving the page (Back, a redirect) ask "Discard
 * unsaved changes?" when the form is dirty, and nothing closes it while a save runs.
 * Outside clicks never close it.
 */
export function FormDialog({
  open,
  onClose,
  title,
  description,
  discardText,
  children,
}: FormDialogProps) {
  const [dirty, setDirty] = useState(false);
  const [working, setWorking] = useState(false);
  const guard = useUnsavedChangesGuard(open && dirty && !working);

  const askToClose = () => {
    if (working) return;
    if (dirty) guard.ask();
    else onClose();
  };

  return (
    <>
      <Dialog
        open={open}
        onOpenChange={(next) => {
          if (!next) askToClose();
        }}
        title={title}
        description={description}
        closeOnEscape={!working}
        closeOnInteractOutside={false}
      >
        {children({ onDirtyChange: setDirty, onWorkingChange: setWorking, onCancel: askToClose })}
      </Dialog>
      <DiscardChangesDialog
        open={guard.asking}
        text={discardText}
        onStay={guard.stay}
        onDiscard={() => {
          setDirty(false);
          guard.discard();
          // After a held navigation too: a page kept across it must not keep the form open.
          onClose();
        }}
      />
    </>
  );
}
