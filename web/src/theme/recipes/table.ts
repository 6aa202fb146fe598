import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

export const table = defineSlotRecipe({
  className: 'table',
  description: 'Data table with a horizontally scrollable wrapper',
  slots: ['wrapper', 'root', 'caption', 'head', 'body', 'row', 'header', 'cell'],
  staticCss: ['*'],
  base: {
    wrapper: {
      width: 'full',
      overflowX: 'auto',
      WebkitOverflowScrolling: 'touch',
      borderWidth: '1px',
      borderColor: 'border.default',
      borderRadius: 'l3',
      bg: 'bg.default',
      _focusVisible: focusRing,
    },
    root: {
      width: 'full',
      borderCollapse: 'collapse',
      fontSize: 'sm',
      fontVariantNumeric: 'tabular-nums',
    },
    caption: { captionSide: 'top', textAlign: 'start', p: '3', fontSize: 'sm', color: 'fg.muted' },
    head: { bg: 'bg.subtle' },
    body: { '& tr:last-child': { borderBottomWidth: '0' } },
    row: {
      borderBottomWidth: '1px',
      borderColor: 'border.default',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      'tbody &:hover': { bg: 'bg.subtle' },
    },
    header: {
      px: '4',
      py: '3',
      textAlign: 'start',
      fontSize: 'xs',
      fontWeight: 'semibold',
      letterSpacing: '0.02em',
      textTransform: 'uppercase',
      color: 'fg.muted',
      whiteSpace: 'nowrap',
    },
    cell: { px: '4', py: '3', color: 'fg.default', verticalAlign: 'middle' },
  },
});
