/**
 * HomeLedger's service worker (built by vite-plugin-pwa, strategy `injectManifest`, into
 * dist/sw.js; docs/architecture.md "Installable app"). It
 * - precaches this build's app shell (app.html) and JS/CSS chunks (web/vite.config.ts
 *   chooses which), so a signed-in page starts without a connection;
 * - answers page loads from the network, falling back to the precached shell when the
 *   network fails or is too slow;
 * - receives files shared from other apps (Web Share Target) into IndexedDB;
 * - waits after an update until the page asks it to take over (the "A new version is ready"
 *   prompt), so an open form is never reloaded under the user;
 * - never touches anything else: `decideRequest` (sw-routing.ts) passes API traffic,
 *   cross-origin requests and Hosting's function routes straight to the network.
 *
 * Typed with the few worker interfaces it uses (below) rather than TypeScript's
 * "webworker" lib, which cannot share one program with the page's "DOM" lib.
 */
import { clientsClaim } from 'workbox-core';
import {
  cleanupOutdatedCaches,
  getCacheKeyForURL,
  matchPrecache,
  precache,
  type PrecacheEntry,
} from 'workbox-precaching';
import { putSharedFile } from './shared-files';
import { decideRequest, SHARE_PAGE, SHARE_TARGET_FILE_FIELD } from './sw-routing';

interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Response | Promise<Response>): void;
}
interface ExtendableMessageEvent extends ExtendableEvent {
  readonly data: unknown;
}
interface WorkerScope {
  readonly location: Location;
  readonly __WB_MANIFEST: (PrecacheEntry | string)[];
  skipWaiting(): Promise<void>;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
  addEventListener(type: 'message', listener: (event: ExtendableMessageEvent) => void): void;
}

const worker = globalThis as unknown as WorkerScope;

/** The precached app shell: the un-prerendered page every app route starts from. */
const APP_SHELL_URL = '/app.html';
/** A page load waits this long for the network before the shell answers instead. */
const NAVIGATION_TIMEOUT_MS = 4000;

// Written out as `self.__WB_MANIFEST`: workbox-build replaces that exact text with the list.
precache((self as unknown as WorkerScope).__WB_MANIFEST);
cleanupOutdatedCaches();
// The first worker controls the open page at once (nothing to replace); an update still
// waits for the page's "Reload" (skipWaiting below) before it activates and claims.
clientsClaim();

worker.addEventListener('message', (event) => {
  const data = event.data as { type?: unknown } | null;
  // workbox-window's messageSkipWaiting(), sent when the user clicks "Reload".
  if (data?.type === 'SKIP_WAITING') void worker.skipWaiting();
});

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const decision = decideRequest(request, {
    origin: worker.location.origin,
    isPrecached: (url) => getCacheKeyForURL(url) !== undefined,
  });
  switch (decision.kind) {
    case 'pass':
      return; // no respondWith: the browser fetches as if there were no worker
    case 'share-target':
      event.respondWith(receiveSharedFile(request));
      return;
    case 'navigation':
      event.respondWith(navigate(request));
      return;
    case 'precached':
      event.respondWith(fromPrecache(request));
      return;
  }
});

async function fromPrecache(request: Request): Promise<Response> {
  return (await matchPrecache(request.url)) ?? fetch(request);
}

async function appShell(): Promise<Response | undefined> {
  return matchPrecache(APP_SHELL_URL);
}

/**
 * The network's answer; the app shell when the network fails, or keeps the user waiting
 * longer than NAVIGATION_TIMEOUT_MS (a basement with one bar). The app shell renders every
 * route on the client, the public pages included.
 */
async function navigate(request: Request): Promise<Response> {
  const network = fetch(request);
  let timer: ReturnType<typeof setTimeout> | undefined;
  const slow = new Promise<'slow'>((resolve) => {
    timer = setTimeout(() => resolve('slow'), NAVIGATION_TIMEOUT_MS);
  });
  try {
    const first = await Promise.race([network, slow]);
    if (first !== 'slow') return first;
    return (await appShell()) ?? (await network);
  } catch {
    return (await appShell()) ?? Response.error();
  } finally {
    clearTimeout(timer);
  }
}

/** The share target's POST: keep the file, then show the "which home?" page (303: GET). */
async function receiveSharedFile(request: Request): Promise<Response> {
  const target = new URL(SHARE_PAGE, worker.location.origin);
  try {
    const file = (await request.formData()).get(SHARE_TARGET_FILE_FIELD);
    if (file instanceof File && file.size > 0)
      target.searchParams.set('file', await putSharedFile(file));
    else target.searchParams.set('error', 'no-file');
  } catch {
    target.searchParams.set('error', 'not-saved');
  }
  return Response.redirect(target.href, 303);
}
