/**
 * The Ark UI half of the toast system: the `createToaster` store and the
 * rendering. This module pulls in @ark-ui/react + @zag-js/toast/dismissable
 * (~13 KB gzip), so it is NOT imported statically by the kit: `./toast`
 * loads it with `import()` the first time a toast is requested. Import
 * `toast`, `dismissToast` and `<Toaster />` from `./toast` instead.
 */
import { Portal } from '@ark-ui/react/portal';
import { Toast as ArkToast, Toaster as ArkToaster, createToaster } from '@ark-ui/react/toast';
import { CircleAlert, CircleCheck, Info, TriangleAlert, X } from 'lucide-react';
import { toast as toastRecipe } from 'styled-system/recipes';
import type { ToastRequest } from './toast';
import {
  DEFAULT_TOAST_DURATION,
  TOAST_LIMIT,
  TOAST_TYPE_BY_VARIANT,
  evictedToastIds,
  nextToasts,
} from './toast-state';

/**
 * The app-wide toast store (Ark UI `createToaster`). `max` is TOAST_LIMIT, but
 * zag's store *queues* overflow, so `showToast()` below removes the visible
 * toast itself before creating the new one.
 */
export const toaster = createToaster({
  placement: 'bottom-end',
  max: TOAST_LIMIT,
  overlap: false,
  gap: 12,
  duration: DEFAULT_TOAST_DURATION,
  removeDelay: 200,
});

/** Shows a toast, replacing the visible one at once (TOAST_LIMIT = 1); a reused id updates in place. */
export function showToast({ id, title, description, variant, duration }: ToastRequest): void {
  const current = toaster.getVisibleToasts().flatMap((t) => (t.id ? [{ id: t.id }] : []));
  const next = nextToasts(current, { id }, TOAST_LIMIT);
  for (const evicted of evictedToastIds(current, next)) {
    // `remove` drops it from the store at once, so the new toast is not queued behind it.
    toaster.remove(evicted);
  }
  toaster.create({
    id,
    title,
    description,
    type: TOAST_TYPE_BY_VARIANT[variant],
    duration,
    meta: { variant },
  });
}

/** Dismisses one toast (animated), or all toasts when no id is given. */
export function hideToast(id?: string): void {
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
 * Renders the toasts (mounted by `<Toaster />` from `./toast`). The group is
 * an `aria-live="polite"` region and each toast has `role="status"`;
 * destructive toasts use `role="alert"` so they are announced immediately.
 */
export function ToasterView() {
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
              {...(urgent
                ? { role: 'alert', 'aria-live': 'assertive' as const }
                : { 'aria-live': 'polite' as const })}
            >
              <span className={styles.icon} aria-hidden="true">
                <Icon />
              </span>
              <div className={styles.body}>
                {t.title != null && t.title !== '' ? (
                  <ArkToast.Title className={styles.title}>{t.title}</ArkToast.Title>
                ) : null}
                {t.description != null && t.description !== '' ? (
                  <ArkToast.Description className={styles.description}>
                    {t.description}
                  </ArkToast.Description>
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
