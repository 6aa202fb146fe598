import type { ComponentProps } from 'react';
import { visuallyHiddenClass } from './visually-hidden';

export interface HiddenFileInputProps extends Omit<
  ComponentProps<'input'>,
  'type' | 'tabIndex' | 'className' | 'onChange'
> {
  /** The files just chosen (never called with none). */
  onFiles: (files: File[]) => void;
}

/**
 * A file input that a visible button opens (`ref.current.click()`): hidden and out of the tab
 * order, and cleared after each choice so choosing the same file again still reports it.
 */
export function HiddenFileInput({ onFiles, ...props }: HiddenFileInputProps) {
  return (
    <input
      type="file"
      tabIndex={-1}
      className={visuallyHiddenClass}
      {...props}
      onChange={(event) => {
        const chosen = [...(event.currentTarget.files ?? [])];
        event.currentTarget.value = '';
        if (chosen.length > 0) onFiles(chosen);
      }}
    />
  );
}
