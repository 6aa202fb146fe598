import { CircleAlert, CircleCheck, Info, TriangleAlert } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
import { cx } from 'styled-system/css';
import { alert } from 'styled-system/recipes';

export type AlertVariant = 'info' | 'success' | 'warning' | 'danger';

export interface AlertProps extends Omit<ComponentProps<'div'>, 'title'> {
  variant?: AlertVariant;
  title?: ReactNode;
  /** Replace the default variant icon; pass `null` to hide it. */
  icon?: ReactNode;
}

const ICONS = {
  info: Info,
  success: CircleCheck,
  warning: TriangleAlert,
  danger: CircleAlert,
} as const;

/**
 * Inline message. `danger` and `warning` use `role="alert"` (announced
 * immediately); `info` and `success` use `role="status"`.
 */
export function Alert({
  variant = 'info',
  title,
  icon,
  className,
  children,
  role,
  ...props
}: AlertProps) {
  const styles = alert({ variant });
  const Icon = ICONS[variant];
  const resolvedRole = role ?? (variant === 'danger' || variant === 'warning' ? 'alert' : 'status');
  return (
    <div role={resolvedRole} className={cx(styles.root, className)} {...props}>
      {icon === null ? null : (
        <span className={styles.icon} aria-hidden="true">
          {icon ?? <Icon />}
        </span>
      )}
      <div className={styles.content}>
        {title != null ? <div className={styles.title}>{title}</div> : null}
        {children != null ? <div className={styles.description}>{children}</div> : null}
      </div>
    </div>
  );
}
