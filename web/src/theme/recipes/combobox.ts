import { defineSlotRecipe } from '@pandacss/dev';
import { listboxContent, optionRow, reducedMotion, zIndices } from './shared';

/**
 * Text input with a suggestion list (Ark UI Combobox), Park UI style. The input
 * itself uses the `input` recipe; this styles the parts around it. `empty` holds
 * the list's messages ("Loading suggestions...", "No results found", errors).
 */
export const combobox = defineSlotRecipe({
  className: 'combobox',
  description: 'Text input with suggestions (Ark UI Combobox)',
  slots: [
    'root',
    'control',
    'input',
    'positioner',
    'content',
    'item',
    'itemText',
    'itemMain',
    'itemSecondary',
    'empty',
  ],
  staticCss: ['*'],
  base: {
    root: { display: 'flex', flexDirection: 'column', gap: '1.5', width: 'full' },
    control: { position: 'relative', width: 'full' },
    input: { width: 'full' },
    positioner: { zIndex: zIndices.popover },
    content: listboxContent,
    item: {
      display: 'flex',
      alignItems: 'flex-start',
      ...optionRow,
      py: '2',
      color: 'fg.default',
      transitionProperty: 'background-color',
      transitionDuration: 'fast',
      '& svg': { w: '4', h: '4', mt: '0.5', color: 'fg.muted', flexShrink: '0' },
      ...reducedMotion,
    },
    itemText: { display: 'flex', flexDirection: 'column', minW: '0', gap: '0.5' },
    itemMain: { fontWeight: 'medium', lineHeight: '1.4' },
    itemSecondary: { color: 'fg.muted', fontSize: 'xs', lineHeight: '1.4' },
    empty: {
      display: 'flex',
      alignItems: 'flex-start',
      lineHeight: '1.4',
      gap: '2',
      px: '2.5',
      py: '2',
      fontSize: 'sm',
      color: 'fg.muted',
      '&[data-status=error]': { color: 'danger.text' },
      '& svg': { w: '4', h: '4', mt: '0.5', flexShrink: '0' },
      '&[data-status=loading] svg': {
        animation: 'spin 1s linear infinite',
        // A slower spin under reduced motion, so progress is still perceivable.
        _motionReduce: { animationDuration: '2s !important' },
      },
    },
  },
});
