import { RadioGroup as ArkRadioGroup } from '@ark-ui/react/radio-group';
import type { ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { radioGroup } from 'styled-system/recipes';
import { givenFormControlProps, type ArkFormControlProps } from './ark-form-control-props';

export interface RadioGroupItem {
  label: ReactNode;
  value: string;
  disabled?: boolean;
}

export interface RadioGroupProps extends ArkFormControlProps {
  items: readonly RadioGroupItem[];
  /** Group label (rendered as the radiogroup's accessible name). */
  label?: ReactNode;
  'aria-label'?: string;
  /** Controlled value ('' or null = none). */
  value?: string | null;
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  orientation?: 'horizontal' | 'vertical';
  className?: string;
}

/**
 * Radio group built on Ark UI RadioGroup. Each option is a native (visually
 * hidden) radio input, so Tab focuses the group and Arrow keys move the
 * selection.
 */
export function RadioGroup({
  items,
  label,
  'aria-label': ariaLabel,
  value,
  defaultValue,
  onValueChange,
  orientation = 'vertical',
  className,
  ...control
}: RadioGroupProps) {
  const styles = radioGroup();
  const optional = {
    ...(value !== undefined ? { value: value || null } : {}),
    ...(defaultValue !== undefined ? { defaultValue } : {}),
    ...givenFormControlProps(control),
  };
  return (
    <ArkRadioGroup.Root
      className={cx(styles.root, className)}
      orientation={orientation}
      aria-label={ariaLabel}
      onValueChange={(details) => onValueChange?.(details.value ?? '')}
      {...optional}
    >
      {label != null ? (
        <ArkRadioGroup.Label className={styles.label}>{label}</ArkRadioGroup.Label>
      ) : null}
      <div className={styles.items} data-orientation={orientation}>
        {items.map((item) => (
          <ArkRadioGroup.Item
            key={item.value}
            value={item.value}
            disabled={item.disabled}
            className={styles.item}
          >
            <ArkRadioGroup.ItemControl className={styles.itemControl} />
            <ArkRadioGroup.ItemText className={styles.itemText}>
              {item.label}
            </ArkRadioGroup.ItemText>
            <ArkRadioGroup.ItemHiddenInput />
          </ArkRadioGroup.Item>
        ))}
      </div>
    </ArkRadioGroup.Root>
  );
}
