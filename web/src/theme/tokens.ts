import { defineSemanticTokens, defineTextStyles, defineTokens } from '@pandacss/dev';

export const tokens = defineTokens({
  fonts: {
    body: {
      value:
        'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    heading: {
      value:
        'Inter, ui-sans-serif, system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
    },
    mono: { value: 'ui-monospace, SFMono-Regular, Menlo, Consolas, monospace' },
  },
  radii: {
    l1: { value: '0.25rem' },
    l2: { value: '0.5rem' },
    l3: { value: '0.75rem' },
  },
});

/**
 * Semantic colours. Every pair (fg on bg) used by the kit keeps WCAG AA
 * contrast in both themes; `accent` is HomeLedger's brand blue.
 */
export const semanticTokens = defineSemanticTokens({
  colors: {
    bg: {
      canvas: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      default: { value: { base: '{colors.white}', _dark: '{colors.slate.900}' } },
      subtle: { value: { base: '{colors.slate.50}', _dark: '{colors.slate.900}' } },
      muted: { value: { base: '{colors.slate.100}', _dark: '{colors.slate.800}' } },
      emphasized: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
    },
    fg: {
      default: { value: { base: '{colors.slate.900}', _dark: '{colors.slate.50}' } },
      muted: { value: { base: '{colors.slate.600}', _dark: '{colors.slate.300}' } },
      subtle: { value: { base: '{colors.slate.500}', _dark: '{colors.slate.400}' } },
    },
    border: {
      default: { value: { base: '{colors.slate.200}', _dark: '{colors.slate.700}' } },
      emphasized: { value: { base: '{colors.slate.300}', _dark: '{colors.slate.600}' } },
    },
    accent: {
      default: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.400}' } },
      emphasized: { value: { base: '{colors.blue.800}', _dark: '{colors.blue.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      subtle: { value: { base: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
      text: { value: { base: '{colors.blue.700}', _dark: '{colors.blue.300}' } },
    },
    danger: {
      default: { value: { base: '{colors.red.700}', _dark: '{colors.red.400}' } },
      emphasized: { value: { base: '{colors.red.800}', _dark: '{colors.red.300}' } },
      fg: { value: { base: '{colors.white}', _dark: '{colors.slate.950}' } },
      subtle: { value: { base: '{colors.red.50}', _dark: '{colors.red.950}' } },
      text: { value: { base: '{colors.red.800}', _dark: '{colors.red.300}' } },
    },
    success: {
      default: { value: { base: '{colors.green.700}', _dark: '{colors.green.400}' } },
      subtle: { value: { base: '{colors.green.50}', _dark: '{colors.green.950}' } },
      text: { value: { base: '{colors.green.800}', _dark: '{colors.green.300}' } },
    },
    warning: {
      default: { value: { base: '{colors.amber.600}', _dark: '{colors.amber.400}' } },
      subtle: { value: { base: '{colors.amber.50}', _dark: '{colors.amber.950}' } },
      text: { value: { base: '{colors.amber.800}', _dark: '{colors.amber.300}' } },
    },
    info: {
      default: { value: { base: '{colors.blue.600}', _dark: '{colors.blue.400}' } },
      subtle: { value: { base: '{colors.blue.50}', _dark: '{colors.blue.950}' } },
      text: { value: { base: '{colors.blue.800}', _dark: '{colors.blue.300}' } },
    },
  },
});

export const textStyles = defineTextStyles({
  h1: {
    value: {
      fontFamily: 'heading',
      fontWeight: 'bold',
      fontSize: { base: '3xl', md: '5xl' },
      lineHeight: '1.15',
      letterSpacing: '-0.02em',
    },
  },
  h2: {
    value: {
      fontFamily: 'heading',
      fontWeight: 'bold',
      fontSize: { base: '2xl', md: '3xl' },
      lineHeight: '1.2',
      letterSpacing: '-0.01em',
    },
  },
  h3: {
    value: { fontFamily: 'heading', fontWeight: 'semibold', fontSize: 'xl', lineHeight: '1.3' },
  },
  lead: { value: { fontSize: { base: 'lg', md: 'xl' }, color: 'fg.muted' } },
});
