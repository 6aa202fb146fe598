import { defineRecipe } from '@pandacss/dev';

export const badge = defineRecipe({
  className: 'badge',
  description: 'Small status label',
  jsx: ['Badge'],
  staticCss: ['*'],
  base: {
    display: 'inline-flex',
    alignItems: 'center',
    gap: '1',
    borderWidth: '1px',
    borderRadius: 'full',
    fontWeight: 'semibold',
    lineHeight: '1.2',
    whiteSpace: 'nowrap',
    '& svg': { w: '3', h: '3' },
  },
  variants: {
    variant: {
      neutral: { bg: 'bg.muted', color: 'fg.default', borderColor: 'border.default' },
      success: { bg: 'success.subtle', color: 'success.text', borderColor: 'success.default' },
      danger: { bg: 'danger.subtle', color: 'danger.text', borderColor: 'danger.default' },
      warning: { bg: 'warning.subtle', color: 'warning.text', borderColor: 'warning.default' },
      info: { bg: 'info.subtle', color: 'info.text', borderColor: 'info.default' },
      accent: { bg: 'accent.default', color: 'accent.fg', borderColor: 'accent.default' },
    },
    size: {
      sm: { px: '2', py: '0.5', fontSize: 'xs' },
      md: { px: '2.5', py: '1', fontSize: 'xs' },
    },
  },
  defaultVariants: { variant: 'neutral', size: 'md' },
});
