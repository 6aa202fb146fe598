import type { ReactNode } from 'react';
import { css } from 'styled-system/css';

export interface EmptyStateProps {
  /** Decorative icon (hidden from assistive tech). */
  icon?: ReactNode;
  title: ReactNode;
  /** Element for the title: a heading where the page outline needs one. */
  titleAs?: 'h2' | 'h3' | 'p';
  description?: ReactNode;
  /** Usually one button that resets or moves on ("Clear search", "Add Property"). */
  action?: ReactNode;
}

/** The card shown when a list has nothing to show (no results, nothing yet). */
export function EmptyState({
  icon,
  title,
  titleAs: Title = 'h3',
  description,
  action,
}: EmptyStateProps) {
  return (
    <div className={root} data-testid="empty-state">
      {icon ? (
        <span aria-hidden="true" className={iconWrap}>
          {icon}
        </span>
      ) : null}
      <Title className={css({ fontSize: 'lg', fontWeight: 'semibold', color: 'fg.default' })}>
        {title}
      </Title>
      {description ? <p className={css({ color: 'fg.muted', maxW: 'md' })}>{description}</p> : null}
      {action}
    </div>
  );
}

const root = css({
  display: 'flex',
  flexDirection: 'column',
  alignItems: 'center',
  textAlign: 'center',
  gap: '3',
  px: { base: '5', md: '6' },
  py: '12',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l3',
  boxShadow: 'xs',
});
const iconWrap = css({
  display: 'inline-flex',
  p: '3',
  borderRadius: 'full',
  bg: 'bg.muted',
  color: 'fg.muted',
});
