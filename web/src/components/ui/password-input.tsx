import { Eye, EyeOff } from 'lucide-react';
import { useState } from 'react';
import { useFieldContext } from '@ark-ui/react/field';
import { cx } from 'styled-system/css';
import { passwordInput } from 'styled-system/recipes';
import { Input, type InputProps } from './input';

export interface PasswordInputProps extends Omit<InputProps, 'type'> {
  /** Controlled visibility. */
  visible?: boolean;
  /** Initial visibility when uncontrolled. */
  defaultVisible?: boolean;
  onVisibleChange?: (visible: boolean) => void;
  /** Class for the wrapper element (`className` goes to the input). */
  rootClassName?: string;
}

/**
 * Password input with a show/hide toggle. The toggle is a real, focusable
 * button (`aria-pressed`, label "Show password" / "Hide password"). Works
 * inside `<Field>`; `ref` goes to the `<input>`.
 */
export function PasswordInput({
  visible: visibleProp,
  defaultVisible = false,
  onVisibleChange,
  rootClassName,
  className,
  disabled,
  ...props
}: PasswordInputProps) {
  const styles = passwordInput();
  const field = useFieldContext();
  const [uncontrolledVisible, setUncontrolledVisible] = useState(defaultVisible);
  const visible = visibleProp ?? uncontrolledVisible;
  const isDisabled = disabled ?? field?.disabled ?? false;

  const toggle = () => {
    const next = !visible;
    if (visibleProp === undefined) setUncontrolledVisible(next);
    onVisibleChange?.(next);
  };

  return (
    <div className={cx(styles.root, rootClassName)} data-visible={visible ? '' : undefined}>
      <Input
        type={visible ? 'text' : 'password'}
        autoComplete="current-password"
        autoCapitalize="none"
        autoCorrect="off"
        spellCheck={false}
        className={cx(styles.input, className)}
        disabled={disabled}
        {...props}
      />
      <button
        type="button"
        className={styles.toggle}
        aria-label={visible ? 'Hide password' : 'Show password'}
        aria-pressed={visible}
        aria-controls={props.id ?? field?.ids.control}
        disabled={isDisabled}
        onClick={toggle}
      >
        {visible ? <EyeOff aria-hidden="true" /> : <Eye aria-hidden="true" />}
      </button>
    </div>
  );
}
