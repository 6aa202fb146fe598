import { House } from 'lucide-react';
import { Link } from 'react-router-dom';
import { css } from 'styled-system/css';
import { paths } from '@/lib/paths';

/** The HomeLedger mark and name, linking home (navbar and footer). */
export function BrandLink({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <Link to={paths.home} className={brand} aria-label="HomeLedger home">
      <BrandMark size={size} />
      HomeLedger
    </Link>
  );
}

/** The HomeLedger mark: a house on an accent square. Decorative. */
export function BrandMark({ size = 'md' }: { size?: 'sm' | 'md' }) {
  return (
    <span className={logoMark} data-size={size} aria-hidden="true">
      <House size={size === 'sm' ? 16 : 18} strokeWidth={2.5} />
    </span>
  );
}

const brand = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '2',
  fontWeight: 'bold',
  fontSize: 'lg',
  color: 'fg.default',
  letterSpacing: '-0.01em',
});
const logoMark = css({
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  w: '8',
  h: '8',
  borderRadius: 'l2',
  bg: 'accent.default',
  color: 'accent.fg',
  '&[data-size=sm]': { w: '7', h: '7' },
});
