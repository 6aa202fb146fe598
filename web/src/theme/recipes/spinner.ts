import { defineSlotRecipe } from '@pandacss/dev';

export const spinner = defineSlotRecipe({
  className: 'spinner',
  description: 'Indeterminate loading indicator',
  slots: ['root', 'icon', 'label'],
  staticCss: ['*'],
  base: {
    root: { display: 'inline-flex', alignItems: 'center', gap: '2', color: 'inherit' },
    icon: {
      display: 'inline-block',
      flexShrink: '0',
      borderRadius: 'full',
      borderStyle: 'solid',
      borderColor: 'currentColor',
      borderRightColor: 'transparent',
      animation: 'spin 0.7s linear infinite',
      // Keep a (slower) spin for reduced motion so progress is still perceivable.
      _motionReduce: { animationDuration: '1.6s !important' },
    },
    label: { fontSize: 'sm', color: 'fg.muted' },
  },
  variants: {
    size: {
      sm: { icon: { w: '4', h: '4', borderWidth: '2px' } },
      md: { icon: { w: '6', h: '6', borderWidth: '2.5px' } },
      lg: { icon: { w: '10', h: '10', borderWidth: '3px' } },
    },
  },
  defaultVariants: { size: 'md' },
});
