/**
 * A labelled one-line text input registered with react-hook-form, for a dialog's own words
 * (a task's name, a warranty's item, a record's client): no autofill, a length cap.
 */
import type { ReactNode } from 'react';
import type { FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { Field, Input } from '@/components/ui';

export interface TextFieldProps<T extends FieldValues> {
  register: UseFormRegister<T>;
  name: FieldPath<T>;
  label: ReactNode;
  error?: string | undefined;
  disabled: boolean;
  required?: boolean;
  maxLength: number;
  placeholder?: string;
}

export function TextField<T extends FieldValues>({
  register,
  name,
  label,
  error,
  disabled,
  required,
  maxLength,
  placeholder,
}: TextFieldProps<T>) {
  return (
    <Field label={label} error={error} disabled={disabled} required={required}>
      <Input
        autoComplete="off"
        maxLength={maxLength}
        placeholder={placeholder}
        {...register(name)}
      />
    </Field>
  );
}
