import { lazy, Suspense, useEffect, useState, type ReactNode } from 'react';
import { css } from 'styled-system/css';
import {
  describeConfigProblem,
  grantBypass,
  resolvePreviewHash,
  shouldShowGate,
} from './preview-gate-logic';
import { browserStorage } from '@/lib/browser-storage';

export { PREVIEW_BYPASS_KEY, PREVIEW_BYPASS_VALUE } from './preview-gate-logic';

// The overlay UI is only downloaded when the gate is actually shown.
const PreviewGateOverlay = lazy(() =>
  import('./preview-gate-overlay').then((m) => ({ default: m.PreviewGateOverlay })),
);

/**
 * The hash the gate checks, or null when the gate is off. The build's
 * `VITE_PREVIEW_PASSWORD_SHA256` wins; `window.__HOMELEDGER_PREVIEW_HASH__`
 * (set by E2E tests with `page.addInitScript`) is used only when the build
 * has none, so it can turn the gate on but never off.
 */
export function readPreviewHash(): string | null {
  const injected = typeof window === 'undefined' ? undefined : window.__HOMELEDGER_PREVIEW_HASH__;
  return resolvePreviewHash(import.meta.env.VITE_PREVIEW_PASSWORD_SHA256, injected);
}

/**
 * Pre-launch "Coming Soon" gate. Wrap the whole app with it.
 *
 * - Gate off (no hash configured): renders `children` only, no wrapper.
 * - Gated: `children` stay mounted underneath, `inert` and `aria-hidden`, and
 *   an opaque full-screen overlay is rendered above everything in the same
 *   first commit, so a gated visitor never sees the app flash. Focus stays in
 *   the overlay because everything else is inert. Page scrolling is locked.
 * - Access granted (here or in another tab): the bypass flag is stored and
 *   the overlay goes away for good in this browser.
 * - The overlay (loaded only when shown) locks page scrolling and listens for
 *   access granted in another tab, so an open gate costs no work at all.
 *
 * Toasts: the app's `<Toaster/>` must render outside the inert subtree (the
 * kit's Toaster portals to <body>, which is) and above the overlay's z-index.
 */
export function PreviewGate({ children }: { children: ReactNode }) {
  const [hash] = useState(readPreviewHash);
  const [gated, setGated] = useState(() => shouldShowGate(hash, browserStorage()));

  useEffect(() => {
    const problem = describeConfigProblem(hash);
    if (problem) console.warn(`Preview gate: ${problem}`);
  }, [hash]);

  if (hash === null) return <>{children}</>;

  return (
    <>
      <div
        className={css({ display: 'contents' })}
        inert={gated}
        aria-hidden={gated || undefined}
        data-preview-gate={gated ? 'locked' : 'open'}
      >
        {children}
      </div>
      {gated ? (
        <Suspense fallback={<div className={gateCover} data-testid="preview-gate-cover" />}>
          <PreviewGateOverlay
            expectedHash={hash}
            onGranted={() => {
              grantBypass(browserStorage());
              setGated(false);
            }}
            onOpenedElsewhere={() => setGated(false)}
          />
        </Suspense>
      ) : null}
    </>
  );
}

/** Above the app, dialogs and popovers (1400–1500); below toasts (1700). */
export const PREVIEW_GATE_Z_INDEX = 1650;

const gateCover = css({ position: 'fixed', inset: '0', zIndex: 1650, bg: 'bg.subtle' });
