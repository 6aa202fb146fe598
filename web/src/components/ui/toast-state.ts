/**
 * Pure toast bookkeeping, kept free of React and Ark so it can be unit-tested.
 *
 * Product rule: only ONE toast is visible at a time, and a new toast replaces
 * the visible one immediately (it is not queued behind it).
 */

/** Maximum number of toasts on screen at once. */
export const TOAST_LIMIT = 1;

/** Default auto-dismiss delay in ms (diagnostic toasts also use 5000 ms). */
export const DEFAULT_TOAST_DURATION = 5000;

export type ToastVariant = 'default' | 'success' | 'destructive' | 'warning';

/** Ark/zag toast `type` used for each product variant. */
export const TOAST_TYPE_BY_VARIANT = {
  default: 'info',
  success: 'success',
  destructive: 'error',
  warning: 'warning',
} as const satisfies Record<ToastVariant, 'info' | 'success' | 'error' | 'warning'>;

export interface ToastLike {
  id: string;
}

/**
 * The toasts that should be visible after `incoming` is shown, newest first.
 *
 * - If a toast with the same id is already visible, it is updated in place.
 * - Otherwise the incoming toast goes first and older ones beyond `limit`
 *   are dropped (replaced), never queued.
 */
export function nextToasts<T extends ToastLike>(
  current: readonly T[],
  incoming: T,
  limit: number = TOAST_LIMIT,
): T[] {
  const max = Number.isFinite(limit) ? Math.max(1, Math.floor(limit)) : TOAST_LIMIT;
  if (current.some((toast) => toast.id === incoming.id)) {
    return current.map((toast) => (toast.id === incoming.id ? incoming : toast)).slice(0, max);
  }
  return [incoming, ...current].slice(0, max);
}

/** Ids in `current` that are no longer in `next` (i.e. must be removed now). */
export function evictedToastIds(
  current: readonly ToastLike[],
  next: readonly ToastLike[],
): string[] {
  const kept = new Set(next.map((toast) => toast.id));
  return current.filter((toast) => !kept.has(toast.id)).map((toast) => toast.id);
}
