import { ark } from '@ark-ui/react/factory';
import type { ComponentProps } from 'react';
import { cx } from 'styled-system/css';
import { button, type ButtonVariantProps } from 'styled-system/recipes';
import { Spinner } from './spinner';

export interface ButtonProps extends ComponentProps<typeof ark.button> {
  variant?: NonNullable<ButtonVariantProps['variant']>;
  size?: NonNullable<ButtonVariantProps['size']>;
  /** Stretch to the container's width. */
  fullWidth?: boolean;
  /** Show a spinner, mark the button busy and disable it. */
  loading?: boolean;
}

/**
 * Button. Keeps the native `type` default (submit inside a form) — pass
 * `type="button"` for non-submitting buttons inside forms.
 *
 * `asChild` styles the single child instead, e.g.
 * `<Button asChild><Link to="/x">Go</Link></Button>`.
 */
export function Button({
  variant,
  size,
  fullWidth,
  loading = false,
  disabled,
  asChild,
  className,
  children,
  onClick,
  ...props
}: ButtonProps) {
  const classes = cx(button({ variant, size, fullWidth }), className);

  if (asChild) {
    // Links cannot be `disabled`; expose the state through ARIA instead.
    const inactive = Boolean(disabled) || loading;
    return (
      <ark.button
        asChild
        className={classes}
        aria-busy={loading || undefined}
        aria-disabled={inactive || undefined}
        data-loading={loading ? '' : undefined}
        onClick={(event) => {
          if (inactive) {
            event.preventDefault();
            return;
          }
          onClick?.(event);
        }}
        {...props}
      >
        {children}
      </ark.button>
    );
  }

  return (
    <ark.button
      className={classes}
      disabled={Boolean(disabled) || loading}
      aria-busy={loading || undefined}
      data-loading={loading ? '' : undefined}
      onClick={onClick}
      {...props}
    >
      {loading ? <Spinner decorative size="sm" /> : null}
      {children}
    </ark.button>
  );
}
