/**
 * The screen catalogue (Ladle): every signed-in screen state, rendered from fixture
 * props exactly as in the app — the app's CSS (Panda), a router, the Toaster and the
 * light/dark theme come from the Provider below.
 *
 * Writing stories:
 * - One `<screen>.stories.tsx` beside the screen, one named export per state:
 *   `Loading`, `Empty`, `Error`, `Populated`, `ManyItems`, `Disputed`, …
 * - Fixture data comes from a `<screen>.fixtures.ts` file beside it, never from Firebase.
 *   Render the presentational screen, not its container: importing `firebase/*` or
 *   `reactfire` (directly or through another module) fails the catalogue build.
 * - The router is a memory data router at `/`; set another start path with story meta:
 *   `Populated.meta = { path: '/dashboard' }` (or `meta` on the default export).
 * - Nothing to do for mobile: the catalogue tests open every story at 1280 and 375 px,
 *   check it with axe and for console errors, and save a screenshot of each to
 *   `.test-output/catalogue/`. New stories are picked up automatically.
 *
 * `npm run catalogue` serves it at http://127.0.0.1:61000/ (press `d` for the dark theme).
 */
import { ThemeState, type GlobalProvider } from '@ladle/react';
import { useEffect, useLayoutEffect, useMemo, useState } from 'react';
import { loadSidebarSheet } from '../src/components/sidebar/sidebar';
import { loadDialogFrame, Toaster } from '../src/components/ui';
import type { ThemePreference } from '../src/lib/theme/theme';
import { useTheme } from '../src/lib/theme/use-theme';
import { createNodeRouter, NodeRouterProvider } from '../src/test/node-router';
import '../src/index.css';

/** Ladle's theme switch drives the app's own theme preference (`dark` class on <html>). */
function ThemeFromLadle({ preference }: { preference: ThemePreference }) {
  const { setPreference } = useTheme();
  useLayoutEffect(() => setPreference(preference), [preference, setPreference]);
  return null;
}

const PREFERENCE: Record<ThemeState, ThemePreference> = {
  [ThemeState.Light]: 'light',
  [ThemeState.Dark]: 'dark',
  [ThemeState.Auto]: 'system',
};

/**
 * Dialogs and the phone sidebar load their code on first open (lib/on-demand.ts). A story
 * that shows one open is a picture of it open: the code is loaded before any story renders,
 * so the screenshot never catches the moment before.
 */
const codeOnDemand = Promise.all([loadDialogFrame(), loadSidebarSheet()]);

function useCodeOnDemand(): boolean {
  const [loaded, setLoaded] = useState(false);
  useEffect(() => {
    let current = true;
    void codeOnDemand.then(() => current && setLoaded(true));
    return () => {
      current = false;
    };
  }, []);
  return loaded;
}

export const Provider: GlobalProvider = ({ children, globalState, storyMeta }) => {
  const codeLoaded = useCodeOnDemand();
  const path = typeof storyMeta?.['path'] === 'string' ? storyMeta['path'] : '/';
  // A data router, as in the app (forms hold navigation with useBlocker); a new story
  // starts a new history at its own path.
  const router = useMemo(() => createNodeRouter(path), [globalState.story, path]);
  if (!codeLoaded) return null;
  return (
    <>
      <ThemeFromLadle preference={PREFERENCE[globalState.theme]} />
      <NodeRouterProvider
        router={router}
        node={
          <>
            {children}
            <Toaster />
          </>
        }
      />
    </>
  );
};
