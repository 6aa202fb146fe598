import { startTransition, StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { matchRoutes } from 'react-router-dom';
import { App } from './app/app';
import { preloadLazyElements } from './app/preload-lazy';
import { routes } from './app/routes';
import { resolvePreviewHash } from './features/preview-gate/preview-gate-logic';
import './index.css';

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <App />
  </StrictMode>
);

/**
 * Public pages are prerendered at build time (scripts/build/prerender.mjs), which
 * marks `#root` with the path it rendered. Everything else (signed-in routes,
 * served from the un-prerendered app.html) renders on the client.
 */
async function start() {
  const prerenderedPath = container.dataset.prerendered;
  const prerendered = prerenderedPath !== undefined && container.firstElementChild !== null;
  if (!prerendered) {
    createRoot(container).render(app);
    return;
  }
  if (prerenderedPath !== location.pathname) {
    // Markup of another page (a server without the app.html fallback): drop it.
    container.replaceChildren();
    document.head.querySelectorAll('title, meta[name="description"]').forEach((el) => el.remove());
    createRoot(container).render(app);
    return;
  }

  // A task of its own: evaluating this bundle was one already, and together they
  // would block input for longer on a slow phone than each does alone.
  await yieldToBrowser();

  // Load the matched public page's code first, so the first client render is
  // complete: hydration then never waits on (or falls back from) a lazy page,
  // and a client render never flashes "Loading..." over the prerendered page.
  await preloadLazyElements(matchRoutes(routes, location)?.map((m) => m.route.element) ?? []);

  // Prerendered markup is the page at its bare URL, signed out and ungated.
  // Query strings (FAQ search, /register?type=…) and the preview gate change
  // the first render, so those replace the markup instead of hydrating it.
  const gated =
    resolvePreviewHash(
      import.meta.env.VITE_PREVIEW_PASSWORD_SHA256,
      window.__HOMELEDGER_PREVIEW_HASH__,
    ) !== null;
  if (location.search === '' && !gated) {
    // As a transition, hydration runs in short slices that yield to the browser
    // (a plain hydrateRoot is one long task that blocks input on slow phones);
    // the prerendered page is already on screen meanwhile.
    startTransition(() => {
      hydrateRoot(container, app);
    });
  } else {
    // A client render creates its own <title>/<meta name="description"> (only
    // hydration adopts the prerendered ones): drop those to avoid duplicates.
    document.head.querySelectorAll('title, meta[name="description"]').forEach((el) => el.remove());
    createRoot(container).render(app);
  }
}

/** Resolves in a new task, after the browser has had a chance to handle input. */
function yieldToBrowser(): Promise<void> {
  return new Promise((resolve) => setTimeout(resolve, 0));
}

/**
 * The service worker (docs/architecture.md "Installable app"): registered from a chunk of its
 * own (workbox-window, ~2.6 KB gzip) once the page has loaded and the browser is idle, so no
 * page's first load carries it. A prerendered public page waits a few seconds more: its first
 * load is budgeted (landing 126 KB), and the worker only has to be in place before the visitor
 * goes offline. Production builds only (the dev server serves no /sw.js).
 */
const PUBLIC_PAGE_WORKER_DELAY_MS = 5000;

function registerServiceWorkerWhenIdle() {
  if (!import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  const delay = container.dataset.prerendered === undefined ? 0 : PUBLIC_PAGE_WORKER_DELAY_MS;
  const register = () =>
    void import('./lib/pwa/register-sw').then((m) => m.registerServiceWorker());
  const whenIdle = () =>
    setTimeout(() => {
      if ('requestIdleCallback' in window) requestIdleCallback(register, { timeout: 10_000 });
      else register();
    }, delay);
  if (document.readyState === 'complete') whenIdle();
  else window.addEventListener('load', whenIdle, { once: true });
}

void start();
registerServiceWorkerWhenIdle();
