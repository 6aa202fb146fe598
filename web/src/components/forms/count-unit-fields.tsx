/**
 * "Every 3 months", "2 years": a whole number typed in and its unit chosen beside it,
 * each taking half the row.
 */
import type { ReactNode } from 'react';
import type { Control, FieldPath, FieldValues, UseFormRegister } from 'react-hook-form';
import { Field, Input, type SelectItem } from '@/components/ui';
import { formLayout } from './form-layout';
import { SelectField } from './select-field';

export interface CountUnitFieldsProps<T extends FieldValues> {
  control: Control<T>;
  register: UseFormRegister<T>;
  count: { name: FieldPath<T>; label: ReactNode; error?: string; maxLength: number };
  unit: { name: FieldPath<T>; id: string; label: ReactNode; items: readonly SelectItem[] };
  disabled: boolean;
}

export function CountUnitFields<T extends FieldValues>({
  control,
  register,
  count,
  unit,
  disabled,
}: CountUnitFieldsProps<T>) {
  return (
    <>
      <Field
        label={count.label}
        error={count.error}
        disabled={disabled}
        className={formLayout.grow}
      >
        <Input
          type="text"
          inputMode="numeric"
          autoComplete="off"
          maxLength={count.maxLength}
          {...register(count.name)}
        />
      </Field>
      <SelectField
        control={control}
        name={unit.name}
        id={unit.id}
        label={unit.label}
        items={unit.items}
        disabled={disabled}
        className={formLayout.grow}
      />
    </>
  );
}
