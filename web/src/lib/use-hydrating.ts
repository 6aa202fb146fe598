import { useEffect, useSyncExternalStore } from 'react';

const subscribeNothing = () => () => {};

/**
 * True while rendering on the server (build-time prerendering) and while
 * hydrating prerendered markup; false for a plain client render and after
 * hydration (React re-renders once with the client snapshot).
 */
export function useHydrating(): boolean {
  return useSyncExternalStore(
    subscribeNothing,
    () => false,
    () => true,
  );
}

/**
 * Marks <html data-hydrated="true"> once the app is interactive, so tests (and
 * anything else) can tell prerendered markup from the live app.
 */
export function useMarkHydrated(): void {
  useEffect(() => {
    document.documentElement.dataset.hydrated = 'true';
  }, []);
}
