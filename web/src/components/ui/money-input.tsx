import { css, cx } from 'styled-system/css';
import { Input, type InputProps } from './input';

/**
 * A dollar amount: an input with a "$" inside it. Text by default (the schema reads
 * what was typed, "12.50" or "$1,200"); a screen whose spec asks for a number input
 * passes `type="number"` with its step and minimum.
 */
export function MoneyInput({ className, ...props }: InputProps) {
  return (
    <div className={styles.money}>
      <span aria-hidden="true" className={styles.sign}>
        $
      </span>
      <Input
        type="text"
        inputMode="decimal"
        autoComplete="off"
        placeholder="0.00"
        className={cx(styles.input, className)}
        {...props}
      />
    </div>
  );
}

const styles = {
  money: css({ position: 'relative', w: 'full' }),
  sign: css({
    position: 'absolute',
    insetInlineStart: '3',
    top: '50%',
    transform: 'translateY(-50%)',
    color: 'fg.muted',
    pointerEvents: 'none',
  }),
  input: css({ ps: '7' }),
};
