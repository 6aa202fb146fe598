import { Field as ArkField } from '@ark-ui/react/field';
import { CircleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { field } from 'styled-system/recipes';

export interface FieldProps extends Omit<
  ComponentProps<typeof ArkField.Root>,
  'children' | 'invalid'
> {
  /** Visible label, associated with the control via `for`/`id`. */
  label?: ReactNode;
  /** Error message; shown (and the control marked invalid) only when it is a non-empty string. */
  error?: string | null | undefined;
  /** Hint shown under the control and referenced by `aria-describedby`. */
  helperText?: ReactNode;
  /** Mark invalid even without an error message. */
  invalid?: boolean;
  /**
   * The control, e.g. `<Input {...register('email')} />`. Set `id` on the
   * Field (not the control) if you need a specific control id.
   */
  children: ReactNode;
}

/**
 * Form field built on Ark UI's Field: label ↔ control association, helper
 * text, error text, and `aria-invalid`/`aria-describedby` on the control.
 */
export function Field({
  label,
  error,
  helperText,
  invalid,
  required,
  disabled,
  readOnly,
  className,
  children,
  ...props
}: FieldProps) {
  const styles = field();
  const hasError = typeof error === 'string' && error.trim().length > 0;
  return (
    <ArkField.Root
      className={cx(styles.root, className)}
      invalid={hasError || Boolean(invalid)}
      required={Boolean(required)}
      disabled={Boolean(disabled)}
      readOnly={Boolean(readOnly)}
      {...props}
    >
      {label != null ? (
        <ArkField.Label className={styles.label}>
          {label}
          <ArkField.RequiredIndicator className={styles.requiredIndicator}>
            *
          </ArkField.RequiredIndicator>
        </ArkField.Label>
      ) : null}
      {children}
      {helperText != null ? (
        <ArkField.HelperText className={styles.helperText}>{helperText}</ArkField.HelperText>
      ) : null}
      {hasError ? (
        <ArkField.ErrorText className={styles.errorText}>
          <CircleAlert aria-hidden="true" />
          {error}
        </ArkField.ErrorText>
      ) : null}
    </ArkField.Root>
  );
}
