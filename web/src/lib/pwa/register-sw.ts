/**
 * Registers the service worker (sw.ts → /sw.js) with workbox-window. Loaded by main.tsx with
 * import() once the page is idle, so neither this nor workbox-window is in any page's first
 * load. Update flow ("prompt"): a new worker installs in the background and waits; the
 * prompt (update-prompt.tsx, loaded only then) offers "Reload"; only that click tells the
 * worker to take over (SKIP_WAITING) and reloads once it controls the page. A worker that
 * takes control for another reason (the user clicked Reload in another tab) never reloads
 * this one by itself: an open form stays.
 */
import { Workbox } from 'workbox-window';

export const SERVICE_WORKER_URL = '/sw.js';

export interface RegisterOptions {
  /** Reloads the page (tests pass their own). */
  reload?: () => void;
}

export function registerServiceWorker({
  reload = () => window.location.reload(),
}: RegisterOptions = {}): Workbox | null {
  if (!('serviceWorker' in navigator)) return null;
  const wb = new Workbox(SERVICE_WORKER_URL, { scope: '/' });
  let reloadAsked = false;

  wb.addEventListener('controlling', () => {
    if (reloadAsked) reload();
  });
  // Also when a worker was already waiting from an earlier visit (wasWaitingBeforeRegister).
  wb.addEventListener('waiting', () => {
    void import('./update-prompt').then(({ showUpdatePrompt }) =>
      showUpdatePrompt(() => {
        reloadAsked = true;
        wb.messageSkipWaiting();
      }),
    );
  });
  // A tab left open for days still learns of a deploy: check when it is shown again.
  document.addEventListener('visibilitychange', () => {
    if (document.visibilityState === 'visible') void wb.update().catch(() => {});
  });
  void wb.register().catch(() => {
    // No worker (private mode, blocked by policy): the app works as a plain web page.
  });
  return wb;
}
