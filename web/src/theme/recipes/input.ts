import { defineRecipe } from '@pandacss/dev';
import { focusRing, invalidSelector, reducedMotion } from './shared';

// Control borders use fg.subtle (slate 500 / 400) to keep the 3:1 non-text
// contrast WCAG 1.4.11 asks for on form-control boundaries.
const control = {
  appearance: 'none',
  width: 'full',
  minW: '0',
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
  _placeholder: { color: 'fg.subtle', opacity: '1' },
  _hover: { borderColor: 'fg.muted' },
  _focusVisible: { ...focusRing, borderColor: 'accent.default' },
  [invalidSelector]: {
    borderColor: 'danger.default',
    _focusVisible: { outlineColor: 'danger.default', borderColor: 'danger.default' },
  },
  _disabled: {
    cursor: 'not-allowed',
    opacity: '0.6',
    bg: 'bg.muted',
    _hover: { borderColor: 'fg.subtle' },
  },
  '&[readonly]': { bg: 'bg.subtle' },
  ...reducedMotion,
} as const;

export const input = defineRecipe({
  className: 'input',
  description: 'Single-line text input',
  jsx: ['Input'],
  staticCss: ['*'],
  base: control,
  variants: {
    size: {
      // 16px text on md/lg prevents iOS Safari from zooming on focus.
      sm: { h: '9', px: '3', fontSize: 'sm' },
      md: { h: '10', px: '3', fontSize: 'md' },
      lg: { h: '12', px: '4', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});

export const textarea = defineRecipe({
  className: 'textarea',
  description: 'Multi-line text input',
  jsx: ['Textarea'],
  staticCss: ['*'],
  base: { ...control, minH: '20', lineHeight: '1.5', resize: 'vertical' },
  variants: {
    size: {
      sm: { px: '3', py: '2', fontSize: 'sm' },
      md: { px: '3', py: '2', fontSize: 'md' },
      lg: { px: '4', py: '3', fontSize: 'md' },
    },
  },
  defaultVariants: { size: 'md' },
});
