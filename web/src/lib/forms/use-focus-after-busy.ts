import { useCallback, useEffect, useState } from 'react';
import type { FieldValues, Path, UseFormSetFocus } from 'react-hook-form';

/**
 * A field the server blamed gets focus once the form is enabled again (a disabled input
 * cannot take focus while the save is still settling). Returns the function to ask for it.
 */
export function useFocusAfterBusy<T extends FieldValues>(
  busy: boolean,
  setFocus: UseFormSetFocus<T>,
): (field: Path<T>) => void {
  // A new object each time: the same field blamed twice is focused twice.
  const [target, setTarget] = useState<{ field: Path<T> } | null>(null);
  useEffect(() => {
    if (!busy && target) setFocus(target.field);
  }, [busy, target, setFocus]);
  return useCallback((field: Path<T>) => setTarget({ field }), []);
}
