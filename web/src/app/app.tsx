import type { ReactNode } from 'react';
import { RouterProvider } from 'react-router-dom';
import { AuthProvider } from '../lib/auth/auth-context';
import { browserRouter } from './router';

/**
 * Everything around the router. Shared by the client (`App`) and the build-time
 * prerenderer (`entry-prerender.tsx`, with a static router instead), so the
 * prerendered markup and the first client render have the same tree.
 */
export function AppProviders({ children }: { children: ReactNode }) {
  return <AuthProvider>{children}</AuthProvider>;
}

export function App() {
  return (
    <AppProviders>
      <RouterProvider router={browserRouter()} />
    </AppProviders>
  );
}
