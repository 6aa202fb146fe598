import { ConfirmDialog } from './dialog';
import { DISCARD_COPY } from './form-dialog-copy';

export interface DiscardChangesDialogProps {
  open: boolean;
  /** What a discard loses, e.g. "Your changes to this task will be lost." */
  text: string;
  /** "Continue Editing", Escape or an outside click. */
  onStay: () => void;
  /** "Discard Changes". */
  onDiscard: () => void;
}

/** The spec's "Discard unsaved changes?" question, asked by every form that can lose changes. */
export function DiscardChangesDialog({ open, text, onStay, onDiscard }: DiscardChangesDialogProps) {
  return (
    <ConfirmDialog
      open={open}
      onOpenChange={(next) => {
        if (!next) onStay();
      }}
      title={DISCARD_COPY.title}
      description={text}
      cancelLabel={DISCARD_COPY.continueEditing}
      confirmLabel={DISCARD_COPY.discard}
      destructive
      onConfirm={onDiscard}
    />
  );
}
