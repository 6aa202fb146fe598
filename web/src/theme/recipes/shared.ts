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
 * A quiet square icon button (close, sidebar toggle, show password): a muted icon that
 * takes a tint on hover. Recipes add its size, corner and place.
 */
export const quietIconButton = {
  display: 'inline-flex',
  alignItems: 'center',
  justifyContent: 'center',
  color: 'fg.muted',
  bg: 'transparent',
  cursor: 'pointer',
  [enabledHover]: { bg: 'bg.muted', color: 'fg.default' },
  _focusVisible: focusRing,
  '& svg': { w: '4', h: '4' },
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

/** A form field's label (field, select, radio group). */
export const formLabel = {
  color: 'fg.default',
  fontSize: 'sm',
  fontWeight: 'medium',
  lineHeight: '1.4',
  _disabled: { opacity: '0.6' },
} as const;

/**
 * The box of a form control (text input, select trigger). Borders use fg.subtle (slate
 * 500 / 400) to keep the 3:1 non-text contrast WCAG 1.4.11 asks for on control boundaries.
 */
export const formControlBox = {
  appearance: 'none',
  width: 'full',
  bg: 'bg.default',
  color: 'fg.default',
  borderWidth: '1px',
  borderColor: 'fg.subtle',
  borderRadius: 'l2',
  boxShadow: 'xs',
  outline: 'none',
  transitionProperty: 'border-color, box-shadow, background-color',
  transitionDuration: 'normal',
  transitionTimingFunction: 'default',
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { ...focusRing, borderColor: 'accent.default' },
  _disabled: {
    cursor: 'not-allowed',
    opacity: '0.6',
    bg: 'bg.muted',
    _hover: { borderColor: 'fg.subtle' },
  },
  ...reducedMotion,
} as const;

/**
 * Heights, side padding and text of a one-line form control per size (text input, select
 * trigger), so controls side by side line up. 16px text on md/lg keeps iOS Safari from
 * zooming on focus.
 */
export const controlSizes = {
  sm: { h: '9', px: '3', fontSize: 'sm' },
  md: { h: '10', px: '3', fontSize: 'md' },
  lg: { h: '12', px: '4', fontSize: 'md' },
} as const;

/** The scrolling option list of a select or combobox. */
export const listboxContent = {
  display: 'flex',
  flexDirection: 'column',
  gap: '0.5',
  p: '1',
  maxH: '72',
  overflowY: 'auto',
  ...popoverSurface,
} as const;

/** A row of a listbox or menu: highlighted by pointer or keyboard, dimmed when disabled. */
export const optionRow = {
  gap: '2',
  px: '2.5',
  minH: '9',
  borderRadius: 'l1',
  fontSize: 'sm',
  cursor: 'pointer',
  userSelect: 'none',
  _highlighted: { bg: 'bg.muted' },
  _disabled: { cursor: 'not-allowed', opacity: '0.5', _highlighted: { bg: 'transparent' } },
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
