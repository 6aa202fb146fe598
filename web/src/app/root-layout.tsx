import { Outlet, useLocation } from 'react-router-dom';
import { css } from 'styled-system/css';
import { ErrorBoundary } from '@/components/layout/error-boundary';
import { Footer } from '@/components/layout/footer';
import { Navbar } from '@/components/layout/navbar';
import { useScrollOnNavigate } from '@/components/layout/use-scroll-on-navigate';
import { Toaster } from '@/components/ui';
import { useMarkHydrated } from '@/lib/use-hydrating';

export function RootLayout() {
  const { pathname } = useLocation();
  useScrollOnNavigate();
  useMarkHydrated();
  return (
    <div className={css({ minH: '100dvh', display: 'flex', flexDirection: 'column' })}>
      <a href="#main" className={skipLink}>
        Skip to content
      </a>
      <Navbar />
      <main id="main" tabIndex={-1} className={css({ flex: '1', pt: '16', outline: 'none' })}>
        <ErrorBoundary resetKey={pathname}>
          <Outlet />
        </ErrorBoundary>
      </main>
      <Footer />
      <Toaster />
    </div>
  );
}

const skipLink = css({
  position: 'absolute',
  left: '2',
  top: '2',
  zIndex: '1600',
  px: '4',
  py: '2',
  bg: 'accent.default',
  color: 'accent.fg',
  borderRadius: 'l2',
  transform: 'translateY(-200%)',
  _focusVisible: { transform: 'translateY(0)' },
});
