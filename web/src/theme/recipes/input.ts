import { defineRecipe } from '@pandacss/dev';
import { controlSizes, formControlBox, invalidSelector } from './shared';

const control = {
  ...formControlBox,
  minW: '0',
  _placeholder: { color: 'fg.subtle', opacity: '1' },
  [invalidSelector]: {
    borderColor: 'danger.default',
    _focusVisible: { outlineColor: 'danger.default', borderColor: 'danger.default' },
  },
  '&[readonly]': { bg: 'bg.subtle' },
} as const;

export const input = defineRecipe({
  className: 'input',
  description: 'Single-line text input',
  jsx: ['Input'],
  staticCss: ['*'],
  base: control,
  variants: {
    size: controlSizes,
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
