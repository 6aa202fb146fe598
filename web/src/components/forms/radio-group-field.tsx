/**
 * A kit RadioGroup bound to one react-hook-form field (its options side by side unless told
 * otherwise): the group's value is the field's.
 */
import type { ReactNode } from 'react';
import { useController, type Control, type FieldPath, type FieldValues } from 'react-hook-form';
import { RadioGroup, type RadioGroupItem } from '@/components/ui';

export interface RadioGroupFieldProps<T extends FieldValues> {
  control: Control<T>;
  name: FieldPath<T>;
  label: ReactNode;
  items: readonly RadioGroupItem[];
  disabled: boolean;
  orientation?: 'horizontal' | 'vertical';
}

export function RadioGroupField<T extends FieldValues>({
  control,
  name,
  label,
  items,
  disabled,
  orientation = 'horizontal',
}: RadioGroupFieldProps<T>) {
  const { field } = useController({ name, control });
  return (
    <RadioGroup
      label={label}
      items={items}
      name={field.name}
      value={field.value as string}
      onValueChange={field.onChange}
      orientation={orientation}
      disabled={disabled}
    />
  );
}
