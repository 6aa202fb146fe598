import { ChevronDown, Menu as MenuIcon, X } from 'lucide-react';
import { useCallback, useEffect, useId, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useNavigate } from 'react-router-dom';
import { homePathForRole } from '@homeledger/domain';
import { BrandLink } from './brand-link';
import { siteWidth } from './site-width';
import { css, cx } from 'styled-system/css';
import { useAuth } from '@/lib/auth/auth-context';
import { Button } from '../ui';
import { iconButton, ThemeToggle } from './theme-toggle';
import { useScrolled } from './use-scrolled';
import { paths } from '@/lib/paths';

const RESOURCES = [
  { to: paths.faq, label: 'FAQ' },
  { to: paths.help, label: 'Help Center' },
] as const;

/**
 * Open/closed state of a disclosure that closes itself on every route change:
 * it is open only while the path is the one it was opened on (derived, no effect).
 */
function useOpenOnThisRoute(): [boolean, (open: boolean | ((was: boolean) => boolean)) => void] {
  const { pathname } = useLocation();
  const [openOn, setOpenOn] = useState<string | null>(null);
  const open = openOn === pathname;
  const setOpen = useCallback(
    (next: boolean | ((was: boolean) => boolean)) =>
      setOpenOn((current) => {
        const was = current === pathname;
        const value = typeof next === 'function' ? next(was) : next;
        return value ? pathname : null;
      }),
    [pathname],
  );
  return [open, setOpen];
}

/** Closes a disclosure on Escape or a click outside `ref`. */
function useDismiss(open: boolean, close: () => void, ref: React.RefObject<HTMLElement | null>) {
  useEffect(() => {
    if (!open) return;
    const onKey = (e: KeyboardEvent) => {
      if (e.key === 'Escape') close();
    };
    const onPointer = (e: PointerEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) close();
    };
    document.addEventListener('keydown', onKey);
    document.addEventListener('pointerdown', onPointer);
    return () => {
      document.removeEventListener('keydown', onKey);
      document.removeEventListener('pointerdown', onPointer);
    };
  }, [open, close, ref]);
}

