import { Suspense, lazy, useState } from 'react';
import { useUnsavedChangesGuard } from '@/lib/forms/use-unsaved-changes-guard';
import type { DiscardChangesDialogProps } from './discard-changes-dialog';

const DiscardChangesDialog = lazy(async () => ({
  default: (await import('./discard-changes-dialog')).DiscardChangesDialog,
}));

/**
 * `DiscardChangesDialog` for a screen that has no other dialog (Add Repair, Edit Repair,
 * reminder settings): the dialog's code (Ark's dialog, ~11 KB gzip) loads the first time
 * the question is asked, not with the page. Once asked it stays mounted, so it closes
 * with its animation and asks at once the next time.
 */
export function DiscardChangesPrompt(props: DiscardChangesDialogProps) {
  const [asked, setAsked] = useState(props.open);
  if (props.open && !asked) setAsked(true);
  if (!asked) return null;
  return (
    <Suspense fallback={null}>
      <DiscardChangesDialog {...props} />
    </Suspense>
  );
}

/**
 * A page form's guard (useUnsavedChangesGuard) while `dirty`, with its prompt: leaving the
 * page asks "Discard unsaved changes?" first. Pass `dirty` false while a save runs.
 */
export function UnsavedChangesPrompt({ dirty, text }: { dirty: boolean; text: string }) {
  const guard = useUnsavedChangesGuard(dirty);
  return (
    <DiscardChangesPrompt
      open={guard.asking}
      text={text}
      onStay={guard.stay}
      onDiscard={guard.discard}
    />
  );
}
