import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { input, type InputVariantProps } from 'styled-system/recipes';
import { useFieldDescribedBy } from './use-field-control-props';

export interface InputProps extends Omit<ComponentProps<'input'>, 'size'> {
  size?: NonNullable<InputVariantProps['size']>;
  /** Native `size` attribute (visible character width). */
  htmlSize?: number;
}

/**
 * Styled native `<input>`. Inside a `<Field>` it picks up the field's id,
 * required/disabled state and ARIA wiring. `ref` is a regular prop (React 19),
 * so react-hook-form's `register()` can be spread onto it.
 */
export function Input({
  size,
  htmlSize,
  className,
  'aria-describedby': describedBy,
  ...props
}: InputProps) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  return (
    <ArkField.Input
      className={cx(input({ size }), className)}
      size={htmlSize}
      {...props}
      aria-describedby={ariaDescribedBy}
    />
  );
}
