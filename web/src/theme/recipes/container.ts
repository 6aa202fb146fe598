import { defineRecipe } from '@pandacss/dev';

// Named `pageContainer` to avoid clashing with Panda's built-in `container` pattern.
export const pageContainer = defineRecipe({
  className: 'page-container',
  description: 'Centered max-width page container with responsive padding',
  jsx: ['Container'],
  staticCss: ['*'],
  base: {
    width: 'full',
    mx: 'auto',
    px: { base: '4', sm: '6', lg: '8' },
  },
  variants: {
    size: {
      sm: { maxW: '2xl' },
      md: { maxW: '4xl' },
      lg: { maxW: '6xl' },
      xl: { maxW: '7xl' },
      full: { maxW: 'none' },
    },
  },
  defaultVariants: { size: 'lg' },
});
