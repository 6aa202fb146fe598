import { Portal } from '@ark-ui/react/portal';
import { Select as ArkSelect, createListCollection } from '@ark-ui/react/select';
import { Check, ChevronDown } from 'lucide-react';
import { useMemo, type ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { select } from 'styled-system/recipes';
import { givenFormControlProps, type ArkFormControlProps } from './ark-form-control-props';

export interface SelectItem {
  label: string;
  value: string;
  disabled?: boolean;
}

export interface SelectProps extends ArkFormControlProps {
  items: readonly SelectItem[];
  /** Controlled value ('' or null = nothing selected). */
  value?: string | null;
  /** Initial value when uncontrolled. */
  defaultValue?: string;
  onValueChange?: (value: string) => void;
  placeholder?: string;
  /** Visible label (omit when the Select sits inside a `<Field label>`; then pass nothing or `aria-label`). */
  label?: ReactNode;
  /** Accessible name when there is no visible label. */
  'aria-label'?: string;
  size?: 'sm' | 'md' | 'lg';
  className?: string;
  /** Render the dropdown in a portal (default true). */
  portalled?: boolean;
  onOpenChange?: (open: boolean) => void;
}

/**
 * Single-value select built on Ark UI Select: listbox popup with full keyboard
 * support (Enter/Space/Arrow keys/typeahead/Escape) and a hidden native
 * `<select>` so it participates in forms.
 */
export function Select({
  items,
  value,
  defaultValue,
  onValueChange,
  placeholder = 'Select an option',
  label,
  'aria-label': ariaLabel,
  size,
  className,
  portalled = true,
  onOpenChange,
  ...control
}: SelectProps) {
  const styles = select({ size });
  const collection = useMemo(
    () =>
      createListCollection<SelectItem>({
        items: [...items],
        itemToString: (item) => item.label,
        itemToValue: (item) => item.value,
        isItemDisabled: (item) => Boolean(item.disabled),
      }),
    [items],
  );

  const optional = {
    ...(value !== undefined ? { value: value ? [value] : [] } : {}),
    ...(defaultValue !== undefined ? { defaultValue: [defaultValue] } : {}),
    ...givenFormControlProps(control),
  };

  const content = (
    <ArkSelect.Positioner className={styles.positioner}>
      <ArkSelect.Content className={styles.content}>
        {collection.items.map((item) => (
          <ArkSelect.Item key={item.value} item={item} className={styles.item}>
            <ArkSelect.ItemText className={styles.itemText}>{item.label}</ArkSelect.ItemText>
            <ArkSelect.ItemIndicator className={styles.itemIndicator}>
              <Check aria-hidden="true" />
            </ArkSelect.ItemIndicator>
          </ArkSelect.Item>
        ))}
      </ArkSelect.Content>
    </ArkSelect.Positioner>
  );

  return (
    <ArkSelect.Root
      collection={collection}
      className={cx(styles.root, className)}
      positioning={{ sameWidth: true, gutter: 4 }}
      lazyMount
      unmountOnExit
      onValueChange={(details) => onValueChange?.(details.value[0] ?? '')}
      onOpenChange={(details) => onOpenChange?.(details.open)}
      {...optional}
    >
      {label != null ? <ArkSelect.Label className={styles.label}>{label}</ArkSelect.Label> : null}
      <ArkSelect.Control className={styles.control}>
        <ArkSelect.Trigger className={styles.trigger} aria-label={ariaLabel}>
          <ArkSelect.ValueText className={styles.valueText} placeholder={placeholder} />
          <ArkSelect.Indicator className={styles.indicator}>
            <ChevronDown aria-hidden="true" />
          </ArkSelect.Indicator>
        </ArkSelect.Trigger>
      </ArkSelect.Control>
      {portalled ? <Portal>{content}</Portal> : content}
      <ArkSelect.HiddenSelect />
    </ArkSelect.Root>
  );
}
