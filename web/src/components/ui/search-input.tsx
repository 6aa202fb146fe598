import { Search } from 'lucide-react';
import { useId, type ComponentProps } from 'react';
import { css, cx } from 'styled-system/css';
import { Input } from './input';

export interface SearchInputProps extends Omit<ComponentProps<typeof Input>, 'type' | 'id'> {
  /** Accessible name of the field (visually hidden). */
  label: string;
  /** Class of the wrapping `role="search"` landmark. */
  rootClassName?: string;
}

/** A search landmark: visually hidden label, magnifier icon and a `type="search"` input. */
export function SearchInput({ label, rootClassName, className, ...inputProps }: SearchInputProps) {
  const id = useId();
  return (
    <div role="search" className={cx(css({ position: 'relative' }), rootClassName)}>
      <label htmlFor={id} className={css({ srOnly: true })}>
        {label}
      </label>
      <Search size={18} aria-hidden="true" className={icon} />
      <Input
        id={id}
        type="search"
        autoComplete="off"
        className={cx(css({ pl: '10' }), className)}
        {...inputProps}
      />
    </div>
  );
}

const icon = css({
  position: 'absolute',
  left: '3.5',
  top: '50%',
  transform: 'translateY(-50%)',
  color: 'fg.muted',
  pointerEvents: 'none',
});
