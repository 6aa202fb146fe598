import { css } from 'styled-system/css';
import { Spinner } from '../ui';

/** Full-area "Loading..." state used while auth resolves and while a page chunk loads. */
export function PageLoader({ label = 'Loading...' }: { label?: string }) {
  return (
    <div
      className={css({
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: '3',
        py: '24',
        color: 'fg.muted',
      })}
    >
      <Spinner label={label} />
      <p aria-hidden="true">{label}</p>
    </div>
  );
}
