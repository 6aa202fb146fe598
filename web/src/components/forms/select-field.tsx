/**
 * A labelled kit Select bound to one react-hook-form field (a Select is not a native
 * input, so `register` cannot drive it).
 */
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { Field, Select, type SelectItem } from '@/components/ui';

export interface SelectFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  /** The Field's id: the label points at the Select through it. */
  id: string;
  label: ReactNode;
  items: readonly SelectItem[];
  error?: string;
  disabled: boolean;
  className?: string;
}

export function SelectField<T extends FieldValues>({
  control,
  name,
  id,
  label,
  items,
  error,
  disabled,
  className,
}: SelectFieldProps<T>) {
  const { field } = useController({ name, control });
  return (
    <Field id={id} label={label} error={error} disabled={disabled} className={className}>
      <Select
        items={items}
        name={field.name}
        value={field.value as string}
        disabled={disabled}
        onValueChange={field.onChange}
      />
    </Field>
  );
}
