import { Portal } from '@ark-ui/react/portal';
import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import type { ReactNode } from 'react';
import { toast as toastRecipe } from 'styled-system/recipes';
import {
  DEFAULT_TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_TYPE_BY_VARIANT,
  evictedToastIds,
  nextToasts,
  type ToastVariant,
} from './toast-state';

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

/**
 * The app-wide toast store (Ark UI `createToaster`). `max` is TOAST_LIMIT, but
 * zag's store *queues* overflow, so `toast()` below removes the visible toast
 * itself before creating the new one.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  overlap: false,
  gap: 12,
  duration: DEFAULT_TOAST_DURATION,
  removeDelay: 200,
});

let counter = 0;
const nextId = () => `toast-${Date.now().toString(36)}-${(counter++).toString(36)}`;

/**
 * Show a toast. A new toast replaces the visible one immediately (TOAST_LIMIT = 1).
 * Returns the toast id.
 */
export function toast({ title, description, variant = 'default', duration = DEFAULT_TOAST_DURATION, id }: ToastInput): string {
  const toastId = id ?? nextId();
  const current = toaster.getVisibleToasts().flatMap((t) => (t.id ? [{ id: t.id }] : []));
  const next = nextToasts(current, { id: toastId }, TOAST_LIMIT);
  for (const evicted of evictedToastIds(current, next)) {
    // `remove` drops it from the store at once, so the new toast is not queued behind it.
    toaster.remove(evicted);
  }
  toaster.create({
    id: toastId,
    title,
    description,
    type: TOAST_TYPE_BY_VARIANT[variant],
    duration,
    meta: { variant },
  });
  return toastId;
}

/** Dismiss one toast (animated), or all toasts when no id is given. */
export function dismissToast(id?: string): void {
  if (id === undefined) toaster.dismiss();
  else toaster.dismiss(id);
}

const ICONS: Record<string, typeof Info> = {
  info: Info,
  success: CircleCheck,
  error: CircleAlert,
  warning: TriangleAlert,
};

/**
 * Renders the toasts. Mount once near the root of the app. The group is an
 * `aria-live="polite"` region and each toast has `role="status"`; destructive
 * toasts use `role="alert"` so they are announced immediately.
 */
export function Toaster() {
  const styles = toastRecipe();
  return (
    <Portal>
      <ArkToaster toaster={toaster} className={styles.group}>
        {(t) => {
          const Icon = ICONS[t.type ?? 'info'] ?? Info;
          const urgent = t.type === 'error';
          return (
            <ArkToast.Root
              className={styles.root}
              {...(urgent ? { role: 'alert', 'aria-live': 'assertive' as const } : { 'aria-live': 'polite' as const })}
            >
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <div className={styles.body}>
                {t.title != null && t.title !== '' ? (
                  <ArkToast.Title className={styles.title}>{t.title}</ArkToast.Title>
                ) : null}
                {t.description != null && t.description !== '' ? (
                  <ArkToast.Description className={styles.description}>{t.description}</ArkToast.Description>
                ) : null}
              </div>
              <ArkToast.CloseTrigger className={styles.closeTrigger} aria-label="Close">
                <X aria-hidden="true" />
              </ArkToast.CloseTrigger>
            </ArkToast.Root>
          );
        }}
      </ArkToaster>
    </Portal>
  );
}
