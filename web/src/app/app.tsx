import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { PreviewGate } from '../features/preview-gate/preview-gate';
import { AuthProvider } from '../lib/auth/auth-context';
import { browserRouter } from './router';

/**
 * Everything around the router: the pre-launch preview gate (off unless the
 * build sets VITE_PREVIEW_PASSWORD_SHA256) and auth. Shared by the client
 * (`App`) and the build-time prerenderer (`entry-prerender.tsx`, with a static
 * router instead), so the prerendered markup and the first client render have
 * the same tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <PreviewGate>
      <AuthProvider>{children}</AuthProvider>
    </PreviewGate>
  );
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={browserRouter()} />
    </AppProviders>
  );
}
