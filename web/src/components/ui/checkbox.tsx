/**
 * A labelled checkbox: the native input (a form's `register` and keyboard work as they
 * are), with a description under the label when one is given.
 */
import { useId, type ComponentProps, type ReactNode } from 'react';
import { css, cx } from 'styled-system/css';

export interface CheckboxProps extends Omit<ComponentProps<'input'>, 'type'> {
  label: ReactNode;
  /** A line under the label, read with it (aria-describedby). */
  description?: ReactNode;
}

export function Checkbox({ label, description, className, id, ...input }: CheckboxProps) {
  const fallbackId = useId();
  const inputId = id ?? fallbackId;
  const descriptionId = description ? `${inputId}-description` : undefined;
  return (
    <div className={cx(row, className)}>
      <input
        id={inputId}
        type="checkbox"
        className={box}
        aria-describedby={descriptionId}
        {...input}
      />
      <div className={css({ display: 'flex', flexDirection: 'column', gap: '0.5' })}>
        <label htmlFor={inputId} className={labelStyle}>
          {label}
        </label>
        {description ? (
          <span id={descriptionId} className={css({ fontSize: 'sm', color: 'fg.muted' })}>
            {description}
          </span>
        ) : null}
      </div>
    </div>
  );
}

const row = css({ display: 'flex', alignItems: 'flex-start', gap: '2', minH: '6' });
const box = css({
  w: '4',
  h: '4',
  mt: '1',
  flexShrink: 0,
  accentColor: 'accent.default',
  cursor: 'pointer',
  _disabled: { cursor: 'not-allowed' },
});
const labelStyle = css({ fontSize: 'sm', cursor: 'pointer', lineHeight: '1.5rem' });
