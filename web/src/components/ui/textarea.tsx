import { Field as ArkField } from '@ark-ui/react/field';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { textarea, type TextareaVariantProps } from 'styled-system/recipes';
import { useFieldDescribedBy } from './use-field-control-props';

export interface TextareaProps extends ComponentProps<'textarea'> {
  size?: NonNullable<TextareaVariantProps['size']>;
  /** Grow with the content instead of showing a scrollbar. */
  autoresize?: boolean;
}

/** Styled native `<textarea>`; Field-aware like `Input`. */
export function Textarea({
  size,
  className,
  'aria-describedby': describedBy,
  ...props
}: TextareaProps) {
  const ariaDescribedBy = useFieldDescribedBy(describedBy);
  return (
    <ArkField.Textarea
      className={cx(textarea({ size }), className)}
      {...props}
      aria-describedby={ariaDescribedBy}
    />
  );
}
