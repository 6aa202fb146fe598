import { defineRecipe } from '@pandacss/dev';
import { enabledHover, focusRing, reducedMotion } from './shared';

export const button = defineRecipe({
  className: 'button',
  description: 'Buttons and button-styled links',
  jsx: ['Button'],
  staticCss: ['*'],
  base: {
    appearance: 'none',
    position: 'relative',
    display: 'inline-flex',
    alignItems: 'center',
    justifyContent: 'center',
    gap: '2',
    flexShrink: '0',
    borderWidth: '1px',
    borderColor: 'transparent',
    borderRadius: 'l2',
    fontWeight: 'semibold',
    lineHeight: '1.25',
    whiteSpace: 'nowrap',
    textDecoration: 'none',
    userSelect: 'none',
    cursor: 'pointer',
    outline: 'none',
    transitionProperty: 'background-color, border-color, color, box-shadow, opacity',
    transitionDuration: 'normal',
    transitionTimingFunction: 'default',
    '& svg': { flexShrink: '0' },
    _focusVisible: focusRing,
    _disabled: { cursor: 'not-allowed', opacity: '0.6', boxShadow: 'none' },
    // A loading button is disabled but should not look faded out.
    '&[aria-busy=true]': { cursor: 'progress', opacity: '1' },
    ...reducedMotion,
  },
  variants: {
    variant: {
      solid: {
        bg: 'accent.default',
        color: 'accent.fg',
        boxShadow: 'xs',
        [enabledHover]: { bg: 'accent.emphasized' },
      },
      outline: {
        bg: 'bg.default',
        color: 'fg.default',
        borderColor: 'border.emphasized',
        boxShadow: 'xs',
        [enabledHover]: { bg: 'bg.muted' },
      },
      ghost: {
        bg: 'transparent',
        color: 'fg.default',
        [enabledHover]: { bg: 'bg.muted' },
      },
      link: {
        bg: 'transparent',
        color: 'accent.text',
        textDecoration: 'underline',
        textDecorationThickness: '1px',
        textUnderlineOffset: '3px',
        [enabledHover]: { color: 'accent.emphasized', textDecorationThickness: '2px' },
      },
      danger: {
        bg: 'danger.default',
        color: 'danger.fg',
        boxShadow: 'xs',
        [enabledHover]: { bg: 'danger.emphasized' },
      },
    },
    size: {
      sm: { h: '9', minW: '9', px: '3', fontSize: 'sm', '& svg': { w: '4', h: '4' } },
      md: { h: '10', minW: '10', px: '4', fontSize: 'sm', '& svg': { w: '4', h: '4' } },
      lg: { h: '12', minW: '12', px: '6', fontSize: 'md', '& svg': { w: '5', h: '5' } },
    },
    fullWidth: {
      true: { width: 'full' },
      false: {},
    },
  },
  compoundVariants: [
    // Link buttons flow inline with text.
    { variant: 'link', css: { h: 'auto', minW: '0', px: '0', py: '0', borderWidth: '0' } },
  ],
  defaultVariants: {
    variant: 'solid',
    size: 'md',
    fullWidth: false,
  },
});
