import type { ReactNode } from 'react';
import { BrowserRouter, useRoutes } from 'react-router-dom';
import { PreviewGate } from '@/features/preview-gate/preview-gate';
import { AuthProvider } from '@/lib/auth/auth-context';
import { useMarkHydrated } from '@/lib/use-hydrating';
import { routes } from './routes';

/**
 * Everything around the router: the pre-launch preview gate (off unless the
 * build sets VITE_PREVIEW_PASSWORD_SHA256) and auth. Shared by the client
 * (`App`) and the build-time prerenderer (`entry-prerender.tsx`, with a
 * StaticRouter instead), so the prerendered markup and the first client render have
 * the same tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PreviewGate>
      <AuthProvider>{children}</AuthProvider>
    </PreviewGate>
  );
}

/**
 * The route table, in react-router's declarative mode: no loaders or actions
 * are used, and the data router would add ~18 KB gzip to every first visit.
 */
export function AppRoutes() {
  useMarkHydrated();
  return useRoutes(routes);
}

export function App() {
  return (
    <AppProviders>
      <BrowserRouter>
        <AppRoutes />
      </BrowserRouter>
    </AppProviders>
  );
}
