/**
 * Which requests the service worker (sw.ts) answers, as a pure function so the rule that
 * matters most is tested on its own: the worker never touches API traffic. Firestore, Auth,
 * Functions, Storage and the emulators live on other origins (googleapis.com,
 * cloudfunctions.net, 127.0.0.1:<port>), so everything cross-origin passes straight to the
 * network, as do Firebase's reserved `/__/` paths and the paths Hosting rewrites to a
 * function (firebase.json `rewrites`): those answers are per user and never cached.
 * docs/architecture.md "Installable app".
 */

/**
 * paths.shareTarget, the "which home?" page (written out: the worker and the manifest are
 * built without the app's aliases; sw-routing.test.ts holds the two together).
 */
export const SHARE_PAGE = '/share';
/** The share target's action (the manifest's `share_target.action`). */
export const SHARE_TARGET_ACTION = '/share-receipt';
/** The multipart field the shared file arrives in (`share_target.params.files[0].name`). */
export const SHARE_TARGET_FILE_FIELD = 'receipt';

/**
 * Same-origin paths served by Cloud Functions through Hosting rewrites, or reserved by
 * Firebase Hosting (`/__/auth/handler`, `/__/firebase/init.json`). A prefix ending in `/`
 * matches below it; one without matches itself and below it.
 */
export const SERVER_PATHS = [
  '/__/',
  '/api/',
  '/calendar/',
  '/unsubscribe',
  '/stop-invitations',
] as const;

export interface RequestFacts {
  method: string;
  url: string;
  /** `Request.mode`: `navigate` for a page load. */
  mode: string;
}

export type RequestDecision =
  /** Not the worker's business: no respondWith, the browser fetches as if there were no worker. */
  | { kind: 'pass'; reason: 'cross-origin' | 'server' | 'method' | 'file' | 'not-precached' }
  /** The share target's POST: keep the file, redirect to the "which home?" page. */
  | { kind: 'share-target' }
  /** A page load of an app route: the network, the precached app shell when offline. */
  | { kind: 'navigation' }
  /** A file of this build (JS, CSS, icons): from the precache. */
  | { kind: 'precached' };

export interface RoutingContext {
  /** The worker's origin (`self.location.origin`). */
  origin: string;
  /** Whether this build's precache holds the URL (workbox `getCacheKeyForURL`). */
  isPrecached: (url: string) => boolean;
}

function isServerPath(pathname: string): boolean {
  return SERVER_PATHS.some((prefix) =>
    prefix.endsWith('/')
      ? pathname.startsWith(prefix)
      : pathname === prefix || pathname.startsWith(`${prefix}/`),
  );
}

export function decideRequest(request: RequestFacts, context: RoutingContext): RequestDecision {
  let url: URL;
  try {
    url = new URL(request.url);
  } catch {
    return { kind: 'pass', reason: 'cross-origin' };
  }
  if (url.origin !== context.origin) return { kind: 'pass', reason: 'cross-origin' };
  if (isServerPath(url.pathname)) return { kind: 'pass', reason: 'server' };
  const method = request.method.toUpperCase();
  if (method === 'POST' && url.pathname === SHARE_TARGET_ACTION) return { kind: 'share-target' };
  if (method !== 'GET') return { kind: 'pass', reason: 'method' };
  if (request.mode === 'navigate') {
    // A navigation to a file (/robots.txt, /ocr/…, a sitemap) is not an app route.
    const last = url.pathname.split('/').at(-1) ?? '';
    return last.includes('.') ? { kind: 'pass', reason: 'file' } : { kind: 'navigation' };
  }
  return context.isPrecached(url.href)
    ? { kind: 'precached' }
    : { kind: 'pass', reason: 'not-precached' };
}
