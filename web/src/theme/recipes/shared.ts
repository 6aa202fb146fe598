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

/** Names of the keyframes injected by `web/src/components/ui/animations.ts`. */
export const keyframes = {
  fadeIn: 'hl-fade-in',
  fadeOut: 'hl-fade-out',
  scaleIn: 'hl-scale-in',
  scaleOut: 'hl-scale-out',
  expandHeight: 'hl-expand-height',
  collapseHeight: 'hl-collapse-height',
} as const;

/** Stacking order used by overlays (dialog < popovers/menus < toasts). */
export const zIndices = {
  dialog: 1400,
  popover: 1500,
  toast: 1700,
} as const;
