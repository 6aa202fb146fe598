import type { ReactNode } from 'react';
import { createBrowserRouter, RouterProvider, type DataRouter } from 'react-router-dom';
import { PreviewGate } from '@/features/preview-gate/preview-gate';
import { AuthProvider } from '@/lib/auth/auth-context';
import { routes } from './routes';

/**
 * Everything around the router: the pre-launch preview gate (off unless the
 * build sets VITE_PREVIEW_PASSWORD_SHA256) and auth. Shared by the client
 * (`App`) and the build-time prerenderer (`entry-prerender.tsx`, with a static
 * data router instead), so the prerendered markup and the first client render
 * have the same tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PreviewGate>
      <AuthProvider>{children}</AuthProvider>
    </PreviewGate>
  );
}

let browserRouter: DataRouter | undefined;

/**
 * The data router, created on first render rather than at import (the
 * prerenderer imports this module in Node, where there is no `window`).
 * Data mode is what `useBlocker` needs: forms stop a navigation that would lose
 * unsaved changes and ask first. No loaders or actions are used.
 */
function getBrowserRouter(): DataRouter {
  browserRouter ??= createBrowserRouter(routes);
  return browserRouter;
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={getBrowserRouter()} />
    </AppProviders>
  );
}