function ResourcesMenu() {
  const [open, setOpen] = useOpenOnThisRoute();
  const ref = useRef<HTMLDivElement>(null);
  const id = useId();
  const close = useCallback(() => setOpen(false), [setOpen]);
  useDismiss(open, close, ref);
  return (
    <div ref={ref} className={css({ position: 'relative' })}>
      <button
        type="button"
        className={navLink}
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen((o) => !o)}
      >
        Resources
        <ChevronDown
          size={16}
          aria-hidden="true"
          className={css({
            transition: 'transform 0.15s',
            transform: open ? 'rotate(180deg)' : 'none',
          })}
        />
      </button>
      <ul id={id} hidden={!open} className={dropdown}>
        {RESOURCES.map((r) => (
          <li key={r.to}>
            <Link to={r.to} className={dropdownItem} onClick={() => setOpen(false)}>
              {r.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

function AuthActions({ onNavigate }: { onNavigate?: () => void }) {
  const { isAuthenticated, user, loading, logout } = useAuth();
  const navigate = useNavigate();
  if (loading) {
    // Keep the space so the bar does not jump when Auth answers.
    return <div className={css({ width: '48', height: '10' })} aria-hidden="true" />;
  }
  if (isAuthenticated && user) {
    return (
      <>
        <Button asChild variant="ghost">
          <Link to={homePathForRole(user.role)} onClick={onNavigate}>
            Dashboard
          </Link>
        </Button>
        <Button
          variant="outline"
          onClick={async () => {
            onNavigate?.();
            try {
              await logout();
            } finally {
              navigate(paths.home);
            }
          }}
        >
          Logout
        </Button>
      </>
    );
  }
  return (
    <>
      <Button asChild variant="ghost">
        <Link to={paths.login} onClick={onNavigate}>
          Login
        </Link>
      </Button>
      <Button asChild>
        <Link to={paths.register} onClick={onNavigate}>
          Get Started
        </Link>
      </Button>
    </>
  );
}

export function Navbar() {
  const scrolled = useScrolled();
  // The mobile menu closes on every route change.
  const [mobileOpen, setMobileOpen] = useOpenOnThisRoute();
  const mobileId = useId();

  return (
    <header
      className={cx(bar, scrolled ? barScrolled : barTop)}
      data-scrolled={scrolled ? 'true' : 'false'}
      data-testid="navbar"
    >
      <nav aria-label="Main" className={inner}>
        <BrandLink />

        <div className={desktopOnly}>
          <NavLink to={paths.home} end className={navLink}>
            Home
          </NavLink>
          <NavLink to={paths.howItWorks} className={navLink}>
            How It Works
          </NavLink>
          <ResourcesMenu />
        </div>

        <div className={css({ display: 'flex', alignItems: 'center', gap: '2', ml: 'auto' })}>
          <ThemeToggle />
          <div className={desktopOnly}>
            <AuthActions />
          </div>
          <button
            type="button"
            className={cx(iconButton, mobileOnly)}
            aria-expanded={mobileOpen}
            aria-controls={mobileId}
            aria-label={mobileOpen ? 'Close menu' : 'Open menu'}
            onClick={() => setMobileOpen((o) => !o)}
            data-testid="mobile-menu-button"
          >
            {mobileOpen ? (
              <X size={20} aria-hidden="true" />
            ) : (
              <MenuIcon size={20} aria-hidden="true" />
            )}
          </button>
        </div>
      </nav>

      <div id={mobileId} hidden={!mobileOpen} className={mobilePanel} data-testid="mobile-menu">
        <NavLink to={paths.home} end className={mobileLink}>
          Home
        </NavLink>
        <NavLink to={paths.howItWorks} className={mobileLink}>
          How It Works
        </NavLink>
        <p className={mobileHeading}>Resources</p>
        {RESOURCES.map((r) => (
          <NavLink key={r.to} to={r.to} className={mobileLink}>
            {r.label}
          </NavLink>
        ))}
        <div
          className={css({
            display: 'flex',
            gap: '2',
            pt: '3',
            mt: '2',
            borderTopWidth: '1px',
            borderColor: 'border.default',
          })}
        >
          <AuthActions onNavigate={() => setMobileOpen(false)} />
        </div>
      </div>
    </header>
  );
}

const bar = css({
  position: 'fixed',
  insetInline: '0',
  top: '0',
  zIndex: '1100',
  transition: 'background 0.2s, box-shadow 0.2s, border-color 0.2s',
  borderBottomWidth: '1px',
});
const barTop = css({ bg: 'bg.canvas', borderColor: 'transparent' });
const barScrolled = css({
  bg: 'bg.canvas/90',
  backdropFilter: 'saturate(180%) blur(8px)',
  borderColor: 'border.default',
  boxShadow: 'sm',
});
const inner = cx(
  siteWidth,
  css({
    h: '16',
    display: 'flex',
    alignItems: 'center',
    gap: '6',
  }),
);
const desktopOnly = css({ display: { base: 'none', md: 'flex' }, alignItems: 'center', gap: '1' });
const mobileOnly = css({ display: { base: 'inline-flex', md: 'none' } });
const navLink = css({
  display: 'inline-flex',
  alignItems: 'center',
  gap: '1',
  px: '3',
  py: '2',
  borderRadius: 'l2',
  fontSize: 'sm',
  fontWeight: 'medium',
  color: 'fg.muted',
  cursor: 'pointer',
  _hover: { color: 'fg.default', bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.text' },
});
const dropdown = css({
  position: 'absolute',
  top: 'calc(100% + 0.5rem)',
  left: '0',
  minW: '44',
  p: '1',
  bg: 'bg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  boxShadow: 'lg',
  listStyle: 'none',
});
const dropdownItem = css({
  display: 'block',
  px: '3',
  py: '2',
  borderRadius: 'l1',
  fontSize: 'sm',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
});
const mobilePanel = css({
  display: { base: 'flex', md: 'none' },
  flexDirection: 'column',
  gap: '1',
  px: '4',
  pb: '4',
  bg: 'bg.canvas',
  borderBottomWidth: '1px',
  borderColor: 'border.default',
  '&[hidden]': { display: 'none' },
});
const mobileLink = css({
  display: 'block',
  px: '3',
  py: '2.5',
  borderRadius: 'l2',
  fontWeight: 'medium',
  color: 'fg.default',
  _hover: { bg: 'bg.muted' },
  '&[aria-current=page]': { color: 'accent.text', bg: 'accent.subtle' },
});
const mobileHeading = css({
  px: '3',
  pt: '2',
  fontSize: 'xs',
  fontWeight: 'semibold',
  textTransform: 'uppercase',
  letterSpacing: '0.05em',
  color: 'fg.subtle',
});
