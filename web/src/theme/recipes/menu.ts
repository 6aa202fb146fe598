import { defineSlotRecipe } from '@pandacss/dev';
import { popoverSurface, zIndices } from './shared';

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
      gap: '2',
      minH: '9',
      px: '2.5',
      borderRadius: 'l1',
      fontSize: 'sm',
      color: 'fg.default',
      textDecoration: 'none',
      cursor: 'pointer',
      userSelect: 'none',
      outline: 'none',
      _highlighted: { bg: 'bg.muted' },
      _disabled: { cursor: 'not-allowed', opacity: '0.5', _highlighted: { bg: 'transparent' } },
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
