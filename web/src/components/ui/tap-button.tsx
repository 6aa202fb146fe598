import type { LucideIcon } from 'lucide-react';
import { css, cx } from 'styled-system/css';
import { Button, type ButtonProps } from './button';

export interface TapButtonProps extends Omit<ButtonProps, 'size' | 'type'> {
  /** A decorative icon before the text. */
  icon?: LucideIcon;
}

/**
 * A small action button (never a submit) that is at least 44 px tall on phones, for one-thumb
 * use; the desktop keeps the compact size.
 */
export function TapButton({ icon: Icon, className, children, ...props }: TapButtonProps) {
  return (
    <Button type="button" size="sm" className={cx(tapClass, className)} {...props}>
      {Icon ? <Icon aria-hidden="true" /> : null}
      {children}
    </Button>
  );
}

const tapClass = css({ h: { base: '11', md: '9' } });
