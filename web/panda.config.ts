import { defineConfig } from '@pandacss/dev';
import { kitKeyframes, recipes, slotRecipes } from './src/theme/recipes';
import { semanticTokens, tokens, textStyles } from './src/theme/tokens';

export default defineConfig({
  preflight: true,
  include: ['./src/**/*.{ts,tsx}'],
  exclude: ['./src/**/*.test.{ts,tsx}'],
  outdir: 'styled-system',
  jsxFramework: 'react',
  // Dark mode follows a `dark` class on <html>, set before first paint by the
  // inline script in index.html (no flash of the wrong theme).
  conditions: {
    extend: {
      dark: '.dark &',
      light: ':root:not(.dark) &',
    },
  },
  globalCss: {
    html: {
      colorScheme: 'light',
      '&.dark': { colorScheme: 'dark' },
    },
    body: {
      bg: 'bg.canvas',
      color: 'fg.default',
      fontFamily: 'body',
      lineHeight: '1.6',
      WebkitFontSmoothing: 'antialiased',
    },
    '*:focus-visible': {
      outline: '2px solid',
      outlineColor: 'accent.default',
      outlineOffset: '2px',
    },
    a: { color: 'inherit', textDecoration: 'none' },
  },
  theme: {
    extend: {
      tokens,
      semanticTokens,
      textStyles,
      recipes,
      slotRecipes,
      // The UI kit's animations (names used by the recipes; see recipes/shared.ts).
      keyframes: kitKeyframes,
    },
  },
});
