import { defineRecipe } from '@pandacss/dev';

// Named `pageContainer` to avoid clashing with Panda's built-in `container` pattern.
export const pageContainer = defineRecipe({
  className: 'page-container',
  description: 'Centered max-width page container with responsive padding',
  staticCss: ['*'],
  // The signed-in pages' rhythm: the same side and top margins on every screen.
  base: {
    width: 'full',
    mx: 'auto',
    px: { base: '4', md: '6' },
    py: { base: '6', md: '10' },
  },
  // Named after the max width: forms 2xl, reading 3xl, buyer page 4xl, details 6xl,
  // dashboards 7xl.
  variants: {
    size: {
      '2xl': { maxW: '2xl' },
      '3xl': { maxW: '3xl' },
      '4xl': { maxW: '4xl' },
      '6xl': { maxW: '6xl' },
      '7xl': { maxW: '7xl' },
      full: { maxW: 'none' },
    },
  },
  defaultVariants: { size: '6xl' },
});
