/**
 * "Take a Photo" on the repair forms: a button, shown on phones and tablets (a coarse
 * pointer) or any narrow window, that opens the camera through a hidden image input with
 * `capture`. The pickers beside it stay for every device.
 */
import { Camera } from 'lucide-react';
import { useRef, type RefObject } from 'react';
import { css } from 'styled-system/css';
import { HiddenFileInput, TapButton, type ButtonProps } from '@/components/ui';

export interface CameraPickerProps {
  /** The button's text. */
  label: string;
  /** The hidden input's accessible name. */
  inputLabel: string;
  variant: ButtonProps['variant'];
  disabled: boolean;
  onFiles: (files: File[]) => void;
  /** The input, for a caller that opens the camera itself (Add Repair's `?capture=receipt`). */
  inputRef?: RefObject<HTMLInputElement | null>;
  buttonRef?: RefObject<HTMLButtonElement | null>;
}

export function CameraPicker({
  label,
  inputLabel,
  variant,
  disabled,
  onFiles,
  inputRef,
  buttonRef,
}: CameraPickerProps) {
  const own = useRef<HTMLInputElement>(null);
  const input = inputRef ?? own;
  return (
    <>
      <HiddenFileInput
        ref={input}
        accept="image/*"
        capture="environment"
        aria-label={inputLabel}
        disabled={disabled}
        onFiles={onFiles}
      />
      <TapButton
        ref={buttonRef}
        variant={variant}
        icon={Camera}
        className={cameraClass}
        disabled={disabled}
        onClick={() => input.current?.click()}
      >
        {label}
      </TapButton>
    </>
  );
}

const cameraClass = css({
  display: { base: 'inline-flex', md: 'none' },
  '@media (pointer: coarse)': { display: 'inline-flex' },
});
