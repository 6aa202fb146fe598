import { defineKeyframes } from '@pandacss/dev';

/**
 * Style fragments shared by the UI-kit recipes. These are plain objects that
 * Panda evaluates at config time, so spreading them into recipes is safe.
 */

/** The kit-wide keyboard focus ring: 2px accent outline, offset 2px. */
export const focusRing = {
  outline: '2px solid',
  outlineColor: 'accent.default',
  outlineOffset: '2px',
} as const;

/** Matches controls flagged invalid via ARIA or Ark's data attribute (not the native `:invalid`). */
export const invalidSelector = '&:is([aria-invalid=true], [data-invalid])';

/** Hover that only applies to interactive (not disabled) elements. */
export const enabledHover = '&:hover:not(:disabled, [data-disabled], [aria-disabled=true])';

/**
 * Disables animations and transitions for users who prefer reduced motion.
 * `!important` so it also beats state selectors such as `_open`/`_closed`
 * (which are more specific than the bare recipe class).
 */
export const reducedMotion = {
  _motionReduce: { animation: 'none !important', transition: 'none !important' },
} as const;

/** Names of the kit's keyframes (defined in `kitKeyframes` below). */
export const keyframes = {
  fadeIn: 'hl-fade-in',
  fadeOut: 'hl-fade-out',
  scaleIn: 'hl-scale-in',
  scaleOut: 'hl-scale-out',
  expandHeight: 'hl-expand-height',
  collapseHeight: 'hl-collapse-height',
} as const;

/**
 * The kit's keyframes, registered in panda.config (`theme.extend.keyframes`)
 * so Panda emits the `@keyframes` rules in the generated CSS. Recipes refer to
 * them by name through `keyframes` above and switch animations off under
 * `prefers-reduced-motion` (`reducedMotion`).
 *
 * They must exist: Ark/zag's presence logic waits for `animationend` before
 * unmounting a closing dialog/menu/popover, which never fires for an
 * undefined animation name.
 */
/** The floating panel of a menu or select: surface, focus ring, open/close animation. */
export const popoverSurface = {
  bg: 'bg.default',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'border.default',
  borderRadius: 'l2',
  boxShadow: 'lg',
  outline: 'none',
  _focusVisible: focusRing,
  _hidden: { display: 'none' },
  _open: {
    animationName: keyframes.scaleIn,
    animationDuration: 'fast',
    animationTimingFunction: 'out',
  },
  _closed: {
    animationName: keyframes.fadeOut,
    animationDuration: 'faster',
    animationTimingFunction: 'in',
  },
  ...reducedMotion,
} as const;

export const kitKeyframes = defineKeyframes({
  [keyframes.fadeIn]: { from: { opacity: '0' }, to: { opacity: '1' } },
  [keyframes.fadeOut]: { from: { opacity: '1' }, to: { opacity: '0' } },
  [keyframes.scaleIn]: {
    from: { opacity: '0', transform: 'translateY(4px) scale(0.97)' },
    to: { opacity: '1', transform: 'none' },
  },
  [keyframes.scaleOut]: {
    from: { opacity: '1', transform: 'none' },
    to: { opacity: '0', transform: 'scale(0.97)' },
  },
  [keyframes.expandHeight]: { from: { height: '0' }, to: { height: 'var(--height)' } },
  [keyframes.collapseHeight]: { from: { height: 'var(--height)' }, to: { height: '0' } },
});

/** Stacking order used by overlays (dialog < popovers/menus < toasts). */
export const zIndices = {
  dialog: 1400,
  popover: 1500,
  toast: 1700,
} as const;
