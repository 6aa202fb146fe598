import { defineSlotRecipe } from '@pandacss/dev';
import { focusRing } from './shared';

export const table = defineSlotRecipe({
  className: 'table',
  description:
    'Data table with a horizontally scrollable wrapper; `stacked` turns rows into cards on phones',
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
  variants: {
    layout: {
      scroll: {},
      // Below md each row is a card and each cell a "label: value" line (the label is the
      // cell's data-label), so nothing on a phone hides off to the side of a scroller.
      stacked: {
        wrapper: { mdDown: { overflowX: 'visible', borderWidth: '0', bg: 'transparent' } },
        root: { mdDown: { display: 'block' } },
        head: { mdDown: { srOnly: true } },
        body: { mdDown: { display: 'flex', flexDirection: 'column', gap: '3' } },
        row: {
          mdDown: {
            display: 'block',
            borderWidth: '1px',
            borderRadius: 'l3',
            bg: 'bg.default',
            px: '4',
            py: '2',
            'tbody &:hover': { bg: 'bg.default' },
          },
        },
        cell: {
          mdDown: {
            display: 'grid',
            gridTemplateColumns: '7.5rem minmax(0, 1fr)',
            alignItems: 'baseline',
            // A badge or button keeps its own width instead of filling the value column.
            justifyItems: 'start',
            gap: '3',
            px: '0',
            py: '1.5',
            '&[data-label]::before': {
              content: 'attr(data-label)',
              fontSize: 'xs',
              fontWeight: 'semibold',
              letterSpacing: '0.02em',
              textTransform: 'uppercase',
              color: 'fg.muted',
            },
            '&:not([data-label])': { display: 'flex', justifyContent: 'flex-start', pt: '2' },
          },
        },
      },
    },
  },
  defaultVariants: { layout: 'scroll' },
});
