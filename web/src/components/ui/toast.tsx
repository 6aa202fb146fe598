/**
 * Toasts: `toast()`, `dismissToast()` and `<Toaster />`.
 *
 * This module is deliberately light: it imports neither @ark-ui/react nor
 * @zag-js/*, so mounting `<Toaster />` in the root layout costs the first
 * page load nothing. The Ark-based store and rendering live in
 * `./toaster-view`, loaded with `import()` the first time a toast is
 * requested (or by `preloadToaster()`). Toasts requested before it has loaded
 * are kept here, under the same one-at-a-time rule, and handed over in order
 * once it arrives.
 */
import { Suspense, lazy, useSyncExternalStore, type ReactNode } from 'react';
import { DEFAULT_TOAST_DURATION, TOAST_LIMIT, nextToasts, type ToastVariant } from './toast-state';

export {
  DEFAULT_TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_TYPE_BY_VARIANT,
  evictedToastIds,
  nextToasts,
  type ToastLike,
  type ToastVariant,
} from './toast-state';

export interface ToastInput {
  title: ReactNode;
  description?: ReactNode;
  /** Default 'default'. */
  variant?: ToastVariant;
  /** Auto-dismiss delay in ms (default 5000). `Infinity` keeps it until closed. */
  duration?: number;
  /** Reuse an id to update a visible toast in place. */
  id?: string;
}

/** A toast with its id and defaults resolved, as handed to the view. */
export interface ToastRequest {
  id: string;
  title: ReactNode;
  description?: ReactNode;
  variant: ToastVariant;
  duration: number;
}

type ToasterViewModule = typeof import('./toaster-view');

/** The view module once loaded; from then on toasts go straight to its store. */
let view: ToasterViewModule | undefined;
/** The current load attempt (cleared when it fails, so the next toast retries). */
let loading: Promise<ToasterViewModule> | undefined;
/** Toasts requested before the view loaded, newest first (at most TOAST_LIMIT). */
let pending: ToastRequest[] = [];

/** Whether a toast has been requested yet (`<Toaster />` renders nothing until then). */
let requested = false;
const listeners = new Set<() => void>();
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
};
const getRequested = () => requested;
const getServerRequested = () => false;

/** Resolves with the first successful load (never rejects: a failed attempt is retried). */
let resolveLoaded: (mod: ToasterViewModule) => void = () => {};
const loaded = new Promise<ToasterViewModule>((resolve) => {
  resolveLoaded = resolve;
});
const LazyToasterView = lazy(() => loaded.then((mod) => ({ default: mod.ToasterView })));

function loadView(): Promise<ToasterViewModule> {
  if (!loading) {
    const attempt = import('./toaster-view').then((mod) => {
      view = mod;
      // Oldest first, through the view's own one-at-a-time rule.
      const queued = [...pending].reverse();
      pending = [];
      for (const request of queued) mod.showToast(request);
      resolveLoaded(mod);
      return mod;
    });
    loading = attempt;
    attempt.catch(() => {
      // e.g. a chunk missing after a deploy: keep the pending toasts, retry on the next request.
      if (loading === attempt) loading = undefined;
    });
  }
  if (!requested) {
    requested = true;
    for (const listener of listeners) listener();
  }
  return loading;
}

/**
 * Starts loading the toast view now (e.g. when the browser is idle) instead of
 * on the first `toast()`. Resolves once toasts are rendered without delay;
 * rejects if the chunk fails to load (the next request retries).
 */
export function preloadToaster(): Promise<void> {
  return loadView().then(() => undefined);
}

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Show a toast. A new toast replaces the visible one immediately (TOAST_LIMIT = 1).
 * Returns the toast id (at once, even while the toast view is still loading).
 */
export function toast({
  title,
  description,
  variant = 'default',
  duration = DEFAULT_TOAST_DURATION,
  id,
}: ToastInput): string {
  const request: ToastRequest = { id: id ?? nextId(), title, description, variant, duration };
  if (view) {
    view.showToast(request);
  } else {
    pending = nextToasts(pending, request, TOAST_LIMIT);
    loadView().catch(() => {});
  }
  return request.id;
}

/** Dismiss one toast (animated), or all toasts when no id is given. */
export function dismissToast(id?: string): void {
  if (view) {
    view.hideToast(id);
    return;
  }
  pending = id === undefined ? [] : pending.filter((request) => request.id !== id);
}

/**
 * Renders the toasts. Mount once near the root of the app. Renders nothing
 * until a toast is requested, then the lazily loaded Ark UI view.
 */
export function Toaster() {
  const needed = useSyncExternalStore(subscribe, getRequested, getServerRequested);
  if (!needed) return null;
  return (
    <Suspense fallback={null}>
      <LazyToasterView />
    </Suspense>
  );
}
