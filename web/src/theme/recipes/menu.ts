import { defineSlotRecipe } from '@pandacss/dev';
import { optionRow, popoverSurface, zIndices } from './shared';

export const menu = defineSlotRecipe({
  className: 'menu',
  description: 'Dropdown menu (Ark UI Menu)',
  slots: ['positioner', 'content', 'item', 'itemGroup', 'itemGroupLabel', 'separator'],
  staticCss: ['*'],
  base: {
    positioner: { zIndex: zIndices.popover },
    content: {
      display: 'flex',
      flexDirection: 'column',
      gap: '0.5',
      minW: '48',
      p: '1',
      ...popoverSurface,
    },
    item: {
      display: 'flex',
      alignItems: 'center',
      ...optionRow,
      color: 'fg.default',
      textDecoration: 'none',
      outline: 'none',
      '& svg': { w: '4', h: '4', color: 'fg.muted', flexShrink: '0' },
    },
    itemGroup: { display: 'flex', flexDirection: 'column', gap: '0.5' },
    itemGroupLabel: {
      px: '2.5',
      py: '1.5',
      fontSize: 'xs',
      fontWeight: 'semibold',
      color: 'fg.muted',
    },
    separator: { my: '1', mx: '-1', borderTopWidth: '1px', borderColor: 'border.default' },
  },
});
